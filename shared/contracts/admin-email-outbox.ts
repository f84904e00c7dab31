// The email outbox as the back office sees it (admin only): how many emails wait, went out or
// failed, the last errors, and a retry for a failed email.
import { z } from 'zod'
import { emailTransportSchema } from './content'
import { get, post, resource } from './contract'

/** pending: waiting for its (next) attempt; sending: claimed by a delivery run right now. */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const
export type EmailStatus = (typeof EMAIL_STATUSES)[number]
const emailStatusSchema = z.enum(EMAIL_STATUSES)

const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: emailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When the next attempt is due (pending), or when a delivery run's claim lapses (sending). */
  nextAttemptAt: z.string().nullable(),
})

const emailOutboxSummarySchema = z.object({
  /** How emails leave this deployment: a transport, the development mail folder, or not at all yet. */
  transport: emailTransportSchema,
  counts: z.object({ pending: z.number().int(), sending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  /** When the oldest email still waiting was queued; null when none waits. */
  oldestWaitingSince: z.string().nullable(),
  /** Failed emails and those being retried, with their last error, newest first (at most 20). */
  problems: z.array(outboxEmailSchema),
})

export const adminEmailOutboxApi = resource('/api/admin/email-outbox', {
  summary: get('/', { access: 'admin', output: emailOutboxSummarySchema }),
  /** A failed email back in the queue with a fresh set of attempts; 409 unless it failed. */
  retry: post('/:id/retry', { access: 'admin', output: outboxEmailSchema, errors: ['email_not_found', 'email_not_failed', 'email_link_expired'] }),
})
