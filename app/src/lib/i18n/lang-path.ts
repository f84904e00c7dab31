// Language lives in the URL: no prefix is English, /es Spanish, /fr French. The path
// rules are shared with the server (#shared/i18n/lang-path); the app's own additions are here.
import { LANGUAGES, LOCALE_TAGS, type Language } from '#shared/catalogue/catalogue'
import { langFromPath, localizePath, stripLang } from '#shared/i18n/lang-path'

export { LANGUAGES, langFromPath, localizePath, LOCALE_TAGS, stripLang, type Language }
export const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES', fr: 'fr_CA' }
/** Each language by its own name, the same on every page (the switcher, the preferred-language field). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' }

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

