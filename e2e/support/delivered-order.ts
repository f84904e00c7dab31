// A demo customer's latest shipped order, delivered yesterday as the carrier would record it: inside
// every return window, the 48 hours of a size return included (decision 037). Written straight
// into the shop's database file, as nothing in the shop marks a delivery by hand.
import { join } from 'node:path'
import { createClient } from '@libsql/client'

/** Marks the order delivered yesterday (status and a delivered shipment); answers its id. */
export async function deliverLatestShippedOrder(dbDir: string, customerEmail: string): Promise<string> {
  const db = createClient({ url: `file:${join(dbDir, 'shop.db')}`, timeout: 5000 })
  try {
    const { rows } = await db.execute({
      sql: "SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = ? AND o.status = 'shipped' ORDER BY o.created_at DESC LIMIT 1",
      args: [customerEmail],
    })
    const orderId = rows[0]!.id as string
    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    await db.batch([
      { sql: "UPDATE orders SET status = 'delivered' WHERE id = ?", args: [orderId] },
      { sql: "INSERT INTO order_shipments (id, order_id, status, shipped_at, delivered_at) VALUES (?, ?, 'delivered', ?, ?)", args: [`sh_e2e_${orderId.slice(0, 8)}`, orderId, yesterday, yesterday] },
    ])
    return orderId
  } finally {
    db.close()
  }
}
