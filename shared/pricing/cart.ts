// Cart rules, pure so the cart store (whatever its storage) and the tests share them.
// A line is identified by productId + color + size, one line per variant, so a line's cap is its
// variant's units (decision 026); quantities never exceed what is available.
// A made-to-measure line's size is its measurements written out (measuredSize), so two sets of
// measurements are two lines (decision 020).
import { MEASURES, type Measurements } from '#shared/catalogue/measures'
import type { Cents } from './money'
import { totalsFor, type Totals } from './shipping'

export type CartLine = {
  productId: string
  productCode: string
  productName: string
  productImage: string
  color: string
  size: string
  quantity: number
  /** Unit price in cents as last seen in the catalogue; the server re-prices at checkout. */
  priceCents: Cents
  /** A made-to-measure piece: the measurements it is made from (its size is measuredSize of them). */
  measurements?: Measurements
}

/** The size of a made-to-measure line: its measurements, in a fixed order ("cm 72/98/56"). */
export const measuredSize = (m: Measurements) => `${m.unit} ${MEASURES.map((measure) => m[measure]).join('/')}`

export type LineKey = Pick<CartLine, 'productId' | 'color' | 'size'>

export const sameLine = (a: LineKey, b: LineKey) => a.productId === b.productId && a.color === b.color && a.size === b.size

export type AddResult = { lines: CartLine[]; added: number; limitedTo?: number }

/**
 * Adds a line, merging with an existing one. `available` caps the total quantity of this
 * product/colour/size in the cart; what could not be added is reported, never silently dropped.
 */
export function addLine(lines: CartLine[], line: Omit<CartLine, 'quantity'> & { quantity?: number }, available = Infinity): AddResult {
  const wanted = Math.max(1, Math.floor(line.quantity ?? 1))
  const existing = lines.find((l) => sameLine(l, line))
  const inCart = existing?.quantity ?? 0
  const room = Math.max(0, Math.floor(available) - inCart)
  const added = Math.min(wanted, room)
  const limitedTo = added < wanted ? Math.max(0, Math.floor(available)) : undefined
  if (added === 0) return { lines, added, limitedTo }
  const next = existing
    ? lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + added } : l))
    : [...lines, { ...line, quantity: added }]
  return { lines: next, added, limitedTo }
}

export function removeLine(lines: CartLine[], key: LineKey): CartLine[] {
  return lines.filter((l) => !sameLine(l, key))
}

/** Quantity 0 or below removes the line; otherwise it is set (capped at `available`). */
export function setQuantity(lines: CartLine[], key: LineKey, quantity: number, available = Infinity): CartLine[] {
  if (!(quantity > 0)) return removeLine(lines, key)
  const q = Math.min(Math.floor(quantity), Math.floor(available))
  if (q <= 0) return removeLine(lines, key)
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: q } : l))
}

/** Takes the unit prices the server charged at checkout, so the cart shows what the shopper pays. */
export function repriceLines(lines: CartLine[], prices: readonly (LineKey & { priceCents: Cents })[]): CartLine[] {
  return lines.map((l) => {
    const price = prices.find((p) => sameLine(p, l))
    return price && price.priceCents !== l.priceCents ? { ...l, priceCents: price.priceCents } : l
  })
}

export const cartCount = (lines: CartLine[]) => lines.reduce((n, l) => n + l.quantity, 0)
const cartSubtotal = (lines: CartLine[]): Cents => lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0)
export const cartTotals = (lines: CartLine[]): Totals => totalsFor(cartSubtotal(lines))
