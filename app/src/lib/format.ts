// Numbers, money and dates in the page language's locale (en-US, es-CO, fr-FR); amounts in USD.
import { LOCALE_TAGS, type Language } from './i18n/lang-path'

export function formatMoney(cents: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100)
}

export function formatDate(iso: string, lang: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], options).format(new Date(iso))
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALE_TAGS[lang]).format(value)
}
