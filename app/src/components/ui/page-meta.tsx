// Per-page <head> tags. React 19 hoists <title>, <meta> and <link> into the document head.
import { useLocation } from 'react-router-dom'
import { LANGUAGES, localizePath, OG_LOCALES, stripLang, langFromPath } from '../../lib/i18n/lang-path'

export const META_DESCRIPTION_LIMIT = 155

export function truncateDescription(text: string, limit = META_DESCRIPTION_LIMIT) {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= limit) return clean
  const cut = clean.slice(0, limit - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`
}

export function PageMeta({ title, description, noindex }: { title: string; description?: string; noindex?: boolean }) {
  const { pathname, search } = useLocation()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const lang = langFromPath(pathname)
  const base = stripLang(pathname)
  const desc = description ? truncateDescription(description) : undefined
  return (
    <>
      <title>{title}</title>
      {desc && <meta name="description" content={desc} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={origin + localizePath(base, lang) + search} />
      {LANGUAGES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={origin + localizePath(base, l) + search} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + base + search} />
      <meta property="og:title" content={title} />
      {desc && <meta property="og:description" content={desc} />}
      <meta property="og:locale" content={OG_LOCALES[lang]} />
    </>
  )
}
