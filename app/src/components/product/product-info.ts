// Derived facts about a catalogue product that several screens show the same way.
import { COLOR_SWATCHES, type ProductColor } from '#shared/catalogue/catalogue'
import { parseAmount, type Cents } from '#shared/pricing/money'
import type { Product } from '#shared/schemas/catalogue'

export const priceCents = (product: Pick<Product, 'price'>): Cents => parseAmount(product.price)

export type StockStatus = { kind: 'in-stock' } | { kind: 'low'; left: number } | { kind: 'out' } | { kind: 'made-to-order' }
type StockFacts = Pick<Product, 'stock' | 'lowStockThreshold'> & Partial<Pick<Product, 'isCustomMade'>>

/**
 * The truthful badge: only N left when stock is at or under the product's low-stock threshold;
 * a made-to-measure piece is made for each order, so stock says nothing about it (decision 020).
 */
export function stockStatus(product: StockFacts): StockStatus {
  if (product.isCustomMade) return { kind: 'made-to-order' }
  if (product.stock <= 0) return { kind: 'out' }
  if (product.stock <= product.lowStockThreshold) return { kind: 'low', left: product.stock }
  return { kind: 'in-stock' }
}

/** How many units the shop can sell: stock, or no limit for a piece made to order. */
export const unitsAvailable = (product: Pick<Product, 'stock' | 'isCustomMade'>) => (product.isCustomMade ? Infinity : product.stock)

/** The image that shows `color` (images are one per colour, in the order of colors). */
export function imageFor(product: Pick<Product, 'images' | 'colors'>, color: string | undefined): string | undefined {
  const index = color ? product.colors.indexOf(color) : -1
  return product.images[index >= 0 ? index : 0] ?? product.images[0]
}

export const swatchFor = (color: string) => COLOR_SWATCHES[color as ProductColor] ?? '#d8d0c8'
