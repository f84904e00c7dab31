// Back-office lists are paged on the server (decision 017): 50 rows a page, the
// total count with every page, the page number in the query. One shape for every list, so the
// app's Pagination and the server's paging helper serve them all.
import { z } from 'zod'
import { singleLineText } from './fields'
import { MESSAGES as M } from './messages'

export const PAGE_SIZE = 50

/** `?page=` as it arrives in a URL: a whole number from 1, 1 when absent. */
export const pageQuery = z.coerce
  .number({ error: M.pageInvalid })
  .int(M.pageInvalid)
  .min(1, M.pageInvalid)
  .max(1_000_000, M.pageInvalid)
  .default(1)

/** `?search=`: one line, trimmed; an empty box searches nothing. */
export const searchQuery = singleLineText()
  .max(100, M.searchTooLong)
  .optional()
  .transform((v) => (v ? v : undefined))

/** A page of a list: its rows, how many rows match in all, which page this is and its size. */
export const pagedListSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative(), page: z.number().int().positive(), pageSize: z.number().int().positive() })

export type PagedList<T> = { items: T[]; total: number; page: number; pageSize: number }
