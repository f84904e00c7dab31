import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from './storage-keys'

// The browser journeys (e2e/storefront-phone) prove back and forward land where the shopper was;
// these pin the rules that decide it, which a journey meets only by chance of timing.
const here = { key: 'default', pathname: '/product/a', search: '' }
const saved = () => JSON.parse(sessionStorage.getItem(STORAGE_KEYS.scrollPositions) ?? '{}') as Record<string, number>

/** A fresh copy of the module, as a new document loads it, arrived at by `type`. */
async function loadAs(type: NavigationTimingType, drawnByServer = true) {
  vi.resetModules()
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming])
  const positions = await import('./scroll-positions')
  positions.startScrollMemory({ drawnByServer })
  return positions
}

beforeEach(() => {
  window.history.replaceState(null, '', '/product/a')
  window.history.scrollRestoration = 'auto'
  sessionStorage.setItem(STORAGE_KEYS.scrollPositions, JSON.stringify({ 'page:/product/a': 2500, 'page:/shop': 900 }))
})
afterEach(() => vi.restoreAllMocks())

describe('scroll positions', () => {
  it('forgets the position of a page opened afresh, and keeps the others', async () => {
    const positions = await loadAs('navigate')
    expect(saved()).toEqual({ 'page:/shop': 900 })
    expect(positions.pendingScrollPosition(here)).toBeNull()
  })

  it('returns to where the page was left on back/forward and on a reload, for that page only', async () => {
    for (const type of ['back_forward', 'reload'] as const) {
      const positions = await loadAs(type)
      expect(positions.pendingScrollPosition(here)).toBe(2500)
      expect(positions.pendingScrollPosition({ ...here, pathname: '/shop' })).toBeNull()
      expect(saved()['page:/product/a']).toBe(2500)
    }
  })

  it("lets the app shell place the page, not the browser's own restoration", async () => {
    await loadAs('back_forward', true)
    expect(window.history.scrollRestoration).toBe('auto')
    await loadAs('back_forward', false)
    expect(window.history.scrollRestoration).toBe('manual')
  })

  it('gives up the old position once the shopper scrolls, taps or types before the app has placed the page', async () => {
    for (const input of [new WheelEvent('wheel'), new Event('touchstart'), new KeyboardEvent('keydown', { key: 'ArrowDown' })]) {
      const positions = await loadAs('back_forward')
      window.dispatchEvent(input)
      expect(positions.pendingScrollPosition(here)).toBeNull()
    }
  })

  it('saves where the page was left when it is hidden, before the app has loaded', async () => {
    await loadAs('navigate')
    window.scrollY = 1234
    window.dispatchEvent(new Event('pagehide'))
    expect(saved()).toEqual({ 'page:/product/a': 1234, 'page:/shop': 900 })
  })

  it("keys a page the app navigated to by React Router's entry key", async () => {
    window.history.replaceState({ key: 'k3y', idx: 2 }, '', '/shop?color=black')
    await loadAs('navigate')
    window.scrollY = 40
    window.dispatchEvent(new Event('pagehide'))
    expect(saved()).toMatchObject({ k3y: 40, 'page:/shop': 900 })
  })
})
