// /admin/operations (admins only, as the server; decision 032): what the person on call looks at —
// the health report, the failed emails with a retry, the API's last server errors with their
// request ids, and charts of the last 30 days (their own lazy chunk, with the charting library).
// The flow is in use-operations.ts.
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { useCurrentUser } from '#app/lib/auth/current-user'
import { AdminsOnly } from './admins-only'
import { HealthReport, OperationsSection } from './operations-health'
import { FailedEmails, ServerErrors } from './operations-lists'
import { useOperations } from './use-operations'

const OperationsCharts = lazy(() => import('./admin-operations-charts').then((m) => ({ default: m.OperationsCharts })))

export function AdminOperationsPage() {
  const { t } = useTranslation('admin')
  const { user } = useCurrentUser()
  if (user?.role !== 'admin') return <AdminsOnly title={t('pages.operations')} />
  return <Operations />
}

function Operations() {
  const { t } = useTranslation('admin')
  const { health, errors, figures, outbox, failedEmails, retry, retrying } = useOperations()
  const loadingCharts = <LoadingState label={t('operations.charts.loading')} />
  return (
    <AdminScreen title={t('pages.operations')} subtitle={t('operations.subtitle')}>
      <div className="grid gap-10">
        <HealthReport health={health} />
        <FailedEmails emails={failedEmails} query={outbox} retrying={retrying} onRetry={retry} />
        <ServerErrors query={errors} />
        <OperationsSection id="last-30-days" title={t('operations.charts.title')}>
          {figures.data ? (
            <Suspense fallback={loadingCharts}>
              <OperationsCharts figures={figures.data} />
            </Suspense>
          ) : figures.status === 'error' ? (
            <ErrorState message={t('operations.charts.fetchFailed')} onRetry={figures.reload} requestId={figures.error?.requestId} />
          ) : (
            loadingCharts
          )}
        </OperationsSection>
      </div>
    </AdminScreen>
  )
}
