// On a phone the order summary comes after the form: at the top, what the order costs and how
// many pieces it holds, with the way down to the full summary.
import { useTranslation } from 'react-i18next'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'

export function PhoneTotal({ totalCents, pieces, summaryId }: { totalCents: number; pieces: number; summaryId: string }) {
  const { t } = useTranslation('checkout')
  const { lang } = useLang()
  return (
    <a
      href={`#${summaryId}`}
      className="mt-6 flex min-h-11 items-center justify-between gap-3 rounded-2xl bg-white px-5 py-3 text-sm shadow-sm ring-1 ring-sand/70 lg:hidden"
      data-testid="phone-total"
    >
      <span className="text-muted">{t('summary.phoneTotal', { count: pieces })}</span>
      <span className="font-semibold tabular-nums text-ink">{formatMoney(totalCents, lang)}</span>
    </a>
  )
}
