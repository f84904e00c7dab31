// The shop's grid as the server draws it (decision 010): the products matching the URL's filters,
// in the shop's order, only as many as the page shows, and how many match in all. Filtered,
// sorted and counted by SQLite, so a page costs the same with 30 products or 10,000.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { ShopFilters } from '#shared/catalogue/shop-filters'
import { LOCALE_TAGS, type Language } from '#shared/catalogue/catalogue'
import type { ShopPage } from '#shared/render/storefront-render'
import type { Db } from '#worker/db/client'
import { products } from '#worker/db/schema'
import { toProduct } from './catalogue'

const NAME = { en: products.nameEn, es: products.nameEs, fr: products.nameFr } as const

const contains = (column: typeof products.sizes | typeof products.colors, value: string) =>
  sql`exists (select 1 from json_each(${column}) where json_each.value = ${value})`

function conditions(f: ShopFilters): SQL | undefined {
  return and(
    eq(products.isActive, true),
    f.category ? eq(products.category, f.category) : undefined,
    f.size ? contains(products.sizes, f.size) : undefined,
    f.color ? contains(products.colors, f.color) : undefined,
    f.min !== undefined ? gte(products.priceCents, Math.round(f.min * 100)) : undefined,
    f.max !== undefined ? lte(products.priceCents, Math.round(f.max * 100)) : undefined,
  )
}

/** The shop's orders; ties keep the catalogue order (oldest first, then by code), as the app's sort does. */
const CATALOGUE_ORDER = [asc(products.createdAt), asc(products.code)]
const ORDERS = {
  featured: CATALOGUE_ORDER,
  'price-asc': [asc(products.priceCents), ...CATALOGUE_ORDER],
  'price-desc': [desc(products.priceCents), ...CATALOGUE_ORDER],
  newest: [desc(products.createdAt), asc(products.code)],
}

export async function shopPage(db: Db, filters: ShopFilters, lang: Language, limit: number): Promise<ShopPage> {
  const where = conditions(filters)
  const [{ total }] = (await db.select({ total: sql<number>`count(*)` }).from(products).where(where)) as [{ total: number }]
  if (filters.sort !== 'name') {
    const rows = await db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDERS[filters.sort])
      .limit(limit)
    return { products: rows.map(toProduct), total }
  }
  // By name as the shopper's language sorts it (accents and case as Intl.Collator sees them, like
  // the app), which SQLite's collations do not: only ids and names are read to sort.
  const names = await db.select({ id: products.id, name: NAME[lang] }).from(products).where(where).orderBy(...CATALOGUE_ORDER)
  const collator = new Intl.Collator(LOCALE_TAGS[lang], { sensitivity: 'base' })
  const ids = names
    .sort((a, b) => collator.compare(a.name, b.name))
    .slice(0, limit)
    .map((n) => n.id)
  const rows = ids.length > 0 ? await db.select().from(products).where(inArray(products.id, ids)) : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  return { products: ids.map((id) => toProduct(byId.get(id)!)), total }
}
