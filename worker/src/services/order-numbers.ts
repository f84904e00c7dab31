import { sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client'

/** Next human order number from the database sequence: ORD-100001, ORD-100002, … */
export async function nextOrderNumber(db: Db): Promise<string> {
  const rows = await db.values<[number]>(
    sql`UPDATE counters SET value = value + 1 WHERE name = 'order_number' RETURNING value`,
  )
  const value = rows[0]?.[0]
  if (value === undefined) throw new Error('order_number counter is missing; migrations not applied?')
  return `ORD-${value}`
}
