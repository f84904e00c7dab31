// Catalogue search (decision 018), shared by the header's instant search (over the
// device's mirror, offline too), the shop's `?q=` view and the server that draws it, so all three
// find the same pieces. Accents and case do not matter ("cintura" finds "Cintura", "epaule" finds
// "Épaule"); every word of the query must appear in the product's name, category, description or
// code in the page's language. Pure: no I/O.
import type { Language } from './catalogue'
import { localized } from './catalogue'

/** Longest query kept (in the URL and the search box). */
export const SEARCH_MAX_LENGTH = 80

/** Lower case, without accents or other combining marks, spaces collapsed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * A word without its plural or gender ending (es, fr, en: "fajas" → "faj", "cintura" → "cintur",
 * "trainers" → "trainer"), so "cintura" also finds "cinturilla" and "faja" finds "fajas". Short
 * words are kept whole.
 */
function stem(word: string): string {
  let w = word.length >= 5 ? word.replace(/(es|s)$/, '') : word
  if (w.length >= 5) w = w.replace(/[aeo]$/, '')
  return w
}

/** The words of a query, folded and stemmed; empty when there is nothing to search for. */
export function queryWords(query: string): string[] {
  return foldText(query.slice(0, SEARCH_MAX_LENGTH)).split(' ').filter(Boolean).map(stem)
}

export type Searchable = {
  code: string
  category: string
  nameEn: string
  nameEs: string
  nameFr: string
  descriptionEn: string
  descriptionEs: string
  descriptionFr: string
}

/** What a product is searched by in one language (category names come from that language's strings). */
type SearchEntry = { name: string; text: string }

export function searchEntry(product: Searchable, lang: Language, categoryName: (category: string) => string): SearchEntry {
  const name = foldText(localized(product, 'name', lang))
  return { name, text: [name, foldText(categoryName(product.category)), foldText(localized(product, 'description', lang)), foldText(product.code)].join('\n') }
}

/**
 * How well an entry answers the words: undefined when some word is missing; otherwise lower is
 * better (0: the name starts with the query, 1: every word is in the name, 2: elsewhere).
 */
export function matchScore(entry: SearchEntry, words: readonly string[]): number | undefined {
  if (words.length === 0 || !words.every((w) => entry.text.includes(w))) return undefined
  if (entry.name.startsWith(words.join(' '))) return 0
  return words.every((w) => entry.name.includes(w)) ? 1 : 2
}
