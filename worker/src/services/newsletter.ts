// Newsletter subscribers: one row per address (stored lower-cased), reactivated rather than
// duplicated when someone subscribes again; unsubscribing keeps the row, inactive, so the
// address can come back later with its history.
import { eq, sql } from 'drizzle-orm'
import type { Language } from '#shared/catalogue/catalogue'
import type { Db } from '#worker/db/client'
import { newsletterSubscribers } from '#worker/db/schema'
import { newsletterWelcomeEmail } from '#worker/emails/newsletter-welcome'
import { queueEmail } from './email-outbox'

/**
 * Subscribes (or re-subscribes) an address. A welcome email goes out once per activation, not on
 * every repeated click, in the same batch as the activation.
 */
export async function subscribe(
  db: Db,
  input: { email: string; language: Language },
  options: { origin: string; now: Date },
) {
  const nowIso = options.now.toISOString()
  const [existing] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, input.email))
  const becameActive = !existing?.isActive
  const upsert = db
    .insert(newsletterSubscribers)
    .values({ email: input.email, language: input.language, isActive: true, subscribedAt: nowIso })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        language: input.language,
        isActive: true,
        unsubscribedAt: null,
        // A returning subscriber's date is the day they came back; an active one keeps theirs.
        subscribedAt: sql`CASE WHEN ${newsletterSubscribers.isActive} = 1 THEN ${newsletterSubscribers.subscribedAt} ELSE ${nowIso} END`,
      },
    })
  if (!becameActive) {
    await upsert
    return { becameActive }
  }
  const welcome = newsletterWelcomeEmail({ to: input.email, language: input.language, origin: options.origin })
  await db.batch([upsert, queueEmail(db, welcome)])
  return { becameActive }
}

/** Deactivates an address if it is subscribed; an unknown address changes nothing. */
export async function unsubscribe(db: Db, email: string, now: Date) {
  await db
    .update(newsletterSubscribers)
    .set({ isActive: false, unsubscribedAt: now.toISOString() })
    .where(eq(newsletterSubscribers.email, email))
}
