// What a shopper can buy of each colour and size of a product (decision 026): the product lists
// the variants the shop makes, each with the units still for sale; a colour × size not listed is
// not made, so it is never offered as a choice. A made-to-measure piece has no variants and no
// limit: each is made for its order. The product page, the cards, the shop's filters and the cart
// all read stock through these rules. Pure: no React, no storage.
import { availabilityOf, type Availability, type VariantStock } from './variants'
import type { Product } from '#shared/schemas/catalogue'

type Stocked = Pick<Product, 'colors' | 'sizes' | 'variants' | 'isCustomMade'>

/** The variant of a colour and size, or undefined when the shop does not make that combination. */
export const variantOf = (product: Pick<Product, 'variants'>, color: string, size: string): VariantStock | undefined =>
  product.variants.find((v) => v.color === color && v.size === size)

/** Units a shopper can buy of a colour and size: none when it is not made, no limit when made to measure. */
export function unitsOf(product: Pick<Product, 'variants' | 'isCustomMade'>, color: string, size: string): number {
  if (product.isCustomMade) return Infinity
  return variantOf(product, color, size)?.available ?? 0
}

export type SizeChoice = { size: string; availability: Availability }

/** The sizes made in `color`, in the size chart's order, each available, low or sold out. */
export function sizeChoices(product: Stocked, color: string): SizeChoice[] {
  return product.sizes.flatMap((size) => {
    const variant = variantOf(product, color, size)
    return variant ? [{ size, availability: availabilityOf(variant.available) }] : []
  })
}

export type ColorChoice = { color: string; soldOut: boolean }

/**
 * The colours a shopper can choose, in the product's order: those made in at least one size, each
 * marked sold out when none of its sizes has a unit left. Every colour of a made-to-measure piece.
 */
export function colorChoices(product: Stocked): ColorChoice[] {
  if (product.isCustomMade) return product.colors.map((color) => ({ color, soldOut: false }))
  return product.colors.flatMap((color) => {
    const made = product.variants.filter((v) => v.color === color)
    return made.length > 0 ? [{ color, soldOut: made.every((v) => v.available <= 0) }] : []
  })
}

/** The first size of `color` with a unit left, in the size chart's order. */
export const firstSizeInStock = (product: Stocked, color: string): string | undefined =>
  sizeChoices(product, color).find((s) => s.availability.kind !== 'out')?.size

/**
 * What the product page starts with: the first colour with stock and its first size in stock.
 * With nothing in stock, the first colour and no size (the shopper picks one to ask for an alert);
 * a made-to-measure piece starts with its first colour, its measurements being its size.
 */
export function firstChoice(product: Stocked): { color: string | undefined; size: string | undefined } {
  const colors = colorChoices(product)
  const color = (colors.find((c) => !c.soldOut) ?? colors[0])?.color
  return { color, size: color && !product.isCustomMade ? firstSizeInStock(product, color) : undefined }
}

/** Units left over all the variants of `color`. */
export const unitsOfColor = (product: Pick<Product, 'variants'>, color: string) =>
  product.variants.reduce((n, v) => (v.color === color ? n + v.available : n), 0)

/**
 * Whether a product can be bought in this colour, this size, or this very colour and size (the
 * shop's filters, as the server's shop page applies them): some variant matching both has a unit
 * left. A made-to-measure piece, cut to measurements rather than a size, matches a colour it is
 * made in and never a size.
 */
export function hasInStock(product: Stocked, want: { color?: string; size?: string }): boolean {
  if (product.isCustomMade) return !want.size && (!want.color || product.colors.includes(want.color))
  return product.variants.some((v) => v.available > 0 && (!want.color || v.color === want.color) && (!want.size || v.size === want.size))
}

/** Why a cart line cannot be bought as it stands: its variant is no longer made, is sold out, or has fewer units left. */
export type LineShortfall = { kind: 'not-offered' } | { kind: 'sold-out' } | { kind: 'fewer'; available: number }

/**
 * What is wrong with a cart line, going by the catalogue copy of its product, or undefined when
 * the line can be bought. A made-to-measure line is made for the order, so stock never limits it.
 */
export function lineShortfall(line: { color: string; size: string; quantity: number; measurements?: unknown }, product: Pick<Product, 'variants' | 'isCustomMade'>): LineShortfall | undefined {
  if (line.measurements || product.isCustomMade) return undefined
  const variant = variantOf(product, line.color, line.size)
  if (!variant) return { kind: 'not-offered' }
  if (variant.available <= 0) return { kind: 'sold-out' }
  if (variant.available < line.quantity) return { kind: 'fewer', available: variant.available }
  return undefined
}
