// The checkout's flow, info then payment: step 'info' collects who the order is for and where it
// goes; Proceed has the server price and place the order (POST /api/create-payment-intent) and
// opens step 'payment', which takes the card through Stripe's Payment Element or the built-in test
// gateway's card form. After the payment: confirm with the server, empty the cart, open the
// confirmation page. The summary shows the cart's figures, then the server's, and says so when a
// price has changed. A line whose colour and size is sold out, no longer made or short of units
// (decision 026) is listed with its fix, and the order is not placed while one remains. The cart's
// discount code (decision 034) goes with the order; a code the server refuses then is kept with the
// reason beside its field, and the shopper may remove it and proceed, nothing else lost. A
// signed-in customer with store credit may apply it (decision 035): the summary shows the credit
// and what the card pays; an order the credit and codes pay entirely is paid when placed, so the
// card step is skipped. A balance that fell meanwhile is said, read again, and Proceed places anew.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { localized } from '#shared/catalogue/catalogue'
import { loyaltyApi } from '#shared/contracts/loyalty'
import { storeCreditApi } from '#shared/contracts/store-credit'
import { checkoutApi, ordersApi } from '#shared/contracts/orders'
import { lineShortfall } from '#shared/catalogue/variant-choices'
import { sameLine, type LineKey } from '#shared/pricing/cart'
import { affordableRedemptions, type RedemptionPoints } from '#shared/pricing/loyalty'
import { parseAmount } from '#shared/pricing/money'
import { storeCreditToApply } from '#shared/pricing/store-credit'
import { retailLimitBreach } from '#shared/pricing/retail-limits'
import type { Totals } from '#shared/pricing/shipping'
import { checkoutSchema } from '#shared/schemas/checkout'
import { orderReference, type PaymentIntentAnswer } from '#shared/schemas/orders'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { useShortfallText } from '#app/components/orders/line-shortfall'
import { useRetailLimitText } from '#app/components/orders/retail-limits'
import { useToast } from '#app/components/ui/toast'
import { ApiError, callApi } from '#app/lib/api-client'
import { useCurrentUser } from '#app/lib/auth/current-user'
import { cart, useCart, type CartLine } from '#app/lib/cart'
import { cartPromo, promoRefusal, useCartPromo } from '#app/lib/cart-promo'
import { useProducts } from '#app/lib/catalogue'
import { useLang } from '#app/lib/i18n/use-lang'
import { syncNow } from '#app/lib/sync'
import { cartFigures, checkoutPayload, CUSTOMER_FIELDS, EMPTY_CUSTOMER, formMessages, messagesByPath, type CustomerValues } from './checkout-payload'
import type { OrderLineView } from './components/order-line'
import type { UnavailableLine } from './components/unavailable-lines'
import { payWithTestCard, type PaymentOutcome } from './payment-outcome'
import { holdWhilePaying } from './payment-hold'
import { useKnownAddress } from './use-known-address'
import { usePaymentFailureText } from './use-payment-failure-text'


function serverFigures(totals: PaymentIntentAnswer['totals']): Totals {
  return {
    subtotalCents: parseAmount(totals.subtotal),
    shippingCents: parseAmount(totals.shipping),
    taxCents: parseAmount(totals.tax),
    discountCents: parseAmount(totals.discount),
    totalCents: parseAmount(totals.total),
  }
}

/** The unit price the server charged for a cart line, in cents. */
const chargedFor = (intent: PaymentIntentAnswer, line: CartLine) => {
  const item = intent.items.find((i) => sameLine(i, line))
  return item ? parseAmount(item.unitPrice) : line.priceCents
}

/** A signed-in shopper finds their details filled in, their points balance and their store credit (cents). */
function useSignedInShopper(fill: (known: Partial<CustomerValues>) => void) {
  const { user } = useCurrentUser()
  const [balance, setBalance] = useState(0)
  const [creditCents, setCreditCents] = useState(0)
  const [creditVersion, setCreditVersion] = useState(0)
  useEffect(() => {
    if (!user) return
    const controller = new AbortController()
    callApi(storeCreditApi.mine, { signal: controller.signal })
      .then((credit) => setCreditCents(parseAmount(credit.balance)))
      .catch(() => undefined)
    return () => controller.abort()
  }, [user, creditVersion])
  useEffect(() => {
    if (!user) return
    fill({ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone ?? '' })
    const controller = new AbortController()
    callApi(loyaltyApi.balance, { signal: controller.signal })
      .then(({ points }) => setBalance(points))
      .catch(() => undefined)
    return () => controller.abort()
  }, [user, fill])
  /** Reads the store credit again (it changed while the order was placed). */
  const reloadCredit = () => setCreditVersion((v) => v + 1)
  return { user, balance, creditCents: user ? creditCents : 0, reloadCredit }
}

export function useCheckout() {
  const { t } = useTranslation('checkout')
  const { lang, to } = useLang()
  const navigate = useNavigate()
  const toast = useToast()
  const { apiErrorText, messageText } = useErrorText()
  const failureText = usePaymentFailureText()
  const { lines, ready } = useCart()
  const products = useProducts()
  const form = useForm(CUSTOMER_FIELDS, EMPTY_CUSTOMER)
  const { user, balance, creditCents, reloadCredit } = useSignedInShopper(form.fill)
  const knownAddress = useKnownAddress(user, form.fill)

  const [step, setStep] = useState<'info' | 'payment'>('info')
  const [intent, setIntent] = useState<PaymentIntentAnswer | null>(null)
  const [placing, setPlacing] = useState(false)
  const [paying, setPaying] = useState(false)
  const [cardError, setCardError] = useState<string>()
  const [chosenReward, setRedeem] = useState<RedemptionPoints>()
  const [pricesChanged, setPricesChanged] = useState(false)
  /** The customer chose to apply their store credit; it goes with the order only while they have some. */
  const [creditChosen, setCreditChosen] = useState(false)
  const useStoreCredit = creditChosen && creditCents > 0
  /** Why a retail cap refused the order (decision 023), shown with the way to the wholesale form. */
  const [limitMessage, setLimitMessage] = useState<string>()
  const retailLimitText = useRetailLimitText()
  /** Set once the order is paid: the emptied cart must not send the shopper to the shop. */
  const leaving = useRef(false)
  /** The Idempotency-Key of the last request and the body it was for: a retry of the same body reuses it. */
  const attempt = useRef<{ body: string; key: string } | null>(null)

  // An empty cart has nothing to check out: it goes to the shop.
  useEffect(() => {
    if (ready && lines.length === 0 && !leaving.current) navigate(to('/shop'), { replace: true })
  }, [ready, lines.length, navigate, to])

  // A reward stays chosen only while the balance and the basket still allow it.
  const subtotalCents = cartFigures(lines, undefined).subtotalCents
  const redeem = user && affordableRedemptions(balance, subtotalCents).some((o) => o.points === chosenReward) ? chosenReward : undefined

  // The code goes with the order unless the server has said it no longer applies (then the
  // shopper sees why beside the field, and removes it or changes the cart).
  const promo = useCartPromo(lines, redeem)
  const promoCode = promo.row && promo.current?.ok !== false ? promo.row.code : undefined

  const productOf = (id: string) => (products.status === 'ready' ? products.data.find((p) => p.id === id) : undefined)
  const nameOf = (line: CartLine) => {
    const product = productOf(line.productId)
    return product ? localized(product, 'name', lang) : line.productName
  }
  const optionsOf = (line: CartLine) => t('line.options', { color: t(`common:colors.${line.color}`, { defaultValue: line.color }), size: line.size })
  // What the catalogue copy says of each line's colour and size; the server checks again when it places the order.
  const shortfallOf = (line: CartLine) => {
    const product = productOf(line.productId)
    return product ? lineShortfall(line, product) : undefined
  }
  const shortfallText = useShortfallText()
  const unavailable: UnavailableLine[] = lines.flatMap((line) => {
    const shortfall = shortfallOf(line)
    return shortfall ? [{ key: { productId: line.productId, color: line.color, size: line.size }, name: nameOf(line), options: optionsOf(line), shortfall }] : []
  })
  /** The list of lines to fix: where Proceed takes the shopper while one remains. */
  const unavailableList = useRef<HTMLElement>(null)
  const summaryLines: OrderLineView[] = lines.map((line) => {
    const unit = intent ? chargedFor(intent, line) : line.priceCents
    const shortfall = intent ? undefined : shortfallOf(line)
    return {
      name: nameOf(line),
      image: line.productImage,
      color: line.color,
      size: line.size,
      ...(line.measurements && { measurements: line.measurements }),
      quantity: line.quantity,
      lineCents: unit * line.quantity,
      ...(shortfall && { warning: shortfallText(shortfall) }),
    }
  })
  const checked = promo.current?.ok ? promo.current : undefined
  const figures = useMemo(
    () => (intent ? serverFigures(intent.totals) : checked ? { ...checked.totals, taxCents: 0 } : cartFigures(lines, redeem)),
    [intent, checked, lines, redeem],
  )
  /** The store credit applied: what the credit pays of the total (the server's once it placed the order). */
  const storeCreditCents = intent ? parseAmount(intent.totals.storeCredit) : useStoreCredit ? storeCreditToApply(creditCents, figures.totalCents) : 0
  /** What the card pays: the total less the store credit. */
  const toPayCents = intent ? parseAmount(intent.totals.toPay) : figures.totalCents - storeCreditCents
  /** The code's part of the discount, apart from the reward's: the server's once it priced the order. */
  const appliedPromo = intent
    ? intent.promo && { code: intent.promo.code, discountCents: parseAmount(intent.promo.discount) }
    : checked && promo.row
      ? { code: promo.row.code, discountCents: checked.discountCents }
      : null

  const refusePlacing = async (error: unknown, code: string | undefined) => {
    const title = t('errors.placeTitle')
    const refusal = promoRefusal(error)
    if (refusal && code) {
      // Kept with the reason: the field says why, the shopper removes it and proceeds.
      await cartPromo.refuse(code, refusal, lines, redeem)
      toast({ title, description: t('errors.promoRefused', { code }), variant: 'destructive' })
      return
    }
    if (error instanceof ApiError && error.code === 'store_credit_changed') {
      // The balance fell meanwhile (another order spent it): read it again, the shopper places anew.
      reloadCredit()
      toast({ title, description: apiErrorText(error, t('errors.placeFallback')), variant: 'destructive' })
      return
    }
    const overCap = retailLimitText(error instanceof ApiError ? error.code : undefined)
    if (overCap) {
      setLimitMessage(overCap)
      toast({ title, description: overCap, variant: 'destructive' })
      return
    }
    if (error instanceof ApiError && error.code === 'insufficient_stock') {
      // Someone else took the last units: refresh the catalogue and fit the cart to what is left.
      await syncNow()
      const shrunk = await cart.fitToStock()
      const first = shrunk[0]
      // Stock is per colour and size (decision 026): the message names the pair.
      const name = first ? `${nameOf(first.line)} (${optionsOf(first.line)})` : ''
      const description = first ? (first.available === 0 ? t('errors.soldOut', { name }) : t('errors.onlyLeft', { name, count: first.available })) : t('errors.stockChanged')
      toast({ title, description, variant: 'destructive' })
      return
    }
    if (error instanceof ApiError && error.fields) {
      const { fields, other } = formMessages(error.fields)
      if (form.show(fields) && other.length === 0) return
      toast({ title, description: other.map(messageText).join(' ') || messageText(error.message), variant: 'destructive' })
      return
    }
    const unavailable = t('errors.paymentsUnavailable')
    toast({ title, description: apiErrorText(error, t('errors.placeFallback'), { payments_not_configured: unavailable, payment_provider_unavailable: unavailable }), variant: 'destructive' })
  }

  const proceed = async (event: FormEvent) => {
    event.preventDefault()
    if (placing) return
    const body = checkoutPayload(form.values, lines, { language: lang, redeemPoints: redeem, promoCode, useStoreCredit })
    const checked = checkoutSchema.safeParse(body)
    if (!checked.success) {
      const { fields, other } = formMessages(messagesByPath(checked.error))
      if (!form.show(fields) && other.length > 0) toast({ title: t('errors.placeTitle'), description: other.map(messageText).join(' '), variant: 'destructive' })
      return
    }
    form.show({})
    // A line that cannot be bought as it stands is fixed first (the list says how).
    if (unavailable.length > 0) {
      unavailableList.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
      unavailableList.current?.focus({ preventScroll: true })
      return
    }
    const breach = retailLimitBreach(lines)
    setLimitMessage(breach && retailLimitText(breach.kind === 'line' ? 'retail_line_limit' : 'retail_order_limit'))
    if (breach) return
    const text = JSON.stringify(body)
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() }
    setPlacing(true)
    setIntent(null)
    setStep('payment')
    try {
      const answer = await callApi(checkoutApi.createPaymentIntent, { body, headers: { 'Idempotency-Key': attempt.current.key } })
      const changed = lines.some((line) => chargedFor(answer, line) !== line.priceCents)
      setPricesChanged(changed)
      if (changed) await cart.reprice(answer.items.map((i) => ({ productId: i.productId, color: i.color, size: i.size, priceCents: parseAmount(i.unitPrice) })))
      setIntent(answer)
      knownAddress.remember(form.values)
      // Paid at once by the store credit and codes (decision 035): no card step, straight to the confirmation.
      if (answer.clientSecret === null) await paidWithoutCard(answer)
    } catch (error) {
      // A failed payment intent leaves the shopper on the info step, told why.
      console.error('payment intent failed', error)
      setStep('info')
      attempt.current = null
      await refusePlacing(error, body.promoCode ?? undefined)
    } finally {
      setPlacing(false)
    }
  }

  const backToDetails = () => {
    setStep('info')
    setIntent(null)
    setCardError(undefined)
  }

  const finish = async (orderId: string) => {
    leaving.current = true
    try {
      await callApi(ordersApi.confirm, { params: { id: orderId } })
    } catch (error) {
      // Paid all the same: the webhook or the expiry job confirms it, the confirmation page shows it.
      console.error('order confirmation failed', error)
    }
    await cart.clear()
    navigate(to(`/order-confirmation/${orderId}`), { replace: true })
  }

  const paidWithoutCard = async (answer: PaymentIntentAnswer) => {
    toast({ title: t('payment.successTitle'), description: t('payment.successDescription', { number: orderReference(answer.orderId) }), variant: 'success' })
    await finish(answer.orderId)
  }

  const onOutcome = async (outcome: PaymentOutcome) => {
    if (!intent) return
    if (outcome.kind === 'paid') {
      toast({ title: t('payment.successTitle'), description: t('payment.successDescription', { number: orderReference(intent.orderId) }), variant: 'success' })
      await finish(intent.orderId)
    } else if (outcome.kind === 'processing') {
      leaving.current = true
      await cart.clear()
      // Stripe's own word for it after a redirect: the page shows the payment as processing.
      navigate(to(`/order-confirmation/${intent.orderId}?redirect_status=processing`), { replace: true })
    } else if (outcome.kind === 'failed') {
      toast({ title: t('payment.failedTitle'), description: outcome.message, variant: 'destructive' })
    } else {
      toast({ title: t('payment.errorTitle'), description: t('payment.unexpected'), variant: 'destructive' })
    }
  }

  /** The order is gone (its hold has passed or its payment was cancelled): the next Proceed places a new one, not replays it. */
  const orderExpired = () => {
    toast({ title: t('payment.failedTitle'), description: t('payment.expired'), variant: 'destructive' })
    attempt.current = null
    backToDetails()
  }

  /** The shopper starts paying: the order keeps its units meanwhile; false once its hold has passed (decision 023). */
  const startPaying = async () => {
    if (!intent || (await holdWhilePaying(intent.orderId)) === 'held') return true
    orderExpired()
    return false
  }

  const payWithTestCardNumber = async (cardNumber: string) => {
    if (!intent?.clientSecret || paying) return
    setPaying(true)
    setCardError(undefined)
    try {
      if (!(await startPaying())) return
      const answer = await payWithTestCard(intent.clientSecret, cardNumber)
      if (answer.kind === 'paid' || answer.kind === 'processing') await onOutcome(answer)
      // Declined: the same order can be paid again with another card.
      else if (answer.kind === 'declined') await onOutcome({ kind: 'failed', message: failureText(answer.code) })
      else if (answer.kind === 'invalid_card') setCardError(t('testMode.invalidCard'))
      else if (answer.kind === 'refused' && answer.code === 'payment_processing') await onOutcome({ kind: 'processing' })
      else if (answer.kind === 'refused' && answer.code === 'payment_intent_canceled') orderExpired()
      else await onOutcome({ kind: 'error' })
    } finally {
      setPaying(false)
    }
  }

  return {
    step,
    form,
    user,
    balance,
    subtotalCents,
    redeem,
    setRedeem,
    lines,
    promo,
    appliedPromo,
    creditCents,
    useStoreCredit,
    setUseStoreCredit: setCreditChosen,
    storeCreditCents,
    toPayCents,
    placing,
    limitMessage,
    proceed,
    intent,
    paying,
    cardError,
    backToDetails,
    startPaying,
    payWithTestCard: payWithTestCardNumber,
    onOutcome,
    summaryLines,
    figures,
    pricesChanged,
    unavailable,
    unavailableList,
    lowerLine: (key: LineKey, quantity: number) => void cart.setQuantity(key, quantity),
    removeLine: (key: LineKey) => void cart.remove(key),
    knownAddress,
  }
}
