import { describe, expect, it } from 'vitest'
import { suitsBackgroundDownload } from './service-worker'

describe('background image downloads', () => {
  it('happen on Wi-Fi or Ethernet, and never on a cellular network or with Data Saver', () => {
    expect(suitsBackgroundDownload({ type: 'wifi' })).toBe(true)
    expect(suitsBackgroundDownload({ type: 'ethernet', effectiveType: '3g' })).toBe(true)
    expect(suitsBackgroundDownload({ type: 'cellular', effectiveType: '4g' })).toBe(false)
    expect(suitsBackgroundDownload({ type: 'wifi', saveData: true })).toBe(false)
  })

  it('where the browser does not name the network, happen only on a fast connection', () => {
    expect(suitsBackgroundDownload({ effectiveType: '4g' })).toBe(true)
    expect(suitsBackgroundDownload({ effectiveType: '3g' })).toBe(false)
    expect(suitsBackgroundDownload(undefined)).toBe(true)
  })
})
