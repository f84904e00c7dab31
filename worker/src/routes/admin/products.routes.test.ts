// The catalogue editor as staff use it (decision 019): products go from draft to sale and back off
// it, photos are stored by content on disk, and the storefront and the apps' sync follow.
import { readdirSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminProductsApi, uploadsApi } from '#shared/contracts/admin-products'
import { productsApi, syncApi } from '#shared/contracts/catalogue'
import { urlFor } from '#shared/contracts/contract'
import { MESSAGES } from '#shared/schemas/messages'
import { adminAuditLog, orderItems, orders, products, productVariants } from '#worker/db/schema'
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD } from '#worker/test/test-app'
import { signIn } from '#worker/test/session-cookie'

let t: Awaited<ReturnType<typeof createTestApp>>
let staff: string
let admin: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  staff = await signIn(t.request, 'staff@example.com', TEST_PASSWORD)
  admin = await signIn(t.request, 'admin@example.com', TEST_PASSWORD)
})
afterAll(() => t.close())

const as = (cookie: string, init: RequestInit & { json?: unknown } = {}) => ({ ...init, headers: { ...(init.headers as object), cookie } })
const productUrl = (id: string) => urlFor(adminProductsApi.byId, { id })
const imagesUrl = (id: string) => urlFor(adminProductsApi.uploadPhoto, { id })

// A real 1×1 PNG and a real 1×1 WebP: the server reads their first bytes, not their names.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))
const WEBP = Uint8Array.from(atob('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA'), (c) => c.charCodeAt(0))

function photoForm(color: string, files: Record<string, Uint8Array>, alt = 'Front view') {
  const form = new FormData()
  form.set('color', color)
  form.set('altEn', alt)
  form.set('altEs', 'Vista frontal')
  form.set('altFr', 'Vue de face')
  for (const [field, bytes] of Object.entries(files)) form.set(field, new Blob([bytes as Uint8Array<ArrayBuffer>]), `${field}.webp`)
  return form
}
const upload = (cookie: string, id: string, form: FormData) =>
  t.request(imagesUrl(id), as(cookie, { method: 'POST', body: form, headers: { origin: TEST_ORIGIN } }))

const draft = (over: Record<string, unknown> = {}) => ({ code: `FB-${Math.random().toString(36).slice(2, 7).toUpperCase()}`, category: 'sculpt-support', ...over })
const complete = {
  nameEn: 'Aurora Sculpting Faja',
  nameEs: 'Faja Moldeadora Aurora',
  nameFr: 'Gaine Sculptante Aurora',
  descriptionEn: 'Firm, breathable compression.',
  descriptionEs: 'Compresión firme y transpirable.',
  descriptionFr: 'Compression ferme et respirante.',
  price: '129.50',
  colors: ['black', 'nude'],
  sizes: ['S', 'M', 'L'],
}

async function create(body: Record<string, unknown>) {
  const res = await t.request(adminProductsApi.create.url, as(staff, { method: 'POST', json: body }))
  expect(res.status).toBe(201)
  return adminProductsApi.create.output.parse(await res.json())
}
const patchProduct = (id: string, json: unknown, cookie = staff) => t.request(productUrl(id), as(cookie, { method: 'PATCH', json }))
const storefrontIds = async () => productsApi.list.output.parse(await (await t.request(productsApi.list.url)).json()).map((p) => p.id)
const syncFrom = async (since: number) => syncApi.changes.output.parse(await (await t.request(urlFor(syncApi.changes, {}, { since }))).json())

describe('a product from draft to sale and off it again', () => {
  it('publishes only a complete product, then the storefront and the sync carry it; archiving takes it off both', async () => {
    const product = await create(draft())
    expect(product).toMatchObject({ status: 'draft', price: '0.00', ordered: false, photos: [] })
    expect(await storefrontIds()).not.toContain(product.id)
    const { cursor: before } = await syncFrom(0)

    // Publishing an incomplete product is refused, naming what is missing.
    const refused = await patchProduct(product.id, { nameEn: complete.nameEn, status: 'active' })
    expect(refused.status).toBe(409)
    const refusal = await refused.json()
    expect(refusal.error.code).toBe('product_incomplete')
    expect(Object.keys(refusal.error.fields)).toEqual(['nameEs', 'nameFr', 'descriptionEn', 'descriptionEs', 'descriptionFr', 'price', 'colors', 'sizes'])
    expect(refusal.error.fields.nameEs).toBe(MESSAGES.requiredToPublish)
    expect((await (await t.request(productUrl(product.id), as(staff))).json()).nameEn).toBe('') // nothing of the refused change was kept

    // Complete but for the photos: each colour is named.
    const filled = adminProductsApi.update.output.parse(await (await patchProduct(product.id, complete)).json())
    expect(filled).toMatchObject({ status: 'draft', price: '129.50', missing: ['photos.black', 'photos.nude'] })
    expect((await patchProduct(product.id, { status: 'active' })).status).toBe(409)

    expect((await upload(staff, product.id, photoForm('black', { w400: WEBP, w800: PNG }))).status).toBe(201)
    const withPhotos = adminProductsApi.uploadPhoto.output.parse(await (await upload(staff, product.id, photoForm('nude', { w400: WEBP }))).json())
    expect(withPhotos.missing).toEqual([])
    expect(withPhotos.photos.map((p) => p.color)).toEqual(['black', 'nude'])
    expect(withPhotos.photos[0]!.sources.map((s) => s.width)).toEqual([400, 800])
    expect(withPhotos.photos[0]).toMatchObject({ altEn: 'Front view', altEs: 'Vista frontal', altFr: 'Vue de face' })

    const published = await patchProduct(product.id, { status: 'active' })
    expect(published.status).toBe(200)
    expect((await published.json()).status).toBe('active')
    const onSale = productsApi.list.output.parse(await (await t.request(productsApi.list.url)).json()).find((p) => p.id === product.id)
    expect(onSale).toMatchObject({ nameFr: 'Gaine Sculptante Aurora', price: '129.50', colors: ['black', 'nude'] })
    expect(onSale).not.toHaveProperty('status')
    expect(onSale!.photos[0]!.sources[0]!.url).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.webp$/)
    // `images` holds one picture per colour for any client: the largest width of its first photo.
    const largest = (color: string) => withPhotos.photos.find((p) => p.color === color)!.sources.at(-1)!.url
    expect(onSale!.images).toEqual([largest('black'), largest('nude')])
    const delta = await syncFrom(before)
    expect(delta.products.find((p) => p.id === product.id)?.images).toEqual([largest('black'), largest('nude')])

    // An edit of a product on sale reaches the sync too.
    const { cursor: published_at } = await syncFrom(0)
    await patchProduct(product.id, { nameFr: 'Gaine Aurora' })
    expect((await syncFrom(published_at)).products.find((p) => p.id === product.id)?.nameFr).toBe('Gaine Aurora')
    // …but an edit that would leave it incomplete is refused while it is on sale.
    expect((await patchProduct(product.id, { descriptionEs: '' })).status).toBe(409)

    const { cursor: archivedFrom } = await syncFrom(0)
    const archived = await patchProduct(product.id, { status: 'archived' })
    expect((await archived.json()).status).toBe('archived')
    expect(await storefrontIds()).not.toContain(product.id)
    expect((await t.request(urlFor(productsApi.byId, { id: product.id }))).status).toBe(404)
    const afterArchive = await syncFrom(archivedFrom)
    expect(afterArchive.deleted.products).toContain(product.id)
    expect(afterArchive.products.map((p) => p.id)).not.toContain(product.id)

    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, product.id))
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['product.create', 'product.update', 'product.photo_add', 'product.publish', 'product.archive']),
    )
  })

  it('edits a seeded product on sale, whose drawings picture its colours until photos replace them', async () => {
    const [seeded] = await t.db.select().from(products).where(eq(products.isActive, true)).limit(1)
    expect(seeded!.photos).toEqual([])
    const res = await patchProduct(seeded!.id, { price: '61.00' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'active', price: '61.00', missing: [] })
    const listed = productsApi.list.output.parse(await (await t.request(productsApi.list.url)).json()).find((p) => p.id === seeded!.id)
    expect(listed?.price).toBe('61.00')
    // Without photos, `images` is the drawings as stored: fronts per colour, then backs.
    expect(listed?.images).toEqual(seeded!.images)
  })

  it('keeps the sync triggers of the products table after this migration', async () => {
    const triggers = await t.client.execute("select name from sqlite_master where type = 'trigger' and tbl_name = 'products' order by name")
    expect(triggers.rows.map((r) => r.name)).toEqual(['products_sync_delete', 'products_sync_insert', 'products_sync_update'])
  })

  it('refuses a code another product has, and bad input, with the field named', async () => {
    const first = await create(draft())
    const taken = await t.request(adminProductsApi.create.url, as(staff, { method: 'POST', json: draft({ code: first.code.toLowerCase() }) }))
    expect(taken.status).toBe(409)
    expect((await taken.json()).error.fields.code).toMatch(/already has the code/)
    const bad = await t.request(adminProductsApi.create.url, as(staff, { method: 'POST', json: draft({ price: '12,345.00', colors: ['green'] }) }))
    expect(bad.status).toBe(400)
    const { fields } = (await bad.json()).error
    expect(fields.price).toBe(MESSAGES.productPriceInvalid)
    expect(fields['colors.0']).toBe(MESSAGES.productColorsInvalid)
  })

  it('lists products paged, searched and filtered by category and status', async () => {
    const p = await create(draft({ nameEs: 'Cinturilla Zafiro', category: 'face-neck-sculpt' }))
    const page = adminProductsApi.list.output.parse(await (await t.request(urlFor(adminProductsApi.list, {}, { search: 'zafiro' }), as(staff))).json())
    expect(page.items.map((i) => i.id)).toEqual([p.id])
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 })
    const drafts = adminProductsApi.list.output.parse(await (await t.request(urlFor(adminProductsApi.list, {}, { status: 'draft', category: 'face-neck-sculpt' }), as(staff))).json())
    expect(drafts.items.every((i) => i.status === 'draft' && i.category === 'face-neck-sculpt')).toBe(true)
    expect(drafts.items.map((i) => i.id)).toContain(p.id)
    const active = adminProductsApi.list.output.parse(await (await t.request(urlFor(adminProductsApi.list, {}, { status: 'active' }), as(staff))).json())
    expect(active.total).toBeGreaterThan(10) // the seeded catalogue is on sale
    expect(active.items[0]!.thumbnail).toMatch(/^\/images\//) // drawings until a photo is uploaded
    expect((await t.request(urlFor(adminProductsApi.list, {}, { status: 'gone' }), as(staff))).status).toBe(400)
  })

  it('asks no standard size of a made-to-measure piece, whose measurements are its size (decision 020)', async () => {
    const product = await create(draft())
    const measured = adminProductsApi.update.output.parse(await (await patchProduct(product.id, { ...complete, sizes: [], isCustomMade: true })).json())
    expect(measured.missing).toEqual(['photos.black', 'photos.nude'])
    const standard = adminProductsApi.update.output.parse(await (await patchProduct(product.id, { isCustomMade: false })).json())
    expect(standard.missing).toEqual(['sizes', 'photos.black', 'photos.nude'])
  })
})

describe('variants (decision 026)', () => {
  const variantsOf = async (productId: string) =>
    (await t.db.select().from(productVariants).where(eq(productVariants.productId, productId))).map((v) => `${v.sku} ${v.stock} ${v.lowStockThreshold}${v.notOffered ? ' not offered' : ''}`).sort()

  it('creates a variant per colour and size with the product’s threshold and no stock, and none for a made-to-measure piece', async () => {
    const product = await create(draft({ code: 'VAR-100', colors: ['black', 'nude'], sizes: ['S', 'M'], lowStockThreshold: 3 }))
    expect(await variantsOf(product.id)).toEqual(['VAR-100-BLK-M 0 3', 'VAR-100-BLK-S 0 3', 'VAR-100-NUD-M 0 3', 'VAR-100-NUD-S 0 3'])
    expect(product).toMatchObject({ stock: 0, variants: expect.arrayContaining([{ sku: 'VAR-100-BLK-S', color: 'black', size: 'S', available: 0 }]) })
    const measured = await create(draft({ colors: ['black'], sizes: [], isCustomMade: true }))
    expect(await variantsOf(measured.id)).toEqual([])
    const [entry] = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, product.id), eq(adminAuditLog.action, 'product.create')))
    expect(entry!.after).toMatchObject({ variantsAdded: expect.arrayContaining(['VAR-100-BLK-S', 'VAR-100-NUD-M']) })
  })

  it('adds the variants of a new colour or size, keeps a removed one not offered while it has stock, held units or orders, deletes it otherwise', async () => {
    const product = await create(draft({ code: 'VAR-200', colors: ['black', 'nude'], sizes: ['S', 'M'] }))
    const variant = async (sku: string) => (await t.db.select().from(productVariants).where(eq(productVariants.sku, sku)))[0]!
    await t.db.update(productVariants).set({ stock: 4 }).where(eq(productVariants.sku, 'VAR-200-NUD-S'))
    // An order line of VAR-200-BLK-M (a paid order: its units are sold, none held).
    const [order] = await t.db
      .insert(orders)
      .values({ orderNumber: 'ORD-990001', customerName: 'Ana', customerEmail: 'ana@example.com', customerPhone: '+1 512 555 0142', shippingAddress: {}, billingAddress: {}, subtotalCents: 1, shippingCents: 0, totalCents: 1, paymentMethod: 'card', status: 'processing' } as never)
      .returning()
    const blackM = await variant('VAR-200-BLK-M')
    await t.db.insert(orderItems).values({ orderId: order!.id, productId: product.id, variantId: blackM.id, sku: blackM.sku, productCode: 'VAR-200', productName: 'x', color: 'black', size: 'M', quantity: 1, unitPriceCents: 1, subtotalCents: 1 })

    const edited = await patchProduct(product.id, { colors: ['black', 'cocoa'], sizes: ['M', 'L'], lowStockThreshold: 2 })
    expect(edited.status).toBe(200)
    // Nude (4 units of S) stays not offered, as black S (nothing, no orders) does not: it is deleted;
    // black M stays (it was ordered) and is still chosen; cocoa and L are new at the new threshold.
    expect(await variantsOf(product.id)).toEqual([
      'VAR-200-BLK-L 0 2',
      'VAR-200-BLK-M 0 5',
      'VAR-200-COC-L 0 2',
      'VAR-200-COC-M 0 2',
      'VAR-200-NUD-S 4 5 not offered',
    ])
    expect(adminProductsApi.update.output.parse(await edited.json()).variants.map((v) => v.sku).sort()).toEqual(['VAR-200-BLK-L', 'VAR-200-BLK-M', 'VAR-200-COC-L', 'VAR-200-COC-M'])

    // Choosing nude and S again offers nude S again, with its stock; the product list sums it.
    await patchProduct(product.id, { colors: ['black', 'cocoa', 'nude'], sizes: ['S', 'M', 'L'] })
    expect(await variantsOf(product.id)).toContain('VAR-200-NUD-S 4 5')
    const listed = adminProductsApi.list.output.parse(await (await t.request(urlFor(adminProductsApi.list, {}, { search: 'VAR-200' }), as(staff))).json())
    expect(listed.items[0]).toMatchObject({ stock: 4 })

    // Made to measure: every variant goes (or stays, not offered, for its stock and orders).
    await patchProduct(product.id, { sizes: [], isCustomMade: true })
    expect(await variantsOf(product.id)).toEqual(['VAR-200-BLK-M 0 5 not offered', 'VAR-200-NUD-S 4 5 not offered'])
    const [sum] = await t.db.select({ n: sql<number>`count(*)` }).from(productVariants).where(and(eq(productVariants.productId, product.id), eq(productVariants.notOffered, false)))
    expect(Number(sum!.n)).toBe(0)
  })

  it('answers 409 when a new variant’s SKU was given by hand to another variant', async () => {
    const first = await create(draft({ code: 'VAR-300', colors: ['black'], sizes: ['S'] }))
    await t.db.update(productVariants).set({ sku: 'VAR-301-BLK-S' }).where(eq(productVariants.productId, first.id))
    const res = await t.request(adminProductsApi.create.url, as(staff, { method: 'POST', json: draft({ code: 'VAR-301', colors: ['black'], sizes: ['S'] }) }))
    expect(res.status).toBe(409)
    expect((await res.json()).error.code).toBe('variant_sku_taken')
  })
})

describe('deleting', () => {
  it('deletes a product nobody ordered (and the apps drop it), refuses one that was ordered', async () => {
    const p = await create(draft())
    const { cursor } = await syncFrom(0)
    const res = await t.request(productUrl(p.id), as(staff, { method: 'DELETE', headers: { origin: TEST_ORIGIN } }))
    expect(res.status).toBe(200)
    expect((await t.request(productUrl(p.id), as(staff))).status).toBe(404)
    expect((await syncFrom(cursor)).deleted.products).toContain(p.id)

    const [line] = await t.db.select().from(orderItems).limit(1)
    const ordered = await t.request(productUrl(line!.productId), as(staff, { method: 'DELETE', headers: { origin: TEST_ORIGIN } }))
    expect(ordered.status).toBe(409)
    expect((await ordered.json()).error).toMatchObject({ code: 'product_ordered', message: expect.stringMatching(/archive it instead/) })
    expect((await (await t.request(productUrl(line!.productId), as(staff))).json()).ordered).toBe(true)
  })

  it('keeps an archived product in the orders that bought it', async () => {
    const [line] = await t.db.select().from(orderItems).limit(1)
    expect((await patchProduct(line!.productId, { status: 'archived' })).status).toBe(200)
    const [row] = await t.db.select().from(products).where(eq(products.id, line!.productId))
    expect(row).toMatchObject({ status: 'archived', isActive: false })
    expect(await t.db.select().from(orderItems).where(eq(orderItems.id, line!.id))).toHaveLength(1)
    await patchProduct(line!.productId, { status: 'active' })
  })
})

describe('photos', () => {
  it('stores each file once under its content hash and serves it with immutable caching', async () => {
    const p = await create(draft({ colors: ['black'] }))
    const answer = adminProductsApi.uploadPhoto.output.parse(await (await upload(staff, p.id, photoForm('black', { w400: WEBP }))).json())
    await upload(staff, p.id, photoForm('black', { w400: WEBP }, 'Back view'))
    const url = answer.photos[0]!.sources[0]!.url
    expect(readdirSync(t.uploadsDir).filter((f) => url.endsWith(f))).toHaveLength(1)
    const served = await t.request(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(WEBP)
    expect((await t.request(urlFor(uploadsApi.file, { name: '../test.db' }))).status).toBe(404)
    expect((await t.request(urlFor(uploadsApi.file, { name: `${'0'.repeat(64)}.webp` }))).status).toBe(404)
  })

  it('stores nothing for an upload it refuses: a product that does not exist, a colour it lacks, a file that is not an image', async () => {
    const p = await create(draft({ colors: ['black'] }))
    // Bytes never uploaded before (a PNG with a tail), so any file they leave would be new.
    const fresh = () => Uint8Array.from([...PNG, ...crypto.getRandomValues(new Uint8Array(16))])
    const before = readdirSync(t.uploadsDir).sort()
    const missing = await upload(staff, crypto.randomUUID(), photoForm('black', { w400: fresh(), w800: fresh() }))
    expect(missing.status).toBe(404)
    expect((await missing.json()).error.code).toBe('not_found')
    expect((await upload(staff, p.id, photoForm('nude', { w400: fresh() }))).status).toBe(400)
    const halfImage = await upload(staff, p.id, photoForm('black', { w400: fresh(), w800: new TextEncoder().encode('not an image at all') }))
    expect((await halfImage.json()).error.code).toBe('not_an_image')
    expect(readdirSync(t.uploadsDir).sort()).toEqual(before)
  })

  it('refuses bytes that are not an image whatever the name, a colour the product lacks, and 12 MB', async () => {
    const p = await create(draft({ colors: ['black'] }))
    const fake = await upload(staff, p.id, photoForm('black', { w400: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>') }))
    expect(fake.status).toBe(400)
    expect((await fake.json()).error.code).toBe('not_an_image')
    const wrongColor = await upload(staff, p.id, photoForm('cocoa', { w400: WEBP }))
    expect(wrongColor.status).toBe(400)
    expect((await wrongColor.json()).error.fields.color).toBe(MESSAGES.photoColorInvalid)
    const noFile = await upload(staff, p.id, photoForm('black', {}))
    expect(noFile.status).toBe(400)

    const big = new Uint8Array(12 * 1024 * 1024)
    big.set(PNG)
    const tooBig = await upload(staff, p.id, photoForm('black', { w1600: big }))
    expect(tooBig.status).toBe(413)
    expect((await tooBig.json()).error.code).toBe('payload_too_large')
    expect((await (await t.request(productUrl(p.id), as(staff))).json()).photos).toEqual([])

    const json = await t.request(imagesUrl(p.id), as(staff, { method: 'POST', json: { color: 'black' } }))
    expect(json.status).toBe(400)
  })

  it('reorders, edits and deletes photos; the last photo of a colour on sale stays', async () => {
    const p = await create(draft({ ...complete, colors: ['black'] }))
    await upload(staff, p.id, photoForm('black', { w400: WEBP }, 'First'))
    const two = adminProductsApi.uploadPhoto.output.parse(await (await upload(staff, p.id, photoForm('black', { w400: PNG }, 'Second'))).json())
    const [a, b] = two.photos.map((photo) => photo.id)
    const reordered = await t.request(imagesUrl(p.id), as(staff, { method: 'PATCH', json: { order: [b, a] } }))
    expect((await reordered.json()).photos.map((photo: { altEn: string }) => photo.altEn)).toEqual(['Second', 'First'])
    expect((await t.request(imagesUrl(p.id), as(staff, { method: 'PATCH', json: { order: [b] } }))).status).toBe(400)

    const photoUrl = (photoId: string) => urlFor(adminProductsApi.removePhoto, { id: p.id, photoId })
    const edited = await t.request(photoUrl(a!), as(staff, { method: 'PATCH', json: { altFr: 'Première' } }))
    expect((await edited.json()).photos[1]).toMatchObject({ altEn: 'First', altFr: 'Première' })

    expect((await patchProduct(p.id, { status: 'active' })).status).toBe(200)
    expect((await t.request(photoUrl(b!), as(staff, { method: 'DELETE', headers: { origin: TEST_ORIGIN } }))).status).toBe(200)
    const last = await t.request(photoUrl(a!), as(staff, { method: 'DELETE', headers: { origin: TEST_ORIGIN } }))
    expect(last.status).toBe(409)
    expect(Object.keys((await last.json()).error.fields)).toEqual(['photos.black'])
    const audit = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.targetId, p.id), eq(adminAuditLog.action, 'product.photo_remove')))
    expect(audit).toHaveLength(1)
  })
})

describe('who may edit the catalogue', () => {
  it.each(['visitor', 'customer', 'wholesale'] as const)('refuses a %s everything', async (role) => {
    const cookie = role === 'visitor' ? '' : await signIn(t.request, `${role}@example.com`, TEST_PASSWORD)
    const expected = role === 'visitor' ? 401 : 403
    const [seeded] = await t.db.select().from(products).limit(1)
    expect((await t.request(adminProductsApi.list.url, as(cookie))).status).toBe(expected)
    expect((await t.request(adminProductsApi.create.url, as(cookie, { method: 'POST', json: draft() }))).status).toBe(expected)
    expect((await patchProduct(seeded!.id, { nameEn: 'Hacked' }, cookie)).status).toBe(expected)
    expect((await upload(cookie, seeded!.id, photoForm(seeded!.colors[0]!, { w400: WEBP }))).status).toBe(expected)
    expect((await t.request(productUrl(seeded!.id), as(cookie, { method: 'DELETE', headers: { origin: TEST_ORIGIN } }))).status).toBe(expected)
  })

  it('lets admins edit as staff do', async () => {
    const res = await t.request(adminProductsApi.create.url, as(admin, { method: 'POST', json: draft() }))
    expect(res.status).toBe(201)
  })
})
