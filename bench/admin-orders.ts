// The back office's order list with 10,000 orders in the database (decision 017): p50 and p99 of
// GET /api/admin/orders as staff open it, page through it, filter it and search it (by email,
// by a name with accents, by order number), through the real app in-process on a temporary
// libSQL file. Orders are written straight into the database (worker/src/test/orders.ts).
import { adminOrdersApi } from '#shared/contracts/admin-orders'
import { urlFor } from '#shared/contracts/contract'
import { addProduct } from '#worker/test/checkout'
import { storeOrders, type StoredOrder } from '#worker/test/orders'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

const ORDERS = 10_000
const RUNS = 60
const FIRST_NAMES = ['Ana', 'Lucía', 'María José', 'Valentina', 'Camila', 'Sofía', 'Isabel', 'Mariana']
const LAST_NAMES = ['Ríos', 'Gómez', 'Fernández', 'Ospina', 'Zapata', 'Restrepo', 'Muñoz', 'Álvarez']
const STATUSES = ['processing', 'shipped', 'delivered', 'cancelled', 'pending'] as const

export async function adminOrdersBench() {
  const t = await createTestApp({ seed: true })
  const product = await addProduct(t.db, { priceCents: 6500, stock: 1_000_000 })
  const line = { productId: product.id, productCode: product.code, productName: product.nameEn, quantity: 1, unitPriceCents: 6500 }
  const start = Date.parse('2025-01-01T00:00:00Z')
  const list: StoredOrder[] = Array.from({ length: ORDERS }, (_, i) => ({
    customerName: `${FIRST_NAMES[i % 8]} ${LAST_NAMES[(i >> 3) % 8]}`,
    customerEmail: `shopper${i}@example.com`,
    status: STATUSES[i % STATUSES.length],
    createdAt: new Date(start + i * 45 * 60_000).toISOString(),
    lines: i % 3 === 0 ? [line, { ...line, quantity: 2 }] : [line],
  }))
  await storeOrders(t.db, list, { numberFrom: 200_000 })
  const staff = await signIn(t.request, 'staff@example.com', TEST_PASSWORD)

  const scenarios: [string, Record<string, unknown>][] = [
    ['first page', {}],
    ['page 100', { page: 100 }],
    ['status = shipped', { status: 'shipped' }],
    ['search an email', { search: 'shopper4242@example.com' }],
    ['search "lucia fernandez"', { search: 'lucia fernandez' }],
    ['search an order number', { search: 'ORD-205000' }],
    ['search + status', { search: 'ospina', status: 'delivered' }],
  ]
  console.log(`\nAdmin order list — ${ORDERS.toLocaleString('en-US')} orders, ${RUNS} requests each, in-process on the embedded database\n`)
  console.log(`${'scenario'.padEnd(28)} matches   p50 ms   p99 ms`)
  for (const [name, query] of scenarios) {
    const times: number[] = []
    let total = 0
    for (let i = 0; i < RUNS; i++) {
      const begin = performance.now()
      const res = await t.request(urlFor(adminOrdersApi.list, {}, query), { headers: { cookie: staff } })
      const body = (await res.json()) as { total: number }
      times.push(performance.now() - begin)
      if (res.status !== 200) throw new Error(`${name}: ${res.status}`)
      total = body.total
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1)
    console.log(`${name.padEnd(28)} ${String(total).padStart(7)} ${at(0.5).padStart(8)} ${at(0.99).padStart(8)}`)
  }
  console.log()
  t.close()
}
