import { z } from 'zod'
import { LANGUAGES } from '../catalogue/catalogue'

const email = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email address.')
  .pipe(z.email('Please enter a valid email address'))

export const newsletterSubscribeSchema = z.object({ email, language: z.enum(LANGUAGES).default('en') })
export const newsletterUnsubscribeSchema = z.object({ email })
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>
