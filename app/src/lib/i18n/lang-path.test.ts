import { describe, expect, it } from 'vitest'
import { langFromPath, localizePath, stripLang } from './lang-path'

describe('language paths', () => {
  it('derives the language from the prefix', () => {
    expect(langFromPath('/')).toBe('en')
    expect(langFromPath('/shop')).toBe('en')
    expect(langFromPath('/es')).toBe('es')
    expect(langFromPath('/fr/blog/x')).toBe('fr')
    expect(langFromPath('/essence')).toBe('en')
  })
  it('strips and adds prefixes, keeping query and hash', () => {
    expect(stripLang('/es/shop')).toBe('/shop')
    expect(stripLang('/fr')).toBe('/')
    expect(localizePath('/', 'en')).toBe('/')
    expect(localizePath('/', 'es')).toBe('/es')
    expect(localizePath('/es/shop?category=x', 'fr')).toBe('/fr/shop?category=x')
    expect(localizePath('/fr/faq#returns', 'en')).toBe('/faq#returns')
    expect(localizePath('/shop', 'es')).toBe('/es/shop')
  })
})
