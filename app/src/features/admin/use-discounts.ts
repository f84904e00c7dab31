// The Discounts screen's flow (decision 034): the codes by search and status, the dialog that
// creates or edits one, and pausing, resuming and ending a code (ending after a confirmation),
// each told in a toast. Focus goes back to the button that opened the dialog; after ending a code,
// whose Pause and End buttons then leave its row, to the code (its edit button).
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useListParams } from '#app/components/data/use-list-params'
import { callApi } from '#app/lib/api-client'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminDiscountsApi, type AdminDiscountCode, type DiscountStatus } from '#shared/contracts/admin-discounts'
import { useAdminAction } from './use-admin-action'

/** The dialog: closed, a new code, or the code being edited. */
type Editing = null | 'new' | AdminDiscountCode

export function useDiscounts() {
  const { t } = useTranslation('admin')
  const act = useAdminAction()
  const list = useListParams({ status: 'all', search: '' })
  const codes = useApiQuery(adminDiscountsApi.list, {
    query: { status: list.values.status === 'all' ? undefined : (list.values.status as DiscountStatus), search: list.values.search || undefined, page: list.page },
  })
  const [editing, setEditing] = useState<Editing>(null)
  const [ending, setEnding] = useState<AdminDiscountCode | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const focusOnReload = useRef<string | null>(null)
  useEffect(() => {
    if (!codes.data || !focusOnReload.current) return
    // The table (wide screens) and the cards (phones) both hold the button: the one on show.
    const buttons = document.querySelectorAll<HTMLElement>(`[data-edit-code="${focusOnReload.current}"]`)
    ;[...buttons].find((b) => b.offsetParent !== null)?.focus()
    focusOnReload.current = null
  }, [codes.data])

  const open = (next: Editing) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setEditing(next)
  }
  const closeDialog = () => {
    setEditing(null)
    // The dialog unmounts as it closes: its opener takes the focus back once it has.
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus())
  }

  const change = async (code: AdminDiscountCode, call: 'pause' | 'resume' | 'end') => {
    setBusy(code.id)
    try {
      await act(() => callApi(adminDiscountsApi[call], { params: { id: code.id } }), {
        success: t(`discounts.done.${call}`, { code: code.code }),
        failure: t(`discounts.failed.${call}`),
      })
      if (call === 'end') focusOnReload.current = code.id
      codes.reload()
    } catch {
      // Told in the toast; the row still shows the stored status.
    } finally {
      setBusy(null)
    }
  }

  return {
    list,
    codes,
    editing,
    create: () => open('new'),
    edit: (code: AdminDiscountCode) => open(code),
    closeDialog,
    busy,
    pause: (code: AdminDiscountCode) => change(code, 'pause'),
    resume: (code: AdminDiscountCode) => change(code, 'resume'),
    ending,
    askEnd: (code: AdminDiscountCode) => setEnding(code),
    cancelEnd: () => setEnding(null),
    end: () => change(ending!, 'end'),
  }
}
