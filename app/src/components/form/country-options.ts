// The country list of address forms (checkout, the address book): every code the shop ships to, named in the page's language
// (Intl.DisplayNames) and sorted the way that language sorts.
import { COUNTRY_CODES, countryName } from '#shared/schemas/countries'

const cache = new Map<string, { code: string; name: string }[]>()

export function countryOptions(locale: string) {
  let options = cache.get(locale)
  if (!options) {
    const collator = new Intl.Collator(locale)
    options = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name))
    cache.set(locale, options)
  }
  return options
}
