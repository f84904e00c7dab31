// Asks a buyer how their pieces fit (decision 042): once per order, some days after its delivery,
// in the order's language, with a link per product to the review form, and a one-click link that
// stops these emails (also as List-Unsubscribe, so mail apps offer it).
import type { Language } from '#shared/catalogue/catalogue'
import { renderEmail } from './layout'
import { body, colorName, emailLanguage, shopHomeOf, type OutgoingEmail } from './outgoing-email'

type ReviewRequestData = {
  to: string
  language: string
  orderNumber: string
  /** One per product: its name in the reader's language, the size and colour bought, and the form's link. */
  products: ReadonlyArray<{ name: string; size: string; color: string; url: string }>
  unsubscribeUrl: string
}

type Texts = {
  subject: string
  heading: string
  intro: (order: string) => string
  why: string
  write: string
  piece: (name: string, size: string, color: string) => string
  note: string
  unsubscribe: string
  unsubscribeButton: string
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: 'How does it fit? Tell us in a review',
    heading: 'How does it fit?',
    intro: (o) => `Your order ${o} arrived a few days ago. We would love to know how your pieces fit and feel.`,
    why: 'A short review, with whether it runs small, true to size or large, helps others choose their size. It takes a minute.',
    write: 'Write a review',
    piece: (name, size, color) => `${name}, size ${size}, ${color}`,
    note: 'You are receiving this email because you ordered from our shop. We ask once per order.',
    unsubscribe: 'Rather not be asked for reviews?',
    unsubscribeButton: 'Stop review requests',
  },
  es: {
    subject: '¿Cómo te queda? Cuéntanos en una reseña',
    heading: '¿Cómo te queda?',
    intro: (o) => `Tu pedido ${o} llegó hace unos días. Nos encantaría saber cómo te quedan y cómo se sienten tus prendas.`,
    why: 'Una reseña corta, diciendo si la talla es pequeña, exacta o grande, ayuda a otras personas a elegir su talla. Toma un minuto.',
    write: 'Escribir una reseña',
    piece: (name, size, color) => `${name}, talla ${size}, ${color.toLowerCase()}`,
    note: 'Recibes este correo porque hiciste un pedido en nuestra tienda. Lo pedimos una sola vez por pedido.',
    unsubscribe: '¿Prefieres que no te pidamos reseñas?',
    unsubscribeButton: 'Dejar de recibir solicitudes de reseña',
  },
  fr: {
    subject: 'Comment la trouvez-vous ? Dites-le-nous dans un avis',
    heading: 'Comment la trouvez-vous ?',
    intro: (o) => `Votre commande ${o} est arrivée il y a quelques jours. Nous aimerions savoir comment vos pièces vous vont.`,
    why: 'Un avis court, en précisant si la pièce taille petit, normalement ou grand, aide d’autres personnes à choisir leur taille. Cela prend une minute.',
    write: 'Donner mon avis',
    piece: (name, size, color) => `${name}, taille ${size}, ${color.toLowerCase()}`,
    note: 'Vous recevez cet e-mail car vous avez commandé dans notre boutique. Nous ne le demandons qu’une fois par commande.',
    unsubscribe: 'Vous préférez ne plus recevoir de demandes d’avis ?',
    unsubscribeButton: 'Ne plus recevoir de demandes d’avis',
  },
}

export function reviewRequestEmail(data: ReviewRequestData): OutgoingEmail {
  const language = emailLanguage(data.language)
  const t = TEXTS[language]
  const rendered = renderEmail({
    language,
    title: t.subject,
    preheader: t.why,
    heading: t.heading,
    shopUrl: shopHomeOf(data.unsubscribeUrl, language),
    blocks: [
      { kind: 'paragraph', text: t.intro(data.orderNumber) },
      { kind: 'paragraph', text: t.why },
      ...data.products.flatMap((p) => [
        { kind: 'heading', text: t.piece(p.name, p.size, colorName(p.color, language)) } as const,
        { kind: 'button', label: t.write, url: p.url } as const,
      ]),
      { kind: 'note', text: t.note },
      { kind: 'link', text: t.unsubscribe, label: t.unsubscribeButton, url: data.unsubscribeUrl },
    ],
  })
  return { to: data.to, subject: t.subject, ...body(rendered), template: 'review_request', headers: { 'List-Unsubscribe': `<${data.unsubscribeUrl}>` } }
}
