// Where a back-in-stock email's "stop" link leads (/<lang>/stock-alerts/unsubscribe?token=…): one
// click, no sign-in. The page stops the alerts as soon as it runs in the browser; a mail scanner
// that only fetches the link stops nothing.
import { CheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { buttonClasses } from '#app/components/ui/button'
import { OneClickOutcome, useOneClickLink } from '#app/components/ui/one-click-outcome'
import { useLang } from '#app/lib/i18n/use-lang'
import { stopStockAlerts } from './api/stock-alerts'

export function StockAlertUnsubscribePage() {
  const { t } = useTranslation('stock-alerts')
  const { t: tc } = useTranslation()
  const { to } = useLang()
  const [params] = useSearchParams()
  const { state, retry } = useOneClickLink(params.get('token') ?? '', stopStockAlerts, ['stock_alert_link_invalid'], t('unsubscribe.failedBody'))
  const texts = {
    pageTitle: `${t('unsubscribe.title')} · ${tc('brand')}`,
    title: { working: t('unsubscribe.working'), done: t('unsubscribe.doneTitle'), invalid: t('unsubscribe.invalidTitle'), failed: t('unsubscribe.failedTitle') }[state.kind],
    doneBody: t('unsubscribe.doneBody'),
    invalidBody: t('unsubscribe.invalidBody'),
    retry: t('unsubscribe.retry'),
  }
  const icon = (
    <span aria-hidden="true" className="mx-auto mb-6 flex h-14 w-14 items-center justify-center rounded-full bg-sand text-cocoa-dark">
      <CheckIcon width={26} height={26} />
    </span>
  )
  return (
    <OneClickOutcome state={state} retry={retry} texts={texts} icon={icon} headingTestId="stock-alert-unsubscribe-title">
      {state.kind !== 'working' && state.kind !== 'failed' && (
        <Link to={to('/shop')} className={buttonClasses({ className: 'mt-8' })}>
          {t('unsubscribe.home')}
        </Link>
      )}
    </OneClickOutcome>
  )
}
