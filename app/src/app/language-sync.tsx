// Keeps i18next, <html lang> and the stored preference in step with the URL:
// the path prefix decides the language.
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { STORAGE_KEYS } from '#app/lib/storage-keys'
import { isLanguage, langFromPath, localizePath } from '#app/lib/i18n/lang-path'

function readPreference() {
  try {
    return localStorage.getItem(STORAGE_KEYS.language)
  } catch {
    return null
  }
}

export function LanguageSync() {
  const { i18n } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const started = useRef(false)
  const lang = langFromPath(location.pathname)

  useEffect(() => {
    if (!started.current) {
      started.current = true
      const stored = readPreference()
      // At start, an English path yields to a stored Spanish or French preference.
      if (lang === 'en' && isLanguage(stored) && stored !== 'en') {
        navigate(localizePath(location.pathname + location.search + location.hash, stored), { replace: true })
        return
      }
    }
    if (i18n.language !== lang) void i18n.changeLanguage(lang)
    document.documentElement.lang = lang
    try {
      localStorage.setItem(STORAGE_KEYS.language, lang)
    } catch {
      // Private mode: the URL still carries the language.
    }
  }, [lang, i18n, navigate, location.pathname, location.search, location.hash])

  return null
}
