// A customer's store-credit ledger (decision 035), newest first: what each entry was (issued,
// spent, returned, and why), the order it belongs to, the staff's reason for goodwill credit, who
// issued it when the back office shows it, and its signed amount. The customer's dashboard and the
// back office's store-credit panel show the same list; its words are in the `status` namespace,
// which both load.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { parseAmount } from '#shared/pricing/money'
import type { StoreCreditEntry } from '#shared/schemas/store-credit'
import { cn } from '#app/components/ui/cn'
import { formatDate, formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'

type Entry = StoreCreditEntry & { issuedBy?: string | null }

/** A signed ledger amount ("-12.50") as the page shows it: "−$12.50", "+$5.00". */
export function signedCredit(amount: string, lang: Parameters<typeof formatMoney>[1]): string {
  const cents = parseAmount(amount)
  return `${cents < 0 ? '−' : '+'}${formatMoney(Math.abs(cents), lang)}`
}

export function StoreCreditHistory({ entries, empty, label }: { entries: readonly Entry[]; empty: ReactNode; label: string }) {
  const { t } = useTranslation('status')
  const { lang } = useLang()
  if (entries.length === 0) return <>{empty}</>
  return (
    <ul className="divide-y divide-sand/70" aria-label={label} data-testid="store-credit-history">
      {entries.map((entry) => {
        const details = [
          formatDate(entry.createdAt, lang),
          entry.orderNumber && t('storeCredit.forOrder', { number: entry.orderNumber }),
          entry.issuedBy && t('storeCredit.issuedBy', { name: entry.issuedBy }),
        ].filter(Boolean)
        return (
          <li key={entry.id} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="text-ink">
                {t(`storeCredit.kind.${entry.kind}`)} · {t(`storeCredit.reason.${entry.reason}`)}
              </p>
              <p className="text-sm text-muted">{details.join(' · ')}</p>
              {entry.note && <p className="mt-1 break-words text-sm italic text-ink/80">{entry.note}</p>}
            </div>
            <p className={cn('shrink-0 font-medium tabular-nums', entry.amount.startsWith('-') ? 'text-red-800' : 'text-emerald-800')}>{signedCredit(entry.amount, lang)}</p>
          </li>
        )
      })}
    </ul>
  )
}
