// The built-in test gateway's card form, in the place Stripe's Payment Element takes otherwise.
// It says plainly that nothing is charged and which test card plays which outcome (decision 012).
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { spacedCardNumber, TEST_CARDS, type TestCardOutcome } from '#shared/payments/test-cards'
import { TextField } from '#app/components/form/text-field'
import { Button } from '#app/components/ui/button'

export function TestCardForm({ payLabel, busy, error, onPay }: { payLabel: string; busy: boolean; error?: string; onPay: (cardNumber: string) => void }) {
  const { t } = useTranslation('checkout')
  const [cardNumber, setCardNumber] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) onPay(cardNumber)
  }
  return (
    <form noValidate onSubmit={submit} data-testid="test-card-form">
      <div role="note" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="test-mode-notice">
        <p className="font-semibold">{t('testMode.title')}</p>
        <p className="mt-1">{t('testMode.cardsIntro')}</p>
        <ul className="mt-2 space-y-1" data-testid="test-cards">
          {(Object.keys(TEST_CARDS) as TestCardOutcome[]).map((outcome) => (
            <li key={outcome}>
              <span className="font-mono tabular-nums">{spacedCardNumber(TEST_CARDS[outcome])}</span> — {t(`testMode.outcomes.${outcome}`)}
            </li>
          ))}
        </ul>
      </div>
      <TextField
        label={t('testMode.cardNumber')}
        className="mt-6"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        name="cardNumber"
        value={cardNumber}
        error={error}
        onChange={(e) => setCardNumber(e.target.value)}
      />
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={busy || cardNumber.trim() === ''} aria-busy={busy} data-testid="pay">
        {busy ? t('payment.paying') : payLabel}
      </Button>
    </form>
  )
}
