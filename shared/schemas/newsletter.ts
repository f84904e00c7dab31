// Newsletter contracts (spec §5, §7), used by the footer form, the unsubscribe page and the API.
// The form shows its own translation of each message, looked up by its key in NEWSLETTER_MESSAGES.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address',
  languageInvalid: 'Language must be one of en, es or fr',
} as const
export type NewsletterMessageKey = keyof typeof NEWSLETTER_MESSAGES

const email = z
  .string({ error: NEWSLETTER_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, NEWSLETTER_MESSAGES.emailRequired)
  .max(254, NEWSLETTER_MESSAGES.emailInvalid)
  .pipe(z.email(NEWSLETTER_MESSAGES.emailInvalid))

export const newsletterSubscribeSchema = z.object({
  email,
  language: z.enum(LANGUAGES, { error: NEWSLETTER_MESSAGES.languageInvalid }).default('en'),
})
export const newsletterUnsubscribeSchema = z.object({ email })
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>
export type NewsletterUnsubscribeInput = z.input<typeof newsletterUnsubscribeSchema>
