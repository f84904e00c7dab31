// Where a review request's "stop" link leads (/<lang>/reviews/unsubscribe?token=…, decision 042):
// one click, no sign-in. The page stops the requests as soon as it runs in the browser; a mail
// scanner that only fetches the link stops nothing.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { reviewsApi } from '#shared/contracts/reviews'
import { useErrorText } from '#app/components/form/use-error-text'
import { Button } from '#app/components/ui/button'
import { PageMeta } from '#app/components/ui/page-meta'
import { ApiError, callApi } from '#app/lib/api-client'

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'invalid' } | { kind: 'failed'; reason: string }

export function ReviewRequestsUnsubscribePage() {
  const { t } = useTranslation('order-reviews')
  const { t: tc } = useTranslation()
  const { apiErrorText } = useErrorText()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'invalid' })
  const [attempt, setAttempt] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)

  // Each attempt (the first, then each "try again") sends the token once.
  useEffect(() => {
    if (!token) return
    callApi(reviewsApi.unsubscribe, { body: { token } }).then(
      () => setState({ kind: 'done' }),
      (error: unknown) => {
        const invalid = error instanceof ApiError && (error.code === 'review_link_invalid' || error.code === 'validation_failed')
        setState(invalid ? { kind: 'invalid' } : { kind: 'failed', reason: apiErrorText(error, t('failed')) })
      },
    )
  }, [token, attempt, apiErrorText, t])

  // The outcome replaces the page's content: its heading takes the focus, so it is read out.
  useEffect(() => {
    if (state.kind !== 'working') heading.current?.focus()
  }, [state.kind])

  return (
    <section className="mx-auto max-w-xl px-6 py-20 sm:py-28">
      <PageMeta title={`${t('unsubscribe.title')} · ${tc('brand')}`} noindex />
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-sand/70 sm:p-12" aria-live="polite" aria-busy={state.kind === 'working'}>
        <h1 ref={heading} tabIndex={-1} className="text-3xl text-ink outline-none">
          {t(`unsubscribe.${state.kind}Title`)}
        </h1>
        {state.kind === 'done' && <p className="mt-4 text-muted">{t('unsubscribe.doneBody')}</p>}
        {state.kind === 'invalid' && <p className="mt-4 text-muted">{t('unsubscribe.invalidBody')}</p>}
        {state.kind === 'failed' && (
          <>
            <p className="mt-4 text-muted">{state.reason}</p>
            <Button
              className="mt-6"
              onClick={() => {
                setState({ kind: 'working' })
                setAttempt((n) => n + 1)
              }}
            >
              {t('unsubscribe.retry')}
            </Button>
          </>
        )}
      </div>
    </section>
  )
}
