// What the server gives the storefront's server renderer (built from app/src/server/render.tsx into
// dist-server/storefront/render.js) and what it gets back (decision 010). Both runtimes (worker/node.ts,
// worker/index.ts) call the renderer through these types; the app implements them. Types only.
import type { Language } from '#shared/catalogue/catalogue'
import type { ShopFilters } from '#shared/catalogue/shop-filters'
import type { BlogPost, Product } from '#shared/schemas/catalogue'
import type { ProductReviews } from '#shared/schemas/reviews'
import type { SiteInfo } from '#shared/schemas/site'

/** A page of the shop's grid: the cards to show and how many products match in all. */
export type ShopPage = { products: Product[]; total: number }

/** The reads a server-rendered page may make; the server answers them from its services. */
export type StorefrontData = {
  /**
   * Active products matching the filters, in the shop's order, the first `limit` of them. A search
   * (`filters.q`) also looks at the category names of the page's language, given by the page.
   */
  shopPage(filters: ShopFilters, lang: Language, limit: number, categoryNames?: Readonly<Record<string, string>>): Promise<ShopPage>
  /** One active product; undefined when there is none with this id. */
  product(id: string): Promise<Product | undefined>
  /** Up to `limit` other active products of the product's category that are in stock, in catalogue order. */
  related(product: Pick<Product, 'id' | 'category'>, limit: number): Promise<Product[]>
  /** The first page of the product's approved reviews, the page's language first (decision 042). */
  reviews(productId: string, lang: Language): Promise<ProductReviews>
  /** Blog posts, newest first. */
  posts(): Promise<BlogPost[]>
  post(slug: string): Promise<BlogPost | undefined>
  /** The operating company, as GET /api/site answers it. */
  site(): SiteInfo
}

export type RenderInput = {
  /** The browser's GET request for the page. */
  request: Request
  data: StorefrontData
  /** Public origin of the shop (PUBLIC_URL, else the request's): canonical and Open Graph URLs. */
  origin: string
  /** The per-response CSP nonce, carried by every inline script the page holds. */
  nonce: string
}

/**
 * `html` is the complete document. `shell` means the route is drawn in the browser only (the
 * signed-in area, checkout, sign-in): the server sends the app shell, index.html, as it is.
 */
export type RenderedPage = { kind: 'page'; status: number; html: string } | { kind: 'shell' }

export type StorefrontRenderer = {
  render(input: RenderInput): Promise<RenderedPage>
  /** index.html as built: the shell for client-drawn routes and the service worker's offline fallback. */
  shell: string
}
