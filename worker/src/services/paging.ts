// Paging and searching of back-office lists (shared/schemas/paging.ts). A list reads the rows of
// its page and the count of every matching row in one db.batch, so both describe the same moment:
//
//   const { limit, offset } = pageWindow(page)
//   const [rows, [counted]] = await db.batch([query.limit(limit).offset(offset), db.select({ n: count() }).from(t).where(where)])
//   return pageAnswer(rows.map(toItem), counted, page)
import { sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { PAGE_SIZE, type PagedList } from '#shared/schemas/paging'

export const pageWindow = (page: number, pageSize = PAGE_SIZE) => ({ limit: pageSize, offset: (page - 1) * pageSize })

export const pageAnswer = <T>(items: T[], counted: { n: number } | undefined, page: number, pageSize = PAGE_SIZE): PagedList<T> => ({
  items,
  total: Number(counted?.n ?? 0),
  page,
  pageSize,
})

/** Case-insensitive search in any of `columns`; instr() rather than LIKE, so % and _ typed in the box match literally. */
export function searchIn(needle: string | undefined, columns: SQLiteColumn[]): SQL | undefined {
  if (!needle) return undefined
  const lowered = needle.toLowerCase()
  return sql`(${sql.join(
    columns.map((column) => sql`instr(lower(${column}), ${lowered}) > 0`),
    sql` or `,
  )})`
}
