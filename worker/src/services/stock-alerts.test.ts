// Back-in-stock alerts on a real database with the real migrations: asking, the trigger that makes
// alerts due whatever moves the stock, the email queued exactly once under racing runs, stopping.
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDb, type Db } from '#worker/db/client'
import { BUSY_TIMEOUT_MS } from '#worker/db/local-file'
import { emailOutbox, products, productVariants, stockAlerts } from '#worker/db/schema'
import { parseConfig } from '#worker/env'
import { createTestDb } from '#worker/test/test-app'
import { queueDueStockAlerts, stockAlertToken, subscribeToStockAlert, unsubscribeFromStockAlerts, waitingPerVariant } from './stock-alerts'

const ORIGIN = 'https://shop.test'
const parsed = parseConfig({ NODE_ENV: 'test', DATABASE_URL: 'file:unused.db', JWT_SECRET: 'test-secret-'.padEnd(48, 'x') }, 'node')
if (!parsed.ok) throw new Error('test config invalid')
const config = parsed.config

let test: Awaited<ReturnType<typeof createTestDb>>
let db: Db
let others: Client[]

/** Another connection to the same file, as another process or isolate would have. */
function connect(): Db {
  const client = createClient({ url: `file:${join(test.dir, 'test.db')}`, timeout: BUSY_TIMEOUT_MS })
  others.push(client)
  return createDb(client)
}

beforeEach(async () => {
  test = await createTestDb()
  db = test.db
  others = []
  await db.insert(products).values({
    id: 'p1',
    code: 'SS-2001',
    nameEn: 'Sculpting Bodysuit',
    nameEs: 'Body moldeador',
    nameFr: 'Body sculptant',
    priceCents: 8900,
    category: 'bodysuits',
    colors: ['black', 'beige'],
    sizes: ['S', 'M'],
  })
  await db.insert(productVariants).values([
    { id: 'v-black-s', productId: 'p1', color: 'black', size: 'S', sku: 'SS-2001-BLK-S', stock: 0 },
    { id: 'v-black-m', productId: 'p1', color: 'black', size: 'M', sku: 'SS-2001-BLK-M', stock: 3 },
    { id: 'v-beige-s', productId: 'p1', color: 'beige', size: 'S', sku: 'SS-2001-BEI-S', stock: 2, reserved: 2 },
    { id: 'v-beige-m', productId: 'p1', color: 'beige', size: 'M', sku: 'SS-2001-BEI-M', stock: 0, notOffered: true },
  ])
})
afterEach(() => {
  for (const client of others) client.close()
  test.close()
})

const now = new Date('2026-11-25T12:00:00.000Z')
const ask = (input: Partial<Parameters<typeof subscribeToStockAlert>[1]> = {}) =>
  subscribeToStockAlert(db, { productId: 'p1', color: 'black', size: 'S', email: 'ana@example.com', language: 'es', userId: null, ...input }, now)
const alerts = () => db.select().from(stockAlerts).orderBy(stockAlerts.email)
const setStock = (variantId: string, values: { stock?: number; reserved?: number; notOffered?: boolean }) =>
  db.update(productVariants).set(values).where(eq(productVariants.id, variantId))
const emails = () => db.select().from(emailOutbox).orderBy(emailOutbox.to)
const run = (on: Db = db) => queueDueStockAlerts(on, config, { origin: ORIGIN, now })

describe('asking for an alert', () => {
  it('keeps one alert per variant and address whatever the number of asks, with the latest language', async () => {
    await ask()
    await ask({ language: 'fr' })
    const rows = await alerts()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ variantId: 'v-black-s', email: 'ana@example.com', language: 'fr', dueAt: null, notifiedAt: null, unsubscribedAt: null })
  })

  it('refuses a variant that can be bought now, one that is not made, and one that does not exist', async () => {
    await expect(ask({ size: 'M' })).rejects.toMatchObject({ code: 'variant_in_stock' })
    await expect(ask({ color: 'beige', size: 'M' })).rejects.toMatchObject({ code: 'variant_not_offered' })
    await expect(ask({ size: '4XL' })).rejects.toMatchObject({ code: 'variant_not_found' })
    await expect(ask({ productId: 'nope' })).rejects.toMatchObject({ code: 'variant_not_found' })
    // Every unit held by unpaid orders: sold out to a shopper.
    await ask({ color: 'beige', size: 'S' })
    expect(await alerts()).toHaveLength(1)
  })

  it('starts a finished alert afresh when asked again after it sold out again', async () => {
    await ask()
    await setStock('v-black-s', { stock: 1 })
    await run()
    await setStock('v-black-s', { stock: 0 })
    await ask()
    const [row] = await alerts()
    expect(row).toMatchObject({ dueAt: null, notifiedAt: null, unsubscribedAt: null })
  })
})

describe('the trigger', () => {
  it('makes the waiting alerts of a variant due when it goes from sold out to available, and no other', async () => {
    await ask()
    await ask({ email: 'bea@example.com' })
    await ask({ color: 'beige', size: 'S', email: 'cleo@example.com' })
    await setStock('v-black-s', { stock: 5 })
    const rows = await alerts()
    expect(rows.map((r) => [r.email, r.dueAt !== null])).toEqual([
      ['ana@example.com', true],
      ['bea@example.com', true],
      ['cleo@example.com', false],
    ])
  })

  it('leaves alerts alone when a variant that had units gets more', async () => {
    await ask()
    await setStock('v-black-s', { stock: 1 })
    await db.update(stockAlerts).set({ dueAt: null })
    await setStock('v-black-s', { stock: 5 })
    expect((await alerts())[0]!.dueAt).toBeNull()
  })

  it('makes alerts due when an ended hold gives back the last units', async () => {
    await ask({ color: 'beige', size: 'S' })
    await setStock('v-beige-s', { reserved: 1 })
    expect((await alerts())[0]!.dueAt).not.toBeNull()
  })

  it('makes alerts due when a variant with units comes back on offer', async () => {
    await db.insert(stockAlerts).values({ variantId: 'v-beige-m', email: 'ana@example.com', language: 'en' })
    await setStock('v-beige-m', { stock: 4 })
    expect((await alerts())[0]!.dueAt).toBeNull()
    await setStock('v-beige-m', { notOffered: false })
    expect((await alerts())[0]!.dueAt).not.toBeNull()
  })
})

describe('sending', () => {
  it('queues one email per due alert in its language, with the product link and the unsubscribe link', async () => {
    await ask({ language: 'es' })
    await ask({ email: 'bea@example.com', language: 'fr' })
    await setStock('v-black-s', { stock: 2 })
    expect(await run()).toEqual({ queued: 2, waitingAgain: 0 })

    const [ana, bea] = await emails()
    expect(ana).toMatchObject({ to: 'ana@example.com', template: 'back_in_stock', subject: 'De nuevo disponible: Body moldeador', status: 'pending' })
    expect(ana!.bodyText).toContain('Body moldeador en negro, talla S')
    expect(ana!.bodyText).toContain(`${ORIGIN}/es/product/p1?color=black&size=S`)
    const [anaAlert] = await db.select().from(stockAlerts).where(eq(stockAlerts.email, 'ana@example.com'))
    const token = await stockAlertToken(config, anaAlert!.id)
    expect(ana!.bodyText).toContain(`${ORIGIN}/es/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}`)
    expect(ana!.headers).toEqual({ 'List-Unsubscribe': `<${ORIGIN}/es/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}>` })
    expect(bea!.subject).toBe('De retour en stock : Body sculptant')
    expect(bea!.bodyText).toContain(`${ORIGIN}/fr/product/p1?color=black&size=S`)
    expect((await alerts()).every((a) => a.notifiedAt === now.toISOString())).toBe(true)

    // Done: a later run, or another restock, sends nothing more.
    expect(await run()).toEqual({ queued: 0, waitingAgain: 0 })
    await setStock('v-black-s', { stock: 0 })
    await setStock('v-black-s', { stock: 3 })
    expect(await run()).toEqual({ queued: 0, waitingAgain: 0 })
    expect(await emails()).toHaveLength(2)
  })

  it('queues each email exactly once when 30 runs race on three connections', async () => {
    const waiting = ['ana', 'bea', 'cleo', 'dora', 'eva'].map((n) => `${n}@example.com`)
    for (const email of waiting) await ask({ email })
    await setStock('v-black-s', { stock: 5 })
    const connections = [db, connect(), connect()]
    const reports = await Promise.all(Array.from({ length: 30 }, (_, i) => run(connections[i % 3])))
    expect(reports.reduce((sum, r) => sum + r.queued, 0)).toBe(5)
    expect((await emails()).map((e) => e.to)).toEqual(waiting)
  })

  it('sends nothing for an alert stopped after it became due', async () => {
    await ask()
    await ask({ email: 'bea@example.com' })
    await setStock('v-black-s', { stock: 2 })
    const [ana] = await alerts()
    await unsubscribeFromStockAlerts(db, config, await stockAlertToken(config, ana!.id), now)
    await run()
    expect((await emails()).map((e) => e.to)).toEqual(['bea@example.com'])
  })

  it('puts an alert back to waiting when its variant sold out again before the email went out', async () => {
    await ask()
    await setStock('v-black-s', { stock: 1 })
    await setStock('v-black-s', { reserved: 1 })
    expect(await run()).toEqual({ queued: 0, waitingAgain: 1 })
    expect((await alerts())[0]).toMatchObject({ dueAt: null, notifiedAt: null })
    // The hold ends: due again, and sent.
    await setStock('v-black-s', { reserved: 0 })
    expect(await run()).toEqual({ queued: 1, waitingAgain: 0 })
  })
})

describe('stopping alerts', () => {
  it('stops every open alert of the address, and a second click answers the same', async () => {
    await ask()
    await ask({ color: 'beige', size: 'S' })
    await ask({ email: 'bea@example.com' })
    const [first] = await alerts()
    const token = await stockAlertToken(config, first!.id)
    await unsubscribeFromStockAlerts(db, config, token, now)
    await unsubscribeFromStockAlerts(db, config, token, now)
    const rows = await alerts()
    expect(rows.map((r) => [r.email, r.unsubscribedAt !== null])).toEqual([
      ['ana@example.com', true],
      ['ana@example.com', true],
      ['bea@example.com', false],
    ])
  })

  it('refuses a forged or unknown token', async () => {
    await ask()
    const [alert] = await alerts()
    await expect(unsubscribeFromStockAlerts(db, config, `${alert!.id}.forged`, now)).rejects.toMatchObject({ code: 'stock_alert_link_invalid' })
    await expect(unsubscribeFromStockAlerts(db, config, 'nonsense', now)).rejects.toMatchObject({ code: 'stock_alert_link_invalid' })
    await expect(unsubscribeFromStockAlerts(db, config, await stockAlertToken(config, 'gone'), now)).rejects.toMatchObject({ code: 'stock_alert_link_invalid' })
    expect((await alerts())[0]!.unsubscribedAt).toBeNull()
  })
})

it('counts the people waiting per variant, for the inventory grid', async () => {
  await ask()
  await ask({ email: 'bea@example.com' })
  await ask({ color: 'beige', size: 'S' })
  await ask({ email: 'cleo@example.com' })
  const [bea] = await db.select().from(stockAlerts).where(eq(stockAlerts.email, 'bea@example.com'))
  await unsubscribeFromStockAlerts(db, config, await stockAlertToken(config, bea!.id), now)
  expect(await waitingPerVariant(db, ['v-black-s', 'v-beige-s', 'v-black-m'])).toEqual(
    new Map([
      ['v-black-s', 2],
      ['v-beige-s', 1],
    ]),
  )
  expect(await waitingPerVariant(db, [])).toEqual(new Map())
})
