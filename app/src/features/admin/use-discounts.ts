// The Discounts screen's flow (decision 034): the codes by search and status, the dialog that
// creates or edits one, and pausing, resuming and ending a code (ending after a confirmation),
// each told in a toast. Focus goes back to the button that opened the dialog; after ending a code,
// whose Pause and End buttons then leave its row, to the code (its edit button; use-row-dialog.ts).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useListParams } from '#app/components/data/use-list-params'
import { callApi } from '#app/lib/api-client'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminDiscountsApi, type AdminDiscountCode, type DiscountStatus } from '#shared/contracts/admin-discounts'
import { useAdminAction } from './use-admin-action'
import { useRowDialog } from './use-row-dialog'

export function useDiscounts() {
  const { t } = useTranslation('admin')
  const act = useAdminAction()
  const list = useListParams({ status: 'all', search: '' })
  const codes = useApiQuery(adminDiscountsApi.list, {
    query: { status: list.values.status === 'all' ? undefined : (list.values.status as DiscountStatus), search: list.values.search || undefined, page: list.page },
  })
  const dialog = useRowDialog<AdminDiscountCode>(codes.data)
  const [ending, setEnding] = useState<AdminDiscountCode | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  const change = async (code: AdminDiscountCode, call: 'pause' | 'resume' | 'end') => {
    setBusy(code.id)
    try {
      await act(() => callApi(adminDiscountsApi[call], { params: { id: code.id } }), {
        success: t(`discounts.done.${call}`, { code: code.code }),
        failure: t(`discounts.failed.${call}`),
      })
      if (call === 'end') dialog.focusRowAfterReload(code.id)
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
    editing: dialog.editing,
    create: () => dialog.open('new'),
    edit: (code: AdminDiscountCode) => dialog.open(code),
    closeDialog: dialog.close,
    busy,
    pause: (code: AdminDiscountCode) => change(code, 'pause'),
    resume: (code: AdminDiscountCode) => change(code, 'resume'),
    ending,
    askEnd: (code: AdminDiscountCode) => setEnding(code),
    cancelEnd: () => setEnding(null),
    end: () => change(ending!, 'end'),
  }
}
