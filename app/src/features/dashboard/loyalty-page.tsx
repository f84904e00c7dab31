// /dashboard/loyalty: the balance, how points work, the three rewards with
// whether the balance covers each, and every entry of the history; then the store credit (decision
// 035): its balance and its ledger.
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { loyaltyApi } from '#shared/contracts/loyalty'
import { storeCreditApi } from '#shared/contracts/store-credit'
import { REDEMPTION_OPTIONS } from '#shared/pricing/loyalty'
import type { LoyaltyHistory } from '#shared/schemas/loyalty'
import type { StoreCredit } from '#shared/schemas/store-credit'
import { StoreCreditHistory } from '#app/components/orders/store-credit-history'
import { EmptyState } from '#app/components/ui/async-state'
import { buttonClasses } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { formatAmount, formatDate, formatMoney, formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { AreaPage, Card, QueryView } from './components/area-page'

export function LoyaltyPage() {
  const { t } = useTranslation('dashboard')
  const history = useApiQuery(loyaltyApi.history)
  const credit = useApiQuery(storeCreditApi.mine)
  return (
    <AreaPage title={t('pages.loyalty')} intro={t('loyalty.intro')}>
      <QueryView query={history}>{(data) => <Loyalty data={data} />}</QueryView>
      <QueryView query={credit}>{(data) => <StoreCreditCard credit={data} />}</QueryView>
    </AreaPage>
  )
}

const STEPS = ['shop', 'earn', 'redeem'] as const

function Loyalty({ data }: { data: LoyaltyHistory }) {
  const { t } = useTranslation('dashboard')
  const { lang, to } = useLang()
  return (
    <div className="space-y-6">
      <div className="rounded-3xl bg-ink p-6 text-cream sm:p-8">
        <p className="text-sm uppercase tracking-[0.3em] text-cream/80">{t('loyalty.balance')}</p>
        <p className="mt-2 font-serif text-5xl" data-testid="loyalty-balance">
          {t('loyalty.points', { count: data.balance, formatted: formatNumber(data.balance, lang) })}
        </p>
      </div>

      <Card title={t('loyalty.howItWorks')} labelledBy="how-it-works">
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step} className="rounded-2xl bg-cream p-4">
              <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-ink text-sm text-cream">
                {i + 1}
              </span>
              <h3 className="mt-3 font-medium text-ink">{t(`loyalty.steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`loyalty.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </Card>

      <Card title={t('loyalty.rewards')} labelledBy="rewards">
        <ul className="grid gap-4 sm:grid-cols-3" data-testid="rewards">
          {REDEMPTION_OPTIONS.map((option) => {
            const covered = data.balance >= option.points
            return (
              <li key={option.points} className={cn('rounded-2xl border p-4', covered ? 'border-emerald-300 bg-emerald-50' : 'border-sand bg-white')}>
                <p className="font-serif text-2xl text-ink">{t('loyalty.rewardValue', { amount: formatMoney(option.discountCents, lang) })}</p>
                <p className="text-sm text-muted">{t('loyalty.points', { count: option.points, formatted: formatNumber(option.points, lang) })}</p>
                <p className={cn('mt-3 text-sm font-medium', covered ? 'text-emerald-900' : 'text-muted')}>
                  {covered
                    ? t('loyalty.available')
                    : t('loyalty.missing', { count: option.points - data.balance, formatted: formatNumber(option.points - data.balance, lang) })}
                </p>
              </li>
            )
          })}
        </ul>
        <p className="mt-4 text-sm text-muted">{t('loyalty.howToUse')}</p>
      </Card>

      <Card title={t('loyalty.history')} labelledBy="points-history">
        {data.entries.length === 0 ? (
          <EmptyState message={t('loyalty.noHistory')}>
            <Link to={to('/shop')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('home.startShopping')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-sand/70" data-testid="loyalty-history">
            {data.entries.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="text-ink">{t(`loyalty.entry.${entry.type}`)}</p>
                  <p className="text-sm text-muted">
                    {formatDate(entry.createdAt, lang)}
                    {entry.orderNumber ? ` · ${t('loyalty.forOrder', { number: entry.orderNumber })}` : entry.description && ` · ${entry.description}`}
                  </p>
                </div>
                <p className={cn('shrink-0 font-medium tabular-nums', entry.type === 'earned' ? 'text-emerald-800' : 'text-red-800')}>
                  {entry.type === 'earned' ? '+' : '−'}
                  {formatNumber(entry.points, lang)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}

/** The store credit: its balance, how to spend it, and its ledger (the dashboard's card links here). */
function StoreCreditCard({ credit }: { credit: StoreCredit }) {
  const { t } = useTranslation('dashboard')
  const { lang } = useLang()
  const ref = useRef<HTMLElement>(null)
  // Reached from the dashboard's card (#store-credit): the section comes into view once loaded.
  useEffect(() => {
    if (window.location.hash === '#store-credit') ref.current?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <section ref={ref} id="store-credit" aria-labelledby="store-credit-title" className="scroll-mt-24 rounded-3xl border border-sand/70 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="store-credit-title" className="font-serif text-2xl text-ink">
        {t('loyalty.storeCredit.title')}
      </h2>
      <p className="mt-2 text-ink">
        {t('loyalty.storeCredit.balance')}{' '}
        <span className="font-serif text-3xl" data-testid="store-credit-total">
          {formatAmount(credit.balance, lang)}
        </span>
      </p>
      <p className="mt-2 text-sm text-muted">{t('loyalty.storeCredit.howToUse')}</p>
      <div className="mt-4">
        <StoreCreditHistory entries={credit.entries} label={t('loyalty.storeCredit.history')} empty={<EmptyState message={t('loyalty.storeCredit.empty')} />} />
      </div>
    </section>
  )
}
