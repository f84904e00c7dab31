import type { NewsletterUnsubscribeInput } from '#shared/schemas/newsletter'
import { newsletterApi } from '#shared/contracts/content'
import { callApi } from '#app/lib/api-client'

/** Unsubscribes an email; online only, since the page confirms the result right away. */
export async function unsubscribeFromNewsletter(input: NewsletterUnsubscribeInput): Promise<void> {
  await callApi(newsletterApi.unsubscribe, { body: input })
}
