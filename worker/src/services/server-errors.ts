// The API's crashes, kept for the operations screen (decision 032): one row per request the app
// answered 500 (app.ts onError records it after the answer). What a row may hold is what a log
// line may (decision 028): ids, the method and route pattern, the error's type, message and stack
// frames; never a body, header, query string, or the values a failed query was given (a drizzle
// error's `params:` line can hold an email address or a name, so it is cut off).
// Bounded: each write keeps the newest KEPT_SERVER_ERRORS, the purge job removes those older than
// OPERATIONS_DAYS.
import { desc, lt, lte, sql } from 'drizzle-orm'
import { KEPT_SERVER_ERRORS, LISTED_SERVER_ERRORS, OPERATIONS_DAYS } from '#shared/contracts/admin-operations'
import type { Db } from '#worker/db/client'
import { serverErrors } from '#worker/db/schema'
import { withoutQueryParams } from '#shared/error-reports'

const DAY_MS = 24 * 60 * 60_000
const MESSAGE_CHARS = 2000
const STACK_CHARS = 8000

export type ServerErrorRecord = {
  occurredAt: Date
  requestId: string
  method: string
  route: string | undefined
  status: number
  error: unknown
  userId: string | undefined
}

/** The error's type, message (and its cause's, as a failed query's driver error) and stack frames only. */
export function describeError(error: unknown): { name: string; message: string; stack: string | null } {
  if (!(error instanceof Error)) return { name: typeof error, message: String(error).slice(0, MESSAGE_CHARS), stack: null }
  const cause = error.cause instanceof Error ? `\ncaused by ${error.cause.name}: ${withoutQueryParams(error.cause.message)}` : ''
  // The stack's first lines repeat the message; only its frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  return {
    name: error.name,
    message: (withoutQueryParams(error.message) + cause).slice(0, MESSAGE_CHARS),
    stack: frames.length > 0 ? frames.join('\n').slice(0, STACK_CHARS) : null,
  }
}

/** Keeps the crash, and only the newest KEPT_SERVER_ERRORS of them, in one batch. */
export async function recordServerError(db: Db, record: ServerErrorRecord) {
  const { name, message, stack } = describeError(record.error)
  const oldestKept = sql`(select ${serverErrors.id} from ${serverErrors} order by ${serverErrors.id} desc limit 1 offset ${KEPT_SERVER_ERRORS - 1})`
  await db.batch([
    db.insert(serverErrors).values({
      occurredAt: record.occurredAt.toISOString(),
      requestId: record.requestId,
      method: record.method,
      route: record.route ?? null,
      status: record.status,
      errorName: name,
      message,
      stack,
      userId: record.userId ?? null,
    }),
    db.delete(serverErrors).where(lt(serverErrors.id, oldestKept)),
  ])
}

/** The newest crashes first. */
export async function listServerErrors(db: Db) {
  const rows = await db.select().from(serverErrors).orderBy(desc(serverErrors.id)).limit(LISTED_SERVER_ERRORS)
  return rows.map(({ errorName, ...row }) => ({ ...row, name: errorName }))
}

/** Removes crashes older than OPERATIONS_DAYS; how many went. */
export async function purgeOldServerErrors(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(serverErrors)
    .where(lte(serverErrors.occurredAt, new Date(now.getTime() - OPERATIONS_DAYS * DAY_MS).toISOString()))
    .returning({ id: serverErrors.id })
  return gone.length
}
