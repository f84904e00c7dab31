// Colour, size and quantity pickers and the add-to-cart button; colour and size are required. Pickers are
// native radio groups, so arrow keys and screen readers work without extra code. On phones the
// sticky bar (sticky-add-to-cart.tsx) submits this same form once its button has scrolled away.
// Stock is per colour and size (decision 026, the choice in use-product-choice.ts): only the
// sizes made in the chosen colour are offered, each marked when down to its last few or sold out,
// and a colour with no size left is marked too. A sold-out choice stays selectable (to ask for an
// alert) but the button will not add it; the quantity stops at the units of the chosen pair.
import { memo, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '#shared/schemas/catalogue'
import { localized } from '#shared/catalogue/catalogue'
import { DEFAULT_RETAIL_LIMITS, retailRoomForLine } from '#shared/pricing/retail-limits'
import { ColorDot } from '#app/components/product/color-swatch'
import { imageFor, priceCents } from '#app/components/product/product-info'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { MinusIcon, PlusIcon } from 'lucide-react'
import { useToast } from '#app/components/ui/toast'
import { cart, useCart } from '#app/lib/cart'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { ProductChoice } from '#app/features/catalogue/use-product-choice'
import { BackInStockForm } from './back-in-stock-form'
import { useMadeToMeasure } from './made-to-measure-fields'
import { StickyAddToCart } from './sticky-add-to-cart'

type Props = {
  product: Product
  /** The colour and size chosen, what is offered and what is left (use-product-choice.ts). */
  choice: ProductChoice
  /** Called after every unit asked for went into the cart. */
  onAdded: () => void
}

type AlertFor = { product: Product; color: string; size: string }

/**
 * Where the back-in-stock form goes. Drawn again only when what it is for changes (the product's
 * id, the colour, the size), not when the page gets a newer copy of the same product (the first
 * sync): the form loads its code apart, and redrawing it while it still hydrates would throw its
 * server HTML away, and what the shopper had typed (decision 021).
 */
const AlertSlot = memo(
  function AlertSlot({ product, color, size }: AlertFor) {
    return (
      <div data-testid="back-in-stock-slot" data-color={color} data-size={size}>
        <BackInStockForm product={product} color={color} size={size} />
      </div>
    )
  },
  (before: AlertFor, now: AlertFor) => before.product.id === now.product.id && before.color === now.color && before.size === now.size,
)

const optionClasses =
  'peer-checked:border-ink peer-checked:bg-ink peer-checked:text-cream peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cocoa'

export function PurchaseForm({ product, choice, onAdded }: Props) {
  const { t } = useTranslation('product')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const toast = useToast()
  const { lines } = useCart()
  const { color, size: chosenSize, units } = choice
  const [quantityText, setQuantityText] = useState('1')
  const [busy, setBusy] = useState(false)
  const quantity = Math.max(1, Math.floor(Number(quantityText)) || 1)
  // Nothing of the chosen colour (and size) is left to add: the button says so and stays off.
  const soldOut = units <= 0
  /** A sold-out colour and size the shopper may ask to hear about when it is back. */
  const waitFor = soldOut && color && chosenSize && !product.isCustomMade ? { color, size: chosenSize } : undefined
  // The stepper stops at what the chosen colour and size has left and at what one retail line may hold (decision 023).
  const stepperMax = Math.min(units, DEFAULT_RETAIL_LIMITS.perLine)
  const madeToMeasure = useMadeToMeasure()
  const colorName = (c: string) => tc(`colors.${c}`, { defaultValue: c })
  const formId = useId()
  const submitButton = useRef<HTMLButtonElement>(null)
  const colorGroup = useRef<HTMLFieldSetElement>(null)
  const sizeGroup = useRef<HTMLFieldSetElement>(null)

  const setQuantity = (n: number) => setQuantityText(String(Math.max(1, n)))

  async function add() {
    // A made-to-measure piece: its measurements are its size (the fields show what is wrong).
    const measured = product.isCustomMade && color ? madeToMeasure.read() : undefined
    if (measured === null) return
    const size = measured?.size ?? chosenSize
    if (!color || !size) {
      // A colour without a size asks for the size; anything else asks for the colour.
      toast({ variant: 'destructive', title: t('toast.errorTitle'), description: color ? t('toast.chooseSize') : t('toast.chooseColor') })
      // Asked from the sticky bar, the choice is off screen: bring it into view and focus it.
      const group = color ? sizeGroup.current : colorGroup.current
      group?.scrollIntoView({ block: 'center', behavior: 'smooth' })
      group?.querySelector('input')?.focus({ preventScroll: true })
      return
    }
    setBusy(true)
    try {
      // The units of this colour and size, and what a retail order may hold of a line and in all (decision 023).
      const retailRoom = retailRoomForLine(lines, { productId: product.id, color, size })
      const room = Math.min(units, retailRoom)
      const result = await cart.add(
        {
          productId: product.id,
          productCode: product.code,
          productName: localized(product, 'name', lang),
          productImage: imageFor(product, color) ?? '',
          color,
          size,
          quantity,
          priceCents: priceCents(product),
          ...(measured && { measurements: measured.measurements }),
        },
        room,
      )
      if (result.limitedTo !== undefined && room === retailRoom) {
        toast({ title: t('toast.limitedTitle', { count: result.added }), description: t('cart:retailLimits', DEFAULT_RETAIL_LIMITS) })
      } else if (result.added === 0) {
        toast({ variant: 'destructive', title: t('toast.noStockTitle'), description: t('toast.noStockBody', { count: units }) })
      } else if (result.limitedTo !== undefined) {
        toast({ title: t('toast.limitedTitle', { count: result.added }), description: t('toast.limitedBody', { count: units }) })
      } else {
        setQuantityText('1')
        onAdded()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      id={formId}
      className="mt-8 space-y-7"
      onSubmit={(e) => {
        e.preventDefault()
        void add()
      }}
      noValidate
    >
      <fieldset ref={colorGroup} className="scroll-mt-32">
        <legend className="text-sm text-ink">
          <span className="font-medium">{t('color')}</span>
          <span className="ml-2 text-muted">{color ? colorName(color) : t('chooseColor')}</span>
        </legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {choice.colors.map(({ color: c, soldOut: colorSoldOut }) => (
            <label key={c} className="cursor-pointer" data-testid="color-option" data-sold-out={colorSoldOut || undefined}>
              <input type="radio" name="color" value={c} checked={color === c} onChange={() => choice.chooseColor(c)} className="peer sr-only" />
              <span className={cn('flex min-h-11 items-center gap-2 rounded-full border border-sand bg-white/70 py-2 pl-2 pr-4 text-sm transition hover:border-ink/50', colorSoldOut && 'border-dashed', optionClasses)}>
                <ColorDot color={c} className={cn('size-6', colorSoldOut && 'opacity-50')} />
                {colorName(c)}
                {colorSoldOut && <span className="text-xs opacity-75">· {tc('stock.out')}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {product.isCustomMade ? madeToMeasure.form : (
        <fieldset ref={sizeGroup} className="scroll-mt-32">
          <legend className="text-sm text-ink">
            <span className="font-medium">{t('size')}</span>
            <span className="ml-2 text-muted">{chosenSize ?? t('chooseSize')}</span>
          </legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {choice.sizes.map(({ size: s, availability }) => (
              <label key={s} className="cursor-pointer" data-testid="size-option" data-availability={availability.kind}>
                <input type="radio" name="size" value={s} checked={chosenSize === s} onChange={() => choice.chooseSize(s)} className="peer sr-only" />
                <span
                  className={cn(
                    'flex h-11 min-w-13 items-center justify-center gap-1.5 rounded-full border border-sand bg-white/70 px-4 text-sm transition hover:border-ink/50',
                    availability.kind === 'out' && 'border-dashed text-muted',
                    optionClasses,
                  )}
                >
                  <span className={cn(availability.kind === 'out' && 'line-through')}>{s}</span>
                  {availability.kind === 'low' && <span className="text-xs opacity-80">{t('sizeLeft', { count: availability.left })}</span>}
                  {availability.kind === 'out' && <span className="sr-only">{tc('stock.out')}</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor="quantity" className="block text-sm font-medium text-ink">
            {t('quantity')}
          </label>
          <div className="mt-3 flex h-13 w-36 items-center justify-between rounded-full border border-sand bg-white/70">
            <button type="button" onClick={() => setQuantity(quantity - 1)} disabled={quantity <= 1} aria-label={t('decrease')} className="grid size-11 place-items-center rounded-full disabled:opacity-35">
              <MinusIcon width={16} height={16} />
            </button>
            <input
              id="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(1, stepperMax)}
              step={1}
              value={quantityText}
              onChange={(e) => setQuantityText(e.target.value)}
              onBlur={() => setQuantity(quantity)}
              className="h-11 w-12 bg-transparent text-center tabular-nums [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              onClick={() => setQuantity(quantity + 1)}
              disabled={quantity >= stepperMax}
              aria-label={t('increase')}
              className="grid size-11 place-items-center rounded-full disabled:opacity-35"
            >
              <PlusIcon width={16} height={16} />
            </button>
          </div>
        </div>
        {/* Full width on phones: in a column, flex-1 would squash the button to nothing. */}
        <Button ref={submitButton} type="submit" size="lg" disabled={soldOut || busy} className="w-full sm:w-auto sm:flex-1" data-testid="add-to-cart">
          {soldOut ? t('soldOut') : t('addToCart')}
        </Button>
      </div>
      {/* The alert form of a sold-out colour and size, just under the disabled button. */}
      {waitFor && <AlertSlot product={product} color={waitFor.color} size={waitFor.size} />}
      <StickyAddToCart
        formId={formId}
        anchor={submitButton}
        price={formatMoney(priceCents(product), lang)}
        summary={[color ? colorName(color) : t('chooseColor'), product.isCustomMade ? t('madeToMeasure.title') : (chosenSize ?? t('chooseSize')), quantity > 1 ? `× ${quantity}` : ''].filter(Boolean).join(' · ')}
        label={soldOut ? t('soldOut') : t('addToCart')}
        disabled={soldOut || busy}
      />
    </form>
  )
}
