import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { ErrorReference } from '#app/components/ui/async-state'
import { Button } from '#app/components/ui/button'
import { ApiError } from '#app/lib/api-client'
import { reportError } from '#app/lib/error-reports'
import { NotFoundPage } from './not-found-page'

/**
 * A screen that failed to load (for example its chunk while offline) gets a calm message, not a
 * blank page; when the server failed it, with the request's id to quote (decision 028). A crash of
 * the app's own is reported (decision 033); the server reports its own failures.
 */
export function RouteError() {
  const error = useRouteError()
  const ours = !(error instanceof ApiError) && !isRouteErrorResponse(error)
  useEffect(() => {
    if (ours) reportError(error)
  }, [error, ours])
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return <LoadFailed requestId={error instanceof ApiError ? error.requestId : undefined} />
}

/** "An error occurred", with a Reload button: what a screen that failed to load shows. */
export function LoadFailed({ requestId }: { requestId?: string } = {}) {
  const { t } = useTranslation()
  return (
    <section role="alert" className="mx-auto max-w-xl px-6 py-28 text-center">
      <h1 className="text-3xl text-ink">{t('errors.generic')}</h1>
      <p className="mt-4 text-muted">{t('errors.reload')}</p>
      <ErrorReference requestId={requestId} className="mt-2" />
      <Button onClick={() => window.location.reload()} className="mt-8">
        {t('errors.reloadButton')}
      </Button>
    </section>
  )
}
