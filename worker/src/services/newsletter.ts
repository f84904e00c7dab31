// Newsletter subscribers: one row per address (stored lower-cased), reactivated rather than
// duplicated when someone subscribes again; unsubscribing keeps the row, inactive, so the
// address can come back later with its history.
import { eq, sql } from 'drizzle-orm'
import type { Language } from '#shared/catalogue/catalogue'
import type { Db } from '#worker/db/client'
import { newsletterSubscribers } from '#worker/db/schema'
import { queueEmail } from './email-outbox'

const WELCOME: Record<Language, { subject: string; body: (unsubscribeUrl: string) => string }> = {
  en: {
    subject: 'Welcome to our newsletter',
    body: (url) =>
      `Thank you for subscribing to our newsletter!\n\nYou will hear from us about new collections, care tips and offers.\n\nIf you no longer wish to receive these emails, unsubscribe here: ${url}`,
  },
  es: {
    subject: 'Te damos la bienvenida a nuestro boletín',
    body: (url) =>
      `¡Gracias por suscribirte a nuestro boletín!\n\nTe contaremos sobre nuevas colecciones, consejos de cuidado y ofertas.\n\nSi ya no quieres recibir estos correos, cancela tu suscripción aquí: ${url}`,
  },
  fr: {
    subject: 'Bienvenue dans notre newsletter',
    body: (url) =>
      `Merci pour votre abonnement à notre newsletter !\n\nVous recevrez nos nouvelles collections, nos conseils d’entretien et nos offres.\n\nSi vous ne souhaitez plus recevoir ces e-mails, désabonnez-vous ici : ${url}`,
  },
}

function unsubscribeUrl(publicUrl: string | undefined, email: string, language: Language) {
  const prefix = language === 'en' ? '' : `/${language}`
  return `${publicUrl ?? ''}${prefix}/unsubscribe?email=${encodeURIComponent(email)}`
}

/**
 * Subscribes (or re-subscribes) an address. Returns whether it just became active, so a welcome
 * email goes out once per activation and not on every repeated click.
 */
export async function subscribe(
  db: Db,
  input: { email: string; language: Language },
  options: { publicUrl?: string; logEmail?: boolean; now: Date },
) {
  const nowIso = options.now.toISOString()
  const [existing] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, input.email))
  const becameActive = !existing?.isActive
  await db
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
  if (becameActive) {
    const welcome = WELCOME[input.language]
    await queueEmail(
      db,
      {
        to: input.email,
        subject: welcome.subject,
        template: 'newsletter_welcome',
        bodyText: welcome.body(unsubscribeUrl(options.publicUrl, input.email, input.language)),
      },
      { log: options.logEmail },
    )
  }
  return { becameActive }
}

/** Deactivates an address if it is subscribed; an unknown address changes nothing. */
export async function unsubscribe(db: Db, email: string, now: Date) {
  await db
    .update(newsletterSubscribers)
    .set({ isActive: false, unsubscribedAt: now.toISOString() })
    .where(eq(newsletterSubscribers.email, email))
}
