import type { ContactMessageInput } from '../../../../../shared/schemas/contact'
import { api } from '../../../lib/api-client'

/** Sends a contact message. `queued` is true when it was stored to be sent once back online. */
export async function sendContactMessage(message: ContactMessageInput): Promise<{ queued: boolean }> {
  await api.post('/api/contact', message)
  return { queued: false }
}
