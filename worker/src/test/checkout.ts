// Test helpers for the buying path: a product with the price and stock a test needs, and a
// checkout payload as the app sends it, with the client's own figures (which the server ignores).
import { and, eq } from 'drizzle-orm'
import { defaultSku } from '#shared/catalogue/variants'
import { normalizePromoCode } from '#shared/pricing/discount-codes'
import type { CheckoutInput } from '#shared/schemas/checkout'
import type { Measurements } from '#shared/catalogue/measures'
import type { Db } from '#worker/db/client'
import { discountCodes, products, productVariants } from '#worker/db/schema'

let counter = 0

/**
 * A product in the colours and sizes given (black and beige in S, M and L unless told), each
 * variant with `stock` units (or the figure `variantStock` gives its `color/size`); a
 * made-to-measure piece gets no variants.
 */
export async function addProduct(
  db: Db,
  fields: {
    priceCents: number
    stock: number
    variantStock?: Record<string, number>
    colors?: string[]
    sizes?: string[]
    isActive?: boolean
    isCustomMade?: boolean
    name?: string
    category?: string
  },
) {
  const code = `TEST-${++counter}-${crypto.randomUUID().slice(0, 6)}`
  const name = fields.name ?? `Test Faja ${counter}`
  const colors = fields.colors ?? ['black', 'beige']
  const [row] = await db
    .insert(products)
    .values({
      code,
      nameEn: name,
      nameEs: `${name} (es)`,
      nameFr: `${name} (fr)`,
      priceCents: fields.priceCents,
      category: fields.category ?? 'sculpt-support',
      colors,
      sizes: fields.sizes ?? ['S', 'M', 'L'],
      images: colors.map((c) => `/images/products/${code.toLowerCase()}-${c}.svg`),
      isActive: fields.isActive ?? true,
      isCustomMade: fields.isCustomMade ?? false,
    })
    .returning()
  if (!fields.isCustomMade) {
    const variants = colors.flatMap((color) =>
      (fields.sizes ?? ['S', 'M', 'L']).map((size) => ({
        productId: row!.id,
        color,
        size,
        sku: defaultSku(code, color, size),
        stock: fields.variantStock?.[`${color}/${size}`] ?? fields.stock,
      })),
    )
    if (variants.length > 0) await db.insert(productVariants).values(variants)
  }
  return row!
}

/** One variant's units on hand and held (black, size M unless told): what a test checks after buying. */
export async function stockOf(db: Db, productId: string, color = 'black', size = 'M'): Promise<{ stock: number; reserved: number }> {
  const [variant] = await db
    .select({ stock: productVariants.stock, reserved: productVariants.reserved })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.color, color), eq(productVariants.size, size)))
  if (!variant) throw new Error(`product ${productId} has no ${color}/${size} variant`)
  return variant
}

export type Line = { productId: string; color?: string; size?: string; quantity?: number; price?: number; measurements?: Measurements }

export function checkoutBody(lines: Line[], overrides: Partial<CheckoutInput> = {}): CheckoutInput & Record<string, unknown> {
  const address = { street: '245 Maple Avenue', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' as const }
  return {
    customerName: 'Ana Ríos',
    customerEmail: 'ana@example.com',
    customerPhone: '+1 512 555 0142',
    items: lines.map((l) => ({
      productId: l.productId,
      productCode: 'whatever',
      productName: 'whatever',
      productImage: '/x.svg',
      color: l.color ?? 'black',
      size: l.size ?? 'M',
      quantity: l.quantity ?? 1,
      price: l.price ?? 1,
      ...(l.measurements && { measurements: l.measurements }),
    })),
    shippingAddress: address,
    billingAddress: address,
    subtotal: 1,
    shipping: 0,
    tax: 0,
    discount: 0,
    total: 1,
    language: 'en',
    ...overrides,
  }
}

/** The device cookie checkout sets (`shopper_device=…`), as a Cookie header value; decision 023. */
export function deviceCookieFrom(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('shopper_device='))
  if (!set) throw new Error('checkout set no device cookie')
  return set.split(';')[0]!
}

/** Several cookies in one Cookie header; absent ones left out. */
export const cookies = (...parts: (string | undefined)[]) => parts.filter(Boolean).join('; ')

/**
 * A discount code (decision 034): 10 % off the whole order for everyone, started a day ago and
 * never ending, unless told otherwise. The code is stored normalised, as the back office will.
 */
export async function addDiscountCode(db: Db, rules: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  const [row] = await db
    .insert(discountCodes)
    .values({ kind: 'percent', amount: 10, startsAt: new Date(Date.now() - 86_400_000).toISOString(), ...rules, code: normalizePromoCode(rules.code) })
    .returning()
  return row!
}
