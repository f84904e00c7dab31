// Back-in-stock alerts: a shopper waits for one sold-out variant (colour × size) and is emailed
// once when it can be bought again (decision 026).
//
// - Asking: one row per variant and address, written only while the variant is sold out, in the
//   statement that checks it. Asking again answers the same, so nobody learns who is waiting; an
//   alert that already fired, or was stopped, starts afresh.
// - Due: the database decides, not the code paths that move stock. The trigger of migration 0013
//   sets `due_at` when a variant's available units (stock − held) go from 0 to more, whatever
//   wrote them: a restock, an import, an expired hold, a cancellation, a refund with restock.
// - Sending: right after the back-office write that made alerts due (http/stock-alerts-after-writes.ts),
//   and from the scheduled job every minute (lapsed holds, and a safety net), each due alert's
//   email is rendered, then queued with the alert marked notified in one batch whose statements
//   both require the alert to be still due: runners racing on the same alert queue its email once,
//   and an alert stopped meanwhile queues nothing. A due alert whose variant sold out again before
//   its email went out waits again.
// - Stopping: the email's link carries an HMAC of the alert's id (like an order's signed link)
//   and stops every alert still waiting for that address.
import { and, count, eq, exists, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { Language } from '#shared/catalogue/catalogue'
import { localized } from '#shared/catalogue/catalogue'
import { STOCK_ALERT_UNSUBSCRIBE_PATH } from '#shared/schemas/stock-alerts'
import type { Db } from '#worker/db/client'
import { products, productVariants, stockAlerts } from '#worker/db/schema'
import { backInStockEmail } from '#worker/emails/back-in-stock'
import { shopLink } from '#worker/emails/outgoing-email'
import type { Config } from '#worker/env'
import { conflict, notFound } from './domain-errors'
import { queueEmailIf } from './email-outbox'
import { queuePush } from './push-outbox'
import { backInStockNotice } from '#worker/push/notifications'
import { keyedHash, sameText } from './order-access'

/** Neither sent nor stopped: waiting for its variant, or due. */
const open = () => and(isNull(stockAlerts.notifiedAt), isNull(stockAlerts.unsubscribedAt))
const due = () => and(isNotNull(stockAlerts.dueAt), open())
const available = sql`${productVariants.stock} - ${productVariants.reserved}`

/** The variant of this alert can be bought now: units free, offered, its product on sale. */
const buyableNow = () =>
  exists(
    sql`(SELECT 1 FROM ${productVariants} JOIN ${products} ON ${products.id} = ${productVariants.productId}
      WHERE ${productVariants.id} = ${stockAlerts.variantId} AND ${available} > 0 AND ${productVariants.notOffered} = 0 AND ${products.isActive} = 1)`,
  )

type Subscription = { productId: string; color: string; size: string; email: string; language: Language; userId: string | null }

/**
 * Starts (or keeps) the alert of `email` for one colour and size. Refused when the product has no
 * such variant, does not offer it, or it can be bought now; otherwise the same outcome whether the
 * address was already waiting or not.
 */
export async function subscribeToStockAlert(db: Db, input: Subscription, now: Date): Promise<void> {
  const [variant] = await db
    .select({ id: productVariants.id, notOffered: productVariants.notOffered, active: products.isActive })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.productId, input.productId), eq(productVariants.color, input.color), eq(productVariants.size, input.size)))
  if (!variant || !variant.active) throw notFound('This product has no such colour and size', 'variant_not_found')
  if (variant.notOffered) throw conflict('This colour and size is not made', 'variant_not_offered')

  // Written only while the variant is sold out, checked in the same statement: a restock landing
  // between the read above and this write cannot leave an alert waiting for a variant on sale.
  const done = sql`${stockAlerts.notifiedAt} IS NOT NULL OR ${stockAlerts.unsubscribedAt} IS NOT NULL`
  const [written] = await db
    .insert(stockAlerts)
    .select((qb) =>
      qb
        .select({
          id: sql`${crypto.randomUUID()}`,
          variantId: productVariants.id,
          email: sql`${input.email}`,
          userId: sql`${input.userId}`,
          language: sql`${input.language}`,
          dueAt: sql`null`,
          notifiedAt: sql`null`,
          unsubscribedAt: sql`null`,
          createdAt: sql`${now.toISOString()}`,
        })
        .from(productVariants)
        .where(and(eq(productVariants.id, variant.id), lte(available, 0), eq(productVariants.notOffered, false))) as never,
    )
    .onConflictDoUpdate({
      target: [stockAlerts.variantId, stockAlerts.email],
      set: {
        language: sql.raw('excluded.language'),
        userId: sql`coalesce(excluded.user_id, ${stockAlerts.userId})`,
        // A finished alert starts afresh; a waiting one keeps its place.
        createdAt: sql`CASE WHEN ${done} THEN excluded.created_at ELSE ${stockAlerts.createdAt} END`,
        dueAt: null,
        notifiedAt: null,
        unsubscribedAt: null,
      },
    })
    .returning({ id: stockAlerts.id })
  if (!written) throw conflict('This colour and size can be bought now', 'variant_in_stock')
}

/** The key in an alert's unsubscribe link: `<alert id>.<HMAC of the id>`. */
export async function stockAlertToken(config: Config, alertId: string): Promise<string> {
  return `${alertId}.${await keyedHash(config, 'stock-alert-unsubscribe', alertId)}`
}

/** The page an alert's unsubscribe link opens, in the alert's language. */
export const stockAlertUnsubscribeLink = (origin: string, language: Language, token: string) =>
  shopLink(origin, language, `${STOCK_ALERT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`)

/** The product page with the alert's colour and size chosen. */
export const productAlertLink = (origin: string, language: Language, productId: string, color: string, size: string) =>
  shopLink(origin, language, `/product/${encodeURIComponent(productId)}?color=${encodeURIComponent(color)}&size=${encodeURIComponent(size)}`)

const invalidLink = () => notFound('This link is not valid', 'stock_alert_link_invalid')

/**
 * Stops every alert still open for the address the token's alert belongs to (a second click
 * changes nothing and answers the same). A forged or unknown token is refused.
 */
export async function unsubscribeFromStockAlerts(db: Db, config: Config, token: string, now: Date): Promise<void> {
  const [alertId, mac] = token.split('.')
  if (!alertId || !mac || !sameText(await stockAlertToken(config, alertId), token)) throw invalidLink()
  const [alert] = await db.select({ email: stockAlerts.email }).from(stockAlerts).where(eq(stockAlerts.id, alertId))
  // Its variant was removed (its alerts with it).
  if (!alert) throw invalidLink()
  await db
    .update(stockAlerts)
    .set({ unsubscribedAt: now.toISOString() })
    .where(and(eq(stockAlerts.email, alert.email), open()))
}

/** At most this many alert emails per run; the job runs every minute. */
const SEND_BATCH = 100

/**
 * Queues the email of each due alert whose variant can be bought now, once, and marks it notified;
 * puts back to waiting the due alerts whose variant sold out again before their email went out.
 */
export async function queueDueStockAlerts(db: Db, config: Config, options: { origin: string; now: Date; limit?: number }): Promise<{ queued: number; waitingAgain: number }> {
  const nowIso = options.now.toISOString()
  // Most runs find nothing due: one read of the partial index, and no write at all.
  const [anyDue] = await db.select({ id: stockAlerts.id }).from(stockAlerts).where(due()).limit(1)
  if (!anyDue) return { queued: 0, waitingAgain: 0 }
  // Sold out again (or taken off offer): the next restock makes them due again, by the trigger.
  const soldOutAgain = await db
    .update(stockAlerts)
    .set({ dueAt: null })
    .where(
      and(
        due(),
        exists(
          sql`(SELECT 1 FROM ${productVariants} WHERE ${productVariants.id} = ${stockAlerts.variantId} AND (${available} <= 0 OR ${productVariants.notOffered} = 1))`,
        ),
      ),
    )
    .returning({ id: stockAlerts.id })

  const rows = await db
    .select({
      id: stockAlerts.id,
      email: stockAlerts.email,
      language: stockAlerts.language,
      userId: stockAlerts.userId,
      dueAt: stockAlerts.dueAt,
      productId: productVariants.productId,
      color: productVariants.color,
      size: productVariants.size,
      nameEn: products.nameEn,
      nameEs: products.nameEs,
      nameFr: products.nameFr,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(due(), buyableNow()))
    .orderBy(stockAlerts.dueAt)
    .limit(options.limit ?? SEND_BATCH)
  if (rows.length === 0) return { queued: 0, waitingAgain: soldOutAgain.length }

  const statements = await Promise.all(
    rows.map(async (row) => {
      const language = row.language
      const email = backInStockEmail({
        to: row.email,
        language,
        productName: localized(row, 'name', language),
        color: row.color,
        size: row.size,
        productUrl: productAlertLink(options.origin, language, row.productId, row.color, row.size),
        unsubscribeUrl: stockAlertUnsubscribeLink(options.origin, language, await stockAlertToken(config, row.id)),
        origin: options.origin,
      })
      // Both statements hold only while the alert is still due and its variant on sale, so the
      // one batch that finds it so queues the email and marks it; any other finds nothing to do.
      const stillDue: SQL = and(eq(stockAlerts.id, row.id), due(), buyableNow())!
      return [
        queueEmailIf(db, email, exists(db.select({ one: sql`1` }).from(stockAlerts).where(stillDue))),
        db.update(stockAlerts).set({ notifiedAt: nowIso }).where(stillDue).returning({ id: stockAlerts.id }),
      ] as const
    }),
  )
  // A signed-in subscriber's devices that follow back-in-stock news are told too, after the pairs
  // (so each alert's second statement stays at an odd place), only where this batch marked the alert
  // (decision 043).
  const pushes = rows.flatMap((row) =>
    row.userId
      ? queuePush(
          db,
          config.vapid,
          backInStockNotice({ userId: row.userId, alertId: row.id, dueAt: row.dueAt ?? '', productId: row.productId, names: { en: row.nameEn, es: row.nameEs, fr: row.nameFr }, color: row.color, size: row.size }),
          sql`EXISTS (SELECT 1 FROM ${stockAlerts} WHERE ${stockAlerts.id} = ${row.id} AND ${stockAlerts.notifiedAt} = ${nowIso})`,
        )
      : [],
  )
  const [first, ...rest] = statements.flat()
  const results: readonly unknown[] = await db.batch([first!, ...rest, ...pushes])
  // Each alert's second statement answers its row when this batch marked it.
  const queued = results.slice(0, statements.length * 2).filter((result, i) => i % 2 === 1 && (result as unknown[]).length === 1).length
  return { queued, waitingAgain: soldOutAgain.length }
}

/** How many people wait for each of these variants (open alerts), for the inventory grid; a variant nobody waits for is absent. */
export async function waitingPerVariant(db: Db, variantIds: readonly string[]): Promise<Map<string, number>> {
  const waiting = new Map<string, number>()
  // Bound parameters per statement stay well under every engine's limit.
  for (let i = 0; i < variantIds.length; i += 500) {
    const chunk = variantIds.slice(i, i + 500)
    const rows = await db
      .select({ variantId: stockAlerts.variantId, n: count() })
      .from(stockAlerts)
      .where(and(inArray(stockAlerts.variantId, chunk), open()))
      .groupBy(stockAlerts.variantId)
    for (const row of rows) waiting.set(row.variantId, row.n)
  }
  return waiting
}
