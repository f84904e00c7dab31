// Every email the shop writes is a plain function of typed data in this folder, returning an
// OutgoingEmail rendered once (subject, text, HTML, headers; layout.ts gives them one look);
// services queue it in `email_outbox` in the same batch as the record it concerns
// (services/email-outbox.ts), and the delivery job sends exactly that (services/email-delivery.ts).
import { LOCALE_TAGS, PRODUCT_COLORS, type Language, type ProductColor } from '#shared/catalogue/catalogue'
import type { RenderedEmail } from './layout'

export type OutgoingEmail = {
  to: string
  subject: string
  bodyText: string
  bodyHtml: string
  /** Names the kind of email, e.g. 'password_reset'; stored with the message. */
  template: string
  /** Where a reply goes when it should not go to the shop's sender address (a customer, a buyer). */
  replyTo?: string
  /** Extra headers, ASCII only (List-Unsubscribe). */
  headers?: Record<string, string>
  /**
   * Values that open something (a reset token): blanked out of the stored copy once the email is
   * sent or given up, so the outbox is not a drawer of working links.
   */
  secrets?: string[]
}

/** The rendered parts as an OutgoingEmail's fields. */
export const body = (rendered: RenderedEmail) => ({ bodyText: rendered.text, bodyHtml: rendered.html })

/** The languages an email is written in; anything else reads English. */
export const emailLanguage = (language: string): Language => (language === 'es' || language === 'fr' ? language : 'en')

/**
 * A link to a page of the shop in the reader's language: English pages sit at the root, the
 * others under /es and /fr. `path` may carry a query.
 */
export function shopLink(origin: string, language: Language, path: string): string {
  const prefix = language === 'en' ? '' : `/${language}`
  return `${origin.replace(/\/+$/, '')}${prefix}${path}`
}

/** The shop's home page in the reader's language. */
export const shopHome = (origin: string, language: Language) => shopLink(origin, language, '/')

/** The home page of the shop a link points into (an order page), for the email's wordmark and footer. */
export function shopHomeOf(link: string, language: Language): string | undefined {
  try {
    return shopHome(new URL(link).origin, language)
  } catch {
    return undefined
  }
}

/** "89.00" (the API's amounts) as the reader writes US dollars: $89.00, US$ 89,00, 89,00 $US. */
export function formatMoney(amount: string, language: Language): string {
  const value = Number(amount)
  if (!Number.isFinite(value)) return amount
  return new Intl.NumberFormat(LOCALE_TAGS[language], { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(value)
}

/** An ISO date or time as a date the reader reads naturally (time zone: UTC, as stored). */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

const COLOR_NAMES: Record<Language, Record<ProductColor, string>> = {
  en: { beige: 'Beige', black: 'Black', nude: 'Nude', cocoa: 'Cocoa' },
  es: { beige: 'Beige', black: 'Negro', nude: 'Nude', cocoa: 'Cacao' },
  fr: { beige: 'Beige', black: 'Noir', nude: 'Nude', cocoa: 'Cacao' },
}

/** A product colour by its name in the reader's language; an unknown colour as given. */
export function colorName(color: string, language: Language): string {
  return (PRODUCT_COLORS as readonly string[]).includes(color) ? COLOR_NAMES[language][color as ProductColor] : color
}
