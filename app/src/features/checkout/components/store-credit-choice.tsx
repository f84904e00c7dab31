// A signed-in customer with store credit chooses to apply it (decision 035): the credit pays what
// is due after codes and rewards, up to the balance; the card pays the rest (the summary shows both).
import { useTranslation } from 'react-i18next'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'

export function StoreCreditChoice({ creditCents, checked, onChange }: { creditCents: number; checked: boolean; onChange: (use: boolean) => void }) {
  const { t } = useTranslation('checkout')
  const { lang } = useLang()
  return (
    <fieldset className="mt-8 rounded-2xl border border-sand bg-cream/60 p-5" data-testid="store-credit-choice">
      <legend className="px-1 font-serif text-xl text-ink">{t('storeCredit.title')}</legend>
      <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
        <input type="checkbox" className="size-5 shrink-0 accent-cocoa" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        {t('storeCredit.use', { amount: formatMoney(creditCents, lang) })}
      </label>
      <p className="mt-1 text-sm text-muted">{t('storeCredit.hint')}</p>
    </fieldset>
  )
}
