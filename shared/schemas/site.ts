// Public facts about the operating company (GET /api/site), shown on the contact and legal pages.
import { z } from 'zod'

export const siteInfoSchema = z.object({
  companyName: z.string(),
  companyAddress: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string().nullable(),
})
export type SiteInfo = z.infer<typeof siteInfoSchema>
