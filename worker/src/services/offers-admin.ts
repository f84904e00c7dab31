// Dashboard offers in the back office (decisions 017 and 036): the list with each offer's status,
// and creating, editing and ending one early. Every change is written in one batch with its audit
// entry. An offer links its discount code by id (a code staff name must exist) and shows one of
// the images the catalogue already has (nothing else: no address staff type reaches the dashboard).
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm'
import { offerMayPromote, type AdminOffer, type OfferImage, type OfferInput, type OfferStatus } from '#shared/contracts/admin-offers'
import type { PagedList } from '#shared/schemas/paging'
import type { Db } from '#worker/db/client'
import { dashboardOffers, discountCodes, products } from '#worker/db/schema'
import { recordAdminAction } from './audit-log'
import { conflict, invalid, notFound } from './domain-errors'
import { offerStatusIs, offerStatusOf } from './offer-status'
import { pageAnswer, pageWindow, searchIn } from './paging'

type OfferRow = typeof dashboardOffers.$inferSelect

const OFFER_NOT_FOUND = 'Offer not found'

/** The codes of the linked discount codes, by id. */
async function codesOf(db: Db, rows: OfferRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.discountCodeId ?? []))]
  const found = ids.length ? await db.select({ id: discountCodes.id, code: discountCodes.code }).from(discountCodes).where(inArray(discountCodes.id, ids)) : []
  return new Map(found.map((c) => [c.id, c.code]))
}

async function toAdminOffers(db: Db, rows: OfferRow[], now: Date): Promise<AdminOffer[]> {
  const codes = await codesOf(db, rows)
  return rows.map((row) => ({
    id: row.id,
    titleEn: row.titleEn,
    titleEs: row.titleEs,
    titleFr: row.titleFr,
    descriptionEn: row.descriptionEn,
    descriptionEs: row.descriptionEs,
    descriptionFr: row.descriptionFr,
    ctaLinkEn: row.ctaLinkEn,
    ctaLinkEs: row.ctaLinkEs,
    ctaLinkFr: row.ctaLinkFr,
    imageUrl: row.imageUrl,
    startsAt: row.startDate,
    endsAt: row.endDate,
    endedEarlyAt: row.endedEarlyAt,
    status: offerStatusOf(row, now),
    audience: (row.targetRole ?? 'everyone') as AdminOffer['audience'],
    discountCode: row.discountCodeId ? (codes.get(row.discountCodeId) ?? null) : null,
    createdAt: row.createdAt,
  }))
}

const toAdminOffer = async (db: Db, row: OfferRow, now: Date) => (await toAdminOffers(db, [row], now))[0]!

/** Newest first, 50 a page, by part of a title (any language) or of the linked code, and by status at `now`. */
export async function listOffers(db: Db, filter: { search?: string; status?: OfferStatus; page: number }, now: Date): Promise<PagedList<AdminOffer>> {
  const bySearch: SQL | undefined = filter.search
    ? or(
        searchIn(filter.search, [dashboardOffers.titleEn, dashboardOffers.titleEs, dashboardOffers.titleFr]),
        inArray(dashboardOffers.discountCodeId, db.select({ id: discountCodes.id }).from(discountCodes).where(searchIn(filter.search, [discountCodes.code]))),
      )
    : undefined
  const where = and(bySearch, filter.status ? offerStatusIs(filter.status, now) : undefined)
  const { limit, offset } = pageWindow(filter.page)
  const [rows, [counted]] = await db.batch([
    db.select().from(dashboardOffers).where(where).orderBy(desc(dashboardOffers.createdAt), desc(dashboardOffers.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(dashboardOffers).where(where),
  ])
  return pageAnswer(await toAdminOffers(db, rows, now), counted, filter.page)
}

/** Every image the catalogue shows, each once: the products' drawings, then the widest source of each uploaded photo. */
export async function offerImages(db: Db): Promise<OfferImage[]> {
  const rows = await db.select({ en: products.nameEn, es: products.nameEs, fr: products.nameFr, images: products.images, photos: products.photos }).from(products).orderBy(asc(products.code))
  const seen = new Set<string>()
  return rows.flatMap((p) =>
    [...p.images, ...p.photos.flatMap((photo) => photo.sources.at(-1)?.url ?? [])].flatMap((url) => {
      if (seen.has(url)) return []
      seen.add(url)
      return [{ url, productNames: { en: p.en, es: p.es, fr: p.fr } }]
    }),
  )
}

/**
 * The columns an input writes: the code's id for its text (400 on `discountCode` for one the shop
 * does not have), the image checked unless it is the one the offer already shows (a product since
 * deleted does not stop an edit of the words).
 */
async function columnsOf(db: Db, input: OfferInput, shownImage: string | null = null) {
  const { startsAt, endsAt, audience, discountCode, ...words } = input
  let discountCodeId: string | null = null
  if (discountCode !== null) {
    const [code] = await db.select({ id: discountCodes.id, audience: discountCodes.audience }).from(discountCodes).where(eq(discountCodes.code, discountCode))
    if (!code) {
      const message = `No discount code ${discountCode}`
      throw invalid(message, 'offer_code_unknown', { discountCode: message })
    }
    if (!offerMayPromote(audience, code.audience)) {
      const message = `${discountCode} is not for everyone this offer is shown to`
      throw invalid(message, 'offer_code_audience', { discountCode: message })
    }
    discountCodeId = code.id
  }
  if (input.imageUrl !== null && input.imageUrl !== shownImage && !(await offerImages(db)).some((image) => image.url === input.imageUrl)) {
    const message = 'Choose one of the shop’s images'
    throw invalid(message, 'offer_image_unknown', { imageUrl: message })
  }
  return { ...words, startDate: startsAt, endDate: endsAt, targetRole: audience === 'everyone' ? null : audience, discountCodeId }
}

/** An offer as the audit log records it, before and after alike (its columns, without its creation time). */
const audited = ({ createdAt: _c, ...columns }: Omit<OfferRow, 'createdAt'> & Partial<Pick<OfferRow, 'createdAt'>>) => columns

export async function createOffer(db: Db, actorId: string, input: OfferInput, now: Date): Promise<AdminOffer> {
  const id = crypto.randomUUID()
  const values = { id, ...(await columnsOf(db, input)), endedEarlyAt: null, createdAt: now.toISOString() }
  const [[created]] = await db.batch([
    db.insert(dashboardOffers).values(values).returning(),
    recordAdminAction(db, { userId: actorId, action: 'offer.create', targetType: 'offer', targetId: id, after: audited(values) }, now),
  ])
  return toAdminOffer(db, created!, now)
}

async function findOffer(db: Db, id: string): Promise<OfferRow> {
  const [row] = await db.select().from(dashboardOffers).where(eq(dashboardOffers.id, id))
  if (!row) throw notFound(OFFER_NOT_FOUND)
  return row
}

const endedEarly = (row: OfferRow) => conflict(`The offer “${row.titleEn}” was ended early`, 'offer_ended')

/** Replaces an offer. One ended early stays ended: 409 `offer_ended` (a new offer runs it again). */
export async function updateOffer(db: Db, actorId: string, id: string, input: OfferInput, now: Date): Promise<AdminOffer> {
  const before = await findOffer(db, id)
  if (before.endedEarlyAt !== null) throw endedEarly(before)
  const columns = await columnsOf(db, input, before.imageUrl)
  const [[updated]] = await db.batch([
    db.update(dashboardOffers).set(columns).where(eq(dashboardOffers.id, id)).returning(),
    recordAdminAction(db, { userId: actorId, action: 'offer.update', targetType: 'offer', targetId: id, before: audited(before), after: audited({ ...before, ...columns }) }, now),
  ])
  if (!updated) throw notFound(OFFER_NOT_FOUND)
  return toAdminOffer(db, updated, now)
}

/** Ends an offer now: its end (and, for one not started, its start) becomes this moment; 409 `offer_ended` once it has ended. */
export async function endOffer(db: Db, actorId: string, id: string, now: Date): Promise<AdminOffer> {
  const row = await findOffer(db, id)
  if (offerStatusOf(row, now) === 'ended') throw conflict(`The offer “${row.titleEn}” has ended`, 'offer_ended')
  const at = now.toISOString()
  const set = { endDate: at, endedEarlyAt: at, ...(row.startDate > at && { startDate: at }) }
  const before = Object.fromEntries(Object.keys(set).map((key) => [key, row[key as keyof OfferRow]]))
  const [[updated]] = await db.batch([
    db.update(dashboardOffers).set(set).where(eq(dashboardOffers.id, id)).returning(),
    recordAdminAction(db, { userId: actorId, action: 'offer.end', targetType: 'offer', targetId: id, before, after: set }, now),
  ])
  if (!updated) throw notFound(OFFER_NOT_FOUND)
  return toAdminOffer(db, updated, now)
}
