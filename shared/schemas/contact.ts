// Contact form contract (spec §5), used by the form and by POST /api/contact.
import { z } from 'zod'
import { LANGUAGES } from '../catalogue/catalogue'

export const contactMessageSchema = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(120),
  email: z.string().trim().toLowerCase().pipe(z.email('Invalid email address')),
  subject: z.string().trim().min(5, 'Subject must be at least 5 characters').max(200),
  message: z.string().trim().min(10, 'Message must be at least 10 characters').max(5000),
  language: z.enum(LANGUAGES).default('en'),
})
export type ContactMessageInput = z.input<typeof contactMessageSchema>
