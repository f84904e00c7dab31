// Newsletter subscribers as the back office reads them (decision 038): the paged list (newest
// first, active or unsubscribed, searched by email through newsletter_subscribers_search) with
// the count of each, and the CSV of the active subscribers, whose export is audited.
import { and, asc, count, desc, eq } from 'drizzle-orm'
import { LANGUAGES, type Language } from '#shared/catalogue/catalogue'
import type { AdminSubscriber, SubscriberStatus } from '#shared/contracts/admin-subscribers'
import type { PagedList } from '#shared/schemas/paging'
import type { Db } from '#worker/db/client'
import { newsletterSubscribers } from '#worker/db/schema'
import { recordAdminAction } from './audit-log'
import { CSV_BOM, csvRow } from './csv'
import { pageAnswer, pageWindow } from './paging'
import { matchesSearch, type SearchIndex } from './search-index'

const subscriberSearch: SearchIndex = {
  table: 'newsletter_subscribers_search',
  key: 'subscriber_id',
  id: newsletterSubscribers.id,
  columns: [newsletterSubscribers.email],
}

const languageOf = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en')

type SubscriberFilter = { status?: SubscriberStatus | 'all'; search?: string; page: number }

const statusWhere = (status: SubscriberFilter['status']) =>
  status === undefined || status === 'all' ? undefined : eq(newsletterSubscribers.isActive, status === 'active')

/** Newest first (ties by id), 50 a page, with the total and the count of active and unsubscribed for the search. */
export async function listSubscribers(db: Db, filter: SubscriberFilter): Promise<PagedList<AdminSubscriber> & { counts: Record<SubscriberStatus, number> }> {
  const t = newsletterSubscribers
  const searched = matchesSearch(subscriberSearch, filter.search)
  const where = and(statusWhere(filter.status), searched)
  const { limit, offset } = pageWindow(filter.page)
  const [rows, [counted], byStatus] = await db.batch([
    db.select().from(t).where(where).orderBy(desc(t.subscribedAt), desc(t.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(t).where(where),
    db.select({ isActive: t.isActive, n: count() }).from(t).where(searched).groupBy(t.isActive),
  ])
  const items = rows.map(
    (row): AdminSubscriber => ({
      id: row.id,
      email: row.email,
      language: languageOf(row.language),
      status: row.isActive ? 'active' : 'unsubscribed',
      subscribedAt: row.subscribedAt,
      unsubscribedAt: row.unsubscribedAt,
    }),
  )
  const countOf = (active: boolean) => Number(byStatus.find((s) => s.isActive === active)?.n ?? 0)
  return { ...pageAnswer(items, counted, filter.page), counts: { active: countOf(true), unsubscribed: countOf(false) } }
}

const EXPORT_CHUNK = 1000
const EXPORT_HEADER = ['Email', 'Language', 'Subscribed at (UTC)']

/**
 * Every active subscriber, oldest first, as CSV (email, language, date subscribed), read a chunk
 * at a time; the export is recorded in the audit log with how many rows it held. Unsubscribed
 * addresses never leave the shop this way: writing to them would break their choice.
 */
export async function exportActiveSubscribersCsv(db: Db, actorId: string, now: Date): Promise<string> {
  const t = newsletterSubscribers
  const parts = [CSV_BOM, csvRow(EXPORT_HEADER)]
  let rows = 0
  for (let offset = 0; ; offset += EXPORT_CHUNK) {
    const chunk = await db
      .select({ email: t.email, language: t.language, subscribedAt: t.subscribedAt })
      .from(t)
      .where(eq(t.isActive, true))
      .orderBy(asc(t.subscribedAt), asc(t.id))
      .limit(EXPORT_CHUNK)
      .offset(offset)
    for (const s of chunk) parts.push(csvRow([s.email, s.language, s.subscribedAt]))
    rows += chunk.length
    if (chunk.length < EXPORT_CHUNK) break
  }
  await recordAdminAction(db, { userId: actorId, action: 'newsletter.export', targetType: 'newsletter', after: { rows } }, now)
  return parts.join('')
}
