// The "Promo code" field of the cart panel and the checkout's details step (decision 034): type a
// code, Apply (or Enter: it may sit inside the checkout's form, whose Proceed it never sends), and
// the code is kept with the cart, shown with its discount, and removable. A refusal says why in
// the page language (the error catalogue's texts, the missing amount as money) and the typed code
// stays in the field; applying needs the network and says so offline. A kept code the server no
// longer accepts (the cart changed, or the checkout refused it) is shown with the reason.
import { TagIcon, XIcon } from 'lucide-react'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_PATTERN } from '#shared/pricing/discount-codes'
import type { Language } from '#shared/catalogue/catalogue'
import type { RedemptionPoints } from '#shared/pricing/loyalty'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { ApiError } from '#app/lib/api-client'
import type { CartLine } from '#app/lib/cart'
import { cartPromo, promoRefusal, type CartPromoCheck, type CartPromoView } from '#app/lib/cart-promo'
import { formatMoney } from '#app/lib/format'
import { loadNamespaces } from '#app/lib/i18n/i18n'
import { useLang } from '#app/lib/i18n/use-lang'
import { useOnline } from '#app/lib/use-online'

type Refusal = Extract<CartPromoCheck, { ok: false }>

/** A refusal's text: the catalogue's (validation namespace, loaded with the check), the missing amount as money. */
const textOfRefusal = (t: TFunction<'cart'>, refusal: Refusal, lang: Language) =>
  t(`validation:errors.${refusal.reason}`, { amount: refusal.missingCents === undefined ? '' : formatMoney(refusal.missingCents, lang) })

/** textOfRefusal for a refusal kept on the device (or just answered): empty until the validation namespace is loaded. */
export function useRefusalText() {
  const { t, i18n } = useTranslation('cart')
  const { lang } = useLang()
  const [, loaded] = useState(0)
  const ready = i18n.hasResourceBundle(lang, 'validation')
  // A refusal kept on the device may be shown before any check loaded the catalogue's texts.
  useEffect(() => {
    if (!ready) void loadNamespaces(lang, ['validation'], i18n).then(() => loaded((n) => n + 1))
  }, [ready, lang, i18n])
  return (refusal: Refusal) => (ready ? textOfRefusal(t, refusal, lang) : '')
}

type Props = {
  lines: readonly CartLine[]
  /** The reward chosen at checkout: a code may not combine with it. */
  redeemPoints?: RedemptionPoints
  promo: CartPromoView
  /** At checkout, the email typed so far: a guest's per-customer limit counts uses by email. */
  customerEmail?: string
  className?: string
}

export function PromoCodeField({ lines, redeemPoints, promo, customerEmail, className }: Props) {
  const { t, i18n } = useTranslation('cart')
  const { lang } = useLang()
  const id = useId()
  const online = useOnline()
  const refusalText = useRefusalText()
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string>()
  const { row, current } = promo

  async function apply() {
    if (busy) return
    if (!typed.trim()) {
      setMessage(t('promo.empty'))
      return
    }
    // The server's own rule for what a code looks like: no call for a code that cannot exist.
    if (typed.trim().length > PROMO_CODE_MAX_LENGTH || !PROMO_CODE_PATTERN.test(typed.trim())) {
      await loadNamespaces(lang, ['validation'], i18n).catch(() => undefined)
      setMessage(t('validation:errors.promo_code_unknown'))
      return
    }
    if (!online) {
      setMessage(t('promo.offline'))
      return
    }
    setBusy(true)
    setMessage(undefined)
    try {
      await Promise.all([cartPromo.apply(typed, lines, redeemPoints, customerEmail), loadNamespaces(lang, ['validation'], i18n)])
      setTyped('')
    } catch (error) {
      const refusal = promoRefusal(error)
      if (refusal) {
        await loadNamespaces(lang, ['validation'], i18n).catch(() => undefined)
        setMessage(textOfRefusal(t, refusal, lang))
      } else if (error instanceof ApiError && error.isNetworkError) setMessage(t('promo.offline'))
      else setMessage(t('promo.failed'))
    } finally {
      setBusy(false)
    }
  }

  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void apply()
  }

  if (row) {
    const refused = current && !current.ok ? current : undefined
    return (
      <div className={cn('rounded-xl border px-4 py-3 text-sm', refused ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-sand bg-white', className)} data-testid="promo-code">
        <div className="flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2 font-medium text-ink">
            <TagIcon aria-hidden="true" width={16} height={16} className="shrink-0 text-cocoa" />
            <span className="truncate" data-testid="promo-code-applied">
              {row.code}
            </span>
          </p>
          <button
            type="button"
            onClick={() => void cartPromo.remove()}
            className="-my-2 -mr-2 inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-xs text-muted hover:text-ink"
            aria-label={t('promo.removeLabel', { code: row.code })}
            data-testid="promo-code-remove"
          >
            <XIcon aria-hidden="true" width={14} height={14} />
            {t('promo.remove')}
          </button>
        </div>
        <p role="status" className="mt-1 text-xs" data-testid="promo-code-status">
          {refused
            ? t('promo.noLongerValid', { reason: refusalText(refused) })
            : current?.ok
              ? t('promo.applied', { amount: formatMoney(current.discountCents, lang) })
              : online
                ? t('promo.checking')
                : t('promo.checkWhenOnline')}
        </p>
      </div>
    )
  }

  return (
    <div className={className} data-testid="promo-code">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-ink">
        {t('promo.label')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-input`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={applyOnEnter}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX_LENGTH}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className={cn(
            'block h-11 w-0 min-w-0 flex-1 rounded-full border bg-white px-4 text-sm uppercase text-ink shadow-sm outline-none transition placeholder:normal-case focus:border-cocoa focus:ring-2 focus:ring-cocoa/30',
            message ? 'border-red-400' : 'border-sand',
          )}
          data-testid="promo-code-input"
        />
        <Button variant="secondary" onClick={() => void apply()} disabled={busy} aria-busy={busy} className="shrink-0 px-5" data-testid="promo-code-apply">
          {busy ? t('promo.applying') : t('promo.apply')}
        </Button>
      </div>
      {message && (
        <p id={`${id}-message`} role="alert" className="mt-2 text-sm text-red-700" data-testid="promo-code-message">
          {message}
        </p>
      )}
    </div>
  )
}
