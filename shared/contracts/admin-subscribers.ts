// Newsletter subscribers in the back office (admin and staff; decision 038): the paged list with
// its search by email, the active or unsubscribed filter and the count of each, and the CSV
// export of the active subscribers (the only ones the shop may write to), which is audited.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { MESSAGES as M } from '#shared/schemas/messages'
import { pageQuery, pagedListSchema, searchQuery } from '#shared/schemas/paging'
import { get, resource } from './contract'

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

const subscriberListQuerySchema = z.object({
  status: z.enum([...SUBSCRIBER_STATUSES, 'all'], { error: M.subscriberStatusInvalid }).optional(),
  /** A piece of the email. */
  search: searchQuery,
  page: pageQuery,
})

const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The language their emails are written in. */
  language: z.enum(LANGUAGES),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** When they subscribed, or last came back. */
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
})
export type AdminSubscriber = z.infer<typeof subscriberSchema>

const subscriberListSchema = pagedListSchema(subscriberSchema).extend({
  /** How many subscribers the search matches in each status, whatever the status filter. */
  counts: z.object({ active: z.number().int(), unsubscribed: z.number().int() }),
})

export const adminSubscribersApi = resource('/api/admin/newsletter-subscribers', {
  list: get('/', { access: 'back-office', query: subscriberListQuerySchema, output: subscriberListSchema }),
  /** Recorded in the audit log (who, when, how many rows). */
  exportCsv: get('/export.csv', {
    access: 'back-office',
    gives: { mediaType: 'text/csv', description: 'A download of every active subscriber, oldest first: email, language, subscribed at (UTC).' },
  }),
})
