// Language lives in the URL: no prefix is English, /es Spanish, /fr French. Shared by
// the app's links and the server's sitemap and renderer.
import type { Language } from '#shared/catalogue/catalogue'

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
