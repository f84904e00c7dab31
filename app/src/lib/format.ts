// Numbers, money and dates in the page language's locale (en-US, es-CO, fr-FR); amounts in USD.
import { parseAmount } from '#shared/pricing/money'
import { LOCALE_TAGS, type Language } from './i18n/lang-path'

// One formatter per language, made on first use: creating an Intl formatter costs far more than
// using one, and a page formats dozens of prices while it hydrates.
const moneyFormats = new Map<Language, Intl.NumberFormat>()

export function formatMoney(cents: number, lang: Language): string {
  let format = moneyFormats.get(lang)
  if (!format) moneyFormats.set(lang, (format = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })))
  return format.format(cents / 100)
}

export function formatDate(iso: string, lang: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], options).format(new Date(iso))
}

/**
 * A publication date (blog): the calendar day it carries, the same on the server that draws the
 * page and in the shopper's browser whatever their time zone (decision 010).
 */
export const formatDay = (iso: string, lang: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  formatDate(iso, lang, { ...options, timeZone: 'UTC' })

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALE_TAGS[lang]).format(value)
}

/** The back office's short date, 'MMM d, yyyy' in English ('Jan 5, 2024'), its equivalent in es and fr. */
export function formatShortDate(iso: string, lang: Language): string {
  return formatDate(iso, lang, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}

/** An API amount ("89.00", USD) in the page's locale. */
export function formatAmount(amount: string, lang: Language): string {
  return formatMoney(parseAmount(amount), lang)
}

/** A percentage as the API sends it ("15.00") in the page's locale: 15%, 15 %, 12,5 %. */
export function formatPercent(percent: string | number, lang: Language): string {
  return new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'percent', maximumFractionDigits: 2 }).format(Number(percent) / 100)
}
