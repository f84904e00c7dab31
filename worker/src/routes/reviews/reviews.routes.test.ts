// Verified reviews (decision 042) through the endpoints on a real database: who may review (the
// buyer of a line that has reached them, signed in or with the order's signed link; nobody else,
// never twice), the author's edit going back to moderation and their delete, duplicate text across
// buyers flagged, and the product's rating kept from approved reviews only.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { authApi } from '#shared/contracts/auth'
import { adminReviewsApi } from '#shared/contracts/admin-reviews'
import { productsApi } from '#shared/contracts/catalogue'
import { urlFor } from '#shared/contracts/contract'
import { reviewsApi } from '#shared/contracts/reviews'
import { adminAuditLog, emailOutbox, orderItems, orders, orderShipments, products, reviews, users } from '#worker/db/schema'
import { SCHEDULED_JOBS } from '#worker/jobs/scheduled'
import { orderAccessKey } from '#worker/services/order-access'
import { addProduct } from '#worker/test/checkout'
import { sessionCookieFrom, signInDemoRoles } from '#worker/test/session-cookie'
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD } from '#worker/test/test-app'

let clock = new Date('2026-10-20T15:00:00Z')
let t: Awaited<ReturnType<typeof createTestApp>>
let productId: string
let buyer: string
let buyerId: string
let other: string
let staff: string
let counter = 0

async function register(email: string, firstName: string, lastName: string) {
  const res = await t.request(authApi.register.url, { method: 'POST', json: { email, password: 'Second12345', firstName, lastName, preferredLanguage: 'es' } })
  return sessionCookieFrom(res)!
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => clock })
  ;({ staff } = await signInDemoRoles(t.request, TEST_PASSWORD))
  productId = (await addProduct(t.db, { priceCents: 10_000, stock: 50 })).id
  buyer = await register('reviewer@example.com', 'Lucía', 'mejía')
  other = await register('someone-else@example.com', 'Ana', 'Ruiz')
  buyerId = (await t.db.select().from(users).where(eq(users.email, 'reviewer@example.com')))[0]!.id
})
afterAll(() => t.close())
const approveAs = (id: string) => t.request(urlFor(adminReviewsApi.approve, { id }), { method: 'POST', headers: { cookie: staff, origin: TEST_ORIGIN } })
// Each test writes from the same address: an hour apart, the per-address write limit starts afresh.
beforeEach(() => {
  clock = new Date(clock.getTime() + 3_600_000)
})

type OrderSpec = { status?: 'processing' | 'shipped' | 'delivered' | 'cancelled'; shippedAt?: string | null; deliveredAt?: string | null; userId?: string | null; email?: string; name?: string }

/** An order as checkout and shipping leave it, with one line (size M, colour black) and its signed link key. */
async function order(spec: OrderSpec = {}) {
  const id = crypto.randomUUID()
  await t.db.insert(orders).values({
    id,
    orderNumber: `RV-${++counter}`,
    userId: spec.userId ?? null,
    customerEmail: spec.email ?? `guest${counter}@example.com`,
    customerName: spec.name ?? 'Camila Restrepo Gómez',
    subtotalCents: 10_000,
    totalCents: 10_000,
    status: spec.status ?? 'delivered',
    language: 'es',
    paidAt: '2026-10-01T15:00:00Z',
    accessKey: await orderAccessKey(t.config, id),
    createdAt: '2026-10-01T15:00:00Z',
    updatedAt: '2026-10-01T15:00:00Z',
  })
  const [item] = await t.db
    .insert(orderItems)
    .values({ orderId: id, productId, productCode: 'TEST', productName: 'Faja', color: 'black', size: 'M', quantity: 1, unitPriceCents: 10_000, subtotalCents: 10_000 })
    .returning()
  if (spec.shippedAt !== null && spec.status !== 'processing') {
    await t.db.insert(orderShipments).values({ orderId: id, status: spec.deliveredAt ? 'delivered' : 'in_transit', shippedAt: spec.shippedAt ?? '2026-10-03T15:00:00Z', deliveredAt: spec.deliveredAt ?? null })
  }
  return { id, itemId: item!.id, key: await orderAccessKey(t.config, id) }
}
type Order = Awaited<ReturnType<typeof order>>

const REVIEW = { rating: 5, fit: 'true_to_size', title: 'Me queda perfecta', body: 'La uso todos los días debajo del vestido y no se nota nada.', language: 'es' } as const
const withKey = (url: string, o: Order) => `${url}?key=${encodeURIComponent(o.key)}`
const write = (o: Order, body: unknown, how: { cookie?: string; key?: boolean; itemId?: string } = { key: true }) =>
  t.request(
    how.key ? withKey(urlFor(reviewsApi.write, { orderId: o.id, itemId: how.itemId ?? o.itemId }), o) : urlFor(reviewsApi.write, { orderId: o.id, itemId: how.itemId ?? o.itemId }),
    { method: 'POST', json: body, headers: how.cookie ? { cookie: how.cookie } : {} },
  )
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code
const ratingOfProduct = async () => {
  const [row] = await t.db.select({ count: products.reviewCount, total: products.ratingTotal }).from(products).where(eq(products.id, productId))
  return row!
}

describe('who may review', () => {
  it('lets a guest with the order’s signed link review a delivered line, with the size and colour bought; nobody without the key', async () => {
    const o = await order({ deliveredAt: '2026-10-10T15:00:00Z' })
    expect((await t.request(urlFor(reviewsApi.order, { orderId: o.id }))).status).toBe(404)
    expect((await t.request(`${urlFor(reviewsApi.order, { orderId: o.id })}?key=AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404)
    const lines = reviewsApi.order.output.parse(await (await t.request(withKey(urlFor(reviewsApi.order, { orderId: o.id }), o))).json())
    expect(lines.lines).toMatchObject([{ itemId: o.itemId, refusal: null, review: null, size: 'M', color: 'black' }])
    expect((await write(o, REVIEW, {})).status).toBe(404)
    const res = await write(o, REVIEW)
    expect(res.status).toBe(201)
    const review = reviewsApi.write.output.parse(await res.json())
    expect(review).toMatchObject({ status: 'pending', size: 'M', color: 'black', rating: 5, fit: 'true_to_size', display: 'first_name_initial' })
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id))
    // A guest: no account; named from the order's name.
    expect(row).toMatchObject({ userId: null, authorName: 'Camila R.', productId })
  })

  it('refuses a line that has not reached its buyer: not shipped, or shipped within the delivery estimate', async () => {
    const processing = await order({ status: 'processing' })
    const res = await write(processing, REVIEW)
    expect(res.status).toBe(409)
    expect(await errorOf(res)).toBe('review_not_delivered')
    const cancelled = await order({ status: 'cancelled', deliveredAt: null })
    expect(await errorOf(await write(cancelled, REVIEW))).toBe('review_not_delivered')
    // Shipped two days ago: the policy's transit estimate (7 business days) has not passed.
    const justShipped = await order({ status: 'shipped', shippedAt: '2026-10-18T15:00:00Z' })
    const lines = reviewsApi.order.output.parse(await (await t.request(withKey(urlFor(reviewsApi.order, { orderId: justShipped.id }), justShipped))).json())
    expect(lines.lines[0]!.refusal).toBe('review_not_delivered')
    expect(await errorOf(await write(justShipped, REVIEW))).toBe('review_not_delivered')
    // Shipped long enough ago with no delivery reported: it counts as received.
    const shippedLongAgo = await order({ status: 'shipped', shippedAt: '2026-10-03T15:00:00Z' })
    expect((await write(shippedLongAgo, REVIEW)).status).toBe(201)
  })

  it('lets the signed-in buyer review from My Orders; another customer, staff and another order’s line are answered as unknown', async () => {
    const mine = await order({ userId: buyerId, email: 'reviewer@example.com', deliveredAt: '2026-10-10T15:00:00Z' })
    const someoneElses = await order({ deliveredAt: '2026-10-10T15:00:00Z' })
    expect((await write(mine, REVIEW, { cookie: other })).status).toBe(404)
    expect((await write(mine, REVIEW, { cookie: staff })).status).toBe(404)
    expect((await write(mine, REVIEW, { cookie: buyer, itemId: someoneElses.itemId })).status).toBe(404)
    const res = await write(mine, { ...REVIEW, display: 'anonymous' }, { cookie: buyer })
    expect(res.status).toBe(201)
    const [row] = await t.db.select().from(reviews).where(eq(reviews.orderId, mine.id))
    expect(row).toMatchObject({ userId: buyerId, authorName: 'Lucía M.', display: 'anonymous' })
  })

  it('takes one review per line, also when two arrive at once', async () => {
    const o = await order({ deliveredAt: '2026-10-10T15:00:00Z' })
    const answers = await Promise.all([write(o, REVIEW), write(o, REVIEW), write(o, REVIEW)])
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409])
    const again = await write(o, REVIEW)
    expect(await errorOf(again)).toBe('review_already_written')
    expect(await t.db.select().from(reviews).where(eq(reviews.orderItemId, o.itemId))).toHaveLength(1)
  })

  it('limits the reviews written, edited or deleted from one address', async () => {
    const url = urlFor(reviewsApi.edit, { reviewId: crypto.randomUUID() })
    for (let n = 0; n < 20; n++) expect((await t.request(url, { method: 'PATCH', json: REVIEW })).status).toBe(404)
    expect((await t.request(url, { method: 'PATCH', json: REVIEW })).status).toBe(429)
  })

  it('refuses a rating outside 1–5 or a text too short', async () => {
    const o = await order({ deliveredAt: '2026-10-10T15:00:00Z' })
    expect((await write(o, { ...REVIEW, rating: 6 })).status).toBe(400)
    expect((await write(o, { ...REVIEW, body: 'Bien.' })).status).toBe(400)
    expect((await write(o, { ...REVIEW, fit: 'perfect' })).status).toBe(400)
  })
})

describe('the author’s own review', () => {
  it('goes back to moderation when edited, and off the product’s rating; only its buyer may edit or delete it', async () => {
    const o = await order({ deliveredAt: '2026-10-10T15:00:00Z' })
    const { id } = reviewsApi.write.output.parse(await (await write(o, REVIEW)).json())
    const before = await ratingOfProduct()
    await t.db.update(reviews).set({ status: 'approved' }).where(eq(reviews.id, id))
    expect(await ratingOfProduct()).toEqual({ count: before.count + 1, total: before.total + 5 })
    const editUrl = urlFor(reviewsApi.edit, { reviewId: id })
    expect((await t.request(editUrl, { method: 'PATCH', json: { ...REVIEW, rating: 3 } })).status).toBe(404)
    expect((await t.request(editUrl, { method: 'PATCH', json: { ...REVIEW, rating: 3 }, headers: { cookie: other } })).status).toBe(404)
    const edited = await t.request(withKey(editUrl, o), { method: 'PATCH', json: { ...REVIEW, rating: 3, fit: 'runs_small' } })
    expect(edited.status).toBe(200)
    expect(reviewsApi.edit.output.parse(await edited.json())).toMatchObject({ status: 'pending', rating: 3, fit: 'runs_small' })
    expect(await ratingOfProduct()).toEqual(before)
    const remove = (url: string) => t.request(url, { method: 'DELETE', headers: { origin: TEST_ORIGIN } })
    expect((await remove(editUrl)).status).toBe(404)
    expect((await remove(withKey(editUrl, o))).status).toBe(204)
    expect(await t.db.select().from(reviews).where(eq(reviews.id, id))).toEqual([])
  })

  it('goes with its author’s account when the account is deleted, and out of the product’s rating', async () => {
    await register('leaving@example.com', 'Marta', 'Ríos')
    const [leaving] = await t.db.select().from(users).where(eq(users.email, 'leaving@example.com'))
    const o = await order({ userId: leaving!.id, email: 'leaving@example.com', deliveredAt: '2026-10-10T15:00:00Z' })
    const { id } = reviewsApi.write.output.parse(await (await write(o, REVIEW)).json())
    const before = await ratingOfProduct()
    await t.db.update(reviews).set({ status: 'approved' }).where(eq(reviews.id, id))
    expect((await ratingOfProduct()).count).toBe(before.count + 1)
    await t.db.delete(users).where(eq(users.id, leaving!.id))
    expect(await t.db.select().from(reviews).where(eq(reviews.id, id))).toEqual([])
    expect(await ratingOfProduct()).toEqual(before)
  })

  it('flags the same text from another buyer for the moderators, not the same buyer’s', async () => {
    const text = { ...REVIEW, title: 'Copied review', body: 'Exactly the same words posted by two different buyers here.' }
    const first = await order({ email: 'first@example.com', deliveredAt: '2026-10-10T15:00:00Z' })
    const second = await order({ email: 'second@example.com', deliveredAt: '2026-10-10T15:00:00Z' })
    const sameBuyer = await order({ email: 'first@example.com', deliveredAt: '2026-10-10T15:00:00Z' })
    const a = reviewsApi.write.output.parse(await (await write(first, text)).json())
    await write(sameBuyer, text)
    const [alone] = await t.db.select().from(reviews).where(eq(reviews.id, a.id))
    expect(alone!.duplicateText).toBe(false)
    // Punctuation and case do not make it new.
    const b = reviewsApi.write.output.parse(await (await write(second, { ...text, body: `${text.body.toUpperCase()}!!` })).json())
    const flagged = await t.db.select({ id: reviews.id, duplicateText: reviews.duplicateText }).from(reviews).where(eq(reviews.textHash, alone!.textHash))
    expect(flagged.find((r) => r.id === a.id)!.duplicateText).toBe(true)
    expect(flagged.find((r) => r.id === b.id)!.duplicateText).toBe(true)
  })
})

describe('moderation and the product’s public reviews', () => {
  const approve = (id: string, cookie = staff) => t.request(urlFor(adminReviewsApi.approve, { id }), { method: 'POST', headers: { cookie, origin: TEST_ORIGIN } })
  const publicPage = async (lang = 'es', page = 1) => {
    const res = await t.request(urlFor(reviewsApi.product, { productId: reviewedId }, { lang, page }))
    expect(res.status).toBe(200)
    return reviewsApi.product.output.parse(await res.json())
  }
  let reviewedId: string

  it('queues new reviews for staff; approving publishes one (emailed once), rejecting keeps its reason for staff; each audited', async () => {
    reviewedId = (await addProduct(t.db, { priceCents: 8_000, stock: 10, name: 'Reviewed Faja' })).id
    expect(await publicPage()).toMatchObject({ rating: null, total: 0, items: [], fit: { runs_small: 0, true_to_size: 0, runs_large: 0 } })
    const written = []
    for (const [n, spec, language] of [
      [5, 'true_to_size', 'es'],
      [4, 'runs_small', 'en'],
      [2, 'runs_small', 'fr'],
    ] as const) {
      const o = await order({ deliveredAt: '2026-10-10T15:00:00Z', email: `moderated${n}@example.com` })
      await t.db.update(orderItems).set({ productId: reviewedId }).where(eq(orderItems.id, o.itemId))
      written.push(reviewsApi.write.output.parse(await (await write(o, { ...REVIEW, rating: n, fit: spec, language, title: `Review ${n}`, body: `${REVIEW.body} (${n})` })).json()))
    }
    const queue = adminReviewsApi.list.output.parse(await (await t.request(urlFor(adminReviewsApi.list, {}, { status: 'pending', rating: 4 }), { headers: { cookie: staff } })).json())
    expect(queue.items.map((r) => r.id)).toEqual([written[1]!.id])
    expect(queue.items[0]).toMatchObject({ status: 'pending', productName: 'Reviewed Faja', customerEmail: 'moderated4@example.com', flags: [] })
    // Nothing public while pending.
    expect((await publicPage()).total).toBe(0)
    // A customer is not staff.
    expect((await approve(written[0]!.id, buyer)).status).toBe(403)

    for (const r of written) expect((await approve(r.id)).status).toBe(200)
    const reject = await t.request(urlFor(adminReviewsApi.reject, { id: written[2]!.id }), { method: 'POST', json: { reason: 'Habla de otra prenda.' }, headers: { cookie: staff } })
    expect(adminReviewsApi.reject.output.parse(await reject.json())).toMatchObject({ status: 'rejected', rejectReason: 'Habla de otra prenda.' })
    const replied = await t.request(urlFor(adminReviewsApi.reply, { id: written[0]!.id }), { method: 'POST', json: { reply: '¡Gracias por contarnos!' }, headers: { cookie: staff } })
    expect(replied.status).toBe(200)
    // Approving again sends no second email.
    expect((await approve(written[0]!.id)).status).toBe(200)

    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'review_published'))
    expect(emails.map((e) => e.to).sort()).toEqual(['moderated2@example.com', 'moderated4@example.com', 'moderated5@example.com'])
    expect(emails.find((e) => e.to === 'moderated5@example.com')!.subject).toContain('Tu reseña')
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetType, 'review'))
    expect(audit.map((a) => a.action).sort()).toEqual(['review.approve', 'review.approve', 'review.approve', 'review.approve', 'review.reject', 'review.reply'])

    // The rejected reason is never public, nor shown to the author.
    const mine = await t.request(urlFor(reviewsApi.order, { orderId: written[2]!.orderId }), { headers: { cookie: staff } })
    expect(mine.status).toBe(404)
    const page = await publicPage('en')
    expect(JSON.stringify(page)).not.toContain('Habla de otra prenda')
    // The page's language first, then the others; the rating and fit from approved reviews only.
    expect(page.items.map((r) => [r.rating, r.language])).toEqual([
      [4, 'en'],
      [5, 'es'],
    ])
    expect(page).toMatchObject({ rating: { average: 4.5, count: 2 }, total: 2, fit: { runs_small: 1, true_to_size: 1, runs_large: 0 } })
    expect(page.items[1]).toMatchObject({ reply: '¡Gracias por contarnos!', author: 'Camila R.', size: 'M' })
    expect((await publicPage('es')).items.map((r) => r.language)).toEqual(['es', 'en'])
    // The same figures as the database, and on the product the shop's cards read.
    const counted = await t.client.execute({ sql: "SELECT avg(rating) AS avg, count(*) AS n FROM reviews WHERE product_id = ? AND status = 'approved'", args: [reviewedId] })
    const { avg, n } = counted.rows[0] as unknown as { avg: number; n: number }
    expect(page.rating).toEqual({ average: Math.round(avg * 10) / 10, count: n })
    const product = productsApi.byId.output.parse(await (await t.request(urlFor(productsApi.byId, { id: reviewedId }))).json())
    expect(product.rating).toEqual(page.rating)
  })

  it('counts one “helpful” per voter on a published review, and sorts by it on request', async () => {
    const vote = (id: string, address: string, cookie?: string) =>
      t.app.request(new URL(urlFor(reviewsApi.helpful, { reviewId: id }), TEST_ORIGIN).href, { method: 'POST', headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }) } }, { incoming: { socket: { remoteAddress: address } } })
    // The English page: the English review, then the Spanish one.
    const [english, spanish] = (await publicPage('en')).items
    expect((await vote(spanish!.id, '10.20.0.1')).status).toBe(200)
    const again = await vote(spanish!.id, '10.20.0.1')
    expect(await again.json()).toEqual({ helpful: 1 })
    expect(await (await vote(spanish!.id, '10.20.0.2')).json()).toEqual({ helpful: 2 })
    // Signed in, the account votes, wherever it is.
    expect(await (await vote(spanish!.id, '10.20.0.1', buyer)).json()).toEqual({ helpful: 3 })
    expect(await (await vote(spanish!.id, '10.20.0.3', buyer)).json()).toEqual({ helpful: 3 })
    const pending = await order({ deliveredAt: '2026-10-10T15:00:00Z' })
    const { id: pendingId } = reviewsApi.write.output.parse(await (await write(pending, REVIEW)).json())
    expect((await vote(pendingId, '10.20.0.1')).status).toBe(404)
    // Newest first by default; most helpful first on request, still after the page's language.
    expect((await publicPage('es')).items.map((r) => r.id)).toEqual([spanish!.id, english!.id])
    const byHelpful = reviewsApi.product.output.parse(await (await t.request(urlFor(reviewsApi.product, { productId: reviewedId }, { lang: 'fr', sort: 'helpful' }))).json())
    expect(byHelpful.items.map((r) => [r.id, r.helpful])).toEqual([
      [spanish!.id, 3],
      [english!.id, 0],
    ])
  })

  it('refuses a decision on a review that moved on since it was read', async () => {
    const o = await order({ deliveredAt: '2026-10-10T15:00:00Z' })
    const { id } = reviewsApi.write.output.parse(await (await write(o, REVIEW)).json())
    const answers = await Promise.all([approve(id), t.request(urlFor(adminReviewsApi.reject, { id }), { method: 'POST', json: { reason: 'No.' }, headers: { cookie: staff } })])
    const codes = answers.map((r) => r.status).sort()
    // Both may pass one after the other (each read the other's result) or one is refused; never a lost decision.
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true)
    const audited = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id))
    expect(audited).toHaveLength(codes.filter((c) => c === 200).length)
    expect((await approve(crypto.randomUUID())).status).toBe(404)
  })
})

describe('a review’s photos', () => {
  it('are private until the review is approved, then public; checked by their bytes, 4 a review, each one an edit back to moderation', async () => {
    const o = await order({ deliveredAt: '2026-10-10T15:00:00Z' })
    const { id } = reviewsApi.write.output.parse(await (await write(o, REVIEW)).json())
    const upload = (bytes: Uint8Array, key: string | null = o.key) => {
      const form = new FormData()
      form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'photo.png')
      const url = urlFor(reviewsApi.addPhoto, { reviewId: id })
      return t.fetchApp(key ? `${url}?key=${encodeURIComponent(key)}` : url, { method: 'POST', body: form, headers: { origin: TEST_ORIGIN } }, { incoming: { socket: { remoteAddress: '10.78.0.1' } } })
    }
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3])
    expect((await upload(png, null)).status).toBe(404)
    const text = await upload(new TextEncoder().encode('<svg onload=alert(1)>'))
    expect(text.status).toBe(400)
    expect(await errorOf(text)).toBe('review_photo_type')
    await t.db.update(reviews).set({ status: 'approved' }).where(eq(reviews.id, id))
    const added = await upload(png)
    expect(added.status).toBe(201)
    const review = reviewsApi.addPhoto.output.parse(await added.json())
    // A photo is an edit: off the product page until approved again.
    expect(review.status).toBe('pending')
    const [photo] = review.photos
    const read = (cookie?: string, key?: string) => t.request(key ? `${photo!.url}?key=${encodeURIComponent(key)}` : photo!.url, { headers: cookie ? { cookie } : {} })
    expect((await read()).status).toBe(404)
    const own = await read(undefined, o.key)
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(png)
    expect((await read(staff)).status).toBe(200)
    expect((await approveAs(id)).status).toBe(200)
    const published = await read()
    expect(published.status).toBe(200)
    expect(published.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(published.headers.get('content-type')).toBe('image/png')
    for (let n = 1; n < 4; n++) expect((await upload(png)).status).toBe(201)
    expect(await errorOf(await upload(png))).toBe('review_photo_too_many')
  })
})

describe('review requests', () => {
  const daysAgo = (days: number) => new Date(clock.getTime() - days * 86_400_000).toISOString()
  const requests = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'review_request'))
  const run = () => SCHEDULED_JOBS.find((j) => j.name === 'queue-review-requests')!.run({ db: t.db, config: t.config }, clock)

  it('asks each delivered order once, REVIEW_REQUEST_DAYS after delivery, in its language, with a link per product not reviewed yet', async () => {
    // The orders of the tests above are asked first.
    await run()
    const due = await order({ deliveredAt: daysAgo(8), email: 'asked@example.com' })
    const reviewed = await order({ deliveredAt: daysAgo(8), email: 'already@example.com' })
    expect((await write(reviewed, REVIEW)).status).toBe(201)
    await order({ deliveredAt: daysAgo(3), email: 'too-soon@example.com' })
    await order({ deliveredAt: daysAgo(40), email: 'long-ago@example.com' })
    await order({ status: 'shipped', shippedAt: daysAgo(20), email: 'never-delivered@example.com' })
    const before = (await requests()).length
    expect(await run()).toEqual({ requested: 1 })
    expect(await run()).toEqual({ requested: 0 })
    const sent = (await requests()).slice(before)
    expect(sent.map((e) => e.to)).toEqual(['asked@example.com'])
    const [email] = sent
    expect(email!.subject).toBe('¿Cómo te queda? Cuéntanos en una reseña')
    expect(email!.bodyText).toContain(`/es/order-reviews/${due.id}?key=${encodeURIComponent(due.key)}&line=${due.itemId}`)
    expect(email!.headers!['List-Unsubscribe']).toMatch(/\/es\/reviews\/unsubscribe\?token=/)
  })

  it('stops at one click for the address, and never asks it again', async () => {
    const first = await order({ deliveredAt: daysAgo(8), email: 'Stop@Example.com' })
    expect(await run()).toEqual({ requested: 1 })
    const [email] = (await requests()).filter((e) => e.to === 'Stop@Example.com')
    const token = decodeURIComponent(/token=([^>\s]+)/.exec(email!.headers!['List-Unsubscribe']!)![1]!)
    const unsubscribe = (body: unknown) => t.request(reviewsApi.unsubscribe.url, { method: 'POST', json: body })
    expect((await unsubscribe({ token: `${first.id}.AAAAAAAAAAAAAAAAAAAAAA` })).status).toBe(404)
    expect((await unsubscribe({ token })).status).toBe(200)
    expect((await unsubscribe({ token })).status).toBe(200)
    await order({ deliveredAt: daysAgo(8), email: 'stop@example.com' })
    expect(await run()).toEqual({ requested: 0 })
  })
})
