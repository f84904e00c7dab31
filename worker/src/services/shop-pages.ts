// The shop's grid as the server draws it (decision 010): the products matching the URL's filters,
// in the shop's order, only as many as the page shows, and how many match in all. Filtered,
// sorted and counted by SQLite, so a page costs the same with 30 products or 10,000.
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { ShopFilters } from '#shared/catalogue/shop-filters'
import { matchScore, queryWords, searchEntry } from '#shared/catalogue/search'
import { LOCALE_TAGS, type Language } from '#shared/catalogue/catalogue'
import type { ShopPage } from '#shared/render/storefront-render'
import type { Db } from '#worker/db/client'
import { products, productVariants } from '#worker/db/schema'
import { hasVariantInStock, toProducts } from './catalogue'

const NAME = { en: products.nameEn, es: products.nameEs, fr: products.nameFr } as const

const contains = (column: typeof products.colors, value: string) =>
  sql`exists (select 1 from json_each(${column}) where json_each.value = ${value})`

/**
 * A size or colour filter keeps the products that have that variant in stock (both chosen: the
 * same variant); a made-to-measure piece, which keeps no stock, is made in any of its colours.
 */
function optionCondition(f: ShopFilters): SQL | undefined {
  if (!f.size && !f.color) return undefined
  const inStock = hasVariantInStock(
    and(f.size ? eq(productVariants.size, f.size) : undefined, f.color ? eq(productVariants.color, f.color) : undefined),
  )
  if (f.size) return inStock
  return or(inStock, and(eq(products.isCustomMade, true), contains(products.colors, f.color!)))
}

function conditions(f: ShopFilters): SQL | undefined {
  return and(
    eq(products.isActive, true),
    f.category ? eq(products.category, f.category) : undefined,
    optionCondition(f),
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

/**
 * The ids of the products a search finds, among those the other filters keep. Accents and case
 * are folded as the app folds them (#shared/catalogue/search), which SQLite's LIKE cannot do, so
 * only the searched columns are read and matched here.
 */
async function searchedIds(db: Db, where: SQL | undefined, q: string, lang: Language, categoryNames: Readonly<Record<string, string>>): Promise<string[]> {
  const words = queryWords(q)
  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      category: products.category,
      nameEn: products.nameEn,
      nameEs: products.nameEs,
      nameFr: products.nameFr,
      descriptionEn: products.descriptionEn,
      descriptionEs: products.descriptionEs,
      descriptionFr: products.descriptionFr,
    })
    .from(products)
    .where(where)
  return rows.filter((row) => matchScore(searchEntry(row, lang, (c) => categoryNames[c] ?? ''), words) !== undefined).map((row) => row.id)
}

export async function shopPage(db: Db, filters: ShopFilters, lang: Language, limit: number, categoryNames: Readonly<Record<string, string>> = {}): Promise<ShopPage> {
  let where = conditions(filters)
  if (filters.q) {
    const ids = await searchedIds(db, where, filters.q, lang, categoryNames)
    if (ids.length === 0) return { products: [], total: 0 }
    where = and(where, inArray(products.id, ids))
  }
  const [{ total }] = (await db.select({ total: sql<number>`count(*)` }).from(products).where(where)) as [{ total: number }]
  if (filters.sort !== 'name') {
    const rows = await db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDERS[filters.sort])
      .limit(limit)
    return { products: await toProducts(db, rows), total }
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
  return { products: await toProducts(db, ids.map((id) => byId.get(id)!)), total }
}
