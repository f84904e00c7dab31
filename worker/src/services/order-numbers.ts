import { sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { orders } from '#worker/db/schema'

/** Next human order number from the database sequence: ORD-100001, ORD-100002, … */
export async function nextOrderNumber(db: Db): Promise<string> {
  const rows = await db.values<[number]>(
    sql`UPDATE counters SET value = value + 1 WHERE name = 'order_number' RETURNING value`,
  )
  const value = rows[0]?.[0]
  if (value === undefined) throw new Error('order_number counter is missing; migrations not applied?')
  return `ORD-${value}`
}

/**
 * A new order's id whose first 8 characters, the number people see (decision 040), no order has
 * yet: a random id is drawn again in the rare case they are taken (a few in a thousand by the
 * shop's five-thousandth order). The unique index on them (migration 0023) refuses the one
 * left over, two checkouts drawing the same at the same moment.
 */
export async function newOrderId(db: Db): Promise<string> {
  for (;;) {
    const id = crypto.randomUUID()
    const taken = await db.values(sql`SELECT 1 FROM ${orders} WHERE substr(${orders.id}, 1, 8) = ${id.slice(0, 8)} LIMIT 1`)
    if (taken.length === 0) return id
  }
}
