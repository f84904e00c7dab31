// Dashboard offers in the back office (decision 036) against the real migrations and the demo
// data: creating (the linked code must exist, the image must be the shop's, the link a page of
// the shop or https), the status of each offer and the list's filter, editing, ending early (the
// dashboard then leaves it out; ending is final), the audit entries, and who may do it.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminOffersApi, type AdminOffer } from '#shared/contracts/admin-offers'
import { urlFor } from '#shared/contracts/contract'
import { dashboardApi } from '#shared/contracts/dashboard'
import { MESSAGES } from '#shared/schemas/messages'
import { adminAuditLog, dashboardOffers } from '#worker/db/schema'
import { signIn, signInDemoRoles } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string, staff: string, customer: string, wholesale: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;({ admin, staff, customer } = await signInDemoRoles(t.request, TEST_PASSWORD))
  wholesale = await signIn(t.request, 'wholesale@example.com', TEST_PASSWORD)
})
afterAll(() => t.close())

const DAY = 86_400_000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()
const input = (fields: Record<string, unknown> = {}) => ({
  titleEn: 'Spring sale',
  titleEs: 'Rebajas de primavera',
  titleFr: 'Soldes de printemps',
  descriptionEn: 'Ten percent off.',
  descriptionEs: 'Diez por ciento.',
  descriptionFr: 'Dix pour cent.',
  ctaLinkEn: '/shop',
  ctaLinkEs: '/es/shop',
  ctaLinkFr: '',
  imageUrl: null,
  startsAt: at(-1),
  endsAt: at(10),
  audience: 'customer',
  discountCode: ' gracias15 ',
  ...fields,
})

const send = async (cookie: string, url: string, method: string, json?: unknown) => {
  const res = await t.request(url, { method, headers: { cookie }, ...(json !== undefined && { json }) })
  return { status: res.status, body: await res.json() }
}
const create = (fields: Record<string, unknown>, cookie = staff) => send(cookie, adminOffersApi.create.url, 'POST', input(fields))
const list = async (query = '') => (await send(staff, `${adminOffersApi.list.url}${query}`, 'GET')).body as { items: AdminOffer[]; total: number }
const dashboardTitles = async (cookie: string) => ((await send(cookie, dashboardApi.summary.url, 'GET')).body.activeOffers as { titleEn: string }[]).map((o) => o.titleEn)

describe('/api/admin/offers', () => {
  it('lists the demo offers live, each with its linked code', async () => {
    const { items } = await list('?status=live')
    expect(items.map((o) => [o.audience, o.discountCode, o.status]).sort()).toEqual([
      ['customer', 'GRACIAS15', 'live'],
      ['wholesale', 'MAYORISTA-FIT', 'live'],
    ])
  })

  it('creates an offer linked to an existing code (in any case), audited; the customer’s dashboard shows it with the code', async () => {
    const created = await create({})
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'live', audience: 'customer', discountCode: 'GRACIAS15', ctaLinkFr: null, endedEarlyAt: null })
    const [entry] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, created.body.id))
    expect(entry).toMatchObject({ action: 'offer.create', targetType: 'offer', after: expect.objectContaining({ titleEn: 'Spring sale', targetRole: 'customer' }) })
    const summary = (await send(customer, dashboardApi.summary.url, 'GET')).body
    expect(summary.activeOffers).toContainEqual(expect.objectContaining({ titleEn: 'Spring sale', discountCode: 'GRACIAS15' }))
    expect(await dashboardTitles(wholesale)).not.toContain('Spring sale')
  })

  it('refuses what breaks a rule, each message on its field; the code must exist and the image be one of the shop’s', async () => {
    const fieldsOf = async (fields: Record<string, unknown>) => (await create(fields)).body.error.fields
    expect(await fieldsOf({ titleFr: ' ' })).toEqual({ titleFr: MESSAGES.offerTitleRequired })
    expect(await fieldsOf({ endsAt: at(-2) })).toEqual({ endsAt: MESSAGES.discountEndBeforeStart })
    expect(await fieldsOf({ ctaLinkEn: 'javascript:alert(1)' })).toEqual({ ctaLinkEn: MESSAGES.offerLinkInvalid })
    expect(await fieldsOf({ ctaLinkEs: '//evil.example/x' })).toEqual({ ctaLinkEs: MESSAGES.offerLinkInvalid })
    expect(await fieldsOf({ audience: 'staff' })).toEqual({ audience: MESSAGES.offerAudienceInvalid })
    expect((await create({ discountCode: 'NO-SUCH-CODE' })).body.error).toMatchObject({ code: 'offer_code_unknown', fields: { discountCode: 'No discount code NO-SUCH-CODE' } })
    // Everyone the offer is shown to must be able to use its code: GRACIAS15 is for customers only.
    for (const audience of ['everyone', 'wholesale']) {
      expect((await create({ audience })).body.error, audience).toMatchObject({ code: 'offer_code_audience', fields: { discountCode: expect.any(String) } })
    }
    expect((await create({ imageUrl: 'https://evil.example/x.png' })).body.error).toMatchObject({ code: 'offer_image_unknown', fields: { imageUrl: expect.any(String) } })
    const { items: images } = (await send(staff, adminOffersApi.images.url, 'GET')).body as { items: { url: string; productNames: Record<string, string> }[] }
    expect(images.length).toBeGreaterThan(10)
    // Each named in the three languages, for the dialog to list in the reader's.
    expect(Object.keys(images[0]!.productNames)).toEqual(['en', 'es', 'fr'])
    expect(images[0]!.productNames.es).not.toBe(images[0]!.productNames.en)
    const withImage = await create({ imageUrl: images[0]!.url, discountCode: null, ctaLinkEn: 'https://example.com/lookbook', audience: 'everyone' })
    expect(withImage.body).toMatchObject({ imageUrl: images[0]!.url, discountCode: null, audience: 'everyone' })
    // An image the catalogue no longer shows stays on an offer edited for its words.
    await t.db.update(dashboardOffers).set({ imageUrl: '/images/gone.svg' }).where(eq(dashboardOffers.id, withImage.body.id))
    const kept = await send(staff, urlFor(adminOffersApi.update, { id: withImage.body.id }), 'PATCH', input({ titleEn: 'Reworded', imageUrl: '/images/gone.svg', discountCode: null }))
    expect(kept.body).toMatchObject({ titleEn: 'Reworded', imageUrl: '/images/gone.svg' })
  })

  it('tells scheduled from live, edits an offer (audited with before and after), and ends one early: final, gone from the dashboard', async () => {
    const { body: later } = await create({ titleEn: 'Later', startsAt: at(2), endsAt: at(5) })
    expect(later.status).toBe('scheduled')
    expect((await list('?status=scheduled')).items.map((o) => o.titleEn)).toEqual(['Later'])
    expect(await dashboardTitles(customer)).not.toContain('Later')

    const edited = await send(staff, urlFor(adminOffersApi.update, { id: later.id }), 'PATCH', input({ titleEn: 'Now', startsAt: at(-1), endsAt: at(5), discountCode: null }))
    expect(edited.body).toMatchObject({ titleEn: 'Now', status: 'live', discountCode: null })
    expect(await dashboardTitles(customer)).toContain('Now')
    const [update] = await t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'offer.update'), eq(adminAuditLog.targetId, later.id)))
    expect(update).toMatchObject({ targetId: later.id, before: expect.objectContaining({ titleEn: 'Later' }), after: expect.objectContaining({ titleEn: 'Now', discountCodeId: null }) })

    const ended = await send(admin, urlFor(adminOffersApi.end, { id: later.id }), 'POST')
    expect(ended.body).toMatchObject({ status: 'ended', endedEarlyAt: expect.any(String) })
    expect(ended.body.endsAt).toBe(ended.body.endedEarlyAt)
    expect(await dashboardTitles(customer)).not.toContain('Now')
    expect((await list('?status=ended&search=now')).items.map((o) => o.titleEn)).toEqual(['Now'])
    expect((await send(staff, urlFor(adminOffersApi.end, { id: later.id }), 'POST')).body.error.code).toBe('offer_ended')
    expect((await send(staff, urlFor(adminOffersApi.update, { id: later.id }), 'PATCH', input({ endsAt: at(30) }))).body.error.code).toBe('offer_ended')

    const actions = await t.db.select({ action: adminAuditLog.action }).from(adminAuditLog).where(eq(adminAuditLog.targetId, later.id))
    expect(actions.map((a) => a.action).sort()).toEqual(['offer.create', 'offer.end', 'offer.update'])
  })

  it('finds offers by the linked code', async () => {
    expect((await list('?search=mayorista')).items.map((o) => o.discountCode)).toEqual(['MAYORISTA-FIT'])
  })

  it('is for admins and staff only', async () => {
    expect((await send(customer, adminOffersApi.list.url, 'GET')).status).toBe(403)
    expect((await send(customer, adminOffersApi.create.url, 'POST', input())).status).toBe(403)
    expect((await send(wholesale, adminOffersApi.images.url, 'GET')).status).toBe(403)
    expect((await send(admin, adminOffersApi.list.url, 'GET')).status).toBe(200)
    expect((await send(staff, urlFor(adminOffersApi.end, { id: 'nope' }), 'POST')).status).toBe(404)
  })
})
