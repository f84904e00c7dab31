// Wholesale inquiries (decision 016): what a buyer or a rep asks a quote for. Stored with snapshots of
// the lines as the catalogue named them, announced to the buyer and to the sales inbox through
// the email outbox in the same batch, and worked through the five statuses in the back office.
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { localized } from '#shared/catalogue/catalogue'
import { MESSAGES } from '#shared/schemas/messages'
import type {
  InquiryDetail,
  InquiryItem,
  InquiryListItem,
  InquiryListQuery,
  InquiryStatus,
  MyInquiry,
  WholesaleOrder,
} from '#shared/schemas/wholesale'
import type { PagedList } from '#shared/schemas/paging'
import type { Db } from '#worker/db/client'
import { products, users, wholesaleInquiries } from '#worker/db/schema'
import { databaseRefused } from '#worker/db/constraint-errors'
import { wholesaleAcknowledgementEmail } from '#worker/emails/wholesale-acknowledgement'
import { wholesaleNotificationEmail } from '#worker/emails/wholesale-notification'
import { recordAdminAction } from './audit-log'
import { conflict, invalid, notFound } from './domain-errors'
import { queueEmail } from './email-outbox'
import { pageAnswer, pageWindow, searchIn } from './paging'

export type InquiryRow = typeof wholesaleInquiries.$inferSelect

const INQUIRY_NOT_FOUND = 'Wholesale inquiry not found'

/** Without 0/O and 1/I, so a reference read out on the phone is never misheard. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 'WQ-' and 6 characters: about a billion references, drawn again on the rare collision. */
function newInquiryReference(): string {
  // 256 is a multiple of the alphabet's 32 letters, so every letter is equally likely.
  const bytes = crypto.getRandomValues(new Uint8Array(6))
  return `WQ-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`
}

type ReceiveOptions = {
  /** The signed-in user sending it, if any: the inquiry is then theirs (dashboard). */
  userId: string | null
  now: Date
  /** The sales inbox (WHOLESALE_EMAIL). */
  salesEmail: string
  /** Where the team opens an inquiry in the back office. */
  adminLink: (inquiryId: string) => string
  /** More statements for the same batch, made from the stored inquiry (the request's idempotent answer). */
  alsoWrite?: (inquiry: InquiryRow) => BatchItem<'sqlite'>[]
}

type ProductRow = Pick<typeof products.$inferSelect, 'id' | 'code' | 'nameEn' | 'nameEs' | 'nameFr' | 'category' | 'colors' | 'sizes' | 'isActive'>

/**
 * Each line must name an active product in one of its colours and sizes, as the catalogue is now;
 * the refusal marks the lines (`items.<index>`) so the form or the sync centre can show which.
 */
function checkLines(order: WholesaleOrder, byId: Map<string, ProductRow>): ProductRow[] {
  const fields: Record<string, string> = {}
  const found = order.items.map((item, index) => {
    const product = byId.get(item.productId)
    if (!product?.isActive) fields[`items.${index}`] = MESSAGES.wholesaleProductUnavailable
    else if (!product.colors.includes(item.color) || !product.sizes.includes(item.size)) fields[`items.${index}`] = MESSAGES.wholesaleVariantUnavailable
    return product
  })
  if (Object.keys(fields).length > 0) throw invalid(MESSAGES.wholesaleItemsUnavailable, 'items_unavailable', fields)
  return found as ProductRow[]
}

const sameSender = (row: InquiryRow, order: WholesaleOrder) => row.email === order.email && row.companyName === order.companyName

/**
 * Stores the inquiry (status pending) with its two emails in one batch. A submission whose
 * `clientId` is already stored is the same order sent again (a retry after its Idempotency-Key
 * expired): the stored inquiry is the answer and nothing is written.
 */
export async function receiveWholesaleOrder(db: Db, order: WholesaleOrder, options: ReceiveOptions): Promise<InquiryRow> {
  if (order.clientId) {
    const [earlier] = await db.select().from(wholesaleInquiries).where(eq(wholesaleInquiries.clientId, order.clientId))
    if (earlier) {
      if (!sameSender(earlier, order)) throw conflict('This submission id was already used for another order', 'client_id_reused')
      return earlier
    }
  }
  const ids = [...new Set(order.items.map((i) => i.productId))]
  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      nameEn: products.nameEn,
      nameEs: products.nameEs,
      nameFr: products.nameFr,
      category: products.category,
      colors: products.colors,
      sizes: products.sizes,
      isActive: products.isActive,
    })
    .from(products)
    .where(inArray(products.id, ids))
  const lineProducts = checkLines(order, new Map(rows.map((r) => [r.id, r])))

  const items: InquiryItem[] = order.items.map((item, i) => ({
    productId: item.productId,
    productCode: lineProducts[i]!.code,
    productName: lineProducts[i]!.nameEn,
    color: item.color,
    size: item.size,
    quantity: item.quantity,
  }))
  const nowIso = options.now.toISOString()
  const base = {
    id: crypto.randomUUID(),
    clientId: order.clientId ?? null,
    companyName: order.companyName,
    contactName: order.contactName,
    email: order.email,
    phone: order.phone,
    country: order.country,
    items,
    notes: order.notes ?? null,
    status: 'pending' as const,
    userId: options.userId,
    language: order.language,
    businessType: order.businessType ?? null,
    yearsInBusiness: order.yearsInBusiness ?? null,
    taxId: order.taxId ?? null,
    website: order.website ?? null,
    productsInterested: [...new Set(lineProducts.map((p) => p.category))],
    estimatedMonthlyOrder: order.estimatedMonthlyOrder ?? null,
    targetMarket: order.targetMarket ?? null,
    currentSuppliers: order.currentSuppliers ?? null,
    additionalNotes: null,
    createdAt: nowIso,
    updatedAt: nowIso,
  }

  for (let attempt = 0; ; attempt++) {
    const inquiry: InquiryRow = { ...base, reference: newInquiryReference() }
    const reference = inquiry.reference!
    // The buyer reads the lines in their language; the team's copy keeps the catalogue's English.
    const acknowledgement = wholesaleAcknowledgementEmail({
      to: order.email,
      language: order.language,
      contactName: order.contactName,
      companyName: order.companyName,
      reference,
      items: items.map((item, i) => ({ ...item, productName: localized(lineProducts[i]!, 'name', order.language) })),
    })
    const notification = wholesaleNotificationEmail({
      to: options.salesEmail,
      inquiry: { reference, companyName: order.companyName, contactName: order.contactName, email: order.email, phone: order.phone, country: order.country, notes: order.notes, items },
      adminUrl: options.adminLink(inquiry.id),
    })
    try {
      await db.batch([
        db.insert(wholesaleInquiries).values(inquiry),
        queueEmail(db, acknowledgement),
        queueEmail(db, notification),
        ...(options.alsoWrite?.(inquiry) ?? []),
      ])
    } catch (error) {
      if (databaseRefused(error, 'UNIQUE constraint failed: wholesale_inquiries.reference') && attempt < 4) continue
      // The same submission arrived twice at once under different keys: the first one stored wins.
      if (order.clientId && databaseRefused(error, 'UNIQUE constraint failed: wholesale_inquiries.client_id')) {
        const [stored] = await db.select().from(wholesaleInquiries).where(eq(wholesaleInquiries.clientId, order.clientId))
        if (stored && sameSender(stored, order)) return stored
      }
      throw error
    }
    return inquiry
  }
}

const unitsOf = (items: InquiryItem[]) => items.reduce((sum, item) => sum + item.quantity, 0)
/** Rows stored before references existed have none; their id's start stands in. */
const referenceOf = (row: Pick<InquiryRow, 'id' | 'reference'>) => row.reference ?? row.id.slice(0, 8).toUpperCase()

export const toReceipt = (row: InquiryRow) => ({ id: row.id, reference: referenceOf(row) })

/** The signed-in user's own inquiries, newest first. */
export async function inquiriesOf(db: Db, userId: string): Promise<MyInquiry[]> {
  const rows = await db.select().from(wholesaleInquiries).where(eq(wholesaleInquiries.userId, userId)).orderBy(desc(wholesaleInquiries.createdAt))
  return rows.map((row) => ({
    id: row.id,
    reference: referenceOf(row),
    companyName: row.companyName,
    status: row.status,
    itemCount: row.items.length,
    totalUnits: unitsOf(row.items),
    items: row.items,
    createdAt: row.createdAt,
  }))
}

function toListItem(row: InquiryRow): InquiryListItem {
  return {
    id: row.id,
    reference: referenceOf(row),
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    businessType: row.businessType,
    estimatedMonthlyOrder: row.estimatedMonthlyOrder,
    status: row.status,
    itemCount: row.items.length,
    createdAt: row.createdAt,
  }
}

/** The back office's list: newest first, by status, searched in company, contact name and email. */
export async function listInquiries(db: Db, query: Required<Pick<InquiryListQuery, 'page'>> & { status?: InquiryStatus | 'all'; search?: string }): Promise<PagedList<InquiryListItem>> {
  const t = wholesaleInquiries
  const where = and(
    query.status && query.status !== 'all' ? eq(t.status, query.status) : undefined,
    searchIn(query.search, [t.companyName, t.contactName, t.email]),
  )
  const page = Number(query.page)
  const { limit, offset } = pageWindow(page)
  const [rows, [counted]] = await db.batch([
    db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(t).where(where),
  ])
  return pageAnswer(rows.map(toListItem), counted, page)
}

export async function findInquiry(db: Db, id: string): Promise<InquiryDetail> {
  const [found] = await db
    .select({ inquiry: wholesaleInquiries, user: { id: users.id, email: users.email, role: users.role } })
    .from(wholesaleInquiries)
    .leftJoin(users, eq(users.id, wholesaleInquiries.userId))
    .where(eq(wholesaleInquiries.id, id))
  if (!found) throw notFound(INQUIRY_NOT_FOUND)
  const row = found.inquiry
  return {
    ...toListItem(row),
    phone: row.phone,
    country: row.country,
    yearsInBusiness: row.yearsInBusiness,
    taxId: row.taxId,
    website: row.website,
    productsInterested: row.productsInterested,
    targetMarket: row.targetMarket,
    currentSuppliers: row.currentSuppliers,
    // Both columns hold the buyer's own words; the form fills only `notes`, so the other is a fallback.
    notes: row.notes ?? row.additionalNotes,
    language: row.language,
    items: row.items,
    totalUnits: unitsOf(row.items),
    user: found.user,
    updatedAt: row.updatedAt,
  }
}

/** Any of the five statuses may follow any other, set by admin or staff; audited in the same batch. */
export async function changeInquiryStatus(db: Db, actorId: string, id: string, status: InquiryStatus, now: Date): Promise<InquiryDetail> {
  const [current] = await db.select({ status: wholesaleInquiries.status }).from(wholesaleInquiries).where(eq(wholesaleInquiries.id, id))
  if (!current) throw notFound(INQUIRY_NOT_FOUND)
  if (current.status !== status) {
    await db.batch([
      db
        .update(wholesaleInquiries)
        .set({ status, updatedAt: now.toISOString() })
        .where(eq(wholesaleInquiries.id, id)),
      recordAdminAction(
        db,
        { userId: actorId, action: 'wholesale_inquiry.status_change', targetType: 'wholesale_inquiry', targetId: id, before: { status: current.status }, after: { status } },
        now,
      ),
    ])
  }
  return findInquiry(db, id)
}
