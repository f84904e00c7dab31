// Contact messages as the back office reads and works them (decision 038): the paged list (newest
// first, by status, searched through contact_messages_search) with the count of each status, one
// message in full, and its status, changed with its audit entry in the same batch.
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { LANGUAGES, type Language } from '#shared/catalogue/catalogue'
import type { ContactMessageDetail, ContactMessageList, ContactMessageListItem, ContactMessageStatus } from '#shared/contracts/admin-messages'
import type { Db } from '#worker/db/client'
import { contactMessages } from '#worker/db/schema'
import { isStaleRecord, recordAdminActionIf } from './audit-log'
import { conflict, notFound } from './domain-errors'
import { pageAnswer, pageWindow } from './paging'
import { matchesSearch, type SearchIndex } from './search-index'

const MESSAGE_NOT_FOUND = 'Contact message not found'

/** How much of the text the list shows of each message. */
const PREVIEW_LENGTH = 160

const messageSearch: SearchIndex = {
  table: 'contact_messages_search',
  key: 'message_id',
  id: contactMessages.id,
  columns: [contactMessages.name, contactMessages.email, contactMessages.subject],
}

/** A language the shop does not speak (none is stored today) reads as English, its default. */
const languageOf = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en')

type MessageFilter = { status?: ContactMessageStatus | 'all'; search?: string; page: number }

/** Newest first (ties by id, so pages never overlap), 50 a page, with the total and the count of each status for the search. */
export async function listContactMessages(db: Db, filter: MessageFilter): Promise<ContactMessageList> {
  const t = contactMessages
  const searched = matchesSearch(messageSearch, filter.search)
  const where = and(filter.status && filter.status !== 'all' ? eq(t.status, filter.status) : undefined, searched)
  const { limit, offset } = pageWindow(filter.page)
  const [rows, [counted], byStatus] = await db.batch([
    db
      .select({
        id: t.id,
        name: t.name,
        email: t.email,
        subject: t.subject,
        language: t.language,
        status: t.status,
        preview: sql<string>`substr(${t.message}, 1, ${PREVIEW_LENGTH})`,
        createdAt: t.createdAt,
      })
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(t).where(where),
    db.select({ status: t.status, n: count() }).from(t).where(searched).groupBy(t.status),
  ])
  // Line breaks and runs of spaces read as one space: the preview is one line.
  const items: ContactMessageListItem[] = rows.map((row) => ({ ...row, language: languageOf(row.language), preview: row.preview.replace(/\s+/g, ' ').trim() }))
  const countOf = (status: ContactMessageStatus) => Number(byStatus.find((s) => s.status === status)?.n ?? 0)
  return { ...pageAnswer(items, counted, filter.page), counts: { new: countOf('new'), answered: countOf('answered'), closed: countOf('closed') } }
}

async function findMessage(db: Db, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
  if (!row) throw notFound(MESSAGE_NOT_FOUND)
  return row
}

const toDetail = (row: typeof contactMessages.$inferSelect): ContactMessageDetail => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  language: languageOf(row.language),
  status: row.status,
  message: row.message,
  createdAt: row.createdAt,
})

export const contactMessageDetail = async (db: Db, id: string) => toDetail(await findMessage(db, id))

/**
 * Sets a message's status, any to any (decision 038), with its audit entry. The entry is written
 * only if the message still has the status it was read with, so two people changing it at once
 * never record a "before" that was not: the second gets 409 `contact_message_changed`. Setting
 * the status it has writes nothing.
 */
export async function changeContactMessageStatus(db: Db, actorId: string, id: string, status: ContactMessageStatus, now: Date): Promise<ContactMessageDetail> {
  const row = await findMessage(db, id)
  if (row.status === status) return toDetail(row)
  const stillAsRead = sql`EXISTS (SELECT 1 FROM ${contactMessages} WHERE ${contactMessages.id} = ${id} AND ${contactMessages.status} = ${row.status})`
  try {
    // The entry first: its condition reads the status before the update changes it.
    await db.batch([
      recordAdminActionIf(
        db,
        { userId: actorId, action: 'contact_message.status_change', targetType: 'contact_message', targetId: id, before: { status: row.status }, after: { status } },
        now,
        stillAsRead,
      ),
      db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)),
    ])
  } catch (error) {
    if (isStaleRecord(error)) throw conflict('Someone else changed this message meanwhile. Please reload it and try again.', 'contact_message_changed')
    throw error
  }
  return { ...toDetail(row), status }
}
