// The welcome email of a new (or returning) newsletter subscriber, with the unsubscribe link in
// the text and in the List-Unsubscribe header, so mail apps offer their own unsubscribe button.
import type { Language } from '#shared/catalogue/catalogue'
import { renderEmail } from './layout'
import { body, shopHome, shopLink, type OutgoingEmail } from './outgoing-email'

const TEXTS: Record<Language, { subject: string; preheader: string; thanks: string; what: string; shop: string; unsubscribe: string; unsubscribeButton: string }> = {
  en: {
    subject: 'Welcome to our newsletter',
    preheader: 'New collections, care tips and offers, now in your inbox.',
    thanks: 'Thank you for subscribing to our newsletter!',
    what: 'You will hear from us about new collections, care tips and offers.',
    shop: 'Visit the shop',
    unsubscribe: 'If you no longer wish to receive these emails, you can unsubscribe at any time:',
    unsubscribeButton: 'Unsubscribe',
  },
  es: {
    subject: 'Te damos la bienvenida a nuestro boletín',
    preheader: 'Nuevas colecciones, consejos de cuidado y ofertas, ahora en tu correo.',
    thanks: '¡Gracias por suscribirte a nuestro boletín!',
    what: 'Te contaremos sobre nuevas colecciones, consejos de cuidado y ofertas.',
    shop: 'Visitar la tienda',
    unsubscribe: 'Si ya no quieres recibir estos correos, puedes cancelar tu suscripción en cualquier momento:',
    unsubscribeButton: 'Cancelar la suscripción',
  },
  fr: {
    subject: 'Bienvenue dans notre newsletter',
    preheader: 'Nouvelles collections, conseils d’entretien et offres, désormais dans votre boîte mail.',
    thanks: 'Merci pour votre abonnement à notre newsletter !',
    what: 'Vous recevrez nos nouvelles collections, nos conseils d’entretien et nos offres.',
    shop: 'Découvrir la boutique',
    unsubscribe: 'Si vous ne souhaitez plus recevoir ces e-mails, vous pouvez vous désabonner à tout moment :',
    unsubscribeButton: 'Se désabonner',
  },
}

export function newsletterWelcomeEmail(data: { to: string; language: Language; origin: string }): OutgoingEmail {
  const t = TEXTS[data.language]
  const home = shopHome(data.origin, data.language)
  const unsubscribeUrl = shopLink(data.origin, data.language, `/unsubscribe?email=${encodeURIComponent(data.to)}`)
  const rendered = renderEmail({
    language: data.language,
    title: t.subject,
    preheader: t.preheader,
    heading: t.subject,
    shopUrl: home,
    blocks: [
      { kind: 'paragraph', text: t.thanks },
      { kind: 'paragraph', text: t.what },
      { kind: 'button', label: t.shop, url: home },
      { kind: 'link', text: t.unsubscribe, label: t.unsubscribeButton, url: unsubscribeUrl },
    ],
  })
  return {
    to: data.to,
    subject: t.subject,
    ...body(rendered),
    template: 'newsletter_welcome',
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  }
}
