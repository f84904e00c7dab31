// How much one retail order may hold (decision 023). A retail checkout holds its units from stock
// while it is unpaid, so these caps keep one shopper from holding what others came to buy; more
// than this is a wholesale order (/wholesale). The server reads RETAIL_MAX_UNITS_PER_LINE and
// RETAIL_MAX_UNITS_PER_ORDER (worker/src/env.ts), defaulting to these; the cart and checkout
// apply the defaults so a shopper meets the rule before the server has to refuse.
// Every line counts against the order's cap, made-to-measure pieces too (they hold no stock, but
// each is a day of a seamstress's work); the units one client holds across its unpaid orders are
// capped at the per-order cap.

export type RetailLimits = {
  /** Units of one line (product, colour and size, or one set of measurements). */
  perLine: number
  /** Units of the whole order, and of one client's unpaid orders together. */
  perOrder: number
}

export const DEFAULT_RETAIL_LIMITS: RetailLimits = { perLine: 10, perOrder: 20 }

/** Where a buyer who wants more is sent (the wholesale form, in the shopper's language). */
export const WHOLESALE_PATH = '/wholesale'

type RetailLimitBreach =
  | { kind: 'line'; index: number; quantity: number; limit: number }
  | { kind: 'order'; units: number; limit: number }

/** Units of a basket as the caps count them: every line, made-to-measure ones included. */
export const retailUnits = (lines: readonly { quantity: number }[]) => lines.reduce((n, l) => n + l.quantity, 0)

/** The first cap a basket breaks (lines already merged by product, colour and size), or undefined. */
export function retailLimitBreach(lines: readonly { quantity: number }[], limits: RetailLimits = DEFAULT_RETAIL_LIMITS): RetailLimitBreach | undefined {
  const index = lines.findIndex((l) => l.quantity > limits.perLine)
  if (index >= 0) return { kind: 'line', index, quantity: lines[index]!.quantity, limit: limits.perLine }
  const units = retailUnits(lines)
  if (units > limits.perOrder) return { kind: 'order', units, limit: limits.perOrder }
  return undefined
}

/**
 * The most units a line may hold in the cart: the line's cap, and what the order's cap leaves once
 * the other lines are counted.
 */
export function retailRoomForLine(
  lines: readonly { productId: string; color: string; size: string; quantity: number }[],
  key: { productId: string; color: string; size: string },
  limits: RetailLimits = DEFAULT_RETAIL_LIMITS,
): number {
  const others = lines.filter((l) => !(l.productId === key.productId && l.color === key.color && l.size === key.size))
  return Math.max(0, Math.min(limits.perLine, limits.perOrder - retailUnits(others)))
}
