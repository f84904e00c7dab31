// The editor's working copy of a product: every text as the form shows it (lists one item per
// line), so "unsaved changes" is a plain comparison and a save sends only what changed.
import type { z } from 'zod'
import { DEFAULT_LOW_STOCK_THRESHOLD, LANGUAGES, type Language } from '#shared/catalogue/catalogue'
import type { AdminProduct, productChangesSchema } from '#shared/schemas/catalogue-admin'

/** What a save sends (the schema's input: the price as typed). */
export type ProductInput = z.input<typeof productChangesSchema>

const SUFFIX = { en: 'En', es: 'Es', fr: 'Fr' } as const

export const TEXT_FIELDS = ['name', 'description', 'benefits', 'care', 'howToUse'] as const
export type TextField = (typeof TEXT_FIELDS)[number]
/** Texts kept as lists on the server, edited one item per line. */
const LIST_FIELDS: readonly TextField[] = ['benefits', 'care', 'howToUse']

export type Draft = {
  code: string
  category: string
  price: string
  lowStockThreshold: string
  isCustomMade: boolean
  returnable: boolean
  colors: string[]
  sizes: string[]
  texts: Record<`${TextField}${'En' | 'Es' | 'Fr'}`, string>
}

export const textKey = (field: TextField, lang: Language) => `${field}${SUFFIX[lang]}` as const

export function emptyDraft(): Draft {
  const texts = {} as Draft['texts']
  for (const field of TEXT_FIELDS) for (const lang of LANGUAGES) texts[textKey(field, lang)] = ''
  return { code: '', category: 'sculpt-support', price: '', lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD), isCustomMade: false, returnable: true, colors: [], sizes: [], texts }
}

export function toDraft(product: AdminProduct): Draft {
  const texts = {} as Draft['texts']
  for (const field of TEXT_FIELDS) {
    for (const lang of LANGUAGES) {
      const key = textKey(field, lang)
      const value = product[key]
      texts[key] = Array.isArray(value) ? value.join('\n') : value
    }
  }
  return {
    code: product.code,
    category: product.category,
    price: product.price === '0.00' ? '' : product.price,
    lowStockThreshold: String(product.lowStockThreshold),
    isCustomMade: product.isCustomMade,
    returnable: product.returnable,
    colors: product.colors,
    sizes: product.sizes,
    texts,
  }
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** The body of a save: every field of the draft, lists split into lines (blank lines dropped). */
export function toInput(draft: Draft): ProductInput {
  const input: Record<string, unknown> = {
    code: draft.code,
    category: draft.category,
    price: draft.price.trim() === '' ? '0.00' : draft.price,
    lowStockThreshold: Number(draft.lowStockThreshold),
    isCustomMade: draft.isCustomMade,
    returnable: draft.returnable,
    colors: draft.colors,
    sizes: draft.sizes,
  }
  for (const field of TEXT_FIELDS) {
    for (const lang of LANGUAGES) {
      const key = textKey(field, lang)
      input[key] = LIST_FIELDS.includes(field) ? lines(draft.texts[key]) : draft.texts[key]
    }
  }
  return input as ProductInput
}

export const sameDraft = (a: Draft, b: Draft) => JSON.stringify(toInput(a)) === JSON.stringify(toInput(b))

/** Per language, the texts a published product needs that are still empty (name, description). */
export function missingTexts(draft: Draft): Record<Language, TextField[]> {
  const missing = { en: [], es: [], fr: [] } as Record<Language, TextField[]>
  for (const lang of LANGUAGES) for (const field of ['name', 'description'] as const) if (draft.texts[textKey(field, lang)].trim() === '') missing[lang].push(field)
  return missing
}

/** The product's name in the page language, else the first one given. */
export function displayName(product: { nameEn: string; nameEs: string; nameFr: string }, lang: Language): string {
  return product[textKey('name', lang) as 'nameEn'] || product.nameEn || product.nameEs || product.nameFr
}
