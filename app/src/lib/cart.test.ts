// The cart in IndexedDB: same rules as before, carried over once from localStorage, live in hooks.
import { act, renderHook, waitFor } from '@testing-library/react'
import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { unitsOf } from '#shared/catalogue/variant-choices'
import { cart, migrateLegacyCart, resetCartForTests, useCart } from './cart'
import { setDbForTests, ShopDb } from './db'
import { STORAGE_KEYS } from './storage-keys'
import { cartLineFixture, productFixture, variantsFixture } from './catalogue.fixtures'

let db: ShopDb
beforeEach(() => {
  db = new ShopDb(`cart-${crypto.randomUUID()}`)
  setDbForTests(db)
  resetCartForTests()
  localStorage.clear()
})
afterEach(async () => {
  setDbForTests(undefined)
  db.close()
  await Dexie.delete(db.name)
})

const line = cartLineFixture

describe('cart', () => {
  it('merges the same product, colour and size, caps at stock, and keeps the order lines were added', async () => {
    await cart.add(line('b'))
    await cart.add(line('a'))
    const result = await cart.add(line('b', 5), 4)
    expect(result).toMatchObject({ added: 3, limitedTo: 4 })
    const rows = await db.cart.orderBy('addedAt').toArray()
    expect(rows.map((r) => [r.productId, r.quantity])).toEqual([
      ['b', 4],
      ['a', 1],
    ])
    await cart.setQuantity({ productId: 'b', color: 'beige', size: 'M' }, 0)
    expect(await db.cart.count()).toBe(1)
    await cart.clear()
    expect(await db.cart.count()).toBe(0)
  })

  it('shrinks each line to what its colour and size has left, not what the product has in all', async () => {
    const sizes = ['S', 'M']
    await db.products.bulkPut([
      // 'a' has 14 units in all, but beige M is down to 1 and black M is sold out.
      productFixture('a', { colors: ['beige', 'black'], sizes, variants: variantsFixture('FB-a', ['beige', 'black'], sizes, { left: { 'beige/M': 1, 'black/M': 0 }, each: 6 }) }),
      // 'b' no longer makes nude M.
      productFixture('b', { colors: ['beige', 'nude'], sizes, variants: variantsFixture('FB-b', ['beige', 'nude'], sizes, { notMade: ['nude/M'] }) }),
      productFixture('c', { variants: variantsFixture('FB-c', ['beige'], sizes, { each: 9 }) }),
    ])
    await cart.add(line('a', 2))
    await cart.add({ ...line('a', 2), color: 'black' })
    await cart.add({ ...line('a', 3), size: 'S' })
    await cart.add({ ...line('b', 1), color: 'nude' })
    await cart.add(line('c', 4))
    await cart.add(line('gone', 1))
    const shrunk = await cart.fitToStock()
    expect(shrunk.map((s) => [s.line.productId, s.line.color, s.line.size, s.available])).toEqual([
      ['a', 'beige', 'M', 1],
      ['a', 'black', 'M', 0],
      ['b', 'nude', 'M', 0],
      ['gone', 'beige', 'M', 0],
    ])
    const rows = await db.cart.orderBy('addedAt').toArray()
    expect(rows.map((r) => [r.productId, r.color, r.size, r.quantity])).toEqual([
      ['a', 'beige', 'M', 1],
      ['a', 'beige', 'S', 3],
      ['c', 'beige', 'M', 4],
    ])
  })

  it("caps each line at the units of its own colour and size, whatever the product's other sizes hold", async () => {
    const product = productFixture('a', { sizes: ['S', 'M'], variants: variantsFixture('FB-a', ['beige'], ['S', 'M'], { left: { 'beige/M': 2, 'beige/S': 5 } }) })
    const add = (size: string, quantity: number) => cart.add({ ...line('a', quantity), size }, unitsOf(product, 'beige', size))
    expect(await add('M', 3)).toMatchObject({ added: 2, limitedTo: 2 })
    expect(await add('M', 1)).toMatchObject({ added: 0, limitedTo: 2 })
    // The two M in the cart take nothing from S: a per-product rule would have left only 5 − 2.
    expect(await add('S', 5)).toMatchObject({ added: 5 })
    expect(await add('XL', 1)).toMatchObject({ added: 0 })
    expect((await db.cart.orderBy('addedAt').toArray()).map((r) => [r.size, r.quantity])).toEqual([
      ['M', 2],
      ['S', 5],
    ])
  })

  it('never shrinks a made-to-measure line, which keeps no stock', async () => {
    await db.products.put(productFixture('m', { isCustomMade: true }))
    const measurements = { unit: 'cm', waist: 70, hips: 98, thigh: 56 } as const
    await cart.add({ ...line('m', 2), size: 'cm 70/98/56', measurements })
    expect(await cart.fitToStock()).toEqual([])
    expect((await db.cart.toArray()).map((r) => r.quantity)).toEqual([2])
  })

  it('takes the prices checkout charged, keeping the lines and their order', async () => {
    await cart.add(line('a'))
    await cart.add(line('b', 2))
    const [, second] = await db.cart.orderBy('addedAt').toArray()
    await cart.reprice([{ productId: 'b', color: second!.color, size: second!.size, priceCents: second!.priceCents + 700 }])
    const rows = await db.cart.orderBy('addedAt').toArray()
    expect(rows.map((r) => [r.productId, r.quantity, r.priceCents])).toEqual([
      ['a', 1, second!.priceCents],
      ['b', 2, second!.priceCents + 700],
    ])
  })

  it('carries a localStorage cart over once and removes the old copy', async () => {
    await cart.add(line('a', 1))
    localStorage.setItem(STORAGE_KEYS.legacyCart, JSON.stringify([line('a', 2), line('c', 1), { junk: true }]))
    await migrateLegacyCart(db)
    expect(localStorage.getItem(STORAGE_KEYS.legacyCart)).toBeNull()
    const rows = await db.cart.orderBy('addedAt').toArray()
    expect(rows.map((r) => [r.productId, r.quantity])).toEqual([
      ['a', 3],
      ['c', 1],
    ])
    resetCartForTests()
    await migrateLegacyCart(db)
    expect(await db.cart.count()).toBe(2)
  })

  it('shows changes live in useCart, with totals from the shared rules', async () => {
    const { result } = renderHook(() => useCart())
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.count).toBe(0)
    await act(() => cart.add(line('a', 2)))
    await waitFor(() => expect(result.current.count).toBe(2))
    expect(result.current.lines[0]).not.toHaveProperty('addedAt')
    expect(result.current.totals.subtotalCents).toBe(17_800)
  })

  it('keeps the cart when the database is reopened (reload or restart)', async () => {
    await cart.add(line('a', 2))
    db.close()
    const reopened = new ShopDb(db.name)
    expect((await reopened.cart.toArray()).map((r) => r.quantity)).toEqual([2])
    reopened.close()
  })
})
