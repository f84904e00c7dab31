// Validation and server errors of the newsletter forms, in the page language: the shared schema's
// English messages (which the API also answers with) are looked up by key.
import type { TFunction } from 'i18next'
import { NEWSLETTER_MESSAGES, type NewsletterMessageKey } from '#shared/schemas/newsletter'
import { ApiError } from '#app/lib/api-client'

export const newsletterMessageKey = (message: string | undefined) =>
  (Object.keys(NEWSLETTER_MESSAGES) as NewsletterMessageKey[]).find((k) => NEWSLETTER_MESSAGES[k] === message)

/** The field error to show, or undefined when the email is acceptable. */
export function emailError(error: { issues: { message: string }[] } | undefined, t: TFunction<'newsletter'>) {
  if (!error) return undefined
  const key = newsletterMessageKey(error.issues[0]?.message) ?? 'emailInvalid'
  return t(`validation.${key}`)
}

/** Toast text for a failed request: the server's message (translated when known) or `fallback`. */
export function failureText(error: unknown, t: TFunction<'newsletter'>, fallback: string) {
  if (!(error instanceof ApiError) || error.isNetworkError) return fallback
  if (error.code === 'too_many_requests') return t('toast.tooMany')
  const key = newsletterMessageKey(error.message)
  return key ? t(`validation.${key}`) : error.message
}
