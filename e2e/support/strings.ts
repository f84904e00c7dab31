// The texts the app shows, read from its locale files, so a journey checks the words a shopper
// sees in each language rather than copies of them.
import { readFileSync } from 'node:fs'

export type Lang = 'en' | 'es' | 'fr'
/** Each language with the path prefix of its pages. */
export const LANGS: [Lang, string][] = [
  ['en', ''],
  ['es', '/es'],
  ['fr', '/fr'],
]

/**
 * One language with its prefix, for a journey that would read the same in each (decision 025):
 * journeys take turns with the three languages rather than each running three times, so every
 * language is still driven end to end; what depends on the language (a number's format, the
 * width of the longest texts, a translated page's content) is checked in all three.
 */
export const onlyIn = (lang: Lang): [Lang, string][] => LANGS.filter(([l]) => l === lang)

export type Messages = Record<string, unknown>
/** A namespace of a language, as stored in app/src/locales. */
export const messages = (lang: Lang, ns: string): Messages => JSON.parse(readFileSync(`app/src/locales/${lang}/${ns}.json`, 'utf8'))

/** The text the app shows for a key, interpolated the way i18next does for these simple cases. */
export function text(lang: Lang, ns: string, key: string, vars: Record<string, string | number> = {}): string {
  let value: unknown = messages(lang, ns)
  for (const part of key.split('.')) value = (value as Messages)?.[part]
  if (typeof value !== 'string') throw new Error(`no ${lang}/${ns}:${key}`)
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]))
}
