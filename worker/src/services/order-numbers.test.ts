// The number people see for an order (the first 8 characters of its id, decision 040) is never
// another order's: a new id is drawn again while its first 8 are taken, and the database refuses
// a second order with the same ones whatever path writes it.
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { databaseRefused } from '#worker/db/constraint-errors'
import { createTestDb } from '#worker/test/test-app'
import { newOrderId } from './order-numbers'

afterEach(() => vi.restoreAllMocks())

type Db = Awaited<ReturnType<typeof createTestDb>>['db']
let numbered = 900_000
/** An order row with this id (nothing else about it matters here). */
const insertOrder = (db: Db, id: string) =>
  db.run(sql`INSERT INTO orders (id, order_number, customer_name, customer_email, subtotal_cents, shipping_cents, total_cents, status, created_at, updated_at)
             VALUES (${id}, ${`ORD-${++numbered}`}, 'Ana', 'ana@example.com', 0, 0, 0, 'processing', '2026-11-01', '2026-11-01')`)

describe('order numbers people see', () => {
  it('draws a new id while its first 8 characters are another order’s', async () => {
    const { db, close } = await createTestDb()
    const taken = '7a8b9c0d-1111-4111-8111-111111111111'
    await insertOrder(db, taken)
    const fresh = '0b1c2d3e-0000-4000-8000-000000000000'
    const draws = [`${taken.slice(0, 8)}-ffff-4fff-8fff-ffffffffffff`, fresh]
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => draws.shift() as ReturnType<typeof crypto.randomUUID>)
    expect(await newOrderId(db)).toBe(fresh)
    close()
  })

  it('refuses a second order whose id starts with the same 8 characters', async () => {
    const { db, close } = await createTestDb()
    await insertOrder(db, '5c6d7e8f-2222-4222-8222-222222222222')
    const refused = await insertOrder(db, '5c6d7e8f-aaaa-4aaa-8aaa-aaaaaaaaaaaa').catch((error: unknown) => error)
    expect(databaseRefused(refused, 'UNIQUE constraint failed: index')).toBe(true)
    close()
  })
})
