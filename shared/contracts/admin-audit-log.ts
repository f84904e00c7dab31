// The audit log viewer (admin only): who changed what in the back office and when, with the
// record before and after (decision 017).
import { z } from 'zod'
import { singleLineText } from '#shared/schemas/fields'
import { MESSAGES as M } from '#shared/schemas/messages'
import { pageQuery, pagedListSchema } from '#shared/schemas/paging'
import { get, resource } from './contract'

/**
 * Every change the back office records, as a dotted verb on what it changed. One list, so the
 * server can only record a known action and the Audit Log screen names each in three languages
 * (a test fails when a label is missing).
 */
export const AUDIT_ACTIONS = [
  'order.status_change',
  'order.refund',
  'order.shipment_add',
  'order.shipment_delivered',
  'inventory.stock_update',
  'inventory.stock_import',
  'product.create',
  'product.update',
  'product.publish',
  'product.unpublish',
  'product.archive',
  'product.delete',
  'product.photo_add',
  'product.photo_update',
  'product.photo_reorder',
  'product.photo_remove',
  'user.create',
  'user.role_change',
  'user.delete',
  'email.retry',
  'discount_code.create',
  'discount_code.update',
  'discount_code.pause',
  'discount_code.resume',
  'discount_code.end',
  'offer.create',
  'offer.update',
  'offer.end',
  'contact_message.status_change',
  'newsletter.export',
  'store_credit.grant',
  'return.approve',
  'return.reject',
  'return.receive',
  'return.inspect',
  'return.refund',
  'return.credit',
  'return.exchange',
  'return.message',
  'return.close',
  'return_policy.update',
  'return_policy.reset',
  'review.approve',
  'review.reject',
  'review.reply',
  'wholesale_account.approve',
  'wholesale_account.reject',
  'wholesale_inquiry.status_change',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** What an entry is about, each named on the Audit Log screen. */
export const AUDIT_TARGETS = ['order', 'product', 'variant', 'user', 'email', 'discount_code', 'offer', 'contact_message', 'newsletter', 'wholesale_account', 'wholesale_inquiry', 'return_case', 'return_policy', 'review'] as const
export type AuditTarget = (typeof AUDIT_TARGETS)[number]

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
