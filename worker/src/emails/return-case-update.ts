// Tells the customer where their return stands (decision 039), in their language, at every step:
// asked for (the case number), approved (where to send the parcel, by which day, the case number on
// the parcel), rejected (staff's reason), received, refunded or credited (how much), exchanged (the
// replacement order, and the return fee to pay on its page before it is sent, if any), closed, a reply
// from staff, and the reminder before a case waiting on them is closed. Each email links to the
// case's page, where the customer reads its timeline.
import type { Language } from '#shared/catalogue/catalogue'
import type { EmailBlock } from './layout'
import { renderEmail } from './layout'
import { body, emailLanguage, formatDate, formatMoney, shopHomeOf, type OutgoingEmail } from './outgoing-email'

export const RETURN_EMAIL_KINDS = ['requested', 'approved', 'rejected', 'received', 'refunded', 'credited', 'exchanged', 'closed', 'staff_message', 'reminder'] as const
export type ReturnEmailKind = (typeof RETURN_EMAIL_KINDS)[number]

type ReturnEmailData = {
  to: string
  language: string
  kind: ReturnEmailKind
  caseNumber: string
  orderNumber: string
  caseUrl: string
  /** Approved: where to send the parcel (null when the shop has no address configured: support gives it), and the last day to ship. */
  shipTo?: string | null
  shipBy?: string
  /** Rejected, or a staff reply: staff's words. */
  note?: string
  /** Refunded or credited: the amount ("83.05"). */
  amount?: string
  /** The reminder: the day the case will be closed. */
  closesOn?: string
  /** Exchanged: the replacement order and its page (where the return fee, `amount`, is paid when one is due). */
  replacement?: { orderNumber: string; url: string }
}

type Texts = {
  subject: Record<ReturnEmailKind, (caseNumber: string) => string>
  intro: Record<ReturnEmailKind, (orderNumber: string) => string>
  heading: string
  caseNumber: string
  order: string
  sendTo: string
  sendToUnknown: string
  shipBy: string
  labelParcel: (caseNumber: string) => string
  amount: string
  closesOn: string
  view: string
  replacementOrder: string
  feeDue: (amount: string) => string
  returnFee: string
  payFee: string
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: {
      requested: (n) => `We received your return request ${n}`,
      approved: (n) => `Your return ${n} is approved: how to send it`,
      rejected: (n) => `About your return ${n}`,
      received: (n) => `Your return ${n} arrived`,
      refunded: (n) => `Your return ${n} is refunded`,
      credited: (n) => `Your return ${n} is in your store credit`,
      exchanged: (n) => `Your return ${n} is exchanged`,
      closed: (n) => `Your return ${n} is closed`,
      staff_message: (n) => `A reply about your return ${n}`,
      reminder: (n) => `Your return ${n} is waiting for you`,
    },
    intro: {
      requested: (o) => `Thank you: we have your request to return items from order ${o}. Our team will review it and write to you; please do not send anything before we approve it.`,
      approved: (o) => `Good news: your return for order ${o} is approved. Please send the items back as described below.`,
      rejected: (o) => `We have looked at your return for order ${o} and cannot accept it. Our team's reason:`,
      received: (o) => `Your parcel for order ${o} has arrived at our workshop. We will inspect it and let you know shortly.`,
      refunded: (o) => `We have refunded your return for order ${o} to your card. Your bank may take a few days to show it.`,
      credited: (o) => `Your return for order ${o} has been added to your store credit, with its bonus.`,
      exchanged: (o) => `Your return for order ${o} is inspected, and we are sending you the replacement you asked for, at no charge.`,
      closed: (o) => `Your return for order ${o} is now closed. If you still need anything, just reply to this email.`,
      staff_message: (o) => `Our team has written about your return for order ${o}:`,
      reminder: (o) => `Your return for order ${o} is waiting for you. Without news from you, we will close it soon.`,
    },
    heading: 'Your return',
    caseNumber: 'Return number',
    order: 'Order',
    sendTo: 'Send to',
    sendToUnknown: 'Reply to this email and we will send you the address.',
    shipBy: 'Ship by',
    labelParcel: (n) => `Please write the return number ${n} on the parcel and keep the tracking number.`,
    amount: 'Amount',
    closesOn: 'Closes on',
    view: 'See your return',
    replacementOrder: 'Replacement order',
    feeDue: (a) => `Your replacement leaves as soon as the ${a} return fee is paid on its order page.`,
    returnFee: 'Return fee',
    payFee: 'Pay the return fee',
  },
  es: {
    subject: {
      requested: (n) => `Recibimos tu solicitud de devolución ${n}`,
      approved: (n) => `Tu devolución ${n} está aprobada: cómo enviarla`,
      rejected: (n) => `Sobre tu devolución ${n}`,
      received: (n) => `Tu devolución ${n} llegó`,
      refunded: (n) => `Tu devolución ${n} está reembolsada`,
      credited: (n) => `Tu devolución ${n} ya está en tu saldo a favor`,
      exchanged: (n) => `Tu devolución ${n} se cambió por un reemplazo`,
      closed: (n) => `Tu devolución ${n} está cerrada`,
      staff_message: (n) => `Una respuesta sobre tu devolución ${n}`,
      reminder: (n) => `Tu devolución ${n} te está esperando`,
    },
    intro: {
      requested: (o) => `Gracias: recibimos tu solicitud para devolver artículos del pedido ${o}. Nuestro equipo la revisará y te escribirá; no envíes nada antes de que la aprobemos.`,
      approved: (o) => `Buenas noticias: tu devolución del pedido ${o} está aprobada. Envía los artículos como se indica a continuación.`,
      rejected: (o) => `Revisamos tu devolución del pedido ${o} y no podemos aceptarla. El motivo de nuestro equipo:`,
      received: (o) => `Tu paquete del pedido ${o} llegó a nuestro taller. Lo revisaremos y te avisaremos pronto.`,
      refunded: (o) => `Reembolsamos tu devolución del pedido ${o} a tu tarjeta. Tu banco puede tardar unos días en reflejarlo.`,
      credited: (o) => `Tu devolución del pedido ${o} se agregó a tu saldo a favor, con su bono.`,
      exchanged: (o) => `Revisamos tu devolución del pedido ${o} y te enviamos el reemplazo que pediste, sin costo.`,
      closed: (o) => `Tu devolución del pedido ${o} está cerrada. Si necesitas algo más, responde a este correo.`,
      staff_message: (o) => `Nuestro equipo te escribió sobre tu devolución del pedido ${o}:`,
      reminder: (o) => `Tu devolución del pedido ${o} te está esperando. Si no tenemos noticias tuyas, la cerraremos pronto.`,
    },
    heading: 'Tu devolución',
    caseNumber: 'Número de devolución',
    order: 'Pedido',
    sendTo: 'Enviar a',
    sendToUnknown: 'Responde a este correo y te enviaremos la dirección.',
    shipBy: 'Enviar a más tardar el',
    labelParcel: (n) => `Escribe el número de devolución ${n} en el paquete y guarda el número de seguimiento.`,
    amount: 'Importe',
    closesOn: 'Se cierra el',
    view: 'Ver tu devolución',
    replacementOrder: 'Pedido de reemplazo',
    feeDue: (a) => `Tu reemplazo sale en cuanto se pague la tarifa de devolución de ${a} en la página del pedido.`,
    returnFee: 'Tarifa de devolución',
    payFee: 'Pagar la tarifa de devolución',
  },
  fr: {
    subject: {
      requested: (n) => `Nous avons reçu votre demande de retour ${n}`,
      approved: (n) => `Votre retour ${n} est accepté : comment l’envoyer`,
      rejected: (n) => `À propos de votre retour ${n}`,
      received: (n) => `Votre retour ${n} est arrivé`,
      refunded: (n) => `Votre retour ${n} est remboursé`,
      credited: (n) => `Votre retour ${n} est crédité en avoir`,
      exchanged: (n) => `Votre retour ${n} est échangé`,
      closed: (n) => `Votre retour ${n} est clôturé`,
      staff_message: (n) => `Une réponse à propos de votre retour ${n}`,
      reminder: (n) => `Votre retour ${n} vous attend`,
    },
    intro: {
      requested: (o) => `Merci : nous avons bien reçu votre demande de retour d’articles de la commande ${o}. Notre équipe va l’examiner et vous écrire ; n’envoyez rien avant notre accord.`,
      approved: (o) => `Bonne nouvelle : votre retour pour la commande ${o} est accepté. Renvoyez les articles comme indiqué ci-dessous.`,
      rejected: (o) => `Nous avons examiné votre retour pour la commande ${o} et ne pouvons pas l’accepter. La raison de notre équipe :`,
      received: (o) => `Votre colis pour la commande ${o} est arrivé à notre atelier. Nous allons l’inspecter et revenir vers vous rapidement.`,
      refunded: (o) => `Nous avons remboursé votre retour pour la commande ${o} sur votre carte. Votre banque peut mettre quelques jours à l’afficher.`,
      credited: (o) => `Votre retour pour la commande ${o} a été ajouté à votre avoir, avec son bonus.`,
      exchanged: (o) => `Nous avons inspecté votre retour pour la commande ${o} et vous envoyons gratuitement l’article de remplacement demandé.`,
      closed: (o) => `Votre retour pour la commande ${o} est maintenant clôturé. Pour toute question, répondez simplement à cet e-mail.`,
      staff_message: (o) => `Notre équipe vous a écrit à propos de votre retour pour la commande ${o} :`,
      reminder: (o) => `Votre retour pour la commande ${o} vous attend. Sans nouvelles de votre part, nous le clôturerons bientôt.`,
    },
    heading: 'Votre retour',
    caseNumber: 'Numéro de retour',
    order: 'Commande',
    sendTo: 'Envoyer à',
    sendToUnknown: 'Répondez à cet e-mail et nous vous enverrons l’adresse.',
    shipBy: 'À expédier au plus tard le',
    labelParcel: (n) => `Indiquez le numéro de retour ${n} sur le colis et gardez le numéro de suivi.`,
    amount: 'Montant',
    closesOn: 'Clôture le',
    view: 'Voir votre retour',
    replacementOrder: 'Commande de remplacement',
    feeDue: (a) => `Votre article de remplacement part dès que les frais de retour de ${a} sont réglés sur la page de la commande.`,
    returnFee: 'Frais de retour',
    payFee: 'Régler les frais de retour',
  },
}

export function returnCaseEmail(data: ReturnEmailData): OutgoingEmail {
  const language = emailLanguage(data.language)
  const t = TEXTS[language]
  const subject = t.subject[data.kind](data.caseNumber)
  const rows: [string, string][] = [
    [t.caseNumber, data.caseNumber],
    [t.order, data.orderNumber],
  ]
  if (data.kind === 'approved') {
    rows.push([t.sendTo, data.shipTo ?? t.sendToUnknown])
    if (data.shipBy) rows.push([t.shipBy, formatDate(`${data.shipBy}T12:00:00Z`, language)])
  }
  if (data.replacement) rows.push([t.replacementOrder, data.replacement.orderNumber])
  if (data.amount !== undefined) rows.push([data.replacement ? t.returnFee : t.amount, formatMoney(data.amount, language)])
  if (data.closesOn) rows.push([t.closesOn, formatDate(data.closesOn, language)])
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t.intro[data.kind](data.orderNumber) },
    ...(data.note ? [{ kind: 'quote', text: data.note } as const] : []),
    { kind: 'facts', rows },
    ...(data.kind === 'approved' ? [{ kind: 'paragraph', text: t.labelParcel(data.caseNumber) } as const] : []),
    // A replacement waiting for its return fee: the order's page, where it is paid, comes first.
    ...(data.replacement && data.amount !== undefined
      ? [{ kind: 'paragraph', text: t.feeDue(formatMoney(data.amount, language)) } as const, { kind: 'button', label: t.payFee, url: data.replacement.url } as const]
      : []),
    { kind: 'button', label: t.view, url: data.caseUrl },
  ]
  const rendered = renderEmail({ language, title: subject, preheader: subject, heading: t.heading, shopUrl: shopHomeOf(data.caseUrl, language), blocks })
  return { to: data.to, subject, ...body(rendered), template: `return_${data.kind}` }
}
