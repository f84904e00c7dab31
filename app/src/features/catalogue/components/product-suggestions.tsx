// Below a product (decision 018): other pieces of its category that are in stock, and the pieces this
// device opened lately ('Recently viewed', lib/recently-viewed.ts). Both are rows of the shop's
// own cards; a row with nothing to show is left out.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '#shared/schemas/catalogue'
import { ProductCard } from '#app/components/product/product-card'
import { RELATED_COUNT, useProductsById, useRelatedProducts } from '#app/lib/catalogue'
import { recordView, useRecentlyViewed } from '#app/lib/recently-viewed'

function ProductRow({ id, title, products, testId }: { id: string; title: string; products: Product[]; testId: string }) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby={id} className="mt-20" data-testid={testId}>
      <h2 id={id} className="text-3xl leading-tight text-ink">
        {title}
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-4 lg:gap-x-8">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function RelatedProducts({ product, seed }: { product: Product; seed?: Product[] }) {
  const { t } = useTranslation('product')
  const related = useRelatedProducts(product, seed)
  return <ProductRow id="related-title" title={t('related')} products={related.status === 'ready' ? related.data : []} testId="related-products" />
}

function RecentlyViewed({ product }: { product: Product }) {
  const { t } = useTranslation('product')
  useEffect(() => recordView(product.id), [product.id])
  const ids = useRecentlyViewed(product.id).slice(0, RELATED_COUNT)
  const byId = useProductsById(ids)
  const products = byId ? ids.map((id) => byId.get(id)).filter((p) => p !== undefined) : []
  return <ProductRow id="recent-title" title={t('recentlyViewed')} products={products} testId="recently-viewed" />
}

export function ProductSuggestions({ product, related }: { product: Product; related?: Product[] }) {
  return (
    <>
      <RelatedProducts product={product} seed={related} />
      <RecentlyViewed product={product} />
    </>
  )
}
