// The wholesale form's estimate: list prices times quantities, less an approved
// account's discount. Only an estimate: the team's quote is final, and the server never prices a
// wholesale inquiry. Lines whose product has no known price are counted apart, not guessed.
import type { Cents } from './money'

type EstimateLine = { priceCents: Cents | null; quantity: number }

type WholesaleEstimate = {
  /** Sum of list price × quantity over the priced lines. */
  listCents: Cents
  /** The account's discount on that sum, rounded to the cent. */
  discountCents: Cents
  totalCents: Cents
  units: number
  /** Lines left out of the sums because their price is unknown (product gone from the catalogue). */
  unpricedLines: number
}

/** `discountBasisPoints`: hundredths of a percent, as stored (1500 = 15.00 %). */
export function wholesaleEstimate(lines: EstimateLine[], discountBasisPoints = 0): WholesaleEstimate {
  const priced = lines.filter((l) => l.priceCents !== null)
  const listCents = priced.reduce((sum, l) => sum + (l.priceCents ?? 0) * l.quantity, 0)
  const rate = Math.min(10_000, Math.max(0, discountBasisPoints))
  const discountCents = Math.round((listCents * rate) / 10_000)
  return {
    listCents,
    discountCents,
    totalCents: listCents - discountCents,
    units: lines.reduce((sum, l) => sum + l.quantity, 0),
    unpricedLines: lines.length - priced.length,
  }
}
