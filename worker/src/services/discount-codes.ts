// Discount codes at the cart and the checkout (decision 034). The rules live in
// shared/pricing/discount-codes.ts; this reads a code and its uses from the database, hands them
// to that one evaluation, and writes or gives back a use. A use is written in the batch that
// places its order, and the trigger discount_code_uses_within_limits (migration 0017) refuses it,
// with the whole order, when the code's total or per-customer limit is reached at that moment:
// the look taken here first only spares the shopper a payment intent.
import { and, count, eq, or, sql } from 'drizzle-orm'
import {
  evaluateDiscountCode,
  normalizePromoCode,
  normalizeUsageEmail,
  promoCodeError,
  type DiscountCode,
  type DiscountEvaluation,
  type DiscountLine,
  type DiscountRefusal,
  type DiscountShopper,
} from '#shared/pricing/discount-codes'
import { formatAmount, type Cents } from '#shared/pricing/money'
import type { AppliedPromo } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { discountCodes, discountCodeUses, wholesaleAccounts, type orders, type products } from '#worker/db/schema'
import { conflict, invalid, type DomainError } from './domain-errors'

type CodeRow = typeof discountCodes.$inferSelect
type ProductRow = typeof products.$inferSelect

/** A cart line as the evaluation reads it. The catalogue has no sale prices yet, so no line is already discounted. */
export const discountLineOf = (line: { product: ProductRow; quantity: number }): DiscountLine => ({
  productId: line.product.id,
  category: line.product.category,
  madeToMeasure: line.product.isCustomMade,
  alreadyDiscounted: false,
  subtotalCents: line.product.priceCents * line.quantity,
})

async function findCode(db: Db, raw: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, normalizePromoCode(raw)))
  return row
}

/** The id of a stored code (an order keeps the code itself). */
export const findCodeId = async (db: Db, code: string) => (await findCode(db, code))?.id

/** Uses of a code by everyone, and by this shopper: their account, or the email they give (any case). */
async function usageOf(db: Db, codeId: string, shopper: DiscountShopper) {
  const email = normalizeUsageEmail(shopper.email)
  const mine = shopper.userId ? or(eq(discountCodeUses.userId, shopper.userId), eq(discountCodeUses.email, email)) : eq(discountCodeUses.email, email)
  const [row] = await db
    .select({ total: count(), byShopper: sql<number>`coalesce(sum(CASE WHEN ${mine} THEN 1 ELSE 0 END), 0)` })
    .from(discountCodeUses)
    .where(eq(discountCodeUses.codeId, codeId))
  return { total: Number(row?.total ?? 0), byShopper: Number(row?.byShopper ?? 0) }
}

export type AppliedCode = { codeId: string; code: string; discountCents: Cents; lineDiscounts: Cents[] }

/** A wholesale user is a wholesale account for a code only once an account of theirs is approved. */
async function approvedWholesale(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: wholesaleAccounts.id })
    .from(wholesaleAccounts)
    .where(and(eq(wholesaleAccounts.userId, userId), eq(wholesaleAccounts.status, 'approved')))
    .limit(1)
  return row !== undefined
}

/** The code's evaluation for this cart and shopper now, with the code's row when it exists. */
async function evaluateCode(
  db: Db,
  raw: string,
  context: { lines: readonly DiscountLine[]; shopper: DiscountShopper; rewardCents: Cents; now: Date },
): Promise<{ evaluation: DiscountEvaluation; row: CodeRow | undefined }> {
  const row = await findCode(db, raw)
  const usage = row ? await usageOf(db, row.id, context.shopper) : { total: 0, byShopper: 0 }
  let { shopper } = context
  if (row?.audience === 'wholesale' && shopper.role === 'wholesale' && !(shopper.userId && (await approvedWholesale(db, shopper.userId)))) {
    shopper = { ...shopper, role: null }
  }
  const code: DiscountCode | undefined = row
  return { evaluation: evaluateDiscountCode({ ...context, code, usage, shopper }), row }
}

/** The code applied to an order, or the refusal the shopper is answered with. */
export async function applyCode(db: Db, raw: string, context: Parameters<typeof evaluateCode>[2]): Promise<AppliedCode> {
  const { evaluation, row } = await evaluateCode(db, raw, context)
  if (!evaluation.ok || !row) throw promoCodeRefusal(evaluation.ok ? { ok: false, reason: 'unknown' } : evaluation)
  return { codeId: row.id, code: row.code, discountCents: evaluation.discountCents, lineDiscounts: evaluation.lineDiscounts }
}

const REFUSAL_MESSAGES: Record<DiscountRefusal, string> = {
  unknown: 'This code does not exist',
  not_started: 'This code cannot be used yet',
  expired: 'This code has expired',
  paused: 'This code is not available at the moment',
  not_for_account: 'This code is not available for your account',
  used_up: 'This code has been used up',
  already_used: 'You have already used this code',
  nothing_applies: 'This code does not apply to anything in your cart',
  minimum_not_reached: 'Your order has not reached this code’s minimum',
  not_with_rewards: 'This code cannot be combined with a loyalty reward',
}

/**
 * The answer for a code that cannot be used: the reason's own error code, its message on the
 * `promoCode` field, and for a minimum not reached the amount missing (`missingAmount`, "12.50").
 * Used up and already used are 409 (the uses changed, not the request); the others 400.
 */
export function promoCodeRefusal(refusal: Extract<DiscountEvaluation, { ok: false }>): DomainError {
  const message = REFUSAL_MESSAGES[refusal.reason]
  const fields = { promoCode: message, ...(refusal.missingCents !== undefined && { missingAmount: formatAmount(refusal.missingCents) }) }
  const code = promoCodeError(refusal.reason)
  return code === 'promo_code_used_up' || code === 'promo_code_already_used' ? conflict(message, code, fields) : invalid(message, code, fields)
}

/** The statement that counts an order's use of a code; the trigger aborts its batch past a limit. */
export const recordCodeUse = (db: Db, use: { orderId: string; applied: Pick<AppliedCode, 'codeId' | 'discountCents'>; userId: string | null; email: string; now: Date }) =>
  db.insert(discountCodeUses).values({
    orderId: use.orderId,
    codeId: use.applied.codeId,
    userId: use.userId,
    email: normalizeUsageEmail(use.email),
    discountCents: use.applied.discountCents,
    createdAt: use.now.toISOString(),
  })

/** The statement that gives back the use of an unpaid order that expired or was cancelled. */
export const releaseCodeUse = (db: Db, orderId: string) => db.delete(discountCodeUses).where(eq(discountCodeUses.orderId, orderId))

/** The refusal a batch met when the code's limits were reached between the look and the write, if that was why. */
export function codeLimitRefusal(error: unknown): DomainError | undefined {
  if (databaseRefused(error, 'discount_code_used_up')) return promoCodeRefusal({ ok: false, reason: 'used_up' })
  if (databaseRefused(error, 'discount_code_already_used')) return promoCodeRefusal({ ok: false, reason: 'already_used' })
  return undefined
}

/** The discount code an order was placed with, and its part of the order's discount. */
export const appliedPromoOf = (order: Pick<typeof orders.$inferSelect, 'promoCode' | 'promoDiscountCents'>): AppliedPromo =>
  order.promoCode ? { code: order.promoCode, discount: formatAmount(order.promoDiscountCents) } : null
