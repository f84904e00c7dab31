// Where a back-in-stock email's "stop" link leads (/<lang>/stock-alerts/unsubscribe?token=…): one
// click, no sign-in. The page stops the alerts as soon as it runs in the browser; a mail scanner
// that only fetches the link stops nothing.
import { CheckIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { useErrorText } from '#app/components/form/use-error-text'
import { Button, buttonClasses } from '#app/components/ui/button'
import { PageMeta } from '#app/components/ui/page-meta'
import { ApiError } from '#app/lib/api-client'
import { useLang } from '#app/lib/i18n/use-lang'
import { stopStockAlerts } from './api/stock-alerts'

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'invalid' } | { kind: 'failed'; reason: string }

export function StockAlertUnsubscribePage() {
  const { t } = useTranslation('stock-alerts')
  const { t: tc } = useTranslation()
  const { to } = useLang()
  const { apiErrorText } = useErrorText()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'invalid' })
  const heading = useRef<HTMLHeadingElement>(null)

  // Each attempt (the first, then each "try again") sends the token once.
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!token) return
    stopStockAlerts(token).then(
      () => setState({ kind: 'done' }),
      (error: unknown) => {
        const invalid = error instanceof ApiError && (error.code === 'stock_alert_link_invalid' || error.code === 'validation_failed')
        setState(invalid ? { kind: 'invalid' } : { kind: 'failed', reason: apiErrorText(error, t('unsubscribe.failedBody')) })
      },
    )
  }, [token, attempt, apiErrorText, t])

  // The outcome replaces the page's content: its heading takes the focus, so it is read out.
  useEffect(() => {
    if (state.kind !== 'working') heading.current?.focus()
  }, [state.kind])

  const title = {
    working: t('unsubscribe.working'),
    done: t('unsubscribe.doneTitle'),
    invalid: t('unsubscribe.invalidTitle'),
    failed: t('unsubscribe.failedTitle'),
  }[state.kind]

  return (
    <section className="mx-auto max-w-xl px-6 py-20 sm:py-28">
      <PageMeta title={`${t('unsubscribe.title')} · ${tc('brand')}`} noindex />
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-sand/70 sm:p-12" aria-live="polite" aria-busy={state.kind === 'working'}>
        {state.kind === 'done' && (
          <span aria-hidden="true" className="mx-auto mb-6 flex h-14 w-14 items-center justify-center rounded-full bg-sand text-cocoa-dark">
            <CheckIcon width={26} height={26} />
          </span>
        )}
        <h1 ref={heading} tabIndex={-1} className="text-3xl text-ink focus:outline-none sm:text-4xl" data-testid="stock-alert-unsubscribe-title">
          {title}
        </h1>
        {state.kind === 'done' && <p className="mt-4 text-muted">{t('unsubscribe.doneBody')}</p>}
        {state.kind === 'invalid' && <p className="mt-4 text-muted">{t('unsubscribe.invalidBody')}</p>}
        {state.kind === 'failed' && (
          <>
            <p className="mt-4 text-muted">{state.reason}</p>
            <Button
              size="lg"
              className="mt-8"
              onClick={() => {
                setState({ kind: 'working' })
                setAttempt((n) => n + 1)
              }}
            >
              {t('unsubscribe.retry')}
            </Button>
          </>
        )}
        {state.kind !== 'working' && state.kind !== 'failed' && (
          <Link to={to('/shop')} className={buttonClasses({ className: 'mt-8' })}>
            {t('unsubscribe.home')}
          </Link>
        )}
      </div>
    </section>
  )
}
