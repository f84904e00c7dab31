// A language code as the back office reads it, in the page's language (Intl.DisplayNames):
// "es" is "Spanish", "español" and "espagnol", capitalised as a table cell starts.
import type { Language } from '#app/lib/i18n/lang-path'

export function languageName(code: string, lang: Language): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' }).of(code) ?? code
    return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1)
  } catch {
    return code
  }
}
