// Contact form contract, used by the form and by POST /api/contact. The messages are
// the English texts the API answers with (./messages.ts); the form shows its own translation.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { emailField, multiLineText, singleLineText } from './fields'
import { MESSAGES as M } from './messages'

export const contactMessageSchema = z.object({
  name: singleLineText(M.nameMin).min(2, M.nameMin).max(120, M.nameMax),
  email: emailField({ invalid: M.contactEmailInvalid }),
  subject: singleLineText(M.subjectMin).min(5, M.subjectMin).max(200, M.subjectMax),
  message: multiLineText(M.messageMin).min(10, M.messageMin).max(5000, M.messageMax),
  language: z.enum(LANGUAGES, { error: M.languageCodeInvalid }).default('en'),
})
export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessage = z.output<typeof contactMessageSchema>
