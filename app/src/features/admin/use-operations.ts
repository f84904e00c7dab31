// The operations screen's flow (decision 032): the health report, the API's last crashes, the
// email outbox's failed emails and the 30 days of daily figures, each read once when the screen
// opens; a retry puts a failed email back in the queue, says so in a toast (or why not: the
// refusal's text from the error catalogue), and reads the outbox and the report again so the lists show it.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '#app/lib/api-client'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminEmailOutboxApi } from '#shared/contracts/admin-email-outbox'
import { adminHealthApi } from '#shared/contracts/admin-health'
import { adminOperationsApi } from '#shared/contracts/admin-operations'
import { useAdminAction } from './use-admin-action'

export function useOperations() {
  const { t } = useTranslation('admin')
  const act = useAdminAction()
  const health = useApiQuery(adminHealthApi.report)
  const errors = useApiQuery(adminOperationsApi.serverErrors)
  const figures = useApiQuery(adminOperationsApi.dailyFigures)
  const outbox = useApiQuery(adminEmailOutboxApi.summary)
  const [retrying, setRetrying] = useState<string | null>(null)
  const failedEmails = outbox.data?.problems.filter((email) => email.status === 'failed')

  const retry = async (id: string) => {
    setRetrying(id)
    try {
      await act(() => callApi(adminEmailOutboxApi.retry, { params: { id } }), {
        success: t('operations.emails.retried'),
        failure: t('operations.emails.retryFailed'),
      })
    } catch {
      // Told in the toast; the list is read again all the same (another admin may have retried it).
    } finally {
      setRetrying(null)
      outbox.reload()
      health.reload()
    }
  }

  return { health, errors, figures, outbox, failedEmails, retry, retrying }
}
