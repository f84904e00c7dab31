// The audit log viewer: admins only (staff get 403), like user management.
import { Hono } from 'hono'
import { adminAuditLogApi } from '#shared/contracts/admin-audit-log'
import type { AppEnv } from '#worker/context'
import { requireRole } from '#worker/http/auth'
import { readQuery } from '#worker/http/validate'
import { listAuditLog } from '#worker/services/audit-log'

export const adminAuditLog = new Hono<AppEnv>().use('*', requireRole('admin')).get(adminAuditLogApi.list.path, async (c) => {
  return c.json(await listAuditLog(c.get('deps').db, readQuery(c, adminAuditLogApi.list.query)))
})
