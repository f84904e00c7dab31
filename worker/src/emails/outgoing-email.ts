// Every email the shop writes is a plain function of typed data in this folder, returning an
// OutgoingEmail; services queue it in `email_outbox` in the same batch as the record it concerns
// (services/email-outbox.ts), and the delivery job sends it.
import type { Language } from '#shared/catalogue/catalogue'

export type OutgoingEmail = {
  to: string
  subject: string
  bodyText: string
  /** Names the kind of email, e.g. 'password_reset'; stored with the message. */
  template: string
}

/** The languages an email is written in; anything else reads English. */
export const emailLanguage = (language: string): Language => (language === 'es' || language === 'fr' ? language : 'en')

/**
 * A link to a page of the shop in the reader's language: English pages sit at the root, the
 * others under /es and /fr (spec §2.1). `path` may carry a query.
 */
export function shopLink(origin: string, language: Language, path: string): string {
  const prefix = language === 'en' ? '' : `/${language}`
  return `${origin.replace(/\/+$/, '')}${prefix}${path}`
}
