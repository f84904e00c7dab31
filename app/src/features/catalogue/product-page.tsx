// Product detail: gallery with zoom, name, code, price, a truthful stock badge for the chosen colour
// and size (their choice in use-product-choice.ts), pickers and add to cart, tabs for benefits,
// care and how to use; the approved reviews with the rating and fit summary (decision 042); Product JSON-LD.
import * as Tabs from '@radix-ui/react-tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Link, useLoaderData, useLocation, useParams } from 'react-router-dom'
import type { StorefrontData } from '#shared/render/storefront-render'
import type { Product } from '#shared/schemas/catalogue'
import type { ProductReviews } from '#shared/schemas/reviews'
import type { Language } from '#shared/catalogue/catalogue'
import { localized } from '#shared/catalogue/catalogue'
import { FREE_SHIPPING_THRESHOLD_CENTS } from '#shared/pricing/shipping'
import { imageFor, priceCents } from '#app/components/product/product-info'
import { StockBadge } from '#app/components/product/stock-badge'
import { buttonClasses } from '#app/components/ui/button'
import { ArrowLeftIcon } from 'lucide-react'
import { JsonLd, PageMeta } from '#app/components/ui/page-meta'
import { useToast } from '#app/components/ui/toast'
import { RELATED_COUNT, useProduct } from '#app/lib/catalogue'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useSiteOrigin } from '#app/lib/site-origin'
import { useStorefront } from '#app/lib/storefront-context'
import { useOnline } from '#app/lib/use-online'
import { ProductGallery } from './components/product-gallery'
import { ProductReviewsSection } from './components/product-reviews'
import { ProductSuggestions } from './components/product-suggestions'
import { PurchaseForm } from './components/purchase-form'
import { productJsonLd } from './product-json-ld'
import { useProductChoice } from './use-product-choice'

/** What the server drew the page with: the product (null: there is none), its suggestions and its first page of reviews. */
type ProductSeed = { product: Product | null; related: Product[]; reviews?: ProductReviews }

/**
 * The server's read for this page (decision 010): the product and the pieces suggested beside it,
 * or no product with status 404, so a dead link answers 404 to crawlers while the shopper sees
 * the product page's own message.
 */
export async function loadProductPage(storefront: StorefrontData, { params, lang }: { params: { id?: string }; lang: Language }) {
  const product = params.id ? await storefront.product(params.id) : undefined
  if (!product) return data<ProductSeed>({ product: null, related: [] }, { status: 404 })
  const [related, reviews] = await Promise.all([storefront.related(product, RELATED_COUNT), storefront.reviews(product.id, lang)])
  return { product, related, reviews } satisfies ProductSeed
}

function BackToShop() {
  const { t } = useTranslation('product')
  const { to } = useLang()
  return (
    <Link to={to('/shop')} className="inline-flex min-h-11 items-center gap-2 rounded-full py-2 text-sm text-muted hover:text-ink">
      <ArrowLeftIcon width={18} height={18} />
      {t('back')}
    </Link>
  )
}

function ProductSkeleton() {
  return (
    <div className="mt-6 grid animate-pulse gap-10 lg:grid-cols-2" aria-hidden="true">
      <div className="aspect-[4/5] rounded-3xl bg-sand/70" />
      <div className="space-y-4 pt-4">
        <div className="h-4 w-1/4 rounded bg-sand/70" />
        <div className="h-10 w-3/4 rounded bg-sand/70" />
        <div className="h-6 w-1/5 rounded bg-sand/70" />
        <div className="h-24 rounded bg-sand/60" />
      </div>
    </div>
  )
}

function DetailTabs({ product }: { product: Product }) {
  const { t } = useTranslation('product')
  const { lang } = useLang()
  const tabs = [
    ['benefits', localized(product, 'benefits', lang)],
    ['care', localized(product, 'care', lang)],
    ['howToUse', localized(product, 'howToUse', lang)],
  ] as const
  return (
    <Tabs.Root defaultValue="benefits" className="mt-12">
      <Tabs.List aria-label={t('tabs.label')} className="flex gap-6 border-b border-sand">
        {tabs.map(([id]) => (
          <Tabs.Trigger
            key={id}
            value={id}
            className="-mb-px min-h-11 border-b-2 border-transparent pb-3 text-sm text-muted transition-colors hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink"
          >
            {t(`tabs.${id}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(([id, items]) => (
        <Tabs.Content key={id} value={id} className="pt-6 focus-visible:outline-none">
          <ul className="space-y-3 text-sm leading-relaxed text-muted">
            {items.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-cocoa" />
                {item}
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

function ProductView({ product, reviews }: { product: Product; reviews: ProductReviews | undefined }) {
  const { t } = useTranslation('product')
  const { t: tc } = useTranslation()
  const { lang, to } = useLang()
  const toast = useToast()
  const storefront = useStorefront()
  const online = useOnline()
  const choice = useProductChoice(product)
  const [zoomOpen, setZoomOpen] = useState(false)
  const name = localized(product, 'name', lang)
  const description = localized(product, 'description', lang)
  const origin = useSiteOrigin()
  const { pathname } = useLocation()

  const onAdded = () => {
    if (storefront) storefront.openCart()
    else toast({ variant: 'success', title: t('toast.addedTitle'), description: name })
  }

  return (
    <>
      <PageMeta
        title={`${name} · ${tc('brand')}`}
        // The price leads, so a shared link's preview shows it.
        description={`${formatMoney(priceCents(product), lang)} · ${description}`}
        image={imageFor(product, choice.color)}
        type="product"
        price={{ amount: product.price, currency: 'USD' }}
      />
      {/* The review items are the server's first page, the same approved reviews the section shows. */}
      <JsonLd data={productJsonLd(product, lang, origin + pathname, origin, reviews?.productId === product.id ? reviews.items : [])} />
      <div className="mt-4 grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <ProductGallery
          name={name}
          images={choice.pictures}
          labels={choice.pictureLabels}
          lang={lang}
          index={choice.imageIndex}
          onIndexChange={choice.setImageIndex}
          zoomOpen={zoomOpen}
          onZoomOpenChange={setZoomOpen}
        />
        {/* On phones the purchase panel comes straight after name and price (description after
            it); beside the gallery the description leads. Only the description moves ahead of
            links on phones, so focus order still follows the screen. */}
        <div className="flex flex-col lg:pt-4">
          <Link to={to(`/shop?category=${product.category}`)} className="-my-3.5 inline-flex min-h-11 items-center self-start text-xs font-medium uppercase tracking-[0.25em] text-cocoa hover:text-cocoa-dark">
            {tc(`categories.${product.category}.short`, { defaultValue: product.category })}
          </Link>
          <h1 className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">{name}</h1>
          <p className="mt-2 text-xs tracking-widest text-muted">
            {t('code')} <span data-testid="product-code">{product.code}</span>
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <p className="text-2xl text-ink" data-testid="product-price">
              {formatMoney(priceCents(product), lang)}
            </p>
            <StockBadge status={choice.status} />
          </div>
          {/* Offline, the page shows what the device last saved, which may no longer be true. */}
          {!online && !product.isCustomMade && (
            <p className="mt-3 max-w-prose text-sm text-muted" data-testid="offline-stock-note">
              {t('offlineStock')}
            </p>
          )}
          <p className="order-1 mt-6 max-w-prose leading-relaxed text-muted lg:order-none" data-testid="product-description">
            {description}
          </p>

          <PurchaseForm product={product} choice={choice} onAdded={onAdded} />

          <ul className="order-1 mt-8 space-y-2 border-t border-sand pt-6 text-sm text-muted lg:order-none">
            <li>{t('shippingNote', { amount: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, lang) })}</li>
            <li>
              <Link to={to('/size-guide')} className="inline-flex min-h-11 items-center text-ink underline underline-offset-4 hover:text-cocoa">
                {t('sizeHelp')}
              </Link>
            </li>
          </ul>

          <div className="order-1 lg:order-none">
            <DetailTabs product={product} />
          </div>
        </div>
      </div>
      <ProductReviewsSection productId={product.id} lang={lang} seed={reviews} />
    </>
  )
}

/**
 * What the server read to draw this product (its loader's data), kept while the same product is on
 * show. In the browser the route has no loader, so React Router forgets that data at the next
 * navigation, and choosing a colour is one (?color=): on a first visit, before the first sync,
 * the page would fall back to its skeleton and draw the form anew, losing the measurements, size
 * and quantity already given.
 */
function useServerSeed(id: string | undefined): ProductSeed | undefined {
  const loaded = useLoaderData() as ProductSeed | undefined
  const [kept, setKept] = useState({ id, seed: loaded })
  if (loaded !== undefined && loaded !== kept.seed) setKept({ id, seed: loaded })
  return loaded ?? (kept.id === id ? kept.seed : undefined)
}

/**
 * The product as first drawn while its version is unchanged (every change to it, its stock per
 * colour and size included, takes a new version). The mirror's copy of what the server drew is a
 * new object with the same facts, and handing it down would redraw parts of the page still
 * hydrating (the back-in-stock form loads its code apart), throwing their server HTML away.
 */
function useSameWhileUnchanged(product: Product | null | undefined): Product | null | undefined {
  const [kept, setKept] = useState(product)
  const changed = product?.id !== kept?.id || product?.version !== kept?.version
  if (changed) setKept(product)
  return changed ? product : kept
}

export function ProductPage() {
  const { id } = useParams()
  const { t } = useTranslation('product')
  const { t: tc } = useTranslation()
  const { to } = useLang()
  const seed = useServerSeed(id)
  const loaded = useProduct(id, seed?.product)
  const data = useSameWhileUnchanged(loaded.data)
  const product = loaded.status === 'ready' ? { ...loaded, data } : loaded

  return (
    // Room at the end on phones, so the sticky add-to-cart bar never hides the last suggestions.
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 sm:px-6 sm:pb-8 lg:pt-10">
      <BackToShop />
      {product.status === 'loading' ? (
        <>
          <PageMeta title={`${tc('pages.product')} · ${tc('brand')}`} />
          <ProductSkeleton />
        </>
      ) : product.status === 'error' || !product.data ? (
        <div role="alert" className="mx-auto max-w-md py-24 text-center">
          {product.status === 'error' ? (
            <>
              <PageMeta title={`${tc('errors.generic')} · ${tc('brand')}`} noindex />
              <h1 className="text-4xl text-ink">{tc('errors.generic')}</h1>
              <p className="mt-4 text-muted">{tc('errors.reload')}</p>
            </>
          ) : (
            <>
              <PageMeta title={`${t('notFoundTitle')} · ${tc('brand')}`} noindex />
              <h1 className="text-4xl text-ink">{t('notFoundTitle')}</h1>
              <p className="mt-4 text-muted">{t('notFound')}</p>
            </>
          )}
          <Link to={to('/shop')} className={buttonClasses({ className: 'mt-8' })}>
            {t('back')}
          </Link>
        </div>
      ) : (
        <>
          <ProductView key={product.data.id} product={product.data} reviews={seed?.reviews} />
          <ProductSuggestions key={`more-${product.data.id}`} product={product.data} related={seed?.product?.id === product.data.id ? seed.related : undefined} />
        </>
      )}
    </div>
  )
}
