// An address's town line follows its country's custom, and a country is named in the reader's
// language from its code; the demo's older orders, which hold a name, keep it.
import { describe, expect, it } from 'vitest'
import { countryName, townLine } from './countries'

describe('townLine', () => {
  it('puts the postal code before the town in France and its neighbours', () => {
    expect(townLine({ city: 'Lyon', postalCode: '69002', country: 'FR' })).toBe('69002 Lyon')
    expect(townLine({ city: 'Madrid', state: 'Madrid', postalCode: '28013', country: 'ES' })).toBe('28013 Madrid, Madrid')
  })
  it('writes "Town, ST 12345" in the United States and Canada', () => {
    expect(townLine({ city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' })).toBe('Austin, TX 78701')
    expect(townLine({ city: 'Toronto', state: 'ON', country: 'CA' })).toBe('Toronto, ON')
  })
  it('writes town, region and code elsewhere, leaving out what is not given', () => {
    expect(townLine({ city: 'Medellín', state: 'Antioquia', postalCode: '050021', country: 'CO' })).toBe('Medellín, Antioquia, 050021')
    expect(townLine({ city: 'Medellín', country: 'Colombia' })).toBe('Medellín')
  })
})

describe('countryName', () => {
  it('names a country in the reader’s language, and keeps a stored name as it is', () => {
    expect(countryName('FR', 'es-CO')).toBe('Francia')
    expect(countryName('US', 'fr-FR')).toBe('États-Unis')
    expect(countryName('Colombia', 'fr-FR')).toBe('Colombia')
  })
})
