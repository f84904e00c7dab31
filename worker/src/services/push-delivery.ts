// The push delivery job (decision 043): sends the queued notifications of `push_outbox`, oldest
// first, as the email delivery job sends emails (email-delivery.ts): each row is claimed before it
// is sent (`sending`, one more attempt, `next_attempt_at` when the claim lapses), so two runners
// never send the same one. Then, by the push service's answer:
// - 2xx: `sent`, and the device's `last_success_at`;
// - 404 or 410: the subscription is gone (RFC 8030 §7.3): the device is deleted, with its queue;
// - 429, 5xx, no answer: tried again after 1 minute, doubling to 1 hour; `failed` after 8 attempts;
// - any other answer (400, 403: the keys do not match, 413): `failed` at once, with the answer.
// A runner that dies between the send and the mark leaves a claim that lapses: the notification is
// sent again once (a duplicate with the same tag, which replaces the first on the device).
import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client'
import { pushOutbox, pushSubscriptions } from '#worker/db/schema'
import type { VapidKeys } from '#worker/env'
import { MAX_ATTEMPTS, retryDelayMs } from './email-delivery'
import { isAllowedPushEndpoint } from './push-endpoints'
import { PUSH_TIMEOUT_MS, sendPushMessage, type PushAnswer, type PushEncoder, type PushRequest } from './push-message'

const BATCH_SIZE = 20
/** A claim outlasts a whole run of sends, so a slow run is not overtaken. */
export const PUSH_CLAIM_MS = 5 * 60_000 + BATCH_SIZE * PUSH_TIMEOUT_MS

/** How the shop sends Web Push in this runtime: its keys, the encoder, and the request (a stand-in in tests). */
export type PushSender = {
  vapid: VapidKeys
  /** The push services' hosts the configuration allows (push-endpoints.ts). */
  hosts: readonly string[]
  encoder: PushEncoder
  send?: (request: PushRequest) => Promise<PushAnswer>
}

type PushReport = { sent: number; retrying: number; failed: number; gone: number }

const due = (nowIso: string) =>
  and(inArray(pushOutbox.status, ['pending', 'sending']), or(isNull(pushOutbox.nextAttemptAt), lte(pushOutbox.nextAttemptAt, nowIso)))

async function claimNext(db: Db, now: Date) {
  const nowIso = now.toISOString()
  const oldestDue = db.select({ id: pushOutbox.id }).from(pushOutbox).where(due(nowIso)).orderBy(sql`rowid`).limit(1)
  const [row] = await db
    .update(pushOutbox)
    .set({ status: 'sending', attempts: sql`${pushOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + PUSH_CLAIM_MS).toISOString() })
    .where(and(inArray(pushOutbox.id, oldestDue), due(nowIso)))
    .returning()
  return row
}

type OutboxRow = NonNullable<Awaited<ReturnType<typeof claimNext>>>

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/** Only this runner's claim is changed: if it lapsed and another runner sent it meanwhile, that stands. */
const stillMine = (row: OutboxRow) => and(eq(pushOutbox.id, row.id), eq(pushOutbox.status, 'sending'), eq(pushOutbox.attempts, row.attempts))

async function deliver(db: Db, sender: PushSender, row: OutboxRow, now: Date): Promise<keyof PushReport> {
  const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId))
  // Deleted meanwhile: its queue went with it.
  if (!device) return 'gone'
  let answer: PushAnswer | undefined
  let error: string | undefined
  try {
    // Checked again at each send: the list may have changed since the device subscribed.
    if (!isAllowedPushEndpoint(device.endpoint, sender.hosts)) throw new Error('The endpoint is not on PUSH_SERVICE_HOSTS any more')
    const target = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }
    const request = await sender.encoder.encode(target, JSON.stringify(row.payload), sender.vapid, { ttlSeconds: row.ttlSeconds, urgency: row.urgency, now })
    answer = await (sender.send ?? sendPushMessage)(request)
  } catch (thrown) {
    error = errorText(thrown)
  }
  const at = now.toISOString()
  if (answer && answer.status >= 200 && answer.status < 300) {
    await db.batch([
      db.update(pushOutbox).set({ status: 'sent', sentAt: at, nextAttemptAt: null, lastError: null }).where(and(eq(pushOutbox.id, row.id), ne(pushOutbox.status, 'sent'))),
      db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, device.id)),
    ])
    return 'sent'
  }
  if (answer?.status === 404 || answer?.status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))
    return 'gone'
  }
  const lastError = error ?? `${answer!.status} ${answer!.text}`.trim().slice(0, 1000)
  const worthRetrying = (error !== undefined && isAllowedPushEndpoint(device.endpoint, sender.hosts)) || answer?.status === 429 || (answer !== undefined && answer.status >= 500)
  const givenUp = !worthRetrying || row.attempts >= MAX_ATTEMPTS
  await db
    .update(pushOutbox)
    .set(givenUp ? { status: 'failed', lastError, nextAttemptAt: null } : { status: 'pending', lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString() })
    .where(stillMine(row))
  return givenUp ? 'failed' : 'retrying'
}

/** Sends up to `limit` due notifications one after another; what happened to each, counted. */
export async function deliverDuePush(db: Db, sender: PushSender, now: Date, limit = BATCH_SIZE): Promise<PushReport> {
  const report: PushReport = { sent: 0, retrying: 0, failed: 0, gone: 0 }
  for (let i = 0; i < limit; i++) {
    const row = await claimNext(db, now)
    if (!row) break
    report[await deliver(db, sender, row, now)] += 1
  }
  return report
}

/** Sent and given-up notifications older than this are removed by the purge job; an event is not queued again that late. */
const KEEP_DONE_MS = 30 * 24 * 60 * 60_000

export async function purgeOldPush(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_DONE_MS).toISOString()
  const gone = await db
    .delete(pushOutbox)
    .where(and(inArray(pushOutbox.status, ['sent', 'failed']), lte(pushOutbox.createdAt, before)))
    .returning({ id: pushOutbox.id })
  return gone.length
}
