// The audit log viewer (admin only): who changed what in the back office and when, with the
// record before and after (decision 017).
import { z } from 'zod'
import { singleLineText } from '#shared/schemas/fields'
import { MESSAGES as M } from '#shared/schemas/messages'
import { pageQuery, pagedListSchema } from '#shared/schemas/paging'
import { get, resource } from './contract'

const filter = singleLineText()
  .max(100, M.auditFilterInvalid)
  .optional()
  .transform((v) => (v ? v : undefined))

const auditLogQuerySchema = z.object({
  /** e.g. 'order.status_change'. */
  action: filter,
  /** The id of the person who acted. */
  userId: filter,
  page: pageQuery,
})

const auditActorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The account was deleted since; the name is the one it had. */
  deleted: z.boolean(),
})

const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** null when the entry names nobody (none do today) or a person the shop no longer knows. */
  user: auditActorSchema.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

const auditLogSchema = pagedListSchema(auditEntrySchema).extend({
  /** What the filters can offer: every action recorded so far, and everyone who acted. */
  actions: z.array(z.string()),
  actors: z.array(auditActorSchema),
})

export const adminAuditLogApi = resource('/api/admin/audit-log', {
  list: get('/', { access: 'admin', query: auditLogQuerySchema, output: auditLogSchema }),
})
