// The admin audit trail (decision 017): who changed what, with the record before and after, so a
// disputed change (a role, a status, a stock figure) can be traced. Entries are written in the
// same batch as the change they record; the Audit Log screen (admin only) reads them here.
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { AuditAction, AuditEntry, AuditTarget } from '#shared/contracts/admin-audit-log'
import type { PagedList } from '#shared/schemas/paging'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { adminAuditLog, users } from '#worker/db/schema'
import { pageAnswer, pageWindow } from './paging'

export type AdminAction = {
  /** The admin or staff member who acted; null for what the payment provider did (a refund from its dashboard). */
  userId: string | null
  action: AuditAction
  targetType: AuditTarget
  targetId?: string | null
  /** JSON values, or SQL that computes them inside the batch (a stock figure as it was). */
  before?: unknown
  after?: unknown
}

/**
 * The statement that records an admin action. It goes into the same db.batch as the change it
 * records: a change whose entry cannot be written does not happen.
 */
export const recordAdminAction = (db: Db, entry: AdminAction, now: Date) =>
  db.insert(adminAuditLog).values({
    userId: entry.userId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now.toISOString(),
  })

/**
 * The same, for a change decided on what the service read a moment before: unless `stillAsRead`
 * holds when the batch runs (the order still has the status the change started from…), the entry's
 * `action` comes out NULL, its NOT NULL constraint fails and the whole batch, change included, is
 * refused. The service then answers 409 (see isStaleRecord) instead of applying a change, and its
 * side effects, to a record that moved on meanwhile.
 */
export const recordAdminActionIf = (db: Db, entry: AdminAction, now: Date, stillAsRead: SQL) =>
  db.insert(adminAuditLog).values({
    userId: entry.userId,
    action: sql`(SELECT ${entry.action} WHERE ${stillAsRead})`,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now.toISOString(),
  })

/** True for the error of a batch refused by recordAdminActionIf. */
export const isStaleRecord = (error: unknown) => databaseRefused(error, 'admin_audit_log.action')

type Actor = NonNullable<AuditEntry['user']>

/**
 * The people behind these ids: their current name and email, or, for an account deleted since,
 * the name and email its deletion recorded.
 */
export async function actorsById(db: Db, ids: readonly string[]): Promise<Map<string, Actor>> {
  const wanted = [...new Set(ids)]
  const actors = new Map<string, Actor>()
  if (wanted.length === 0) return actors
  const found = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted))
  for (const u of found) actors.set(u.id, { id: u.id, name: `${u.firstName} ${u.lastName}`, email: u.email, deleted: false })
  const gone = wanted.filter((id) => !actors.has(id))
  if (gone.length > 0) {
    const deletions = await db
      .select({ targetId: adminAuditLog.targetId, before: adminAuditLog.before })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'user'), inArray(adminAuditLog.targetId, gone), eq(adminAuditLog.action, 'user.delete')))
    for (const d of deletions) {
      const was = (d.before ?? {}) as { firstName?: string; lastName?: string; email?: string }
      if (d.targetId) actors.set(d.targetId, { id: d.targetId, name: [was.firstName, was.lastName].filter(Boolean).join(' '), email: was.email ?? null, deleted: true })
    }
    for (const id of gone) if (!actors.has(id)) actors.set(id, { id, name: '', email: null, deleted: true })
  }
  return actors
}

type AuditLogPage = PagedList<AuditEntry> & { actions: string[]; actors: Actor[] }

/** Newest first, 50 a page, filtered by action and by who acted; with what the filters can offer. */
export async function listAuditLog(db: Db, filter: { action?: string; userId?: string; page: number }): Promise<AuditLogPage> {
  const where = and(filter.action ? eq(adminAuditLog.action, filter.action) : undefined, filter.userId ? eq(adminAuditLog.userId, filter.userId) : undefined)
  const { limit, offset } = pageWindow(filter.page)
  const [rows, [counted], actions, actorIds] = await db.batch([
    db.select().from(adminAuditLog).where(where).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(adminAuditLog).where(where),
    db.selectDistinct({ action: adminAuditLog.action }).from(adminAuditLog).orderBy(adminAuditLog.action),
    db.selectDistinct({ userId: adminAuditLog.userId }).from(adminAuditLog).where(isNotNull(adminAuditLog.userId)),
  ])
  const actors = await actorsById(db, actorIds.map((a) => a.userId!))
  const items: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    user: row.userId ? (actors.get(row.userId) ?? null) : null,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt,
  }))
  return {
    ...pageAnswer(items, counted, filter.page),
    actions: actions.map((a) => a.action),
    actors: [...actors.values()].sort((a, b) => a.name.localeCompare(b.name)),
  }
}
