// /dashboard/wholesale: the buyer's wholesale account (the first of the list), its
// terms once approved, and what the wholesale channel offers; a way to apply when there is none.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { wholesaleApi } from '#shared/contracts/wholesale'
import type { AccountSummary } from '#shared/schemas/wholesale'
import { EmptyState } from '#app/components/ui/async-state'
import { buttonClasses } from '#app/components/ui/button'
import { RecordStatus } from '#app/components/ui/status-badge'
import { formatAmount, formatDate, formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { AreaPage, Card, QueryView } from './components/area-page'

const BENEFITS = ['pricing', 'minimums', 'support', 'custom'] as const

export function WholesaleAccountPage() {
  const { t } = useTranslation('dashboard')
  const { to } = useLang()
  const accounts = useApiQuery(wholesaleApi.myAccounts)
  return (
    <AreaPage title={t('pages.wholesaleAccount')} intro={t('wholesale.intro')}>
      <QueryView query={accounts}>
        {([account]) =>
          account ? (
            <AccountInfo account={account} />
          ) : (
            <EmptyState message={t('wholesale.none')}>
              <Link to={to('/wholesale')} className={buttonClasses({ size: 'sm' })}>
                {t('wholesale.apply')}
              </Link>
            </EmptyState>
          )
        }
      </QueryView>
      <Card title={t('wholesale.benefits')} labelledBy="wholesale-benefits">
        <ul className="grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((b) => (
            <li key={b} className="rounded-2xl bg-cream p-4 text-sm text-ink">
              {t(`wholesale.benefit.${b}`)}
            </li>
          ))}
        </ul>
      </Card>
    </AreaPage>
  )
}

function AccountInfo({ account }: { account: AccountSummary }) {
  const { t } = useTranslation('dashboard')
  const { lang, locale } = useLang()
  return (
    <Card title={t('wholesale.account')} labelledBy="wholesale-account" action={<RecordStatus kind="account" value={account.status} />}>
      <dl className="grid gap-4 sm:grid-cols-2" data-testid="wholesale-account">
        <Detail label={t('wholesale.businessName')} value={account.businessName} />
        <Detail label={t('wholesale.taxId')} value={account.taxId ?? '—'} />
        <Detail label={t('wholesale.since')} value={formatDate(account.createdAt, lang)} />
        {account.status === 'approved' && (
          <>
            {account.discountRate && <Detail label={t('wholesale.discountRate')} value={new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(Number(account.discountRate) / 100)} />}
            {account.creditLimit && <Detail label={t('wholesale.creditLimit')} value={formatAmount(account.creditLimit, lang)} />}
            {account.minimumOrderQuantity !== null && <Detail label={t('wholesale.minimum')} value={formatNumber(account.minimumOrderQuantity, lang)} />}
          </>
        )}
      </dl>
      {account.status === 'pending' && <p className="mt-4 text-sm text-muted">{t('wholesale.pendingNote')}</p>}
      {account.status === 'rejected' && <p className="mt-4 text-sm text-muted">{t('wholesale.rejectedNote')}</p>}
    </Card>
  )
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 text-ink">{value}</dd>
    </div>
  )
}
