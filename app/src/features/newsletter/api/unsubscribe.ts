import type { NewsletterUnsubscribeInput } from '#shared/schemas/newsletter'
import { api } from '#app/lib/api-client'

/** Unsubscribes an email; online only, since the page confirms the result right away. */
export async function unsubscribeFromNewsletter(input: NewsletterUnsubscribeInput): Promise<void> {
  await api.post('/api/newsletter/unsubscribe', input)
}
