// Contact form contract (spec §5), used by the form and by POST /api/contact. The messages are
// the English texts the API answers with; the form shows its own translation of each one,
// looked up by its key in CONTACT_MESSAGES.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'

export const CONTACT_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 120 characters',
  emailInvalid: 'Invalid email address',
  subjectMin: 'Subject must be at least 5 characters',
  subjectMax: 'Subject must be at most 200 characters',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be at most 5000 characters',
  languageInvalid: 'Language must be one of en, es or fr',
} as const
export type ContactMessageKey = keyof typeof CONTACT_MESSAGES

const m = CONTACT_MESSAGES

export const contactMessageSchema = z.object({
  name: z.string({ error: m.nameMin }).trim().min(2, m.nameMin).max(120, m.nameMax),
  email: z.string({ error: m.emailInvalid }).trim().toLowerCase().max(254, m.emailInvalid).pipe(z.email(m.emailInvalid)),
  subject: z.string({ error: m.subjectMin }).trim().min(5, m.subjectMin).max(200, m.subjectMax),
  message: z.string({ error: m.messageMin }).trim().min(10, m.messageMin).max(5000, m.messageMax),
  language: z.enum(LANGUAGES, { error: m.languageInvalid }).default('en'),
})
export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessage = z.output<typeof contactMessageSchema>
