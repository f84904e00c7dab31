// Test helpers for the back office: orders bought through the real checkout (held units, payment,
// points, settlement), and many orders written straight into the database for lists and the bench.
import { urlFor } from '#shared/contracts/contract'
import { checkoutApi, ordersApi, testPaymentsApi } from '#shared/contracts/orders'
import type { Db } from '#worker/db/client'
import type { Language } from '#shared/catalogue/catalogue'
import type { OrderAddress } from '#shared/schemas/orders'
import { orderItems, orders } from '#worker/db/schema'
import { checkoutBody, type Line } from './checkout'
import type { StripeStub } from './stripe-stub'
import { TEST_ORIGIN } from './test-app'

type App = { app: { request: (input: string, init: RequestInit, env?: unknown) => Response | Promise<Response> } }

let shopper = 0

/**
 * Sends a write as a browser at its own address (so the per-address order limit never stops a
 * test), signed in when `cookie` is given; it keeps the device cookie checkout gives it, as a
 * browser does, so it may confirm its own orders (decision 023).
 */
export function sendAs(t: App, cookie?: string) {
  const address = `10.9.${(++shopper >> 8) & 255}.${shopper & 255}`
  let device: string | undefined
  return async (path: string, body: unknown, method = 'POST') => {
    const cookies = [cookie, device].filter(Boolean).join('; ')
    const res = await t.app.request(
      new URL(path, TEST_ORIGIN).href,
      { method, headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(cookies && { cookie: cookies }) }, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: address } } },
    )
    device = res.headers.getSetCookie().find((c) => c.startsWith('shopper_device='))?.split(';')[0] ?? device
    if (res.status >= 400) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`)
    return res.json()
  }
}

/**
 * An order placed at checkout and, unless `pay: false`, paid with the test card and confirmed
 * (status processing, units sold, points earned by a signed-in customer); with `stripe`, paid at the
 * Stripe stand-in as Stripe.js would.
 */
export async function buy(
  t: App,
  lines: Line[],
  options: {
    cookie?: string
    email?: string
    name?: string
    redeemPoints?: 500 | 1000 | 2000
    promoCode?: string
    useStoreCredit?: boolean
    language?: Language
    pay?: boolean
    stripe?: StripeStub
  } = {},
): Promise<{ orderId: string; orderNumber: string }> {
  const send = sendAs(t, options.cookie)
  const placed = (await send(
    checkoutApi.createPaymentIntent.url,
    checkoutBody(lines, {
      ...(options.email && { customerEmail: options.email }),
      ...(options.name && { customerName: options.name }),
      ...(options.redeemPoints && { redeemPoints: options.redeemPoints }),
      ...(options.promoCode && { promoCode: options.promoCode }),
      ...(options.useStoreCredit && { useStoreCredit: true }),
      ...(options.language && { language: options.language }),
    }),
  )) as { orderId: string; orderNumber: string; clientSecret: string }
  if (options.pay !== false) {
    if (options.stripe) options.stripe.pay(placed.clientSecret.split('_secret_')[0]!)
    else await send(testPaymentsApi.confirm.url, { clientSecret: placed.clientSecret, cardNumber: '4242424242424242' })
    await send(urlFor(ordersApi.confirm, { id: placed.orderId }), {})
  }
  return { orderId: placed.orderId, orderNumber: placed.orderNumber }
}

export type StoredOrder = {
  customerName: string
  customerEmail: string
  status?: (typeof orders.$inferSelect)['status']
  createdAt: string
  lines: { productId: string; productCode: string; productName: string; quantity: number; unitPriceCents: number }[]
  shippingAddress?: OrderAddress
  customerPhone?: string
}

/**
 * Orders written as they would be stored, without their effects on stock (lists, search, CSV,
 * the bench). 200 at a time, each with its items, in one batch per 200.
 */
export async function storeOrders(db: Db, list: StoredOrder[], options: { numberFrom?: number } = {}): Promise<string[]> {
  const ids: string[] = []
  let number = options.numberFrom ?? 500_000
  for (let i = 0; i < list.length; i += 200) {
    const chunk = list.slice(i, i + 200).map((o) => ({ ...o, id: crypto.randomUUID(), orderNumber: `ORD-${++number}` }))
    ids.push(...chunk.map((o) => o.id))
    const address = { street: '245 Maple Avenue', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' }
    await db.batch([
      db.insert(orders).values(
        chunk.map((o) => {
          const subtotal = o.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0)
          return {
            id: o.id,
            orderNumber: o.orderNumber,
            customerName: o.customerName,
            customerEmail: o.customerEmail,
            customerPhone: o.customerPhone ?? '+1 512 555 0142',
            shippingAddress: o.shippingAddress ?? address,
            billingAddress: o.shippingAddress ?? address,
            subtotalCents: subtotal,
            shippingCents: subtotal >= 10_000 ? 0 : 1000,
            totalCents: subtotal + (subtotal >= 10_000 ? 0 : 1000),
            paymentMethod: 'card',
            status: o.status ?? 'processing',
            paidAt: o.status === 'pending' ? null : o.createdAt,
            createdAt: o.createdAt,
            updatedAt: o.createdAt,
          }
        }),
      ),
      db.insert(orderItems).values(
        chunk.flatMap((o) =>
          o.lines.map((l) => ({
            orderId: o.id,
            productId: l.productId,
            productCode: l.productCode,
            productName: l.productName,
            color: 'black',
            size: 'M',
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            subtotalCents: l.unitPriceCents * l.quantity,
          })),
        ),
      ),
    ])
  }
  return ids
}
