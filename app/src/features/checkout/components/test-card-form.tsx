// The built-in test gateway's card form, in the place Stripe's Payment Element takes otherwise.
// It says plainly that nothing is charged and which test cards to use.
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
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
        <p className="mt-1">{t('testMode.cards', { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' })}</p>
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
