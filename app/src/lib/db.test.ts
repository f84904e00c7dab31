// An install from an older version keeps its cart and outbox when the app opens the new schema.
import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V5, ShopDb } from './db'
import { STORAGE_KEYS } from './storage-keys'
import { cartLineFixture, postFixture, productFixture } from './catalogue.fixtures'

const names: string[] = []
const freshName = () => {
  const name = `upgrade-${crypto.randomUUID()}`
  names.push(name)
  return name
}
afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)))
})

const line = cartLineFixture

describe('ShopDb upgrades', () => {
  it('migrates a version 1 database without losing the cart, its order, or the outbox', async () => {
    const name = freshName()
    const v1 = new Dexie(name)
    v1.version(1).stores(SCHEMA_V1)
    await v1.table('cart').bulkAdd([line('b', 2), line('a', 1)])
    await v1.table('outbox').add({ id: 'e1', method: 'POST', url: '/api/contact', body: { subject: 'Sizing' }, createdAt: '2026-01-01T00:00:00.000Z', status: 'pending' })
    await v1.table('syncState').put({ key: 'catalogue', cursor: 42, syncedAt: '2026-01-01T00:00:00.000Z', error: null })
    v1.close()

    const db = new ShopDb(name)
    await db.open()
    expect(db.verno).toBe(7)
    const cart = await db.cart.orderBy('addedAt').toArray()
    // v1 listed lines in key order; the upgrade numbers them in that order.
    expect(cart.map((l) => [l.productId, l.quantity])).toEqual([
      ['a', 1],
      ['b', 2],
    ])
    expect(cart.every((l) => typeof l.addedAt === 'number')).toBe(true)
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ id: 'e1', kind: 'contact', status: 'pending', body: { subject: 'Sizing' }, attempts: 0, nextAttemptAt: 0, lastError: null })
    // The new indexes work on the migrated rows.
    expect(await db.outbox.where('nextAttemptAt').belowOrEqual(Date.now()).count()).toBe(1)
    // Version 6 starts the catalogue sync over (products gained their stock per colour and size).
    expect((await db.syncState.get('catalogue'))?.cursor).toBe(0)
    db.close()
  })

  it('migrates a version 2 database: outbox entries get their kind, sync failures a type', async () => {
    const name = freshName()
    const v2 = new Dexie(name)
    v2.version(2).stores(SCHEMA_V2)
    const queued = { method: 'POST', body: {}, createdAt: '2026-01-01T00:00:00.000Z', attempts: 1, nextAttemptAt: 0, lastError: 'Invalid email address' }
    await v2.table('outbox').bulkAdd([
      { ...queued, id: 'c', url: '/api/contact', status: 'needs_review' },
      { ...queued, id: 'n', url: '/api/newsletter/subscribe', status: 'pending' },
      { ...queued, id: 'x', url: '/api/something-later', status: 'pending' },
    ])
    await v2.table('syncState').put({ key: 'catalogue', cursor: 9, syncedAt: '2026-01-01T00:00:00.000Z', error: 'network_error' })
    v2.close()

    const db = new ShopDb(name)
    await db.open()
    expect((await db.outbox.toArray()).map((e) => [e.id, e.kind, e.status, e.lastError])).toEqual([
      ['c', 'contact', 'needs_review', 'Invalid email address'],
      ['n', 'newsletter', 'pending', 'Invalid email address'],
      ['x', 'other', 'pending', 'Invalid email address'],
    ])
    // Version 6 starts the catalogue sync over (products gained their stock per colour and size).
    expect(await db.syncState.get(STORAGE_KEYS.catalogueSync)).toMatchObject({ cursor: 0, error: 'offline' })
    db.close()

    const server = freshName()
    const old = new Dexie(server)
    old.version(2).stores(SCHEMA_V2)
    await old.table('syncState').put({ key: 'catalogue', cursor: 1, syncedAt: null, error: 'http_503' })
    old.close()
    const reopened = new ShopDb(server)
    expect((await reopened.syncState.get('catalogue'))?.error).toBe('server')
    reopened.close()
  })

  it('migrates a version 3 database: cart, outbox and mirror stay, wholesale orders start empty and work', async () => {
    const name = freshName()
    const v3 = new Dexie(name)
    v3.version(3).stores(SCHEMA_V3)
    await v3.table('cart').add({ ...line('a', 2), addedAt: 5 })
    const entry = { id: 'c', kind: 'contact', method: 'POST', url: '/api/contact', body: {}, createdAt: '2026-01-01T00:00:00.000Z', attempts: 0, nextAttemptAt: 0, status: 'pending', lastError: null }
    await v3.table('outbox').add(entry)
    await v3.table('syncState').put({ key: 'catalogue', cursor: 7, syncedAt: '2026-01-01T00:00:00.000Z', error: null })
    v3.close()

    const db = new ShopDb(name)
    await db.open()
    expect(db.verno).toBe(7)
    expect(await db.cart.toArray()).toEqual([{ ...line('a', 2), addedAt: 5 }])
    expect(await db.outbox.toArray()).toEqual([entry])
    // Version 6 starts the catalogue sync over (products gained their stock per colour and size).
    expect((await db.syncState.get('catalogue'))?.cursor).toBe(0)
    expect(await db.wholesaleOrders.count()).toBe(0)
    const fields = { companyName: 'Boutique Lumière', contactName: '', email: '', phone: '', country: '', notes: '', businessType: '', yearsInBusiness: '', taxId: '', website: '', targetMarket: '', estimatedMonthlyOrder: '', currentSuppliers: '' }
    await db.wholesaleOrders.bulkAdd([
      { id: 'd1', stage: 'draft', fields, lines: [], createdAt: 1, updatedAt: 2 },
      { id: 'd2', stage: 'submitted', fields, lines: [], createdAt: 1, updatedAt: 3, submissionId: 's2', submittedAt: 3 },
    ])
    expect((await db.wholesaleOrders.where('stage').equals('draft').toArray()).map((o) => o.id)).toEqual(['d1'])
    expect((await db.wholesaleOrders.where('submissionId').equals('s2').first())?.id).toBe('d2')
    db.close()
  })

  it('migrates a version 5 database: products stored with a total only are dropped and fetched again, the rest stays', async () => {
    const name = freshName()
    const v5 = new Dexie(name)
    v5.version(5).stores(SCHEMA_V5)
    // A product as version 5 stored it: one stock figure, no variants.
    const { variants: _variants, ...old } = productFixture('a', { stock: 4 })
    await v5.table('products').put({ ...old, lowStockThreshold: 3 })
    await v5.table('posts').put(postFixture('p'))
    await v5.table('cart').add({ ...line('a', 2), addedAt: 5 })
    const entry = { id: 'n', kind: 'newsletter', method: 'POST', url: '/api/newsletter/subscribe', body: {}, createdAt: '2026-01-01T00:00:00.000Z', attempts: 0, nextAttemptAt: 0, status: 'pending', lastError: null }
    await v5.table('outbox').add(entry)
    const fields = { companyName: 'Boutique Lumière', contactName: '', email: '', phone: '', country: '', notes: '', businessType: '', yearsInBusiness: '', taxId: '', website: '', targetMarket: '', estimatedMonthlyOrder: '', currentSuppliers: '' }
    await v5.table('wholesaleOrders').add({ id: 'd1', stage: 'draft', fields, lines: [], createdAt: 1, updatedAt: 2 })
    await v5.table('syncState').put({ key: 'catalogue', cursor: 31, syncedAt: '2026-11-01T00:00:00.000Z', error: null })
    v5.close()

    const db = new ShopDb(name)
    await db.open()
    expect(db.verno).toBe(7)
    expect(await db.products.count()).toBe(0)
    // From the start, and not a complete copy until that sync lands.
    expect(await db.syncState.get('catalogue')).toEqual({ key: 'catalogue', cursor: 0, syncedAt: null, error: null })
    expect(await db.cart.toArray()).toEqual([{ ...line('a', 2), addedAt: 5 }])
    expect(await db.outbox.toArray()).toEqual([entry])
    expect((await db.wholesaleOrders.get('d1'))?.fields.companyName).toBe('Boutique Lumière')
    expect((await db.posts.toArray()).map((p) => p.id)).toEqual(['p'])
    // The indexes still answer.
    await db.products.put(productFixture('b', { category: 'waist-trainers' }))
    expect((await db.products.where('category').equals('waist-trainers').toArray()).map((p) => p.variants.length)).toEqual([2])
    db.close()
  })

  it('opens a brand-new database at the current version', async () => {
    const db = new ShopDb(freshName())
    await db.open()
    expect(db.verno).toBe(7)
    expect(db.tables.map((t) => t.name).sort()).toEqual(['cart', 'cartPromo', 'outbox', 'posts', 'products', 'syncState', 'wholesaleOrders'])
    db.close()
  })
})
