// The three states every screen that loads data has besides its content: loading, failed (with
// a way to try again) and empty (with where to go next).
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite" className="flex min-h-40 items-center justify-center gap-3 text-muted">
      <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-sand border-t-cocoa" />
      <span>{label ?? t('states.loading')}</span>
    </div>
  )
}

/** The server's id of a failed request, for the shopper to quote to the shop (decision 028). */
export function ErrorReference({ requestId, className = '' }: { requestId: string | undefined; className?: string }) {
  const { t } = useTranslation()
  if (!requestId) return null
  return <p className={`text-sm break-all text-muted ${className}`}>{t('errors.reference', { id: requestId })}</p>
}

export function ErrorState({ message, onRetry, requestId }: { message?: string; onRetry?: () => void; requestId?: string }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="flex min-h-40 flex-col items-center justify-center gap-4 rounded-3xl border border-red-200 bg-red-50/60 p-6 text-center">
      <p className="text-red-900">{message ?? t('states.error')}</p>
      <ErrorReference requestId={requestId} />
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      )}
    </div>
  )
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-4 rounded-3xl border border-dashed border-sand p-6 text-center">
      <p className="text-muted">{message}</p>
      {children}
    </div>
  )
}
