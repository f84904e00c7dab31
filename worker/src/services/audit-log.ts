// The admin audit trail (spec §3): who changed what, with the record before and after, so a
// disputed change (a role, a status, a stock figure) can be traced.
import type { Db } from '#worker/db/client'
import { adminAuditLog } from '#worker/db/schema'

export type AdminAction = {
  /** The admin or staff member who acted. */
  userId: string
  /** Dotted verb, e.g. 'user.create', 'user.role_change', 'order.status_change'. */
  action: string
  targetType: string
  targetId?: string | null
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
