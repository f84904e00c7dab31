// Home: hero with both calls to action, three trust pillars, four category tiles,
// the first four products with 'view all', and four benefit blocks.
import { useTranslation } from 'react-i18next'
import { Link, useLoaderData } from 'react-router-dom'
import { PRODUCT_CATEGORIES } from '#shared/catalogue/catalogue'
import type { ShopPage, StorefrontData } from '#shared/render/storefront-render'
import { ProductCard, ProductCardSkeleton } from '#app/components/product/product-card'
import { buttonClasses } from '#app/components/ui/button'
import { ArrowRightIcon, FeatherIcon, HeartIcon, ScissorsIcon, SparklesIcon, SunIcon, WavesIcon, type LucideIcon } from 'lucide-react'
import { PageMeta } from '#app/components/ui/page-meta'
import { useProductPage } from '#app/lib/catalogue'
import type { Language } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'

export const HOME_PRODUCT_COUNT = 4

/** The server's read for this page (decision 010): the first products of the catalogue. */
export const loadHomePage = (data: StorefrontData, { lang }: { lang: Language }): Promise<ShopPage> =>
  data.shopPage({ sort: 'featured' }, lang, HOME_PRODUCT_COUNT)

const PILLARS: [string, LucideIcon][] = [
  ['invisibleSupport', FeatherIcon],
  ['comfortInMotion', WavesIcon],
  ['tailoredPrecision', ScissorsIcon],
]
const BENEFITS: [string, LucideIcon][] = [
  ['elegance', SparklesIcon],
  ['comfort', SunIcon],
  ['confidence', HeartIcon],
  ['craftsmanship', ScissorsIcon],
]

function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <p className="text-xs font-medium uppercase tracking-[0.3em] text-cocoa">{eyebrow}</p>
        <h2 id={id} className="mt-3 text-3xl leading-tight text-ink sm:text-4xl">
          {title}
        </h2>
      </div>
      {children}
    </div>
  )
}

export function HomePage() {
  const { t } = useTranslation('home')
  const { t: tc } = useTranslation()
  const { to } = useLang()
  const products = useProductPage({ limit: HOME_PRODUCT_COUNT }, useLoaderData() as ShopPage | undefined)

  return (
    <>
      <PageMeta title={`${tc('brand')} · ${t('meta.title')}`} description={t('meta.description')} image="/images/hero.svg" />

      <section className="relative overflow-hidden bg-[#f6efe7]">
        <img
          src="/images/hero.svg"
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover object-[70%_center] opacity-60 sm:opacity-100"
        />
        <div className="relative mx-auto flex min-h-[34rem] max-w-7xl items-center px-6 py-20 sm:min-h-[38rem] lg:min-h-[42rem]">
          <div className="max-w-xl">
            <p className="text-xs font-medium uppercase tracking-[0.35em] text-cocoa">{t('hero.eyebrow')}</p>
            <h1 className="mt-5 text-5xl leading-[1.05] text-ink sm:text-6xl lg:text-7xl">{t('hero.headline')}</h1>
            <p className="mt-6 max-w-md text-lg leading-relaxed text-muted">{t('hero.subheadline')}</p>
            <div className="mt-10 flex flex-wrap items-center gap-x-8 gap-y-4">
              <Link to={to('/size-guide')} className={buttonClasses({ size: 'lg' })}>
                {t('hero.primary')}
              </Link>
              <Link to={to('/shop')} className="group inline-flex min-h-11 items-center gap-2 py-2 text-sm font-medium text-ink underline-offset-8 hover:underline">
                {t('hero.secondary')}
                <ArrowRightIcon width={18} height={18} className="transition-transform group-hover:translate-x-1" />
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="pillars-title" className="border-b border-sand bg-cream">
        <h2 id="pillars-title" className="sr-only">
          {t('pillars.title')}
        </h2>
        <ul className="mx-auto grid max-w-7xl gap-10 px-6 py-16 md:grid-cols-3 md:gap-12">
          {PILLARS.map(([id, Icon]) => (
            <li key={id} className="flex gap-5">
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-sand/70 text-cocoa">
                <Icon width={22} height={22} />
              </span>
              <div>
                <h3 className="text-xl text-ink">{t(`pillars.${id}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{t(`pillars.${id}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-6 py-20 lg:py-28">
        <SectionHeading id="categories-title" eyebrow={t('categories.eyebrow')} title={t('categories.title')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {PRODUCT_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={to(`/shop?category=${category}`)} className="group block overflow-hidden rounded-3xl bg-sand/40" data-testid={`category-tile-${category}`}>
                <div className="overflow-hidden">
                  <img
                    src={`/images/categories/${category}.svg`}
                    alt=""
                    width={800}
                    height={600}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
                  />
                </div>
                <div className="flex items-end justify-between gap-4 p-6">
                  <div>
                    <h3 className="text-2xl text-ink">{tc(`categories.${category}.name`)}</h3>
                    <p className="mt-1 text-sm text-muted">{tc(`categories.${category}.blurb`)}</p>
                  </div>
                  <span className="grid size-11 shrink-0 place-items-center rounded-full border border-ink/20 text-ink transition-colors group-hover:bg-ink group-hover:text-cream" aria-hidden="true">
                    <ArrowRightIcon width={18} height={18} />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="featured-title" className="bg-[#f3ece4]">
        <div className="mx-auto max-w-7xl px-6 py-20 lg:py-28">
          <SectionHeading id="featured-title" eyebrow={t('featured.eyebrow')} title={t('featured.title')}>
            <Link to={to('/shop')} className={buttonClasses({ variant: 'secondary', className: 'self-start sm:self-auto' })}>
              {t('featured.viewAll')}
            </Link>
          </SectionHeading>
          {products.status === 'error' ? (
            <p role="alert" className="mt-12 text-muted">
              {tc('errors.generic')}
            </p>
          ) : (
            <ul className="mt-12 grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-4 lg:gap-x-8" aria-busy={products.status === 'loading'}>
              {products.status === 'loading'
                ? Array.from({ length: HOME_PRODUCT_COUNT }, (_, i) => (
                    <li key={i}>
                      <ProductCardSkeleton />
                    </li>
                  ))
                : products.data.products.map((product) => (
                    <li key={product.id}>
                      <ProductCard product={product} />
                    </li>
                  ))}
            </ul>
          )}
        </div>
      </section>

      {/* The last band: the footer's own margin closes the page (padding here too left an empty band). */}
      <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-6 pt-20 lg:pt-28">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-medium uppercase tracking-[0.3em] text-cocoa">{t('benefits.eyebrow')}</p>
          <h2 id="benefits-title" className="mt-3 text-3xl leading-tight text-ink sm:text-4xl">
            {t('benefits.title')}
          </h2>
        </div>
        <ul className="mt-14 grid gap-px overflow-hidden rounded-3xl border border-sand bg-sand sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(([id, Icon]) => (
            <li key={id} className="bg-cream p-8">
              <Icon width={26} height={26} className="text-cocoa" />
              <h3 className="mt-6 text-2xl text-ink">{t(`benefits.${id}.title`)}</h3>
              <p className="mt-3 text-sm leading-relaxed text-muted">{t(`benefits.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
