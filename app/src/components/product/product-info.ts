// Derived facts about a catalogue product that several screens show the same way.
import { COLOR_SWATCHES, type ProductColor } from '#shared/catalogue/catalogue'
import { parseAmount, type Cents } from '#shared/pricing/money'
import type { Product } from '#shared/schemas/catalogue'

export const priceCents = (product: Pick<Product, 'price'>): Cents => parseAmount(product.price)

export type StockStatus = { kind: 'in-stock' } | { kind: 'low'; left: number } | { kind: 'out' }

/** The truthful badge: only N left when stock is at or under the product's low-stock threshold. */
export function stockStatus(product: Pick<Product, 'stock' | 'lowStockThreshold'>): StockStatus {
  if (product.stock <= 0) return { kind: 'out' }
  if (product.stock <= product.lowStockThreshold) return { kind: 'low', left: product.stock }
  return { kind: 'in-stock' }
}

/** The image that shows `color` (images are one per colour, in the order of colors). */
export function imageFor(product: Pick<Product, 'images' | 'colors'>, color: string | undefined): string | undefined {
  const index = color ? product.colors.indexOf(color) : -1
  return product.images[index >= 0 ? index : 0] ?? product.images[0]
}

export const swatchFor = (color: string) => COLOR_SWATCHES[color as ProductColor] ?? '#d8d0c8'

type LineLike = { productId: string; color: string; size: string; quantity: number }

/**
 * How many units one cart line (product + colour + size) may hold: stock is counted per
 * product, so the other colours and sizes of the same product in the cart use it up too.
 */
export function availableForLine(lines: readonly LineLike[], key: Omit<LineLike, 'quantity'>, stock: number): number {
  const elsewhere = lines
    .filter((l) => l.productId === key.productId && !(l.color === key.color && l.size === key.size))
    .reduce((n, l) => n + l.quantity, 0)
  return Math.max(0, stock - elsewhere)
}
