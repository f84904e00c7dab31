// The catalogue editor (decision 019): admin and staff create, edit, publish, archive
// and delete products, and attach photos per colour. Every write goes in one db.batch with its
// audit entry. The products table's triggers (migration 0001) stamp each write with the next
// sync cursor, so every change reaches /api/sync; `is_active`, which the storefront, checkout
// and sync read, is written here together with `status`, always equal to status = 'active'.
// A stocked product has a variant per colour × size (decision 026), kept in step with its colours
// and sizes in the batch that writes the product: see variantWrites.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { DEFAULT_LOW_STOCK_THRESHOLD, LANGUAGES, type ProductPhoto, type ProductStatus } from '#shared/catalogue/catalogue'
import { defaultSku, optionKey } from '#shared/catalogue/variants'
import { formatAmount } from '#shared/pricing/money'
import type { AdminProduct, AdminProductRow, NewProduct, ProductChanges } from '#shared/schemas/catalogue-admin'
import type { PagedList } from '#shared/schemas/paging'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { orderItems, products, productVariants } from '#worker/db/schema'
import type { AuditAction } from '#shared/contracts/admin-audit-log'
import { recordAdminAction } from './audit-log'
import { conflict, invalid, notFound } from './domain-errors'
import { pageAnswer, pageWindow, searchIn } from './paging'
import { photoName, sniffImageType, type PhotoStore } from './photo-store'

type ProductRow = typeof products.$inferSelect
type VariantRow = typeof productVariants.$inferSelect

const PRODUCT_NOT_FOUND = 'Product not found'
const suffix = { en: 'En', es: 'Es', fr: 'Fr' } as const

/** What a status change is recorded as in the audit log. */
const STATUS_ACTIONS: Record<ProductStatus, AuditAction> = { active: 'product.publish', archived: 'product.archive', draft: 'product.unpublish' }

/**
 * What still keeps a product from going on sale: a name and description in every language, a
 * price, a colour and a size (none for a made-to-measure piece, whose measurements are its size:
 * decision 020), and a picture for each colour. Keys name the fields (`nameFr`,
 * `photos.black`) so the editor can point at them.
 */
function missingToPublish(row: Pick<ProductRow, 'priceCents' | 'colors' | 'sizes' | 'photos' | 'images'> & Partial<Pick<ProductRow, 'isCustomMade'>> & Record<string, unknown>): string[] {
  const missing: string[] = []
  for (const field of ['name', 'description'] as const) {
    for (const lang of LANGUAGES) {
      const key = `${field}${suffix[lang]}`
      if (typeof row[key] !== 'string' || (row[key] as string).trim() === '') missing.push(key)
    }
  }
  if (row.priceCents <= 0) missing.push('price')
  if (row.colors.length === 0) missing.push('colors')
  if (row.sizes.length === 0 && !row.isCustomMade) missing.push('sizes')
  // A colour is pictured by a photo, or by its drawing (the seeded catalogue's images, one per
  // colour in the order of colors) until a photo replaces it.
  row.colors.forEach((color, index) => {
    if (!row.photos.some((photo) => photo.color === color) && !row.images[index]) missing.push(`photos.${color}`)
  })
  return missing
}

/** The product with its offered variants and what a shopper can still buy of each (as the storefront lists them). */
function toAdminProduct(row: ProductRow, variants: VariantRow[], ordered: boolean): AdminProduct {
  // The rating is the storefront's (decision 042); the editor shows none.
  const { priceCents, isActive: _active, reviewCount: _reviews, ratingTotal: _stars, ...rest } = row
  const offered = variants.filter((v) => !v.notOffered).map((v) => ({ sku: v.sku, color: v.color, size: v.size, available: Math.max(0, v.stock - v.reserved) }))
  return { ...rest, stock: offered.reduce((sum, v) => sum + v.available, 0), variants: offered, price: formatAmount(priceCents), missing: missingToPublish(row), ordered }
}

function toRow(row: ProductRow, stock: number): AdminProductRow {
  return {
    id: row.id,
    code: row.code,
    nameEn: row.nameEn,
    nameEs: row.nameEs,
    nameFr: row.nameFr,
    category: row.category,
    price: formatAmount(row.priceCents),
    stock,
    lowStockThreshold: row.lowStockThreshold,
    status: row.status,
    thumbnail: row.photos[0]?.sources[0]?.url ?? row.images[0] ?? null,
    updatedAt: row.updatedAt,
  }
}

export async function listAdminProducts(
  db: Db,
  query: { search?: string; category?: string; status?: ProductStatus; page: number },
): Promise<PagedList<AdminProductRow>> {
  const where: SQL | undefined = and(
    searchIn(query.search, [products.code, products.nameEn, products.nameEs, products.nameFr]),
    query.category ? eq(products.category, query.category) : undefined,
    query.status ? eq(products.status, query.status) : undefined,
  )
  const { limit, offset } = pageWindow(query.page)
  const [rows, [counted]] = await db.batch([
    db.select().from(products).where(where).orderBy(desc(products.updatedAt), asc(products.code)).limit(limit).offset(offset),
    db.select({ n: count() }).from(products).where(where),
  ])
  // The stock column: units on hand over each product's variants.
  const totals =
    rows.length === 0
      ? []
      : await db
          .select({ productId: productVariants.productId, stock: sql<number>`coalesce(sum(${productVariants.stock}), 0)` })
          .from(productVariants)
          .where(inArray(productVariants.productId, rows.map((r) => r.id)))
          .groupBy(productVariants.productId)
  const stockOf = new Map(totals.map((r) => [r.productId, Number(r.stock)]))
  return pageAnswer(
    rows.map((r) => toRow(r, stockOf.get(r.id) ?? 0)),
    counted,
    query.page,
  )
}

async function findRow(db: Db, id: string) {
  const [[row], variants, [ordered]] = await db.batch([
    db.select().from(products).where(eq(products.id, id)).limit(1),
    db.select().from(productVariants).where(eq(productVariants.productId, id)),
    db.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, id)),
  ])
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  return { row, variants, ordered: Number(ordered?.n ?? 0) > 0 }
}

async function variantsOf(db: Db, id: string) {
  return db.select().from(productVariants).where(eq(productVariants.productId, id))
}

export async function getAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  const { row, variants, ordered } = await findRow(db, id)
  return toAdminProduct(row, variants, ordered)
}

type Options = Pick<ProductRow, 'code' | 'colors' | 'sizes' | 'isCustomMade' | 'lowStockThreshold'>

/**
 * The statements that keep a product's variants in step with its colours and sizes (decision 026),
 * for the batch that writes the product: each colour × size of a stocked product that has no
 * variant gets one (SKU by the default rule, the product's threshold, no stock); a variant whose
 * colour or size is newly chosen again is offered again. A variant whose colour or size was taken
 * off (all of them, for a made-to-measure piece) is deleted when it has no stock, no held units and
 * no order lines; otherwise it stays, not offered, for its stock and the orders that name it. The
 * conditions are read by SQL inside the batch, so a sale or a stock change meanwhile is respected.
 */
function variantWrites(db: Db, productId: string, before: Options | undefined, after: Options, existing: VariantRow[]) {
  const wanted = after.isCustomMade ? [] : after.colors.flatMap((color) => after.sizes.map((size) => ({ color, size })))
  const wantedKeys = new Set(wanted.map((o) => optionKey(o.color, o.size)))
  const byKey = new Map(existing.map((v) => [optionKey(v.color, v.size), v]))
  const added = wanted.filter((o) => !byKey.has(optionKey(o.color, o.size)))
  const chosenAgain = (v: VariantRow) =>
    v.notOffered && before !== undefined && (before.isCustomMade || !before.colors.includes(v.color) || !before.sizes.includes(v.size))
  const reoffered = existing.filter((v) => wantedKeys.has(optionKey(v.color, v.size)) && chosenAgain(v)).map((v) => v.id)
  const withdrawn = existing.filter((v) => !wantedKeys.has(optionKey(v.color, v.size))).map((v) => v.id)
  const kept = sql`(${productVariants.stock} > 0 OR ${productVariants.reserved} > 0 OR EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.variantId} = ${productVariants.id}))`
  const statements = [
    ...(added.length > 0
      ? [
          db
            .insert(productVariants)
            .values(added.map((o) => ({ productId, color: o.color, size: o.size, sku: defaultSku(after.code, o.color, o.size), lowStockThreshold: after.lowStockThreshold })))
            // Another edit of the product that added the same combination a moment before: it is there.
            .onConflictDoNothing({ target: [productVariants.productId, productVariants.color, productVariants.size] }),
        ]
      : []),
    ...(reoffered.length > 0 ? [db.update(productVariants).set({ notOffered: false }).where(inArray(productVariants.id, reoffered))] : []),
    ...(withdrawn.length > 0
      ? [
          db
            .update(productVariants)
            .set({ notOffered: true })
            .where(and(inArray(productVariants.id, withdrawn), kept)),
          db.delete(productVariants).where(and(inArray(productVariants.id, withdrawn), sql`NOT ${kept}`)),
        ]
      : []),
  ]
  const skuOf = new Map(existing.map((v) => [v.id, v.sku]))
  const summary = {
    ...(added.length > 0 && { variantsAdded: added.map((o) => defaultSku(after.code, o.color, o.size)) }),
    ...(reoffered.length > 0 && { variantsOffered: reoffered.map((id) => skuOf.get(id)) }),
    ...(withdrawn.length > 0 && { variantsWithdrawn: withdrawn.map((id) => skuOf.get(id)) }),
  }
  return { statements, summary }
}

const skuTakenByVariant = () =>
  conflict('A new variant would take a SKU another variant already has: change that SKU in the inventory first', 'variant_sku_taken')

/** The product's write with its variants' statements; a SKU another variant took by hand is a 409. */
async function guardVariants<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (databaseRefused(error, 'product_variants.sku')) throw skuTakenByVariant()
    throw error
  }
}

/** A product cannot be (or stay) on sale while something it needs is missing: 409 naming each field. */
function refuseIncomplete(row: Parameters<typeof missingToPublish>[0] & { status: ProductStatus }) {
  if (row.status !== 'active') return
  const missing = missingToPublish(row)
  if (missing.length === 0) return
  const fields = Object.fromEntries(missing.map((key) => [key, 'Required before the product can be published']))
  throw conflict(`The product cannot be on sale without: ${missing.join(', ')}`, 'product_incomplete', fields)
}

const columnsOf = (changes: ProductChanges) => {
  const { price, ...rest } = changes
  return {
    ...rest,
    ...(price !== undefined ? { priceCents: price } : {}),
    ...(changes.status !== undefined ? { isActive: changes.status === 'active' } : {}),
  }
}

const codeTaken = (code: string) => conflict(`Another product already has the code ${code}`, 'product_code_taken', { code: `Another product already has the code ${code}` })

async function guardCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (code && databaseRefused(error, 'products.code')) throw codeTaken(code)
    throw error
  }
}

/** A new product starts as a draft unless it is complete and asked to be active. */
export async function createProduct(db: Db, actorId: string, input: NewProduct, now: Date): Promise<AdminProduct> {
  const id = crypto.randomUUID()
  const stamp = now.toISOString()
  const status = input.status ?? 'draft'
  const values = { nameEn: '', nameEs: '', nameFr: '', priceCents: 0, ...columnsOf(input), status, isActive: status === 'active', id, code: input.code, category: input.category, createdAt: stamp, updatedAt: stamp }
  refuseIncomplete({ colors: [], sizes: [], photos: [], images: [], ...values })
  const options = { code: input.code, colors: input.colors ?? [], sizes: input.sizes ?? [], isCustomMade: input.isCustomMade ?? false, lowStockThreshold: input.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD }
  const variants = variantWrites(db, id, undefined, options, [])
  const [[row]] = await guardCode(input.code, () =>
    guardVariants(() =>
      db.batch([
        db.insert(products).values(values).returning(),
        ...variants.statements,
        recordAdminAction(db, { userId: actorId, action: 'product.create', targetType: 'product', targetId: id, after: { ...input, ...variants.summary } }, now),
      ]),
    ),
  )
  return toAdminProduct(row!, await variantsOf(db, id), false)
}

/** Applies `changes`; the result must still be complete if it is (or goes) on sale. */
export async function updateProduct(db: Db, actorId: string, id: string, changes: ProductChanges, now: Date): Promise<AdminProduct> {
  const { row: before, variants: existing, ordered } = await findRow(db, id)
  const columns = columnsOf(changes)
  const after = { ...before, ...columns }
  // A colour taken off the product takes its photos with it.
  if (changes.colors) after.photos = before.photos.filter((photo) => (changes.colors as string[]).includes(photo.color))
  refuseIncomplete(after)
  const changed = Object.fromEntries(Object.entries(columns).filter(([key, value]) => JSON.stringify(before[key as keyof ProductRow]) !== JSON.stringify(value)))
  if (Object.keys(changed).length === 0) return toAdminProduct(before, existing, ordered)
  const action: AuditAction = changes.status && changes.status !== before.status ? STATUS_ACTIONS[changes.status] : 'product.update'
  const variants = variantWrites(db, id, before, after, existing)
  const [[row]] = await guardCode(changes.code, () =>
    guardVariants(() =>
      db.batch([
        db
          .update(products)
          .set({ ...changed, photos: after.photos, updatedAt: now.toISOString() })
          .where(eq(products.id, id))
          .returning(),
        ...variants.statements,
        recordAdminAction(
          db,
          {
            userId: actorId,
            action,
            targetType: 'product',
            targetId: id,
            before: Object.fromEntries(Object.keys(changed).map((k) => [k, before[k as keyof ProductRow]])),
            after: { ...changed, ...variants.summary },
          },
          now,
        ),
      ]),
    ),
  )
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  return toAdminProduct(row, await variantsOf(db, id), ordered)
}

/** Only a product nobody ever ordered; past orders point at their products, so those are archived. */
export async function deleteProduct(db: Db, actorId: string, id: string, now: Date): Promise<{ ok: true; id: string }> {
  const { row, ordered } = await findRow(db, id)
  const refuse = () => conflict('This product has been ordered, so it stays for past orders: archive it instead', 'product_ordered')
  if (ordered) throw refuse()
  try {
    await db.batch([
      db.delete(products).where(eq(products.id, id)),
      recordAdminAction(db, { userId: actorId, action: 'product.delete', targetType: 'product', targetId: id, before: { code: row.code, nameEn: row.nameEn } }, now),
    ])
  } catch (error) {
    // An order placed between the check and the delete: the foreign key refuses it.
    if (databaseRefused(error, 'FOREIGN KEY')) throw refuse()
    throw error
  }
  return { ok: true, id }
}

/** Writes the product's new photo list, checking it still may be on sale, with its audit entry. */
async function writePhotos(db: Db, actorId: string, before: ProductRow, variants: VariantRow[], ordered: boolean, photos: ProductPhoto[], action: AuditAction, detail: unknown, now: Date) {
  refuseIncomplete({ ...before, photos })
  const [[row]] = await db.batch([
    db.update(products).set({ photos, updatedAt: now.toISOString() }).where(eq(products.id, before.id)).returning(),
    recordAdminAction(db, { userId: actorId, action, targetType: 'product', targetId: before.id, after: detail }, now),
  ])
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  return toAdminProduct(row, variants, ordered)
}

/** A photo as uploaded: its text fields, and its files, one per width (decision 019). */
type PhotoUpload = {
  fields: Pick<ProductPhoto, 'color' | 'altEn' | 'altEs' | 'altFr'>
  files: { width: number; bytes: Uint8Array<ArrayBuffer> }[]
}

/**
 * Adds an uploaded photo after the colour's other photos. Nothing is stored until the product,
 * the colour and every file have been found good: a refused upload leaves no file behind (files
 * are never removed, decision 019, so one stored for nothing would stay for ever).
 */
export async function addPhoto(db: Db, store: PhotoStore, actorId: string, id: string, upload: PhotoUpload, now: Date): Promise<AdminProduct> {
  const { row, variants, ordered } = await findRow(db, id)
  if (!row.colors.includes(upload.fields.color)) {
    throw invalid('Choose one of the product colours for the photo', 'validation_failed', { color: 'Choose one of the product colours for the photo' })
  }
  const files = await Promise.all(
    upload.files.map(async (file) => {
      const type = sniffImageType(file.bytes)
      if (!type) throw invalid('The file is not a JPEG, PNG, WebP or AVIF image', 'not_an_image', { file: 'Choose a JPEG, PNG, WebP or AVIF photo' })
      return { ...file, type, name: await photoName(file.bytes, type) }
    }),
  )
  const sources = files.map((file) => ({ url: `/api/uploads/${file.name}`, width: file.width })).sort((a, b) => a.width - b.width)
  const added: ProductPhoto = { id: crypto.randomUUID(), ...upload.fields, sources }
  const photos = [...row.photos, added]
  refuseIncomplete({ ...row, photos })
  for (const file of files) await store.put(file.name, file.bytes, file.type.mime)
  return writePhotos(db, actorId, row, variants, ordered, photos, 'product.photo_add', added, now)
}

export async function reorderPhotos(db: Db, actorId: string, id: string, order: string[], now: Date): Promise<AdminProduct> {
  const { row, variants, ordered } = await findRow(db, id)
  const byId = new Map(row.photos.map((photo) => [photo.id, photo]))
  if (order.length !== row.photos.length || new Set(order).size !== order.length || !order.every((photoId) => byId.has(photoId))) {
    throw invalid('The new order must list each of the product photos once', 'validation_failed', { order: 'The new order must list each of the product photos once' })
  }
  return writePhotos(db, actorId, row, variants, ordered, order.map((photoId) => byId.get(photoId)!), 'product.photo_reorder', { order }, now)
}

export async function updatePhoto(db: Db, actorId: string, id: string, photoId: string, changes: Partial<Pick<ProductPhoto, 'altEn' | 'altEs' | 'altFr'>>, now: Date) {
  const { row, variants, ordered } = await findRow(db, id)
  if (!row.photos.some((photo) => photo.id === photoId)) throw notFound('Photo not found')
  const photos = row.photos.map((photo) => (photo.id === photoId ? { ...photo, ...changes } : photo))
  return writePhotos(db, actorId, row, variants, ordered, photos, 'product.photo_update', { photoId, ...changes }, now)
}

/** Takes the photo off the product; the stored file stays (past orders may show it). */
export async function removePhoto(db: Db, actorId: string, id: string, photoId: string, now: Date): Promise<AdminProduct> {
  const { row, variants, ordered } = await findRow(db, id)
  if (!row.photos.some((photo) => photo.id === photoId)) throw notFound('Photo not found')
  const photos = row.photos.filter((photo) => photo.id !== photoId)
  return writePhotos(db, actorId, row, variants, ordered, photos, 'product.photo_remove', { photoId }, now)
}
