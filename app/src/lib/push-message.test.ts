import { describe, expect, it } from 'vitest'
import { notificationOf, notificationTarget } from './push-message'

describe('a push message in the service worker', () => {
  it('shows the server’s notification, and the shop’s name for one it cannot read', () => {
    const sent = { title: 'Tu pedido AB12CD34 va en camino', body: 'DHL, número de seguimiento JD0142.', url: '/es/order-confirmation/x', tag: 'order:x' }
    expect(notificationOf(sent)).toEqual(sent)
    expect(notificationOf('garbage')).toEqual({ title: 'Forma Bella', body: '', url: '/', tag: 'shop' })
    expect(notificationOf({ title: 3, url: null })).toMatchObject({ title: 'Forma Bella', url: '/' })
  })

  it('opens only the shop’s own pages', () => {
    const origin = 'https://shop.example.com'
    expect(notificationTarget('/es/returns/abc', origin)).toBe('https://shop.example.com/es/returns/abc')
    expect(notificationTarget('https://evil.example/phish', origin)).toBe('https://shop.example.com/')
    expect(notificationTarget('//evil.example/x', origin)).toBe('https://shop.example.com/')
    expect(notificationTarget(undefined, origin)).toBe('https://shop.example.com/')
  })
})
