// Confirms to a wholesale buyer that their request arrived, with its reference and lines, and
// that a quote follows within 24-48 hours.
import type { Language } from '#shared/catalogue/catalogue'
import { renderEmail } from './layout'
import { body, colorName, emailLanguage, type OutgoingEmail } from './outgoing-email'
import type { WholesaleRequestItem } from './wholesale-items'

type WholesaleAcknowledgementData = {
  to: string
  language: string
  contactName: string
  companyName: string
  reference: string
  items: WholesaleRequestItem[]
}

type Texts = {
  subject: (reference: string) => string
  preheader: string
  heading: string
  greeting: (name: string) => string
  intro: (company: string) => string
  reference: string
  company: string
  items: string
  columns: [product: string, variant: string, quantity: string]
  changes: string
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (ref) => `We received your wholesale request ${ref}`,
    preheader: 'Our wholesale team will send you a quote within 24-48 hours.',
    heading: 'Thank you for your wholesale request',
    greeting: (name) => `Hello ${name},`,
    intro: (company) => `We have received the wholesale request of ${company}. Our wholesale team will send you a quote within 24-48 hours.`,
    reference: 'Reference',
    company: 'Company',
    items: 'Requested items',
    columns: ['Product', 'Colour / size', 'Qty'],
    changes: 'To change anything in your request, write to us and mention your reference.',
  },
  es: {
    subject: (ref) => `Recibimos tu solicitud mayorista ${ref}`,
    preheader: 'Nuestro equipo mayorista te enviará una cotización en un plazo de 24-48 horas.',
    heading: 'Gracias por tu solicitud mayorista',
    greeting: (name) => `Hola ${name}:`,
    intro: (company) => `Recibimos la solicitud mayorista de ${company}. Nuestro equipo mayorista te enviará una cotización en un plazo de 24-48 horas.`,
    reference: 'Referencia',
    company: 'Empresa',
    items: 'Productos solicitados',
    columns: ['Producto', 'Color / talla', 'Cant.'],
    changes: 'Si quieres cambiar algo de tu solicitud, escríbenos e indica tu referencia.',
  },
  fr: {
    subject: (ref) => `Nous avons bien reçu votre demande de gros ${ref}`,
    preheader: 'Notre équipe vente en gros vous enverra un devis sous 24 à 48 heures.',
    heading: 'Merci pour votre demande de gros',
    greeting: (name) => `Bonjour ${name},`,
    intro: (company) => `Nous avons bien reçu la demande de gros de ${company}. Notre équipe vente en gros vous enverra un devis sous 24 à 48 heures.`,
    reference: 'Référence',
    company: 'Entreprise',
    items: 'Articles demandés',
    columns: ['Article', 'Coloris / taille', 'Qté'],
    changes: 'Pour modifier votre demande, écrivez-nous en indiquant votre référence.',
  },
}

export function wholesaleAcknowledgementEmail(data: WholesaleAcknowledgementData): OutgoingEmail {
  const language = emailLanguage(data.language)
  const t = TEXTS[language]
  const subject = t.subject(data.reference)
  const rendered = renderEmail({
    language,
    title: subject,
    preheader: t.preheader,
    heading: t.heading,
    blocks: [
      { kind: 'paragraph', text: t.greeting(data.contactName) },
      { kind: 'paragraph', text: t.intro(data.companyName) },
      {
        kind: 'facts',
        rows: [
          [t.reference, data.reference],
          [t.company, data.companyName],
        ],
      },
      {
        kind: 'table',
        caption: t.items,
        columns: t.columns,
        align: ['left', 'left', 'right'],
        rows: data.items.map((item) => [`${item.productName}\n${item.productCode}`, `${colorName(item.color, language)} / ${item.size}`, String(item.quantity)]),
      },
      { kind: 'note', text: t.changes },
    ],
  })
  return { to: data.to, subject, ...body(rendered), template: 'wholesale_acknowledgement' }
}
