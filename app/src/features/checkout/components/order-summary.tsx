// The order summary beside the checkout: lines, subtotal, shipping (free or the
// amount), the discount code's line and the loyalty reward's, each when there is one (decision 034:
// the order's discount is both together, the code's part is named), and the total; when store
// credit pays part of it (decision 035), the credit and what the card pays. Before payment it shows what the
// cart says; once the server has priced the order, the server's figures.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Totals } from '#shared/pricing/shipping'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { OrderLine, type OrderLineView } from './order-line'

/** The discount code's part of the order's discount. */
export type SummaryPromo = { code: string; discountCents: number }

type Props = { lines: OrderLineView[]; figures: Totals; pointsRedeemed?: number; promo?: SummaryPromo | null; storeCreditCents?: number; notice?: ReactNode }

export function OrderSummary({ lines, figures, pointsRedeemed, promo, storeCreditCents = 0, notice }: Props) {
  const { t } = useTranslation('checkout')
  const { lang } = useLang()
  const promoCents = promo ? Math.min(promo.discountCents, figures.discountCents) : 0
  const rewardCents = figures.discountCents - promoCents
  return (
    <section aria-labelledby="order-summary-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand/70 sm:p-8" data-testid="order-summary">
      <h2 id="order-summary-title" className="font-serif text-2xl text-ink">
        {t('summary.title')}
      </h2>
      <ul className="mt-2 divide-y divide-sand" aria-label={t('summary.items')}>
        {lines.map((line) => (
          <OrderLine key={`${line.name}|${line.color}|${line.size}`} line={line} />
        ))}
      </ul>
      {notice}
      <dl className="mt-4 space-y-2 border-t border-sand pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">{t('cart:subtotal')}</dt>
          <dd data-testid="summary-subtotal">{formatMoney(figures.subtotalCents, lang)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">{t('cart:shipping')}</dt>
          <dd data-testid="summary-shipping">{figures.shippingCents === 0 ? t('cart:free') : formatMoney(figures.shippingCents, lang)}</dd>
        </div>
        {promo && promoCents > 0 && (
          <div className="flex justify-between text-cocoa">
            <dt>{t('cart:promo.discount', { code: promo.code })}</dt>
            <dd data-testid="summary-promo">−{formatMoney(promoCents, lang)}</dd>
          </div>
        )}
        {rewardCents > 0 && (
          <div className="flex justify-between text-cocoa">
            <dt>{t('summary.reward', { points: pointsRedeemed ?? 0 })}</dt>
            <dd data-testid="summary-discount">−{formatMoney(rewardCents, lang)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-sand pt-3 text-base font-medium text-ink">
          <dt>{t('cart:total')}</dt>
          <dd data-testid="summary-total">{formatMoney(figures.totalCents, lang)}</dd>
        </div>
        {storeCreditCents > 0 && (
          <>
            <div className="flex justify-between text-cocoa">
              <dt>{t('summary.storeCredit')}</dt>
              <dd data-testid="summary-store-credit">−{formatMoney(storeCreditCents, lang)}</dd>
            </div>
            <div className="flex justify-between text-base font-medium text-ink">
              <dt>{t('summary.toPay')}</dt>
              <dd data-testid="summary-to-pay">{formatMoney(figures.totalCents - storeCreditCents, lang)}</dd>
            </div>
          </>
        )}
      </dl>
    </section>
  )
}
