// What the server reads once for every page it draws in a language (decision 010), carried by the
// loader of that language's route tree (app/router.tsx): the operating company, so the contact
// and legal pages name it in their HTML and hydrate with it.
import { useLocation, useRouteLoaderData } from 'react-router-dom'
import type { SiteInfo } from '#shared/schemas/site'
import { langFromPath, type Language } from './i18n/lang-path'

/** The id of each language's route tree. */
export const localeRouteId = (lang: Language) => `lang-${lang}`

/** Null in the browser, where the tree's loader only switches the language. */
export type LocaleData = { site: SiteInfo } | null

export function useLocaleData(): LocaleData {
  const lang = langFromPath(useLocation().pathname)
  return (useRouteLoaderData(localeRouteId(lang)) as LocaleData | undefined) ?? null
}
