// Contact form, newsletter, the operating company's public facts, and the health check.
import { z } from 'zod'
import { contactMessageSchema } from '#shared/schemas/contact'
import { newsletterSubscribeSchema, newsletterUnsubscribeSchema } from '#shared/schemas/newsletter'
import { siteInfoSchema } from '#shared/schemas/site'
import { IDEMPOTENCY_ERRORS } from '#shared/errors/catalogue'
import { get, post, resource } from './contract'

/** Where the API runs: Node (libSQL file or server) or Cloudflare Workers (Turso). */
export const RUNTIMES = ['node', 'workers'] as const
export type Runtime = (typeof RUNTIMES)[number]

/** How this deployment sends email: SMTP, Resend, the development mail folder, or not at all yet. */
export const emailTransportSchema = z.enum(['smtp', 'resend', 'files', 'not_configured'])

export const contactApi = resource('/api/contact', {
  send: post('/', {
    access: 'public',
    input: contactMessageSchema,
    output: z.object({ id: z.string(), status: z.string() }),
    errors: [...IDEMPOTENCY_ERRORS, 'too_many_requests'],
  }),
})

export const newsletterApi = resource('/api/newsletter', {
  /** The same answer whether the address is new, returning or already subscribed. */
  subscribe: post('/subscribe', {
    access: 'public',
    input: newsletterSubscribeSchema,
    output: z.object({ subscribed: z.literal(true) }),
    errors: [...IDEMPOTENCY_ERRORS, 'too_many_requests'],
  }),
  /** Success even for an unknown address, so the form never tells who is on the list. */
  unsubscribe: post('/unsubscribe', {
    access: 'public',
    input: newsletterUnsubscribeSchema,
    output: z.object({ unsubscribed: z.literal(true) }),
    errors: [...IDEMPOTENCY_ERRORS, 'too_many_requests'],
  }),
})

export const siteApi = resource('/api/site', {
  info: get('/', { access: 'public', output: siteInfoSchema }),
})

export const healthApi = resource('/api/health', {
  check: get('/', {
    access: 'public',
    output: z.object({
      status: z.literal('ok'),
      /** The shop's release (package.json's version). */
      version: z.string(),
      runtime: z.enum(RUNTIMES),
      /** A database that does not answer is a 503 with the code `database_unavailable`, never an 'ok'. */
      database: z.literal('ok'),
      /** How queued emails leave: a transport, the development mail folder, or not at all yet (they wait). */
      email: emailTransportSchema,
      /** The demo accounts (published password) exist in this database (decision 022). */
      demoAccounts: z.boolean(),
      /** Something an operator must know although the shop runs: a production shop with demo accounts. */
      warning: z.string().optional(),
    }),
  }),
})
