// The Returns screen's flow (decision 039): the list by search, status and page, and the case open
// in its dialog, all kept in the URL (the server sorts waiting cases first, oldest first); and the
// case's steps, each told in a toast (a refusal in the error catalogue's words) and followed by a
// reload of the case and the list. Focus goes back to the row's Open button when the dialog closes
// or, when its row left the list meanwhile, to the page's main region.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useListParams } from '#app/components/data/use-list-params'
import { callApi } from '#app/lib/api-client'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminReturnsApi, type AdminReturnCase } from '#shared/contracts/admin-returns'
import type { ReturnOutcome } from '#shared/returns/policy-settings'
import { RETURN_STATES, type ReturnState } from '#shared/returns/states'
import { useAdminAction } from './use-admin-action'
import { useUrlDialog } from './use-url-dialog'

const statusIn = (value: string): ReturnState | undefined => ((RETURN_STATES as readonly string[]).includes(value) ? (value as ReturnState) : undefined)

export function useReturns() {
  const list = useListParams({ status: 'all', search: '', case: '' })
  const cases = useApiQuery(adminReturnsApi.list, {
    query: { status: statusIn(list.values.status), search: list.values.search || undefined, page: list.page },
  })
  const { openId, open, close } = useUrlDialog(list, 'case')
  return { list, cases, openId, open, close }
}

type Step = 'approve' | 'reject' | 'receive' | 'inspect' | 'finish' | 'message' | 'close'
export type Inspection = { terms?: AdminReturnCase['terms']; note?: string; lines: { itemId: string; condition: 'as_new' | 'worn' | 'damaged'; restock: boolean; damagedQuantity: number }[] }

/** One case and its steps: one at a time; the case and the list reloaded after each (a refusal included, to show the case as stored). */
export function useReturnCase(id: string, onChanged: () => void) {
  const { t } = useTranslation('admin')
  const act = useAdminAction()
  const detail = useApiQuery(adminReturnsApi.detail, { params: { id } })
  const [busy, setBusy] = useState<Step | null>(null)
  const run = async (step: Step, call: () => Promise<unknown>) => {
    setBusy(step)
    try {
      await act(call, { success: t(`returns.done.${step}`), failure: t(`returns.failed.${step}`) })
    } finally {
      setBusy(null)
      detail.reload()
      onChanged()
    }
  }
  const params = { id }
  return {
    detail,
    returnCase: detail.data?.id === id ? detail.data : undefined,
    busy,
    approve: () => run('approve', () => callApi(adminReturnsApi.approve, { params })),
    reject: (note: string) => run('reject', () => callApi(adminReturnsApi.reject, { params, body: { note } })),
    receive: () => run('receive', () => callApi(adminReturnsApi.receive, { params })),
    inspect: (body: Inspection) => run('inspect', () => callApi(adminReturnsApi.inspect, { params, body })),
    finish: (outcome: ReturnOutcome) => run('finish', () => callApi(adminReturnsApi.finish, { params, body: { outcome } })),
    message: (message: string) => run('message', () => callApi(adminReturnsApi.message, { params, body: { message } })),
    close: () => run('close', () => callApi(adminReturnsApi.close, { params })),
  }
}
