// The words of every Web Push notification (decision 043), in en, es and fr: each is written in
// all three when it is queued, and each device gets the one of its language
// (services/push-outbox.ts). Short, as a phone's lock screen shows them; the link opens the
// screen of the app that tells the rest, in the same language.
import type { Language } from '#shared/catalogue/catalogue'
import { localizePath } from '#shared/i18n/lang-path'
import type { PushUrgency } from '#shared/push/delivery'
import type { PushPayload, PushTopic } from '#shared/push/topics'
import type { ReturnEmailKind } from '#worker/emails/return-case-update'

/** A notification for every device of a user that chose its topic. */
export type PushNotice = {
  userId: string
  topic: PushTopic
  /** The event, once: a device gets one notification per key however often it is queued. */
  eventKey: string
  texts: Record<Language, PushPayload>
  urgency: PushUrgency
  /** How long a push service keeps it for a device that is offline. */
  ttlSeconds: number
}

const DAY = 24 * 60 * 60

const inEach = (payload: (language: Language) => PushPayload): Record<Language, PushPayload> => ({
  en: payload('en'),
  es: payload('es'),
  fr: payload('fr'),
})

const SHIPPED = {
  en: { title: (n: string) => `Your order ${n} is on its way`, body: (carrier: string, tracking: string | null) => (tracking ? `${carrier}, tracking number ${tracking}.` : `Sent with ${carrier}.`) },
  es: { title: (n: string) => `Tu pedido ${n} va en camino`, body: (carrier: string, tracking: string | null) => (tracking ? `${carrier}, número de seguimiento ${tracking}.` : `Enviado con ${carrier}.`) },
  fr: { title: (n: string) => `Votre commande ${n} est en route`, body: (carrier: string, tracking: string | null) => (tracking ? `${carrier}, numéro de suivi ${tracking}.` : `Expédiée avec ${carrier}.`) },
}

/** A parcel of the order left (a shipment added in the back office): its carrier and tracking, opening the order. */
export function orderShippedNotice(data: { userId: string; orderId: string; orderNumber: string; shipmentId: string; carrier: string; trackingNumber: string | null }): PushNotice {
  return {
    userId: data.userId,
    topic: 'order_progress',
    eventKey: `shipment:${data.shipmentId}`,
    texts: inEach((lng) => ({
      title: SHIPPED[lng].title(data.orderNumber),
      body: SHIPPED[lng].body(data.carrier, data.trackingNumber),
      url: localizePath(`/order-confirmation/${data.orderId}`, lng),
      tag: `order:${data.orderId}`,
    })),
    urgency: 'normal',
    ttlSeconds: 4 * DAY,
  }
}

const DELIVERED = {
  en: { title: (n: string) => `Your order ${n} has been delivered`, body: 'We hope you love it. Tell us if anything is not right.' },
  es: { title: (n: string) => `Tu pedido ${n} fue entregado`, body: 'Esperamos que te encante. Si algo no está bien, cuéntanos.' },
  fr: { title: (n: string) => `Votre commande ${n} a été livrée`, body: 'Nous espérons qu’elle vous plaira. Dites-nous si quelque chose ne va pas.' },
}

/** The order's last parcel was marked delivered: the whole order is, opening it. */
export function orderDeliveredNotice(data: { userId: string; orderId: string; orderNumber: string }): PushNotice {
  return {
    userId: data.userId,
    topic: 'order_progress',
    eventKey: `delivered:${data.orderId}`,
    texts: inEach((lng) => ({
      title: DELIVERED[lng].title(data.orderNumber),
      body: DELIVERED[lng].body,
      url: localizePath(`/order-confirmation/${data.orderId}`, lng),
      tag: `order:${data.orderId}`,
    })),
    urgency: 'low',
    ttlSeconds: 4 * DAY,
  }
}

const PAID = {
  en: { title: (n: string) => `Order ${n} confirmed`, body: 'Your payment went through. We are preparing your order.' },
  es: { title: (n: string) => `Pedido ${n} confirmado`, body: 'Recibimos tu pago. Estamos preparando tu pedido.' },
  fr: { title: (n: string) => `Commande ${n} confirmée`, body: 'Votre paiement est accepté. Nous préparons votre commande.' },
}

/** The order was paid (its settlement, whatever paid it), opening it. */
export function orderPaidNotice(data: { userId: string; orderId: string; orderNumber: string }): PushNotice {
  return {
    userId: data.userId,
    topic: 'order_progress',
    eventKey: `paid:${data.orderId}`,
    texts: inEach((lng) => ({
      title: PAID[lng].title(data.orderNumber),
      body: PAID[lng].body,
      url: localizePath(`/order-confirmation/${data.orderId}`, lng),
      tag: `order:${data.orderId}`,
    })),
    urgency: 'normal',
    ttlSeconds: 2 * DAY,
  }
}

const REFUNDED = {
  en: { title: (n: string) => `Refund for order ${n}`, body: { card: (a: string) => `${a} refunded to your card.`, store_credit: (a: string) => `${a} added to your store credit.` } },
  es: { title: (n: string) => `Reembolso del pedido ${n}`, body: { card: (a: string) => `${a} reembolsados a tu tarjeta.`, store_credit: (a: string) => `${a} añadidos a tu saldo a favor.` } },
  fr: { title: (n: string) => `Remboursement de la commande ${n}`, body: { card: (a: string) => `${a} remboursés sur votre carte.`, store_credit: (a: string) => `${a} ajoutés à votre avoir.` } },
}

/**
 * A refund of the order was made (to the card or as store credit), with its amount in each
 * language's format, opening the order. Once per refund.
 */
export function orderRefundedNotice(data: {
  userId: string
  orderId: string
  orderNumber: string
  refundId: string
  to: 'card' | 'store_credit'
  amount: Record<Language, string>
}): PushNotice {
  return {
    userId: data.userId,
    topic: 'order_progress',
    eventKey: `refund:${data.refundId}`,
    texts: inEach((lng) => ({
      title: REFUNDED[lng].title(data.orderNumber),
      body: REFUNDED[lng].body[data.to](data.amount[lng]),
      url: localizePath(`/order-confirmation/${data.orderId}`, lng),
      tag: `order:${data.orderId}`,
    })),
    urgency: 'normal',
    ttlSeconds: 4 * DAY,
  }
}

const WHOLESALE_SENT = {
  en: { title: (r: string) => `Wholesale order ${r} sent`, body: 'Our team has it and will get back to you.' },
  es: { title: (r: string) => `Pedido mayorista ${r} enviado`, body: 'Nuestro equipo ya lo tiene y te responderá pronto.' },
  fr: { title: (r: string) => `Commande de gros ${r} envoyée`, body: 'Notre équipe l’a bien reçue et vous répondra.' },
}

/**
 * A wholesale buyer's order reached the shop (often sent by the app's outbox while it was closed),
 * opening the list of what was sent.
 */
export function wholesaleSentNotice(data: { userId: string; inquiryId: string; reference: string }): PushNotice {
  return {
    userId: data.userId,
    topic: 'wholesale_orders',
    eventKey: `wholesale:${data.inquiryId}`,
    texts: inEach((lng) => ({
      title: WHOLESALE_SENT[lng].title(data.reference),
      body: WHOLESALE_SENT[lng].body,
      url: localizePath('/wholesale/sent', lng),
      tag: `wholesale:${data.inquiryId}`,
    })),
    urgency: 'normal',
    ttlSeconds: 2 * DAY,
  }
}

const WHOLESALE_REFUSED = {
  en: { title: 'A wholesale order needs your attention', body: 'The shop could not accept an order you queued. Open it to see why and send it again.' },
  es: { title: 'Un pedido mayorista necesita tu atención', body: 'La tienda no pudo aceptar un pedido que dejaste en cola. Ábrelo para ver por qué y enviarlo de nuevo.' },
  fr: { title: 'Une commande de gros demande votre attention', body: 'La boutique n’a pas pu accepter une commande mise en attente. Ouvrez-la pour voir pourquoi et la renvoyer.' },
}

/**
 * A wholesale buyer's queued order was refused (often when the app's outbox sent it while it was
 * closed): once per order (its idempotency key, the outbox entry's id), opening the list where it
 * waits for review.
 */
export function wholesaleRefusedNotice(data: { userId: string; key: string }): PushNotice {
  return {
    userId: data.userId,
    topic: 'wholesale_orders',
    eventKey: `wholesale-refused:${data.key}`,
    texts: inEach((lng) => ({
      title: WHOLESALE_REFUSED[lng].title,
      body: WHOLESALE_REFUSED[lng].body,
      url: localizePath('/wholesale/sent', lng),
      tag: `wholesale-refused:${data.key}`,
    })),
    urgency: 'normal',
    ttlSeconds: 2 * DAY,
  }
}

/** The steps of a return staff take that the customer is told about (the emails' own list, less the customer's own steps). */
type ReturnStepKind = Exclude<ReturnEmailKind, 'requested' | 'reminder'>

const RETURN_STEP: Record<Language, { title: (n: string) => string; body: Record<ReturnStepKind, string> }> = {
  en: {
    title: (n) => `Your return ${n}`,
    body: {
      approved: 'Approved: see how to send the items back.',
      rejected: 'We have answered your request. Open it to read why.',
      received: 'Your parcel has arrived. We are checking the items.',
      refunded: 'Refunded to your card.',
      credited: 'Added to your store credit.',
      exchanged: 'Your replacement is being prepared.',
      closed: 'This return is closed.',
      staff_message: 'You have a reply from our team.',
    },
  },
  es: {
    title: (n) => `Tu devolución ${n}`,
    body: {
      approved: 'Aprobada: mira cómo enviarnos los artículos.',
      rejected: 'Respondimos a tu solicitud. Ábrela para ver el motivo.',
      received: 'Tu paquete llegó. Estamos revisando los artículos.',
      refunded: 'Reembolsada a tu tarjeta.',
      credited: 'Añadida a tu saldo a favor.',
      exchanged: 'Estamos preparando tu reemplazo.',
      closed: 'Esta devolución está cerrada.',
      staff_message: 'Tienes una respuesta de nuestro equipo.',
    },
  },
  fr: {
    title: (n) => `Votre retour ${n}`,
    body: {
      approved: 'Accepté : voyez comment nous renvoyer les articles.',
      rejected: 'Nous avons répondu à votre demande. Ouvrez-la pour en lire la raison.',
      received: 'Votre colis est arrivé. Nous vérifions les articles.',
      refunded: 'Remboursé sur votre carte.',
      credited: 'Ajouté à votre avoir.',
      exchanged: 'Votre article de remplacement est en préparation.',
      closed: 'Ce retour est clôturé.',
      staff_message: 'Vous avez une réponse de notre équipe.',
    },
  },
}

/** A step staff took on a return case (approved, received, refunded, a reply…), opening the case. */
export function returnStepNotice(data: { userId: string; caseId: string; caseNumber: string; kind: ReturnEmailKind; at: string }): PushNotice | undefined {
  const kind = data.kind
  if (kind === 'requested' || kind === 'reminder') return undefined
  return {
    userId: data.userId,
    topic: 'returns',
    eventKey: `return:${data.caseId}:${kind}:${data.at}`,
    texts: inEach((lng) => ({
      title: RETURN_STEP[lng].title(data.caseNumber),
      body: RETURN_STEP[lng].body[kind],
      url: localizePath(`/returns/${data.caseId}`, lng),
      tag: `return:${data.caseId}`,
    })),
    urgency: 'normal',
    ttlSeconds: 4 * DAY,
  }
}

const BACK_IN_STOCK = {
  en: { title: 'Back in stock', body: (name: string, size: string) => `${name}, size ${size}, is available again.` },
  es: { title: 'De nuevo disponible', body: (name: string, size: string) => `${name}, talla ${size}, vuelve a estar disponible.` },
  fr: { title: 'De nouveau disponible', body: (name: string, size: string) => `${name}, taille ${size}, est de nouveau disponible.` },
}

/** A size the user waited for is back (their back-in-stock alert), opening the product with that colour and size chosen. */
export function backInStockNotice(data: {
  userId: string
  alertId: string
  /** When the alert became due: a later restock after it sold out again is a new event. */
  dueAt: string
  productId: string
  names: Record<Language, string>
  color: string
  size: string
}): PushNotice {
  const query = `?color=${encodeURIComponent(data.color)}&size=${encodeURIComponent(data.size)}`
  return {
    userId: data.userId,
    topic: 'back_in_stock',
    eventKey: `stock-alert:${data.alertId}:${data.dueAt}`,
    texts: inEach((lng) => ({
      title: BACK_IN_STOCK[lng].title,
      body: BACK_IN_STOCK[lng].body(data.names[lng], data.size),
      url: localizePath(`/product/${encodeURIComponent(data.productId)}${query}`, lng),
      tag: `stock-alert:${data.alertId}`,
    })),
    // A restock sells out: sooner is worth more.
    urgency: 'high',
    ttlSeconds: DAY,
  }
}
