// Money is integer cents everywhere; the API renders it as a two-decimal string ("89.00").

export type Cents = number

export function formatAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * `amount` split in proportion to `weights`, to the cent: each part rounded down, the cents left
 * over going one each to the largest remainders (the earlier part on a tie), so the parts add up
 * to `amount` exactly. All zero when the weights are.
 */
export function splitInProportion(weights: readonly number[], amount: Cents): Cents[] {
  const total = weights.reduce((sum, w) => sum + w, 0)
  if (amount <= 0 || total <= 0) return weights.map(() => 0)
  const parts = weights.map((w) => Math.floor((w * amount) / total))
  let left = amount - parts.reduce((sum, p) => sum + p, 0)
  const byRemainder = weights.map((w, i) => ({ i, rest: (w * amount) % total })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of byRemainder) {
    if (left <= 0) break
    parts[i]! += 1
    left--
  }
  return parts
}

/** Parses "89", "89.5", "89.50" (decimal 10,2) into cents without floating-point drift. */
export function parseAmount(amount: string | number): Cents {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim()
  const match = /^(-)?(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) throw new RangeError(`Not an amount: ${amount}`)
  const [, minus, whole, fraction = ''] = match
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return minus ? -cents : cents
}
