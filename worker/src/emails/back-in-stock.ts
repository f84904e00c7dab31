// Tells a shopper that the colour and size they waited for can be bought again: one email per
// alert, in the language they asked in, with a link to the product with that colour and size
// chosen, and a link that stops their back-in-stock alerts (services/stock-alerts.ts).
import type { Language } from '#shared/catalogue/catalogue'
import { renderEmail } from './layout'
import { body, colorName, shopHome, type OutgoingEmail } from './outgoing-email'

type BackInStockData = {
  to: string
  language: Language
  /** The product's name in the reader's language. */
  productName: string
  color: string
  size: string
  /** The product page with the colour and size chosen (`productAlertLink`). */
  productUrl: string
  /** The page that stops this address's alerts. */
  unsubscribeUrl: string
  origin: string
}

type Texts = {
  subject: (name: string) => string
  preheader: string
  heading: string
  intro: (name: string, color: string, size: string) => string
  hurry: string
  view: string
  why: string
  unsubscribe: string
  unsubscribeButton: string
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (name) => `Back in stock: ${name}`,
    preheader: 'The colour and size you were waiting for is available again.',
    heading: 'It’s back in stock',
    intro: (name, color, size) => `Good news: ${name} in ${color}, size ${size}, is available again.`,
    hurry: 'Pieces are limited and we can’t set one aside, so order soon if you’d like it.',
    view: 'See it in the shop',
    why: 'You’re receiving this email because you asked us to tell you when this piece was back. We only write once per request.',
    unsubscribe: 'Don’t want these emails any more?',
    unsubscribeButton: 'Stop back-in-stock alerts',
  },
  es: {
    subject: (name) => `De nuevo disponible: ${name}`,
    preheader: 'El color y la talla que esperabas ya están disponibles.',
    heading: 'Ya está de vuelta',
    intro: (name, color, size) => `Buenas noticias: ${name} en ${color.toLowerCase()}, talla ${size}, ya está disponible de nuevo.`,
    hurry: 'Las unidades son limitadas y no podemos apartarte una, así que haz tu pedido pronto si la quieres.',
    view: 'Verla en la tienda',
    why: 'Recibes este correo porque nos pediste avisarte cuando esta prenda volviera. Solo te escribimos una vez por cada aviso.',
    unsubscribe: '¿Ya no quieres recibir estos correos?',
    unsubscribeButton: 'Dejar de recibir avisos de disponibilidad',
  },
  fr: {
    subject: (name) => `De retour en stock : ${name}`,
    preheader: 'La couleur et la taille que vous attendiez sont de nouveau disponibles.',
    heading: 'C’est de retour',
    intro: (name, color, size) => `Bonne nouvelle : ${name} en ${color.toLowerCase()}, taille ${size}, est de nouveau disponible.`,
    hurry: 'Les pièces sont en nombre limité et nous ne pouvons pas en mettre une de côté : commandez vite si elle vous plaît.',
    view: 'La voir dans la boutique',
    why: 'Vous recevez cet e-mail car vous nous avez demandé de vous prévenir du retour de cette pièce. Nous n’écrivons qu’une fois par demande.',
    unsubscribe: 'Vous ne souhaitez plus recevoir ces e-mails ?',
    unsubscribeButton: 'Ne plus recevoir d’alertes de retour en stock',
  },
}

export function backInStockEmail(data: BackInStockData): OutgoingEmail {
  const t = TEXTS[data.language]
  const subject = t.subject(data.productName)
  const rendered = renderEmail({
    language: data.language,
    title: subject,
    preheader: t.preheader,
    heading: t.heading,
    shopUrl: shopHome(data.origin, data.language),
    blocks: [
      { kind: 'paragraph', text: t.intro(data.productName, colorName(data.color, data.language), data.size) },
      { kind: 'paragraph', text: t.hurry },
      { kind: 'button', label: t.view, url: data.productUrl },
      { kind: 'note', text: t.why },
      { kind: 'link', text: t.unsubscribe, label: t.unsubscribeButton, url: data.unsubscribeUrl },
    ],
  })
  return {
    to: data.to,
    subject,
    ...body(rendered),
    template: 'back_in_stock',
    headers: { 'List-Unsubscribe': `<${data.unsubscribeUrl}>` },
  }
}
