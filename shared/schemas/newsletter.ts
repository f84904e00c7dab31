// Newsletter contracts, used by the footer form, the unsubscribe page and the API.
// The messages are the English texts the API answers with (./messages.ts); the forms translate them.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { emailField } from './fields'
import { MESSAGES as M } from './messages'

const email = emailField({ invalid: M.emailInvalid, required: M.emailRequired })

export const newsletterSubscribeSchema = z.object({
  email,
  language: z.enum(LANGUAGES, { error: M.languageCodeInvalid }).default('en'),
})
export const newsletterUnsubscribeSchema = z.object({ email })
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>
export type NewsletterUnsubscribeInput = z.input<typeof newsletterUnsubscribeSchema>
