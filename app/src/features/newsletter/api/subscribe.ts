import type { NewsletterSubscribeInput } from '#shared/schemas/newsletter'

/**
 * The signup's schema and contract (and zod with them) load when the form is first used, not
 * with the footer of every page (decision 010).
 */
export const loadSubscribeSchema = () => import('#shared/schemas/newsletter').then((m) => m.newsletterSubscribeSchema)

/**
 * Subscribes an email through the durable outbox. `queued` is true when it was stored to be sent
 * once back online; a refusal by the server (4xx) is thrown as ApiError for the form to show.
 * The outbox (and Dexie with it, ~33 KB) loads when the form is sent, not with the footer, which
 * every page hydrates before its own content (decision 021).
 */
export async function subscribeToNewsletter(input: NewsletterSubscribeInput): Promise<{ queued: boolean }> {
  const [{ newsletterApi }, { sendThroughOutbox }] = await Promise.all([import('#shared/contracts/content'), import('#app/lib/outbox')])
  const result = await sendThroughOutbox({ kind: 'newsletter', method: 'POST', url: newsletterApi.subscribe.url, body: input })
  return { queued: result.queued }
}
