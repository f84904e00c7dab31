// Language lives in the URL (spec §2.1): no prefix is English, /es Spanish, /fr French.
import { LANGUAGES, LOCALE_TAGS, type Language } from '#shared/catalogue/catalogue'

export { LANGUAGES, LOCALE_TAGS, type Language }

export const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES', fr: 'fr_CA' }
/** Each language by its own name, the same on every page (the switcher, the preferred-language field). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' }

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

export function langFromPath(pathname: string): Language {
  const first = pathname.split('/')[1]
  return first === 'es' || first === 'fr' ? first : 'en'
}

/** Removes a leading /es or /fr; the result always starts with '/'. */
export function stripLang(pathname: string): string {
  const stripped = pathname.replace(/^\/(es|fr)(?=\/|$)/, '')
  return stripped === '' ? '/' : stripped
}

/** Builds the path of `path` in `lang`: English has no prefix and the root stays '/'. */
export function localizePath(path: string, lang: Language): string {
  const [pathname = '/', ...rest] = path.split(/(?=[?#])/)
  const base = stripLang(pathname.startsWith('/') ? pathname : `/${pathname}`)
  const localized = lang === 'en' ? base : base === '/' ? `/${lang}` : `/${lang}${base}`
  return localized + rest.join('')
}
