// Beside the checkout: the order summary, a notice when the server's prices differ from the
// cart's, and the way back to the shop.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { Totals } from '#shared/pricing/shipping'
import { useLang } from '#app/lib/i18n/use-lang'
import type { OrderLineView } from './order-line'
import { OrderSummary, type SummaryPromo } from './order-summary'

export function CheckoutSummary({
  id,
  lines,
  figures,
  pointsRedeemed,
  promo,
  storeCreditCents,
  pricesChanged,
}: {
  id: string
  lines: OrderLineView[]
  figures: Totals
  pointsRedeemed?: number
  promo: SummaryPromo | null
  storeCreditCents: number
  pricesChanged: boolean
}) {
  const { t } = useTranslation('checkout')
  const { to } = useLang()
  return (
    <aside id={id} className="scroll-mt-24 lg:sticky lg:top-24">
      <OrderSummary
        lines={lines}
        figures={figures}
        pointsRedeemed={pointsRedeemed}
        promo={promo}
        storeCreditCents={storeCreditCents}
        notice={
          pricesChanged ? (
            <p role="status" className="mt-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="prices-changed">
              {t('summary.pricesChanged')}
            </p>
          ) : null
        }
      />
      <p className="mt-4 text-center text-sm">
        <Link to={to('/shop')} className="text-cocoa underline-offset-4 hover:underline">
          {t('summary.keepShopping')}
        </Link>
      </p>
    </aside>
  )
}
