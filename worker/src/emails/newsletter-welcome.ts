// The welcome email of a new (or returning) newsletter subscriber, with the unsubscribe link.
import type { Language } from '#shared/catalogue/catalogue'
import { shopLink, type OutgoingEmail } from './outgoing-email'

const TEXTS: Record<Language, { subject: string; body: (unsubscribeUrl: string) => string }> = {
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

export function newsletterWelcomeEmail(data: { to: string; language: Language; origin: string }): OutgoingEmail {
  const text = TEXTS[data.language]
  const unsubscribeUrl = shopLink(data.origin, data.language, `/unsubscribe?email=${encodeURIComponent(data.to)}`)
  return { to: data.to, subject: text.subject, bodyText: text.body(unsubscribeUrl), template: 'newsletter_welcome' }
}
