import { describe, expect, it } from 'vitest'
import { CARRIERS, knownCarrier, trackingUrl } from './carriers'

describe('carriers', () => {
  it('links every listed carrier to its tracking page with the number encoded', () => {
    for (const carrier of CARRIERS) {
      const url = trackingUrl(carrier, 'AB 12/3')
      expect(url, carrier).toMatch(/^https:\/\//)
      expect(url).toContain('AB%2012%2F3')
    }
    expect(trackingUrl('fedex', '7777')).toBe('https://www.fedex.com/fedextrack/?trknbr=7777')
    expect(knownCarrier(' ups ')).toBe('UPS')
  })

  it('has no link for an unknown carrier or a missing number', () => {
    expect(trackingUrl('Pony Express', '123')).toBeUndefined()
    expect(trackingUrl('DHL', '  ')).toBeUndefined()
    expect(trackingUrl(null, '123')).toBeUndefined()
  })
})
