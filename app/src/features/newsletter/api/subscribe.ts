import type { NewsletterSubscribeInput } from '#shared/schemas/newsletter'
import { sendThroughOutbox } from '#app/lib/outbox'

/**
 * The signup's schema and contract (and zod with them) load when the form is first used, not
 * with the footer of every page (decision 010).
 */
export const loadSubscribeSchema = () => import('#shared/schemas/newsletter').then((m) => m.newsletterSubscribeSchema)

/**
 * Subscribes an email through the durable outbox. `queued` is true when it was stored to be sent
 * once back online; a refusal by the server (4xx) is thrown as ApiError for the form to show.
 */
export async function subscribeToNewsletter(input: NewsletterSubscribeInput): Promise<{ queued: boolean }> {
  const { newsletterApi } = await import('#shared/contracts/content')
  const result = await sendThroughOutbox({ kind: 'newsletter', method: 'POST', url: newsletterApi.subscribe.url, body: input })
  return { queued: result.queued }
}
