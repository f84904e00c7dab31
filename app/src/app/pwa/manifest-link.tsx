// Points <link rel=manifest> at the manifest of the page's language, so "Install" offers the
// app under its name in that language and opens it in that language.
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { langFromPath } from '#app/lib/i18n/lang-path'
import { manifestHref } from './manifest-href'

export function ManifestLink() {
  const lang = langFromPath(useLocation().pathname)
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
    if (link && link.getAttribute('href') !== manifestHref(lang)) link.setAttribute('href', manifestHref(lang))
  }, [lang])
  return null
}
