// A product in a grid (home, shop): image, name, price and up to four colour swatches plus
// '+N'. Hovering or focusing a swatch previews that colour; clicking selects it. The colour the
// shop is filtered by shows until the shopper taps another, and the chosen colour rides in the
// product link (?color=black), which the product page preselects. Stock is per colour and size
// (decision 026): the swatches are the colours made, a colour with no size left is crossed out,
// the card first shows the first colour with stock, and it says sold out when nothing is left.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { Product } from '#shared/schemas/catalogue'
import { localized } from '#shared/catalogue/catalogue'
import { colorChoices, firstChoice } from '#shared/catalogue/variant-choices'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { cn } from '#app/components/ui/cn'
import { CardRating } from './rating-stars'
import { pictureFor, priceCents, stockStatus, swatchFor } from './product-info'

const MAX_CARD_SWATCHES = 4

/** A diagonal line across a swatch. */
const SOLD_OUT_STROKE = 'linear-gradient(to top right, transparent calc(50% - 0.75px), #1f1c1a calc(50% - 0.75px), #1f1c1a calc(50% + 0.75px), transparent calc(50% + 0.75px))'

export function ProductCard({ product, initialColor, eager = false }: { product: Product; initialColor?: string; eager?: boolean }) {
  const { t } = useTranslation()
  const { lang, to } = useLang()
  const colors = colorChoices(product)
  const filtered = initialColor && colors.some((c) => c.color === initialColor) ? initialColor : undefined
  // A tap counts for the filter it was made under: choosing another colour filter shows that one.
  const [tapped, setTapped] = useState<{ color: string; under: string | undefined }>()
  const chosen = tapped && tapped.under === filtered ? tapped.color : filtered
  const selected = chosen ?? firstChoice(product).color
  const [preview, setPreview] = useState<string | undefined>()
  const shown = preview ?? selected
  const name = localized(product, 'name', lang)
  const href = to(`/product/${product.id}${chosen ? `?color=${encodeURIComponent(chosen)}` : ''}`)
  const extra = colors.length - MAX_CARD_SWATCHES
  const status = stockStatus(product)
  const picture = pictureFor(product, shown)

  return (
    <article className="group relative flex flex-col" data-testid="product-card">
      <div className="overflow-hidden rounded-2xl bg-sand/40">
        <img
          src={picture?.src}
          srcSet={picture?.srcSet}
          // The shop grid: two columns on phones, three on tablets, four on wide screens.
          sizes={picture?.srcSet ? '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw' : undefined}
          alt=""
          width={600}
          height={750}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[4/5] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
      </div>
      {status.kind !== 'in' && (
        <span className="absolute left-3 top-3 rounded-full bg-cream/95 px-3 py-1 text-[0.7rem] font-medium tracking-wide text-cocoa-dark shadow-sm">
          {status.kind === 'made-to-order' ? t('stock.madeToOrder') : status.kind === 'out' ? t('stock.out') : t('stock.low', { count: status.left })}
        </span>
      )}
      <div className="mt-4">
        <h3 className="font-serif text-lg leading-snug text-ink">
          <Link to={href} className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-cocoa">
            {name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">{formatMoney(priceCents(product), lang)}</p>
        {product.rating && <CardRating rating={product.rating} lang={lang} />}
      </div>
      <div className="relative z-10 mt-3 flex flex-wrap items-center gap-x-5 gap-y-3" role="group" aria-label={t('colors.available', { name })}>
        {colors.slice(0, MAX_CARD_SWATCHES).map(({ color, soldOut }) => (
          <button
            key={color}
            type="button"
            aria-pressed={color === selected}
            aria-label={soldOut ? t('colors.soldOut', { color: t(`colors.${color}`, { defaultValue: color }) }) : t(`colors.${color}`, { defaultValue: color })}
            data-sold-out={soldOut || undefined}
            onClick={() => setTapped({ color, under: filtered })}
            onMouseEnter={() => setPreview(color)}
            onMouseLeave={() => setPreview(undefined)}
            onFocus={() => setPreview(color)}
            onBlur={() => setPreview(undefined)}
            className={cn(
              // Drawn 24 px, tapped 44: the hit area reaches 10 px round each swatch, as far as the gap between them.
              "relative grid size-6 place-items-center rounded-full transition after:absolute after:-inset-2.5 after:content-['']",
              color === selected ? 'ring-1 ring-ink ring-offset-2 ring-offset-cream' : 'hover:ring-1 hover:ring-muted hover:ring-offset-2 hover:ring-offset-cream',
            )}
          >
            <span
              className={cn('size-4 rounded-full ring-1 ring-inset ring-ink/15', soldOut && 'opacity-45')}
              // A sold-out colour is crossed out, as a shop's sold-out swatches are.
              style={{ backgroundColor: swatchFor(color), backgroundImage: soldOut ? SOLD_OUT_STROKE : undefined }}
            />
          </button>
        ))}
        {extra > 0 && (
          <span className="text-xs text-muted" aria-label={t('colors.more', { count: extra })}>
            +{extra}
          </span>
        )}
      </div>
    </article>
  )
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col" data-testid="product-card-skeleton">
      <div className="aspect-[4/5] w-full rounded-2xl bg-sand/70" />
      <div className="mt-4 h-5 w-3/4 rounded bg-sand/70" />
      <div className="mt-3 h-4 w-1/3 rounded bg-sand/60" />
    </div>
  )
}
