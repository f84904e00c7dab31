import type { NewsletterSubscribeInput } from '../../../../../shared/schemas/newsletter'
import { api } from '../../../lib/api-client'

/** Subscribes an email. `queued` is true when it was stored to be sent once back online. */
export async function subscribeToNewsletter(input: NewsletterSubscribeInput): Promise<{ queued: boolean }> {
  await api.post('/api/newsletter/subscribe', input)
  return { queued: false }
}
