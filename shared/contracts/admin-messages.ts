// Contact messages in the back office (admin and staff; decision 038): the paged list with its
// search, status filter and the count of each status, one message in full, and its status. A
// message arrives `new`; staff mark it `answered` once they have replied (from their own mail
// client) and `closed` when nothing more is to be done. Any status may follow any other, so a
// mistaken click is undone and a customer who writes back reopens the conversation; each change
// is audited.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { MESSAGES as M } from '#shared/schemas/messages'
import { pageQuery, pagedListSchema, searchQuery } from '#shared/schemas/paging'
import { get, patch, resource } from './contract'

/** Also the column's type in worker/src/db/schema.ts; in the order a message usually goes through them. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'answered', 'closed'] as const
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number]

const statusSchema = z.enum(CONTACT_MESSAGE_STATUSES, { error: M.messageStatusInvalid })

const messageListQuerySchema = z.object({
  status: z.enum([...CONTACT_MESSAGE_STATUSES, 'all'], { error: M.messageStatusInvalid }).optional(),
  /** A piece of the sender's name or email, or of the subject. */
  search: searchQuery,
  page: pageQuery,
})

const messageListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The language the customer wrote from (the contact page's). */
  language: z.enum(LANGUAGES),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  /** The message's first characters, on one line. */
  preview: z.string(),
  createdAt: z.string(),
})
export type ContactMessageListItem = z.infer<typeof messageListItemSchema>

const messageListSchema = pagedListSchema(messageListItemSchema).extend({
  /** How many messages the search matches in each status, whatever the status filter. */
  counts: z.object({ new: z.number().int(), answered: z.number().int(), closed: z.number().int() }),
})
export type ContactMessageList = z.infer<typeof messageListSchema>

const messageDetailSchema = messageListItemSchema.omit({ preview: true }).extend({
  /** The whole text as the customer wrote it (line breaks kept). */
  message: z.string(),
})
export type ContactMessageDetail = z.infer<typeof messageDetailSchema>

export const adminMessagesApi = resource('/api/admin/contact-messages', {
  list: get('/', { access: 'back-office', query: messageListQuerySchema, output: messageListSchema }),
  detail: get('/:id', { access: 'back-office', output: messageDetailSchema, errors: ['not_found'] }),
  /** Setting the status it has changes nothing; 409 `contact_message_changed` when someone else changed it meanwhile. */
  changeStatus: patch('/:id/status', {
    access: 'back-office',
    input: z.object({ status: statusSchema }),
    output: messageDetailSchema,
    errors: ['not_found', 'contact_message_changed'],
  }),
})
