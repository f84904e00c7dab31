// POST /api/promo-codes/check (decision 034): a code against the cart before the order is placed.
// The lines are read from the catalogue exactly as the checkout reads them, the reward chosen is
// checked as the checkout checks it, and the code goes through the same evaluation; the answer is
// what the shopper sees until the checkout evaluates the code again and counts its use.
import { formatAmount } from '#shared/pricing/money'
import { formattedTotals, totalsFor } from '#shared/pricing/shipping'
import type { Role } from '#shared/schemas/auth'
import type { PromoCodeCheck, PromoCodeCheckAnswer } from '#shared/schemas/promo-codes'
import type { Db } from '#worker/db/client'
import { applyCode, discountLineOf } from './discount-codes'
import { readCart, redemptionFor, subtotalOf } from './orders'

export async function checkPromoCode(db: Db, input: PromoCodeCheck, context: { user: { id: string; role: Role; email: string } | null; now: Date }): Promise<PromoCodeCheckAnswer> {
  const lines = await readCart(db, input.items)
  const subtotalCents = subtotalOf(lines)
  const rewardCents = await redemptionFor(db, input.redeemPoints, context.user?.id, subtotalCents)
  const applied = await applyCode(db, input.code, {
    lines: lines.map(discountLineOf),
    shopper: { role: context.user?.role ?? null, userId: context.user?.id ?? null, email: input.customerEmail ?? context.user?.email ?? '' },
    rewardCents,
    now: context.now,
  })
  const totals = totalsFor(subtotalCents, rewardCents + applied.discountCents)
  return {
    promo: { code: applied.code, discount: formatAmount(applied.discountCents) },
    totals: formattedTotals(totals),
  }
}
