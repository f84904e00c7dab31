import type { NewsletterSubscribeInput } from '#shared/schemas/newsletter'
import { newsletterApi } from '#shared/contracts/content'
import { sendThroughOutbox } from '#app/lib/outbox'

/**
 * Subscribes an email through the durable outbox. `queued` is true when it was stored to be sent
 * once back online; a refusal by the server (4xx) is thrown as ApiError for the form to show.
 */
export async function subscribeToNewsletter(input: NewsletterSubscribeInput): Promise<{ queued: boolean }> {
  const result = await sendThroughOutbox({ kind: 'newsletter', method: 'POST', url: newsletterApi.subscribe.url, body: input })
  return { queued: result.queued }
}
