// Stock is kept per variant: one colour × size of a product, with its own SKU (decision 026).
// Made-to-measure pieces have no variants: each is made for its order and keeps no stock.
import { PRODUCT_COLORS, PRODUCT_SIZES, type ProductColor } from './catalogue'

/** The three letters a colour takes in a SKU. */
const COLOR_SKU_CODES: Record<ProductColor, string> = { beige: 'BEI', black: 'BLK', nude: 'NUD', cocoa: 'COC' }

/**
 * The SKU a variant starts with: product code, colour letters and size, e.g. `SS-2001-BLK-M`.
 * Staff may change it later; it stays unique across the catalogue. Migration 0012 writes the
 * same rule in SQL for the variants it creates (a test holds the two together).
 */
export function defaultSku(code: string, color: string, size: string): string {
  const letters = COLOR_SKU_CODES[color as ProductColor] ?? color.replace(/[^a-z0-9]/gi, '').slice(0, 3).toUpperCase()
  return `${code}-${letters}-${size}`.toUpperCase()
}

/** SKUs staff type: letters, digits, dots, dashes and underscores, 1 to 64 of them. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** What a shopper is shown of a variant with this many units left. */
export type Availability = { kind: 'in' } | { kind: 'low'; left: number } | { kind: 'out' }

/** At or under this many units left, the shop says "Only N left" (a shopper's cue, not staff's low-stock alert). */
export const FEW_LEFT = 3

export function availabilityOf(available: number): Availability {
  if (available <= 0) return { kind: 'out' }
  if (available <= FEW_LEFT) return { kind: 'low', left: available }
  return { kind: 'in' }
}

/** One variant as the storefront sees it: what can still be bought (units held by unpaid orders excluded). */
export type VariantStock = { sku: string; color: string; size: string; available: number }

/** The key of a colour and size inside one product. */
export const optionKey = (color: string, size: string) => `${color}/${size}`

/** Colours and sizes in the shop's order (size chart order, smallest first), for grids and migration. */
export const colorRank = (color: string) => PRODUCT_COLORS.indexOf(color as ProductColor)
export const sizeRank = (size: string) => PRODUCT_SIZES.indexOf(size as (typeof PRODUCT_SIZES)[number])
