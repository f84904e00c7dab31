// Per-page <head> tags: title, description, canonical, hreflang alternates (en, es, fr,
// x-default) and Open Graph. React 19 hoists <title>, <meta> and <link> into the document head.
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { LANGUAGES, localizePath, OG_LOCALES, stripLang, langFromPath } from '#app/lib/i18n/lang-path'
import { useSiteOrigin } from '#app/lib/site-origin'

const META_DESCRIPTION_LIMIT = 155

/** Cuts a description at a word boundary so it fits search snippets (at most 155 characters). */
export function truncateDescription(text: string, limit = META_DESCRIPTION_LIMIT) {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= limit) return clean
  const cut = clean.slice(0, limit - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`
}

/**
 * The query of the canonical and alternate URLs: only the parameters that make a distinct page
 * (e.g. a shop category), so sort orders and other view states do not multiply the indexed URLs.
 */
export function canonicalQuery(search: string, keep: readonly string[]): string {
  const params = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of keep) {
    const value = params.get(name)
    if (value) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `?${query}` : ''
}

type PageMetaProps = {
  title: string
  description?: string
  noindex?: boolean
  /** Query parameters that belong to the canonical URL. */
  keepQuery?: readonly string[]
  /** Absolute or root-relative image for link previews. */
  image?: string
  type?: 'website' | 'article' | 'product'
  /** A product's price, for link previews that show one (Open Graph product tags). */
  price?: { amount: string; currency: string }
}

/**
 * index.html (the app shell) carries a fallback <title> and description; once a page publishes
 * its own they must go, or crawlers would read two descriptions. A server-drawn page has only its
 * own, which React adopts on hydration.
 */
function useDropStaticHeadTags() {
  useEffect(() => {
    document.head.querySelectorAll('title:not([data-page-meta]), meta[name="description"]:not([data-page-meta])').forEach((el) => el.remove())
  }, [])
}

export function PageMeta({ title, description, noindex, keepQuery = [], image, type = 'website', price }: PageMetaProps) {
  useDropStaticHeadTags()
  const { pathname, search } = useLocation()
  const origin = useSiteOrigin()
  const lang = langFromPath(pathname)
  const base = stripLang(pathname)
  const query = canonicalQuery(search, keepQuery)
  const desc = description ? truncateDescription(description) : undefined
  const canonical = origin + localizePath(base, lang) + query
  return (
    <>
      <title data-page-meta="">{title}</title>
      {desc && <meta name="description" content={desc} data-page-meta="" />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {LANGUAGES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={origin + localizePath(base, l) + query} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + base + query} />
      <meta property="og:title" content={title} />
      {desc && <meta property="og:description" content={desc} />}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      {LANGUAGES.filter((l) => l !== lang).map((l) => (
        <meta key={l} property="og:locale:alternate" content={OG_LOCALES[l]} />
      ))}
      {image && <meta property="og:image" content={image.startsWith('http') ? image : origin + image} />}
      {price && <meta property="product:price:amount" content={price.amount} />}
      {price && <meta property="product:price:currency" content={price.currency} />}
    </>
  )
}

/** Structured data for search engines (schema.org JSON-LD). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so text from the catalogue can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
