// The search boxes of the back office's lists go through trigram indexes: orders_search and
// users_search (migration 0007), contact_messages_search and newsletter_subscribers_search
// (migration 0021). Every word typed must appear somewhere in the record, as a piece of any of
// its searched columns, ignoring case and accents. A word shorter than a trigram (3 characters)
// cannot use the index; such a search reads the columns themselves instead (a scan, only for
// those rare one- and two-letter searches).
import { and, or, sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'

const TRIGRAM = 3

/** The words of a search, or [] for an empty box. */
const wordsOf = (needle: string | undefined) => (needle ?? '').split(/\s+/).filter(Boolean)

/** The FTS5 query: each word as a quoted phrase, all required; undefined when a word is too short to be indexed. */
function trigramQuery(needle: string | undefined): string | undefined {
  const words = wordsOf(needle)
  if (words.length === 0 || words.some((w) => [...w].length < TRIGRAM)) return undefined
  return words.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND ')
}

export type SearchIndex = {
  /** The FTS5 table (migrations 0007 and 0021) and its column holding the record's id. */
  table: 'orders_search' | 'users_search' | 'contact_messages_search' | 'newsletter_subscribers_search'
  key: 'order_id' | 'user_id' | 'message_id' | 'subscriber_id'
  /** The record's id column, and the columns the index covers (for the short-word fallback). */
  id: SQLiteColumn
  columns: SQLiteColumn[]
}

/** The condition "matches the search box" for a list's WHERE; undefined for an empty box. */
export function matchesSearch(index: SearchIndex, needle: string | undefined): SQL | undefined {
  const words = wordsOf(needle)
  if (words.length === 0) return undefined
  const query = trigramQuery(needle)
  if (query) {
    return sql`${index.id} IN (SELECT ${sql.identifier(index.key)} FROM ${sql.identifier(index.table)} WHERE ${sql.identifier(index.table)} MATCH ${query})`
  }
  // instr() rather than LIKE, so % and _ typed in the box are matched literally.
  return and(...words.map((w) => or(...index.columns.map((c) => sql`instr(lower(${c}), ${w.toLowerCase()}) > 0`))))
}
