// The Discounts screen's flow (decision 034): the codes by search and status, the dialog that
// creates or edits one, and pausing, resuming and ending a code (ending after a confirmation),
// each told in a toast.
import { useState } from 'react'
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

  const change = async (code: AdminDiscountCode, call: 'pause' | 'resume' | 'end') => {
    setBusy(code.id)
    try {
      await act(() => callApi(adminDiscountsApi[call], { params: { id: code.id } }), {
        success: t(`discounts.done.${call}`, { code: code.code }),
        failure: t(`discounts.failed.${call}`),
      })
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
    create: () => setEditing('new'),
    edit: (code: AdminDiscountCode) => setEditing(code),
    closeDialog: () => setEditing(null),
    busy,
    pause: (code: AdminDiscountCode) => change(code, 'pause'),
    resume: (code: AdminDiscountCode) => change(code, 'resume'),
    ending,
    askEnd: (code: AdminDiscountCode) => setEnding(code),
    cancelEnd: () => setEnding(null),
    end: () => change(ending!, 'end'),
  }
}
