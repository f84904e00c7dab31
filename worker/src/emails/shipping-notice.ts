// Tells the customer their order has shipped: the carrier, the tracking number and, when the
// carrier has one, a link to follow the parcel; always a link to the order, and one to ask for a
// return or an exchange.
import type { Language } from '#shared/catalogue/catalogue'
import type { EmailBlock } from './layout'
import { renderEmail } from './layout'
import { body, emailLanguage, formatDate, shopHomeOf, type OutgoingEmail } from './outgoing-email'

type ShippingNoticeData = {
  to: string
  language: string
  customerName: string
  orderNumber: string
  carrier: string
  trackingNumber: string
  trackingUrl?: string
  estimatedDelivery?: string
  orderUrl: string
  /** Where a return or an exchange is asked for (the order's signed link). */
  returnUrl: string
}

type Texts = {
  subject: (orderNumber: string) => string
  preheader: (carrier: string, trackingNumber: string) => string
  heading: string
  greeting: (name: string) => string
  intro: (orderNumber: string) => string
  carrier: string
  trackingNumber: string
  estimatedDelivery: string
  track: string
  viewOrder: string
  orderDetails: string
  returnText: string
  returnLabel: string
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (n) => `Your order ${n} is on its way`,
    preheader: (carrier, tracking) => `${carrier} tracking number: ${tracking}`,
    heading: 'Your order is on its way',
    greeting: (name) => `Hello ${name},`,
    intro: (n) => `Good news: your order ${n} has left our workshop.`,
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    estimatedDelivery: 'Estimated delivery',
    track: 'Track your parcel',
    viewOrder: 'View your order',
    orderDetails: 'The details of your order:',
    returnText: 'Not the right fit? You can ask for a return or an exchange of another size online:',
    returnLabel: 'Return or exchange an item',
  },
  es: {
    subject: (n) => `Tu pedido ${n} va en camino`,
    preheader: (carrier, tracking) => `Número de guía de ${carrier}: ${tracking}`,
    heading: 'Tu pedido va en camino',
    greeting: (name) => `Hola ${name}:`,
    intro: (n) => `Buenas noticias: tu pedido ${n} ya salió de nuestro taller.`,
    carrier: 'Transportadora',
    trackingNumber: 'Número de guía',
    estimatedDelivery: 'Entrega estimada',
    track: 'Seguir tu paquete',
    viewOrder: 'Ver tu pedido',
    orderDetails: 'Los detalles de tu pedido:',
    returnText: '¿No te queda como esperabas? Puedes pedir una devolución o un cambio de talla en línea:',
    returnLabel: 'Devolver o cambiar un artículo',
  },
  fr: {
    subject: (n) => `Votre commande ${n} est en route`,
    preheader: (carrier, tracking) => `Numéro de suivi ${carrier} : ${tracking}`,
    heading: 'Votre commande est en route',
    greeting: (name) => `Bonjour ${name},`,
    intro: (n) => `Bonne nouvelle : votre commande ${n} a quitté notre atelier.`,
    carrier: 'Transporteur',
    trackingNumber: 'Numéro de suivi',
    estimatedDelivery: 'Livraison estimée',
    track: 'Suivre votre colis',
    viewOrder: 'Voir votre commande',
    orderDetails: 'Le détail de votre commande :',
    returnText: 'La taille ne convient pas ? Vous pouvez demander un retour ou un échange de taille en ligne :',
    returnLabel: 'Retourner ou échanger un article',
  },
}

export function shippingNoticeEmail(data: ShippingNoticeData): OutgoingEmail {
  const language = emailLanguage(data.language)
  const t = TEXTS[language]
  const subject = t.subject(data.orderNumber)
  const links: EmailBlock[] = data.trackingUrl
    ? [
        { kind: 'button', label: t.track, url: data.trackingUrl },
        { kind: 'link', text: t.orderDetails, label: t.viewOrder, url: data.orderUrl },
      ]
    : [{ kind: 'button', label: t.viewOrder, url: data.orderUrl }]
  const rendered = renderEmail({
    language,
    title: subject,
    preheader: t.preheader(data.carrier, data.trackingNumber),
    heading: t.heading,
    shopUrl: shopHomeOf(data.orderUrl, language),
    blocks: [
      { kind: 'paragraph', text: t.greeting(data.customerName) },
      { kind: 'paragraph', text: t.intro(data.orderNumber) },
      {
        kind: 'facts',
        rows: [
          [t.carrier, data.carrier],
          [t.trackingNumber, data.trackingNumber],
          ...(data.estimatedDelivery ? [[t.estimatedDelivery, formatDate(data.estimatedDelivery, language)] as const] : []),
        ],
      },
      ...links,
      { kind: 'link', text: t.returnText, label: t.returnLabel, url: data.returnUrl },
    ],
  })
  return { to: data.to, subject, ...body(rendered), template: 'shipping_notice' }
}
