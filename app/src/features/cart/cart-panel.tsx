// The slide-out cart: lines with ± quantity and remove, subtotal, shipping from
// the one shared rule, total and the way to checkout. A Radix dialog keeps focus inside it.
// A line's quantity stops at the units of its colour and size (decision 026); a line whose colour
// and size is sold out, no longer made or short of units says so, with the way to fix it.
// A discount code applied here (decision 034) shows its line and the server's total, offline too.
import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { Product } from '#shared/schemas/catalogue'
import { localized } from '#shared/catalogue/catalogue'
import { lineShortfall, unitsOf } from '#shared/catalogue/variant-choices'
import { DEFAULT_RETAIL_LIMITS, retailRoomForLine } from '#shared/pricing/retail-limits'
import { FREE_SHIPPING_THRESHOLD_CENTS } from '#shared/pricing/shipping'
import { MeasurementsSummary } from '#app/components/measurements/measurements-summary'
import { LineShortfallNotice } from '#app/components/orders/line-shortfall'
import { PromoCodeField } from '#app/components/orders/promo-code-field'
import { RetailLimitNotice } from '#app/components/orders/retail-limits'
import { buttonClasses } from '#app/components/ui/button'
import { useFocusReturn } from '#app/components/ui/focus-return'
import { XIcon, MinusIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { cart, useCart, type CartLine } from '#app/lib/cart'
import { useCartPromo } from '#app/lib/cart-promo'
import { useProductsById } from '#app/lib/catalogue'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'

const lineKey = (l: CartLine) => ({ productId: l.productId, color: l.color, size: l.size })

function CartLineItem({ line, lines, product, onNavigate }: { line: CartLine; lines: CartLine[]; product: Product | null | undefined; onNavigate: () => void }) {
  const { t } = useTranslation('cart')
  const { lang, to } = useLang()
  // Unknown yet (still being read): no more than the line holds; not in the mirror: no limit here
  // (checkout re-checks stock).
  const inStock = product === undefined ? line.quantity : product ? unitsOf(product, line.color, line.size) : Infinity
  const shortfall = product ? lineShortfall(line, product) : undefined
  // A retail order holds at most so many of a line and in all (decision 023).
  const retailRoom = retailRoomForLine(lines, lineKey(line))
  const max = Math.min(inStock, retailRoom)
  const atRetailCap = line.quantity >= retailRoom && retailRoom < inStock
  // The line keeps the name it was added with; show it in the page language when we know it.
  const name = product ? localized(product, 'name', lang) : line.productName
  const color = t(`common:colors.${line.color}`, { defaultValue: line.color })
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <Link to={to(`/product/${line.productId}`)} onClick={onNavigate} className="shrink-0 self-start overflow-hidden rounded-xl bg-sand/40" tabIndex={-1} aria-hidden="true">
        <img src={line.productImage} alt="" width={80} height={100} loading="lazy" className="h-[100px] w-20 object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <Link to={to(`/product/${line.productId}`)} onClick={onNavigate} className="font-serif text-lg leading-snug text-ink hover:text-cocoa" data-testid="cart-line-name">
            {name}
          </Link>
          <p className="shrink-0 text-sm font-medium text-ink" data-testid="cart-line-total">
            {formatMoney(line.priceCents * line.quantity, lang)}
          </p>
        </div>
        <p className="mt-1 text-xs text-muted" data-testid="cart-line-options">
          {t('color')}: {color}
          {!line.measurements && ` · ${t('size')}: ${line.size}`}
        </p>
        {line.measurements && <MeasurementsSummary measurements={line.measurements} className="mt-1" />}
        {shortfall && <LineShortfallNotice shortfall={shortfall} name={name} onLower={(quantity) => void cart.setQuantity(lineKey(line), quantity)} className="mt-2" />}
        <div className="mt-auto flex items-center justify-between pt-3">
          <div className="flex items-center rounded-full border border-sand" role="group" aria-label={t('quantityFor', { name })}>
            <button
              type="button"
              className="grid size-8 place-items-center rounded-full text-ink hover:bg-sand/60"
              aria-label={t('decrease', { name })}
              onClick={() => void cart.setQuantity(lineKey(line), line.quantity - 1)}
            >
              <MinusIcon width={16} height={16} />
            </button>
            <output className="w-8 text-center text-sm tabular-nums" aria-live="polite" data-testid="cart-line-quantity">
              {line.quantity}
            </output>
            <button
              type="button"
              className="grid size-8 place-items-center rounded-full text-ink hover:bg-sand/60 disabled:cursor-not-allowed disabled:opacity-35"
              aria-label={t('increase', { name })}
              disabled={line.quantity >= max}
              title={line.quantity >= max ? (atRetailCap ? t('lineCapReached', { count: DEFAULT_RETAIL_LIMITS.perLine }) : t('maxReached')) : undefined}
              onClick={() => void cart.setQuantity(lineKey(line), line.quantity + 1, max)}
            >
              <PlusIcon width={16} height={16} />
            </button>
          </div>
          <button
            type="button"
            onClick={() => void cart.remove(lineKey(line))}
            className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs text-muted hover:text-ink"
            aria-label={t('removeItem', { name })}
          >
            <Trash2Icon width={16} height={16} />
            {t('remove')}
          </button>
        </div>
      </div>
    </li>
  )
}

export function CartPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // Opened by the header's cart button or by adding to the cart: the focus goes back there.
  const focusReturn = useFocusReturn()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-ink/30 backdrop-blur-[2px]" />
        <Dialog.Content
          className="sheet-right fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-cream shadow-2xl outline-none"
          data-testid="cart-panel"
          aria-describedby={undefined}
          {...focusReturn}
        >
          <CartPanelBody close={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Mounted only while the panel is open, so the cart's products are read only when someone looks. */
function CartPanelBody({ close }: { close: () => void }) {
  const { t } = useTranslation('cart')
  const { lang, to } = useLang()
  const { lines, count, totals: cartTotals } = useCart()
  const promo = useCartPromo(lines)
  // The server's figures with the code while they are for this cart; the cart's own otherwise.
  const applied = promo.current?.ok ? promo.current : undefined
  const totals = applied ? { ...cartTotals, ...applied.totals } : cartTotals
  const products = useProductsById(lines.map((l) => l.productId))
  const productOf = (id: string) => (products ? (products.get(id) ?? null) : undefined)
  const missing = FREE_SHIPPING_THRESHOLD_CENTS - totals.subtotalCents
  const someShort = lines.some((l) => {
    const product = productOf(l.productId)
    return product ? lineShortfall(l, product) !== undefined : false
  })

  return (
        <>
          <div className="flex items-center justify-between border-b border-sand px-6 py-5">
            <Dialog.Title className="font-serif text-2xl text-ink">
              {t('title')} <span className="font-sans text-sm text-muted">({t('items', { count })})</span>
            </Dialog.Title>
            <Dialog.Close className="-mr-2 grid size-11 place-items-center rounded-full hover:bg-sand/60" aria-label={t('close')}>
              <XIcon />
            </Dialog.Close>
          </div>

          {lines.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
              <p className="font-serif text-2xl text-ink">{t('empty')}</p>
              <p className="mt-2 text-sm text-muted">{t('emptyHint')}</p>
              <Link to={to('/shop')} onClick={close} className={buttonClasses({ className: 'mt-8' })}>
                {t('startShopping')}
              </Link>
            </div>
          ) : (
            <>
              <ul className="flex-1 divide-y divide-sand overflow-y-auto px-6" aria-label={t('linesLabel')}>
                {lines.map((line) => (
                  <CartLineItem key={`${line.productId}|${line.color}|${line.size}`} line={line} lines={lines} product={productOf(line.productId)} onNavigate={close} />
                ))}
              </ul>
              <div className="border-t border-sand bg-white/50 px-6 py-5">
                {someShort && (
                  <p role="status" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="cart-shortfall-notice">
                    {t('shortfall.notice')}
                  </p>
                )}
                {lines.some((l) => l.quantity >= retailRoomForLine(lines, lineKey(l))) && <RetailLimitNotice onNavigate={close} className="mb-4" />}
                <p className="mb-4 rounded-xl bg-sand/50 px-4 py-3 text-center text-xs text-cocoa-dark" data-testid="free-shipping-hint">
                  {missing > 0
                    ? t('freeShippingMissing', { amount: formatMoney(missing, lang), threshold: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, lang) })
                    : t('freeShippingReached')}
                </p>
                <PromoCodeField lines={lines} promo={promo} className="mb-4" />
                <dl className="space-y-2 text-sm">
                  <div className="flex justify-between">
                    <dt className="text-muted">{t('subtotal')}</dt>
                    <dd data-testid="cart-subtotal">{formatMoney(totals.subtotalCents, lang)}</dd>
                  </div>
                  <div className="flex justify-between">
                    <dt className="text-muted">{t('shipping')}</dt>
                    <dd data-testid="cart-shipping">{totals.shippingCents === 0 ? t('free') : formatMoney(totals.shippingCents, lang)}</dd>
                  </div>
                  {applied && promo.row && (
                    <div className="flex justify-between text-cocoa">
                      <dt>{t('promo.discount', { code: promo.row.code })}</dt>
                      <dd data-testid="cart-discount">−{formatMoney(applied.discountCents, lang)}</dd>
                    </div>
                  )}
                  <div className="flex justify-between border-t border-sand pt-3 text-base font-medium text-ink">
                    <dt>{t('total')}</dt>
                    <dd data-testid="cart-total">{formatMoney(totals.totalCents, lang)}</dd>
                  </div>
                </dl>
                <Link to={to('/checkout')} onClick={close} className={buttonClasses({ size: 'lg', className: 'mt-5 w-full' })}>
                  {t('checkout')}
                </Link>
                <button type="button" onClick={close} className="mt-3 w-full py-2 text-center text-sm text-muted underline-offset-4 hover:text-ink hover:underline">
                  {t('continue')}
                </button>
              </div>
            </>
          )}
        </>
  )
}
