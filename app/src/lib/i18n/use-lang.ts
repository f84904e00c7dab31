import { useCallback } from 'react'
import { useLocation } from 'react-router-dom'
import { langFromPath, localizePath, LOCALE_TAGS, type Language } from './lang-path'

/** The page language (from the URL) and a builder for links that stay in it. */
export function useLang() {
  const { pathname } = useLocation()
  const lang: Language = langFromPath(pathname)
  const to = useCallback((path: string) => localizePath(path, lang), [lang])
  return { lang, locale: LOCALE_TAGS[lang], to }
}
