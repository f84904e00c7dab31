// An offer's discount code on the dashboard (decision 036): the code as a chip, and a button that
// makes it the cart's promo code (lib/cart-promo.ts keeps it on the device), then says what
// happened: applied (the server checked it against the cart), kept for when the cart holds
// something, or why the cart cannot take it, in the reader's language. Checking a code against a
// cart needs the network, as in the cart panel.
import { TagIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '#app/components/orders/promo-code-field'
import { Button } from '#app/components/ui/button'
import { useCart } from '#app/lib/cart'
import { cartPromo, promoRefusal, type CartPromoCheck } from '#app/lib/cart-promo'
import { useOnline } from '#app/lib/use-online'

type Outcome = { kind: 'applied' | 'kept' | 'offline' | 'failed' } | { kind: 'refused'; refusal: Extract<CartPromoCheck, { ok: false }> }

export function OfferCode({ code }: { code: string }) {
  const { t } = useTranslation('dashboard')
  const { lines, ready } = useCart()
  const online = useOnline()
  const refusalText = useRefusalText()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()

  const apply = async () => {
    setBusy(true)
    try {
      if (lines.length === 0) {
        await cartPromo.keep(code)
        setOutcome({ kind: 'kept' })
      } else if (!online) setOutcome({ kind: 'offline' })
      else {
        await cartPromo.apply(code, lines)
        setOutcome({ kind: 'applied' })
      }
    } catch (error) {
      const refusal = promoRefusal(error)
      setOutcome(refusal ? { kind: 'refused', refusal } : { kind: 'failed' })
    } finally {
      setBusy(false)
    }
  }

  const said =
    outcome === undefined
      ? ''
      : outcome.kind === 'refused'
        ? t('home.codeRefused', { code, reason: refusalText(outcome.refusal) })
        : t(`home.code_${outcome.kind}`, { code })
  return (
    <div className="flex flex-col gap-2" data-testid="offer-code">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-muted">{t('home.code')}</span>
        <code className="inline-flex items-center gap-2 rounded-lg border border-dashed border-cocoa/60 bg-white px-3 py-1 font-mono text-sm tracking-widest text-ink select-all">
          <TagIcon aria-hidden="true" width={14} height={14} className="text-cocoa" />
          {code}
        </code>
        <Button variant="secondary" onClick={() => void apply()} disabled={busy || !ready} aria-busy={busy || undefined}>
          {t('home.applyCode')}
          <span className="sr-only"> {code}</span>
        </Button>
      </div>
      <p role="status" className="text-sm text-ink empty:hidden" data-testid="offer-code-status">
        {said}
      </p>
    </div>
  )
}
