import type { ContactMessageInput } from '#shared/schemas/contact'
import { contactApi } from '#shared/contracts/content'

/**
 * Sends a contact message through the durable outbox. `queued` is true when it was stored to be
 * sent once back online; a refusal by the server (4xx) is thrown as ApiError for the form to show.
 * The outbox (and Dexie with it) loads when a message is sent, not with the page.
 */
export async function sendContactMessage(message: ContactMessageInput): Promise<{ queued: boolean }> {
  const { sendThroughOutbox } = await import('#app/lib/outbox')
  const result = await sendThroughOutbox({ kind: 'contact', method: 'POST', url: contactApi.send.url, body: message })
  return { queued: result.queued }
}
