// Loyalty points (decision 012): the ledger holds `earned` and `redeemed` entries and the
// balance is earned − redeemed, computed here and nowhere else. A checkout that spends points
// writes its `redeemed` entry in the batch that places the order, so the pending order holds them;
// the database refuses an entry that would take the balance below zero (trigger
// loyalty_ledger_no_overdraft, migration 0003), inside that same batch. Paying makes the
// redemption final (nothing changes); expiry or cancellation of the unpaid order deletes it.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { LoyaltyHistory } from '#shared/schemas/loyalty'
import type { ClosedStatus } from '#shared/schemas/orders'
import type { Db } from '#worker/db/client'
import { databaseRefused } from '#worker/db/constraint-errors'
import { loyaltyLedger, orders } from '#worker/db/schema'
import { orderReference } from '#shared/schemas/orders'

/**
 * Earned − redeemed. Never below zero for anyone who reads it: the trigger refuses a redemption
 * beyond the balance, and should points ever be taken back after they were spent, the customer
 * holds none rather than a debt.
 */
export async function loyaltyBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(CASE ${loyaltyLedger.transactionType} WHEN 'earned' THEN ${loyaltyLedger.points} ELSE -${loyaltyLedger.points} END), 0)` })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.userId, userId))
  return Math.max(0, Number(row?.balance ?? 0))
}

/** The balance and every entry, newest first; an entry names the order it belongs to when that is the user's. */
export async function loyaltyHistory(db: Db, userId: string): Promise<LoyaltyHistory> {
  const [balance, entries] = await Promise.all([
    loyaltyBalance(db, userId),
    db
      .select({
        id: loyaltyLedger.id,
        type: loyaltyLedger.transactionType,
        points: loyaltyLedger.points,
        description: loyaltyLedger.description,
        createdAt: loyaltyLedger.createdAt,
        orderId: orders.id,
      })
      .from(loyaltyLedger)
      .leftJoin(orders, and(eq(orders.id, loyaltyLedger.referenceId), eq(orders.userId, userId)))
      .where(eq(loyaltyLedger.userId, userId))
      .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id)),
  ])
  return { balance, entries: entries.map((e) => ({ ...e, orderNumber: e.orderId ? orderReference(e.orderId) : null })) }
}

type Entry = { userId: string; orderId: string; orderNumber: string; points: number; now: Date }

/** The statement that holds `points` for a pending order; it aborts its batch when the balance is short. */
export const holdRedemption = (db: Db, { userId, orderId, orderNumber, points, now }: Entry) =>
  db.insert(loyaltyLedger).values({
    userId,
    points,
    transactionType: 'redeemed',
    referenceId: orderId,
    description: `Reward on order ${orderNumber}`,
    createdAt: now.toISOString(),
  })

/** The statement that gives back the points an unpaid order held. */
export const releaseRedemption = (db: Db, orderId: string) =>
  db.delete(loyaltyLedger).where(and(eq(loyaltyLedger.referenceId, orderId), eq(loyaltyLedger.transactionType, 'redeemed')))

/** The statement that credits the points a paid order earned. */
export const awardPoints = (db: Db, { userId, orderId, orderNumber, points, now }: Entry) =>
  db.insert(loyaltyLedger).values({
    userId,
    points,
    transactionType: 'earned',
    referenceId: orderId,
    description: `Order ${orderNumber}`,
    createdAt: now.toISOString(),
  })

/** True for the error of a batch the overdraft trigger refused. */
export const isLoyaltyOverdraft = (error: unknown) => databaseRefused(error, 'loyalty_balance_insufficient')

type Reversal = { userId: string; orderId: string; orderNumber: string; points: number; closedAs: ClosedStatus; now: Date }

/**
 * The statement that gives back the points a paid order's reward spent, once the shop cancels or
 * refunds it: a credit, so the customer's history keeps both the reward and its return.
 */
export const returnSpentPoints = (db: Db, { userId, orderId, orderNumber, points, closedAs, now }: Reversal) =>
  db.insert(loyaltyLedger).values({
    userId,
    points,
    transactionType: 'earned',
    referenceId: orderId,
    description: `Points returned: order ${orderNumber} ${closedAs}`,
    createdAt: now.toISOString(),
  })

/**
 * The statement that takes back points a cancelled or refunded order had earned. Like any
 * redemption it aborts its batch if the balance is short (the overdraft trigger), so the caller
 * takes back at most the balance and writes the rest off.
 */
export const takeBackEarnedPoints = (db: Db, { userId, orderId, orderNumber, points, closedAs, now }: Reversal) =>
  db.insert(loyaltyLedger).values({
    userId,
    points,
    transactionType: 'redeemed',
    referenceId: orderId,
    description: `Points taken back: order ${orderNumber} ${closedAs}`,
    createdAt: now.toISOString(),
  })
