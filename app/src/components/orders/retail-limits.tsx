// The retail caps as a shopper meets them (decision 023): why the cart's stepper stops, and the way
// to the wholesale form for a buyer who wants more. The caps are shared/pricing/retail-limits.ts.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { DEFAULT_RETAIL_LIMITS, WHOLESALE_PATH } from '#shared/pricing/retail-limits'
import type { ApiErrorCode } from '#app/lib/api-client'
import { useLang } from '#app/lib/i18n/use-lang'

/** The translated text of a refusal for a retail cap, by the API's error code; undefined for any other code. */
export function useRetailLimitText() {
  const { t } = useTranslation('cart')
  const { perLine, perOrder } = DEFAULT_RETAIL_LIMITS
  return (code: ApiErrorCode | undefined): string | undefined => {
    if (code === 'retail_line_limit') return t('lineLimitError', { count: perLine })
    if (code === 'retail_order_limit') return t('orderLimitError', { count: perOrder })
    if (code === 'client_hold_limit') return t('clientHoldError', { count: perOrder })
    return undefined
  }
}

/** A note on the caps, or `message` when a cap refused something, with the link to the wholesale form. */
export function RetailLimitNotice({ message, onNavigate, className = '' }: { message?: string; onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation('cart')
  const { to } = useLang()
  return (
    <p role={message ? 'alert' : 'status'} className={`rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`} data-testid="retail-limit-notice">
      {message ?? t('retailLimits', DEFAULT_RETAIL_LIMITS)}{' '}
      <Link to={to(WHOLESALE_PATH)} onClick={onNavigate} className="font-medium text-cocoa underline underline-offset-4">
        {t('wholesaleLink')}
      </Link>
    </p>
  )
}
