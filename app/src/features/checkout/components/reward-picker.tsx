// A signed-in customer with at least 500 points chooses none or one reward they can afford
// (500 / 1000 / 2000 points for $5 / $12 / $30 off, decision 012).
import { useTranslation } from 'react-i18next'
import { affordableRedemptions, type RedemptionPoints } from '#shared/pricing/loyalty'
import { formatMoney, formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'

export function RewardPicker({ balance, subtotalCents, value, onChange }: { balance: number; subtotalCents: number; value: RedemptionPoints | undefined; onChange: (points: RedemptionPoints | undefined) => void }) {
  const { t } = useTranslation('checkout')
  const { lang } = useLang()
  const options = affordableRedemptions(balance, subtotalCents)
  if (options.length === 0) return null
  const radio = 'size-4 accent-cocoa'
  return (
    <fieldset className="mt-8 rounded-2xl border border-sand bg-cream/60 p-5" data-testid="reward-picker">
      <legend className="px-1 font-serif text-xl text-ink">{t('rewards.title')}</legend>
      <p className="text-sm text-muted">{t('rewards.balance', { points: formatNumber(balance, lang) })}</p>
      <div className="mt-4 grid gap-3">
        <label className="flex items-center gap-3 text-sm text-ink">
          <input type="radio" name="reward" className={radio} checked={value === undefined} onChange={() => onChange(undefined)} />
          {t('rewards.none')}
        </label>
        {options.map((o) => (
          <label key={o.points} className="flex items-center gap-3 text-sm text-ink">
            <input type="radio" name="reward" className={radio} checked={value === o.points} onChange={() => onChange(o.points)} />
            {t('rewards.option', { points: formatNumber(o.points, lang), amount: formatMoney(o.discountCents, lang) })}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
