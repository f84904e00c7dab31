// /dashboard: the user's figures, newest orders, the wholesale buyer's inquiries and
// the offers meant for them (an offer's code applied to the cart from its card), from one summary
// call; a customer's store-credit balance (decision 035) from its own, with the way to its history.
import { useTranslation } from 'react-i18next'
import { orderReference } from '#shared/schemas/orders'
import { Link } from 'react-router-dom'
import { dashboardApi } from '#shared/contracts/dashboard'
import { storeCreditApi } from '#shared/contracts/store-credit'
import type { DashboardOffer, DashboardSummary } from '#shared/schemas/dashboard'
import { EmptyState } from '#app/components/ui/async-state'
import { buttonClasses } from '#app/components/ui/button'
import { StatCard } from '#app/components/ui/stat-card'
import { RecordStatus } from '#app/components/ui/status-badge'
import { isBackOffice } from '#app/lib/auth/current-user'
import { formatAmount, formatDate, formatNumber } from '#app/lib/format'
import type { Language } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { AreaPage, Card, QueryView } from './components/area-page'
import { OfferCode } from './components/offer-code'

export function DashboardPage() {
  const { t } = useTranslation('dashboard')
  const summary = useApiQuery(dashboardApi.summary)
  return (
    <AreaPage title={t('pages.dashboard')} intro={t('home.intro')}>
      <QueryView query={summary}>{(data) => <Summary data={data} />}</QueryView>
    </AreaPage>
  )
}

function Summary({ data }: { data: DashboardSummary }) {
  const { t } = useTranslation('dashboard')
  const { lang } = useLang()
  const wholesale = data.user.role === 'wholesale'
  const backOffice = isBackOffice(data.user.role)
  return (
    <div className="space-y-6">
      <div className={backOffice ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4'}>
        <StatCard label={t('home.totalOrders')} value={formatNumber(data.stats.totalOrders, lang)} />
        <StatCard label={t('home.loyaltyPoints')} value={formatNumber(data.stats.loyaltyPoints, lang)} />
        {!backOffice && <StoreCreditCard />}
        <StatCard label={t('home.memberSince')} value={formatDate(data.stats.memberSince, lang, { month: 'long', year: 'numeric' })} />
      </div>
      <RecentOrders orders={data.recentOrders} showLink={!backOffice} />
      {wholesale && <WholesaleOrders inquiries={data.recentWholesaleOrders} />}
      {data.activeOffers.length > 0 && <Offers offers={data.activeOffers} lang={lang} />}
    </div>
  )
}

/** The customer's store-credit balance beside the loyalty figures; its history is on the loyalty page. */
function StoreCreditCard() {
  const { t } = useTranslation('dashboard')
  const { lang, to } = useLang()
  const credit = useApiQuery(storeCreditApi.mine)
  const value = credit.data ? formatAmount(credit.data.balance, lang) : credit.status === 'error' ? '—' : '…'
  return (
    <StatCard
      label={t('home.storeCredit')}
      value={<span data-testid="store-credit-balance">{value}</span>}
      hint={t('home.storeCreditHint')}
      action={
        <Link to={to('/dashboard/loyalty#store-credit')} className="inline-flex min-h-11 items-center text-sm font-medium text-cocoa underline-offset-4 hover:underline">
          {t('home.storeCreditHistory')}
        </Link>
      }
    />
  )
}

function RecentOrders({ orders, showLink }: { orders: DashboardSummary['recentOrders']; showLink: boolean }) {
  const { t } = useTranslation('dashboard')
  const { lang, to } = useLang()
  return (
    <Card
      title={t('home.recentOrders')}
      labelledBy="recent-orders"
      action={
        showLink && (
          <Link to={to('/dashboard/orders')} className="text-sm font-medium text-cocoa underline-offset-4 hover:underline">
            {t('home.viewAllOrders')}
          </Link>
        )
      }
    >
      {orders.length === 0 ? (
        <EmptyState message={t('orders.empty')}>
          <Link to={to('/shop')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('home.startShopping')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-sand/70" data-testid="recent-orders">
          {orders.map((order) => (
            // The status in the top right corner, beside the number, as on every order card.
            <li key={order.id} className="grid gap-1 py-3">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-medium text-ink">{t('orders.number', { number: orderReference(order.id) })}</p>
                <RecordStatus kind="order" value={order.status} />
              </div>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <p className="text-sm text-muted">
                  {formatDate(order.createdAt, lang)} · {t('home.items', { count: order.itemCount })}
                </p>
                <span className="font-medium tabular-nums text-ink">{formatAmount(order.totalAmount, lang)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function WholesaleOrders({ inquiries }: { inquiries: DashboardSummary['recentWholesaleOrders'] }) {
  const { t } = useTranslation('dashboard')
  const { lang, to } = useLang()
  return (
    <Card title={t('home.wholesaleOrders')} labelledBy="wholesale-orders">
      {inquiries.length === 0 ? (
        <EmptyState message={t('home.noWholesaleOrders')}>
          <Link to={to('/wholesale')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('home.placeWholesaleOrder')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-sand/70" data-testid="wholesale-orders">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{inquiry.companyName}</p>
                <p className="text-sm text-muted">
                  {formatDate(inquiry.createdAt, lang)} · {t('home.products', { count: inquiry.itemCount })}
                </p>
              </div>
              <RecordStatus kind="inquiry" value={inquiry.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

const LOCALIZED = { en: 'En', es: 'Es', fr: 'Fr' } as const
const inLanguage = (offer: DashboardOffer, field: 'title' | 'description' | 'ctaLink', lang: Language) => offer[`${field}${LOCALIZED[lang]}`]

function Offers({ offers, lang }: { offers: DashboardOffer[]; lang: Language }) {
  const { t } = useTranslation('dashboard')
  return (
    <Card title={t('home.offers')} labelledBy="special-offers">
      <ul className="grid gap-4 md:grid-cols-2">
        {offers.map((offer) => {
          const link = inLanguage(offer, 'ctaLink', lang)
          return (
            <li key={offer.id} className="flex flex-col gap-3 rounded-2xl bg-cream p-5">
              {offer.imageUrl && <img src={offer.imageUrl} alt="" loading="lazy" className="h-40 w-full rounded-xl bg-white object-contain" />}
              <h3 className="font-serif text-xl text-ink">{inLanguage(offer, 'title', lang)}</h3>
              <p className="text-sm leading-relaxed text-muted">{inLanguage(offer, 'description', lang)}</p>
              {offer.discountCode && <OfferCode code={offer.discountCode} />}
              <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
                <p className="text-xs text-muted">{t('home.offerEnds', { date: formatDate(offer.endDate, lang) })}</p>
                {link &&
                  (/^https?:/.test(link) ? (
                    <a href={link} className={buttonClasses({ size: 'sm' })}>
                      {t('home.offerCta')}
                    </a>
                  ) : (
                    <Link to={link} className={buttonClasses({ size: 'sm' })}>
                      {t('home.offerCta')}
                    </Link>
                  ))}
              </div>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
