import { describe, expect, it } from 'vitest'
import { foldText, matchScore, queryWords, searchEntry, type Searchable } from './search'

const faja: Searchable = {
  code: 'FB-WT-001',
  category: 'sculpt-support',
  nameEn: 'Latex Waist Trainer',
  nameEs: 'Entrenador de Cintura en Látex',
  nameFr: 'Serre-taille en latex',
  descriptionEn: 'Firm compression for the waist.',
  descriptionEs: 'Compresión firme para la cintura.',
  descriptionFr: 'Maintien ferme de la taille, épaules libres.',
}
const categories: Record<string, Record<string, string>> = {
  en: { 'sculpt-support': 'Sculpt & Support Line' },
  es: { 'sculpt-support': 'Línea Esculpe y Soporta' },
  fr: { 'sculpt-support': 'Ligne Galbe & Maintien' },
}
const entry = (lang: 'en' | 'es' | 'fr') => searchEntry(faja, lang, (c) => categories[lang]![c]!)

describe('catalogue search', () => {
  it('ignores accents and case, both in the query and in the text', () => {
    expect(foldText('  Épaule  LÁTEX ')).toBe('epaule latex')
    expect(matchScore(entry('es'), queryWords('LATEX'))).toBeDefined()
    expect(matchScore(entry('fr'), queryWords('epaules'))).toBeDefined()
    expect(matchScore(entry('es'), queryWords('línea'))).toBeDefined()
  })

  it('finds a word with another plural or gender ending', () => {
    const cinturilla = searchEntry({ ...faja, nameEs: 'Cinturilla Deportiva', descriptionEs: 'Con velcro.' }, 'es', () => '')
    expect(matchScore(cinturilla, queryWords('cintura'))).toBeDefined()
    expect(matchScore(entry('en'), queryWords('trainers'))).toBeDefined()
    expect(matchScore(entry('en'), queryWords('cocoa'))).toBeUndefined()
  })

  it('searches in the page language only', () => {
    expect(matchScore(entry('es'), queryWords('cintura'))).toBeDefined()
    expect(matchScore(entry('en'), queryWords('cintura'))).toBeUndefined()
    expect(matchScore(entry('en'), queryWords('waist'))).toBeDefined()
    expect(matchScore(entry('fr'), queryWords('waist'))).toBeUndefined()
  })

  it('searches name, category, description and code, and needs every word', () => {
    expect(matchScore(entry('en'), queryWords('support'))).toBe(2)
    expect(matchScore(entry('en'), queryWords('compression'))).toBe(2)
    expect(matchScore(entry('en'), queryWords('fb-wt-001'))).toBe(2)
    expect(matchScore(entry('en'), queryWords('waist cocoa'))).toBeUndefined()
    expect(matchScore(entry('en'), queryWords('   '))).toBeUndefined()
  })

  it('ranks a name that starts with the query before one that only holds its words', () => {
    expect(matchScore(entry('en'), queryWords('latex wa'))).toBe(0)
    expect(matchScore(entry('en'), queryWords('trainer latex'))).toBe(1)
  })
})
