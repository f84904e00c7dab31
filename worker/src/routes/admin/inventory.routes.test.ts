// Inventory per variant in the back office (decision 026), against a real libSQL file: the list
// with totals, a product's grid, one variant's change, stock by CSV, the audit entries, and who
// may do it.
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLogApi } from '#shared/contracts/admin-audit-log'
import { adminInventoryApi, STOCK_CSV_COLUMNS, STOCK_IMPORT_MAX_BYTES } from '#shared/contracts/admin-inventory'
import { urlFor } from '#shared/contracts/contract'
import { defaultSku } from '#shared/catalogue/variants'
import { MESSAGES } from '#shared/schemas/messages'
import type { Db } from '#worker/db/client'
import { adminAuditLog, orderItems, orders, products, productVariants } from '#worker/db/schema'
import { addProduct } from '#worker/test/checkout'
import { buy } from '#worker/test/orders'
import { subscribeToStockAlert } from '#worker/services/stock-alerts'
import { signInDemoRoles } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let t: TestApp
let admin: string, staff: string, customer: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;({ admin, staff, customer } = await signInDemoRoles(t.request, TEST_PASSWORD))
})
afterAll(() => t.close())

const as = (cookie: string, init: RequestInit & { json?: unknown } = {}) => ({ ...init, headers: { ...(init.headers as object), cookie } })

let counter = 0
type Stock = Record<string, number>

/** A product with a variant per colour × size; `stock` by `color/size` (0 when not given). */
async function stockedProduct(db: Db, options: { colors?: string[]; sizes?: string[]; stock?: Stock; threshold?: number; name?: string } = {}) {
  const code = `INV-${++counter}-${crypto.randomUUID().slice(0, 4).toUpperCase()}`
  const colors = options.colors ?? ['black', 'beige']
  const sizes = options.sizes ?? ['S', 'M', 'L']
  const [product] = await db
    .insert(products)
    .values({ code, nameEn: options.name ?? `Inventory Faja ${counter}`, nameEs: 'Faja', nameFr: 'Gaine', priceCents: 5000, category: 'sculpt-support', colors, sizes, lowStockThreshold: options.threshold ?? 5 })
    .returning()
  const variants = await db
    .insert(productVariants)
    .values(
      colors.flatMap((color) =>
        sizes.map((size) => ({ productId: product!.id, color, size, sku: defaultSku(code, color, size), stock: options.stock?.[`${color}/${size}`] ?? 0, lowStockThreshold: options.threshold ?? 5 })),
      ),
    )
    .returning()
  const variant = (color: string, size: string) => variants.find((v) => v.color === color && v.size === size)!
  return { product: product!, variants, variant }
}

/** An order of `quantity` units of a variant, as checkout (pending: its units held) or settlement (paid: sold) leaves it. */
async function orderOf(db: Db, v: typeof productVariants.$inferSelect, quantity: number, status: 'pending' | 'processing' | 'cancelled') {
  const id = crypto.randomUUID()
  const address = { street: '245 Maple Avenue', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' }
  await db.batch([
    db.insert(orders).values({
      id,
      orderNumber: `ORD-${Math.floor(Math.random() * 1e9)}`,
      customerName: 'Ana Ríos',
      customerEmail: 'ana@example.com',
      customerPhone: '+1 512 555 0142',
      shippingAddress: address,
      billingAddress: address,
      subtotalCents: 5000 * quantity,
      shippingCents: 0,
      totalCents: 5000 * quantity,
      paymentMethod: 'card',
      status,
    }),
    db.insert(orderItems).values({ orderId: id, productId: v.productId, variantId: v.id, sku: v.sku, productCode: 'X', productName: 'X', color: v.color, size: v.size, quantity, unitPriceCents: 5000, subtotalCents: 5000 * quantity }),
    db
      .update(productVariants)
      .set({ reserved: sql`${productVariants.reserved} + ${status === 'pending' ? quantity : 0}` })
      .where(eq(productVariants.id, v.id)),
  ])
  return id
}

async function variantsByOption(productId: string) {
  const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, productId))
  return { variants, variant: (color: string, size: string) => variants.find((v) => v.color === color && v.size === size)! }
}

async function figures(db: Db, variantId: string) {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, variantId))
  return { stock: row!.stock, pending: row!.reserved, threshold: row!.lowStockThreshold, notOffered: row!.notOffered, sku: row!.sku }
}

const list = async (cookie: string, search: string) => {
  const res = await t.request(urlFor(adminInventoryApi.list, {}, { search }), as(cookie))
  expect(res.status).toBe(200)
  return adminInventoryApi.list.output.parse(await res.json())
}
const grid = async (cookie: string, id: string) => {
  const res = await t.request(urlFor(adminInventoryApi.product, { id }), as(cookie))
  expect(res.status).toBe(200)
  return adminInventoryApi.product.output.parse(await res.json())
}
const patchVariant = (cookie: string, id: string, json: unknown) => t.request(urlFor(adminInventoryApi.updateVariant, { id }), as(cookie, { method: 'PATCH', json }))
const importCsv = (cookie: string, step: 'previewImport' | 'applyImport', csv: string) => t.request(adminInventoryApi[step].url, as(cookie, { method: 'POST', json: { csv } }))

describe('inventory list and grid', () => {
  it('shows each product with the sums over its variants, low when any variant is, and the summary counts low variants', async () => {
    const { product, variant } = await stockedProduct(t.db, { stock: { 'black/S': 10, 'black/M': 8, 'black/L': 2, 'beige/S': 20, 'beige/M': 20, 'beige/L': 20 } })
    await orderOf(t.db, variant('black', 'M'), 2, 'processing')
    await orderOf(t.db, variant('black', 'M'), 3, 'pending')
    await orderOf(t.db, variant('black', 'S'), 4, 'cancelled')
    const before = (await list(staff, '')).summary

    const page = await list(staff, product.code)
    // black/L (2 ≤ 5) and black/M (8 − 3 = 5 ≤ 5) are low.
    expect(page.items).toEqual([
      expect.objectContaining({ code: product.code, price: '50.00', madeToOrder: false, stock: 80, pendingQty: 3, soldQty: 2, available: 77, lowVariants: 2, isLowStock: true }),
    ])

    const g = await grid(staff, product.id)
    expect(g.colors).toEqual(['beige', 'black'])
    expect(g.sizes).toEqual(['S', 'M', 'L'])
    expect(g.variants.find((v) => v.color === 'black' && v.size === 'M')).toMatchObject({ sku: `${product.code}-BLK-M`, stock: 8, pendingQty: 3, soldQty: 2, available: 5, lowStockThreshold: 5, notOffered: false, isLow: true })
    expect(g.variants.find((v) => v.color === 'beige' && v.size === 'S')).toMatchObject({ soldQty: 0, isLow: false, waiting: 0 })
    // Two people wait for black L once it is sold out; the grid counts them.
    await patchVariant(staff, variant('black', 'L').id, { stock: 0 })
    for (const email of ['ana@example.com', 'luz@example.com']) {
      await subscribeToStockAlert(t.db, { productId: product.id, color: 'black', size: 'L', email, language: 'es', userId: null }, new Date())
    }
    expect((await grid(staff, product.id)).variants.find((v) => v.color === 'black' && v.size === 'L')).toMatchObject({ available: 0, waiting: 2 })
    await patchVariant(staff, variant('black', 'L').id, { stock: 2 })

    // A not-offered variant is never a low-stock alert; the summary counts variants, not products.
    await patchVariant(admin, variant('black', 'L').id, { notOffered: true })
    const after = await list(staff, '')
    expect(after.summary.lowStockAlerts).toBe(before.lowStockAlerts - 1)
    expect((await list(staff, product.code)).items[0]).toMatchObject({ lowVariants: 1, isLowStock: true })
  })

  it('sums Total Stock over every variant of the active catalogue and lists a made-to-measure piece as made to order', async () => {
    const [mtm] = await t.db
      .insert(products)
      .values({ code: `MTM-${++counter}`, nameEn: 'Made to measure', nameEs: 'A medida', nameFr: 'Sur mesure', priceCents: 20000, category: 'sculpt-support', colors: ['black'], sizes: [], isCustomMade: true })
      .returning()
    const page = await list(staff, mtm!.code)
    expect(page.items[0]).toMatchObject({ madeToOrder: true, stock: null, pendingQty: null, available: null, isLowStock: false })
    const [sum] = await t.db
      .select({ n: sql<number>`sum(${productVariants.stock})` })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.isActive, true))
    const [active] = await t.db.select({ n: sql<number>`count(*)` }).from(products).where(eq(products.isActive, true))
    expect(page.summary).toMatchObject({ totalStock: Number(sum!.n), totalProducts: Number(active!.n) })
    expect((await t.request(urlFor(adminInventoryApi.product, { id: 'nope' }), as(staff))).status).toBe(404)
  })
})

describe('changing one variant', () => {
  it('sets the stock, or changes it by a delta, the threshold, not offered and the SKU, each audited with the figures before', async () => {
    const { variant } = await stockedProduct(t.db, { stock: { 'black/M': 8 } })
    const v = variant('black', 'M')
    await orderOf(t.db, v, 3, 'pending')
    const set = await patchVariant(staff, v.id, { stock: 20 })
    expect(set.status).toBe(200)
    expect(adminInventoryApi.updateVariant.output.parse(await set.json())).toMatchObject({ stock: 20, pendingQty: 3, available: 17, isLow: false })
    expect((await patchVariant(staff, v.id, { delta: -2 })).status).toBe(200)
    const other = await patchVariant(admin, v.id, { lowStockThreshold: 20, notOffered: true, sku: 'bf-black-m.01' })
    expect(other.status).toBe(200)
    expect(await figures(t.db, v.id)).toEqual({ stock: 18, pending: 3, threshold: 20, notOffered: true, sku: 'BF-BLACK-M.01' })

    const entries = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, v.id)).orderBy(adminAuditLog.createdAt)
    expect(entries.map((e) => [e.action, e.targetType, e.before, e.after])).toEqual([
      ['inventory.stock_update', 'variant', { stock: 8 }, { stock: 20 }],
      ['inventory.stock_update', 'variant', { stock: 20 }, { stock: 18, delta: -2 }],
      ['inventory.stock_update', 'variant', { sku: v.sku, lowStockThreshold: 5, notOffered: false }, { sku: 'BF-BLACK-M.01', lowStockThreshold: 20, notOffered: true }],
    ])
  })

  it('takes at most one of stock or delta, never below the units pending orders hold nor below 0, and a SKU no other variant has', async () => {
    const { variant } = await stockedProduct(t.db, { stock: { 'black/M': 5, 'black/S': 1 } })
    const v = variant('black', 'M')
    await orderOf(t.db, v, 2, 'pending')
    for (const body of [{}, { stock: 3, delta: 1 }]) {
      const res = await patchVariant(admin, v.id, body)
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(MESSAGES.stockOrDelta)
    }
    for (const body of [{ stock: 2.5 }, { stock: -1 }, { lowStockThreshold: 1001 }, { sku: 'has space' }, { notOffered: 'yes' }, { price: 1 }]) {
      expect((await patchVariant(admin, v.id, body)).status).toBe(400)
    }
    const below = await patchVariant(admin, v.id, { stock: 1 })
    expect(below.status).toBe(409)
    expect((await below.json()).error).toMatchObject({ code: 'stock_below_pending', message: expect.stringContaining('below 2') })
    const negative = await patchVariant(admin, variant('black', 'S').id, { delta: -5 })
    expect(negative.status).toBe(409)
    expect((await negative.json()).error.code).toBe('stock_negative')
    const taken = await patchVariant(admin, v.id, { sku: variant('black', 'S').sku.toLowerCase() })
    expect(taken.status).toBe(409)
    expect((await taken.json()).error).toMatchObject({ code: 'sku_taken', fields: { sku: expect.stringContaining(variant('black', 'S').sku) } })
    expect((await patchVariant(admin, 'nope', { stock: 1 })).status).toBe(404)
    expect(await figures(t.db, v.id)).toMatchObject({ stock: 5, pending: 2, sku: v.sku })
  })

  it('gives the exact figure after 30 changes at the same moment', async () => {
    const { variant } = await stockedProduct(t.db, { stock: { 'black/M': 100 } })
    const v = variant('black', 'M')
    const deltas = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? -2 : 5))
    const answers = await Promise.all(deltas.map((delta, i) => patchVariant(i % 2 ? staff : admin, v.id, { delta })))
    expect(answers.map((r) => r.status)).toEqual(deltas.map(() => 200))
    expect((await figures(t.db, v.id)).stock).toBe(100 + deltas.reduce((a, b) => a + b, 0))
    const [audited] = await t.db.select({ n: sql<number>`count(*)` }).from(adminAuditLog).where(eq(adminAuditLog.targetId, v.id))
    expect(Number(audited!.n)).toBe(30)
  })
})

describe('stock by CSV', () => {
  const header = 'sku,product_code,color,size,stock,reserved,available,low_stock_threshold,not_offered\r\n'

  it('exports every variant by SKU with its figures', async () => {
    const { product, variant } = await stockedProduct(t.db, { colors: ['cocoa', 'black'], sizes: ['M', 'S'], stock: { 'black/S': 4 } })
    await orderOf(t.db, variant('black', 'S'), 1, 'pending')
    const res = await t.request(adminInventoryApi.exportCsv.url, as(staff))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]) // the byte-order mark Excel reads UTF-8 by
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith(`${STOCK_CSV_COLUMNS.join(',')}\r\n`)).toBe(true)
    const rows = text.split('\r\n').filter((line) => line.includes(`,${product.code},`))
    // Colours in the shop's order, sizes smallest first.
    expect(rows).toEqual([
      `${product.code}-BLK-S,${product.code},black,S,4,1,3,5,false`,
      `${product.code}-BLK-M,${product.code},black,M,0,0,0,5,false`,
      `${product.code}-COC-S,${product.code},cocoa,S,0,0,0,5,false`,
      `${product.code}-COC-M,${product.code},cocoa,M,0,0,0,5,false`,
    ])
  })

  it('previews what will change row by row, writing nothing, then applies every change in one go with an audit entry each', async () => {
    const { product, variant } = await stockedProduct(t.db, { stock: { 'black/S': 4, 'black/M': 6 } })
    const sku = (c: string, s: string) => variant(c, s).sku
    const csv =
      header +
      `${sku('black', 'S')},${product.code},black,S,10,0,4,5,false\r\n` +
      `${sku('black', 'M')},${product.code},black,M,6,0,6,5,false\r\n` +
      `${sku('beige', 'L').toLowerCase()},,,,,,,2,VERDADERO\r\n`
    const preview = await importCsv(staff, 'previewImport', csv)
    expect(preview.status).toBe(200)
    const report = adminInventoryApi.previewImport.output.parse(await preview.json())
    expect(report).toEqual({
      applied: false,
      rows: 3,
      unchanged: 1,
      errors: [],
      changes: [
        { line: 2, sku: sku('black', 'S'), productCode: product.code, color: 'black', size: 'S', pendingQty: 0, before: { stock: 4, lowStockThreshold: 5, notOffered: false }, after: { stock: 10, lowStockThreshold: 5, notOffered: false } },
        { line: 4, sku: sku('beige', 'L'), productCode: product.code, color: 'beige', size: 'L', pendingQty: 0, before: { stock: 0, lowStockThreshold: 5, notOffered: false }, after: { stock: 0, lowStockThreshold: 2, notOffered: true } },
      ],
    })
    expect((await figures(t.db, variant('black', 'S').id)).stock).toBe(4)

    const applied = adminInventoryApi.applyImport.output.parse(await (await importCsv(staff, 'applyImport', csv)).json())
    expect(applied).toMatchObject({ applied: true, changes: report.changes, errors: [] })
    expect(await figures(t.db, variant('black', 'S').id)).toMatchObject({ stock: 10 })
    expect(await figures(t.db, variant('beige', 'L').id)).toMatchObject({ threshold: 2, notOffered: true })
    const entries = await t.db
      .select()
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.targetId, [variant('black', 'S').id, variant('beige', 'L').id, variant('black', 'M').id]))
    expect(entries.map((e) => [e.action, e.targetId, e.userId !== null, e.before, e.after])).toEqual(
      expect.arrayContaining([
        ['inventory.stock_import', variant('black', 'S').id, true, { stock: 4, lowStockThreshold: 5, notOffered: false }, { stock: 10, lowStockThreshold: 5, notOffered: false }],
        ['inventory.stock_import', variant('beige', 'L').id, true, { stock: 0, lowStockThreshold: 5, notOffered: false }, { stock: 0, lowStockThreshold: 2, notOffered: true }],
      ]),
    )
    expect(entries).toHaveLength(2)
  })

  it('names every bad row with its reason and applies nothing while any row is bad', async () => {
    const { variant } = await stockedProduct(t.db, { stock: { 'black/S': 4, 'black/M': 6 } })
    await orderOf(t.db, variant('black', 'M'), 3, 'pending')
    const sku = (c: string, s: string) => variant(c, s).sku
    // Semicolons, as Excel saves CSV in Spanish and French; only the columns that matter.
    const csv = [
      'SKU;Stock;low_stock_threshold;not_offered',
      `${sku('black', 'S')};7;;`,
      `${sku('black', 'M')};2;;`,
      'NOPE-1;1;;',
      `${sku('black', 'L')};1.5;;`,
      `${sku('beige', 'S')};;-1;`,
      `${sku('beige', 'M')};;;maybe`,
      `${sku('black', 'S')};8;;`,
      ';3;;',
    ].join('\n')
    const report = adminInventoryApi.previewImport.output.parse(await (await importCsv(staff, 'previewImport', csv)).json())
    expect(report.errors).toEqual([
      { line: 3, sku: sku('black', 'M'), code: 'stock_below_pending', pendingQty: 3 },
      { line: 4, sku: 'NOPE-1', code: 'sku_unknown' },
      { line: 5, sku: sku('black', 'L'), code: 'stock_invalid' },
      { line: 6, sku: sku('beige', 'S'), code: 'threshold_invalid' },
      { line: 7, sku: sku('beige', 'M'), code: 'not_offered_invalid' },
      { line: 8, sku: sku('black', 'S'), code: 'sku_repeated' },
      { line: 9, sku: '', code: 'sku_missing' },
    ])
    expect(report.changes.map((c) => c.sku)).toEqual([sku('black', 'S')])
    const applied = adminInventoryApi.applyImport.output.parse(await (await importCsv(staff, 'applyImport', csv)).json())
    expect(applied).toMatchObject({ applied: false, errors: report.errors })
    expect((await figures(t.db, variant('black', 'S').id)).stock).toBe(4)
  })

  it('keeps a variant whose colour was taken off the product not offered, by hand or by file', async () => {
    const { product, variant } = await stockedProduct(t.db, { stock: { 'beige/S': 3 } })
    const beige = variant('beige', 'S')
    await t.db.update(productVariants).set({ notOffered: true }).where(eq(productVariants.id, beige.id))
    await t.db.update(products).set({ colors: ['black'] }).where(eq(products.id, product.id))
    const byHand = await patchVariant(staff, beige.id, { notOffered: false })
    expect(byHand.status).toBe(409)
    expect((await byHand.json()).error.code).toBe('variant_option_removed')
    const report = adminInventoryApi.previewImport.output.parse(await (await importCsv(staff, 'previewImport', `sku,stock,not_offered\n${beige.sku},5,false\n${beige.sku.replace('-BEI-', '-BLK-')},,true\n`)).json())
    expect(report.errors).toEqual([{ line: 2, sku: beige.sku, code: 'option_removed' }])
    expect(report.changes.map((c) => [c.sku, c.after.notOffered])).toEqual([[variant('black', 'S').sku, true]])
    // Its stock can still be counted while it stays not offered.
    expect((await patchVariant(staff, beige.id, { stock: 2 })).status).toBe(200)
  })

  it('refuses a file it cannot read as a whole, and one over 2 MB', async () => {
    const refused = async (csv: string, code: string, status = 400) => {
      const res = await importCsv(staff, 'previewImport', csv)
      expect(res.status).toBe(status)
      expect((await res.json()).error.code).toBe(code)
    }
    await refused('sku,stock\n"A-1,3\n', 'stock_import_malformed')
    await refused('code,stock\nA-1,3\n', 'stock_import_columns')
    await refused('sku,product_code\nA-1,X\n', 'stock_import_columns')
    await refused('sku,stock\n', 'stock_import_empty')
    await refused('', 'validation_failed')
    await refused(`sku,stock\n${'A-1,1\n'.repeat(41_000)}`, 'stock_import_too_many_rows')
    await refused(`sku,stock\n${'X'.repeat(STOCK_IMPORT_MAX_BYTES + 100_000)}`, 'payload_too_large', 413)
  })

  it('racing 30 checkouts, either applies the whole file or writes nothing and names the row; never more held than in stock', async () => {
    const product = await addProduct(t.db, { priceCents: 5000, stock: 0, variantStock: { 'black/S': 5, 'black/M': 5 } })
    const { variant } = await variantsByOption(product.id)
    const s = variant('black', 'S')
    const m = variant('black', 'M')
    const csv = `sku,stock\n${m.sku},9\n${s.sku},1\n`
    const checkout = () => buy(t, [{ productId: product.id, color: 'black', size: 'S' }], { pay: false }).then(() => 'placed', () => 'refused')
    const results = await Promise.all([...Array.from({ length: 15 }, checkout), importCsv(staff, 'applyImport', csv), ...Array.from({ length: 15 }, checkout)])
    const answer = adminInventoryApi.applyImport.output.parse(await (results[15] as Response).json())
    const placed = results.filter((r) => r === 'placed').length
    const after = { s: await figures(t.db, s.id), m: await figures(t.db, m.id) }
    expect(after.s.pending).toBe(placed)
    expect(after.s.pending).toBeLessThanOrEqual(after.s.stock)
    if (answer.applied) {
      expect(after).toMatchObject({ s: { stock: 1 }, m: { stock: 9 } })
    } else {
      // Nothing half-applied: size M kept its figure too, and the answer names the row of size S.
      expect(answer.errors).toEqual([{ line: 3, sku: s.sku, code: 'stock_below_pending', pendingQty: expect.any(Number) }])
      expect(answer.errors[0]!.pendingQty).toBeGreaterThan(1)
      expect(after).toMatchObject({ s: { stock: 5 }, m: { stock: 5 } })
    }
  })
})

describe('who may', () => {
  it('lets admin and staff in, and answers customers 403 on every call', async () => {
    const { product, variant } = await stockedProduct(t.db)
    const calls = [
      () => t.request(urlFor(adminInventoryApi.list), as(customer)),
      () => t.request(urlFor(adminInventoryApi.product, { id: product.id }), as(customer)),
      () => t.request(adminInventoryApi.exportCsv.url, as(customer)),
      () => patchVariant(customer, variant('black', 'S').id, { stock: 3 }),
      () => importCsv(customer, 'previewImport', `sku,stock\n${variant('black', 'S').sku},3\n`),
      () => importCsv(customer, 'applyImport', `sku,stock\n${variant('black', 'S').sku},3\n`),
    ]
    for (const call of calls) expect((await call()).status).toBe(403)
    expect((await t.request(urlFor(adminInventoryApi.product, { id: product.id }), as(admin))).status).toBe(200)
    expect((await patchVariant(staff, variant('black', 'S').id, { stock: 3 })).status).toBe(200)
    expect((await figures(t.db, variant('black', 'S').id)).stock).toBe(3)
  })
})

describe('audit log', () => {
  it('shows admins every change newest first with who made it and the before and after; staff may not read it', async () => {
    const { variant } = await stockedProduct(t.db, { stock: { 'black/S': 5 } })
    await patchVariant(staff, variant('black', 'S').id, { stock: 9 })
    const res = await t.request(urlFor(adminAuditLogApi.list, {}, { action: 'inventory.stock_update' }), as(admin))
    expect(res.status).toBe(200)
    const page = adminAuditLogApi.list.output.parse(await res.json())
    expect(page.items[0]).toMatchObject({
      action: 'inventory.stock_update',
      targetType: 'variant',
      targetId: variant('black', 'S').id,
      user: { name: 'Santiago Gómez', email: 'staff@example.com', deleted: false },
      before: { stock: 5 },
      after: { stock: 9 },
    })
    expect(page.actions).toEqual(expect.arrayContaining(['inventory.stock_update']))
    expect((await t.request(adminAuditLogApi.list.url, as(staff))).status).toBe(403)
  })
})
