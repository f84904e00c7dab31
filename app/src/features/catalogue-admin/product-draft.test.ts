import { describe, expect, it } from 'vitest'
import { emptyDraft, missingTexts, sameDraft, toInput } from './product-draft'

describe('the editor draft', () => {
  it('sends lists one item per line, blank lines dropped, and an empty price as 0.00', () => {
    const draft = emptyDraft()
    draft.texts.benefitsEs = 'Moldea la cintura\n\n  Transpirable  \n'
    const input = toInput(draft) as Record<string, unknown>
    expect(input.benefitsEs).toEqual(['Moldea la cintura', 'Transpirable'])
    expect(input.price).toBe('0.00')
    expect(input.lowStockThreshold).toBe(5)
    // A new product is returnable unless staff switch it off (decision 039).
    expect(input.returnable).toBe(true)
    expect((toInput({ ...draft, returnable: false }) as Record<string, unknown>).returnable).toBe(false)
  })

  it('names the texts each language still lacks, and sees a changed draft as unsaved', () => {
    const draft = emptyDraft()
    draft.texts.nameEn = 'Aurora'
    draft.texts.descriptionEn = 'Firm'
    draft.texts.nameFr = 'Aurore'
    expect(missingTexts(draft)).toEqual({ en: [], es: ['name', 'description'], fr: ['description'] })
    const edited = { ...draft, texts: { ...draft.texts, careEn: 'Hand wash' } }
    expect(sameDraft(draft, edited)).toBe(false)
    expect(sameDraft(draft, { ...draft, texts: { ...draft.texts, careEn: '\n' } })).toBe(true)
  })
})
