// Checkout throughput on the embedded database: orders placed (POST /api/create-payment-intent),
// paid with the test gateway's card and confirmed (POST /api/orders/:id/confirm) per second,
// through the real app in-process (no network latency), one shopper at a time and several at
// once. Each shopper has its own address, as real ones do, so the per-address order limit does
// not interfere. The same again with a discount code on every order (decision 034: its use is
// counted under the limits trigger in the order's batch), which should cost little, and with
// signed-in customers paying part of each order with store credit (decision 035: its spending is
// checked by the overdraft trigger in the order's batch). Uses a
// temporary libSQL file; writes nothing into the repository.
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi, ordersApi, testPaymentsApi } from '#shared/contracts/orders'
import { storeCreditEntries, users } from '#worker/db/schema'
import { createSession } from '#worker/services/sessions'
import { addDiscountCode, addProduct, checkoutBody } from '#worker/test/checkout'
import { createTestApp, TEST_ORIGIN } from '#worker/test/test-app'

type App = Awaited<ReturnType<typeof createTestApp>>

function sender(t: App, shopper: number, session?: string) {
  const env = { incoming: { socket: { remoteAddress: `10.0.${(shopper >> 8) & 255}.${shopper & 255}` } } }
  // The device cookie checkout sets: only the device that placed an order may confirm it.
  let device = ''
  return async (path: string, body: unknown) => {
    const cookie = [session, device].filter(Boolean).join('; ')
    const res = await t.app.request(
      new URL(path, TEST_ORIGIN).href,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'Idempotency-Key': crypto.randomUUID(), ...(cookie && { cookie }) },
        body: JSON.stringify(body),
      },
      env,
    )
    device = res.headers.getSetCookie().find((c) => c.startsWith('shopper_device='))?.split(';')[0] ?? device
    return res
  }
}

type Extra = { promoCode?: string; storeCredit?: boolean }

async function buy(t: App, shopper: number, productIds: string[], extra: Extra, sessions: string[]) {
  const send = sender(t, shopper, sessions[shopper])
  const lines = [{ productId: productIds[shopper % productIds.length]!, quantity: 1 }, { productId: productIds[(shopper + 1) % productIds.length]!, quantity: 2 }]
  const placed = await send(
    checkoutApi.createPaymentIntent.url,
    checkoutBody(lines, { customerEmail: `shopper${shopper}@example.com`, ...(extra.promoCode && { promoCode: extra.promoCode }), ...(extra.storeCredit && { useStoreCredit: true }) }),
  )
  if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}: ${await placed.text()}`)
  const { orderId, clientSecret } = (await placed.json()) as { orderId: string; clientSecret: string }
  const paid = await send(testPaymentsApi.confirm.url, { clientSecret, cardNumber: '4242424242424242' })
  if (paid.status !== 200) throw new Error(`payment answered ${paid.status}`)
  const confirmed = await send(urlFor(ordersApi.confirm, { id: orderId }), {})
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`)
}

/** A signed-in customer per shopper, each with $50.00 of store credit (a part of each $195.00 order). */
async function customersWithCredit(t: App, count: number): Promise<string[]> {
  const now = new Date()
  const rows = await t.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ email: `shopper${i}@example.com`, firstName: 'Bench', lastName: `Shopper ${i}` })))
    .returning({ id: users.id })
  await t.db.insert(storeCreditEntries).values(rows.map((u) => ({ userId: u.id, kind: 'issued' as const, amountCents: 5000, reason: 'goodwill' as const, note: 'bench' })))
  return Promise.all(rows.map(async (u) => `session=${(await createSession(t.db, t.config, u.id, now)).token}`))
}

async function scenario(name: string, orders: number, concurrency: number, extra: Extra = {}) {
  const t = await createTestApp()
  const products = await Promise.all(Array.from({ length: 20 }, () => addProduct(t.db, { priceCents: 6500, stock: 100_000 })))
  const ids = products.map((p) => p.id)
  // Once per customer and 10,000 uses in all: every order counts both limits.
  if (extra.promoCode) await addDiscountCode(t.db, { code: extra.promoCode, amount: 15, usageLimit: 10_000, perCustomerLimit: 1 })
  const sessions = extra.storeCredit ? await customersWithCredit(t, orders + 1) : []
  await buy(t, 0, ids, extra, sessions) // warm-up
  let next = 1
  const start = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next <= orders) await buy(t, next++, ids, extra, sessions)
    }),
  )
  const seconds = (performance.now() - start) / 1000
  t.close()
  return { name, orders, concurrency, seconds, perSecond: orders / seconds }
}

export async function checkoutBench() {
  const rows = [
    await scenario('one shopper at a time', 300, 1),
    await scenario('8 shoppers at once', 300, 8),
    await scenario('8 at once, with a code', 300, 8, { promoCode: 'BENCH15' }),
    await scenario('8 at once, with store credit', 300, 8, { storeCredit: true }),
  ]
  console.log('\nCheckout — orders placed, paid (test card) and confirmed, in-process on the embedded database\n')
  console.log(`${'scenario'.padEnd(28)} orders  in flight  seconds  orders/s`)
  for (const r of rows) {
    console.log(`${r.name.padEnd(28)} ${String(r.orders).padStart(6)} ${String(r.concurrency).padStart(10)} ${r.seconds.toFixed(2).padStart(8)} ${r.perSecond.toFixed(1).padStart(9)}`)
  }
  console.log()
}
