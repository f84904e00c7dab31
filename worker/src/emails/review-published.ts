// Tells a buyer their review is on the product page (decision 042), once, the first time staff
// approve it, in the order's language, with a link to the product where it is shown.
import type { Language } from '#shared/catalogue/catalogue'
import { renderEmail } from './layout'
import { body, emailLanguage, shopHomeOf, type OutgoingEmail } from './outgoing-email'

type ReviewPublishedData = {
  to: string
  language: string
  /** The product's name in the reader's language. */
  productName: string
  /** The review's own title, as its author wrote it. */
  title: string
  productUrl: string
}

type Texts = { subject: (name: string) => string; heading: string; intro: (name: string) => string; thanks: string; view: string }

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (name) => `Your review of ${name} is live`,
    heading: 'Thank you for your review',
    intro: (name) => `Your review of ${name} is now on the product page, where it helps others choose their size:`,
    thanks: 'Thank you for taking the time to tell us how it fits.',
    view: 'See your review',
  },
  es: {
    subject: (name) => `Tu reseña de ${name} ya está publicada`,
    heading: 'Gracias por tu reseña',
    intro: (name) => `Tu reseña de ${name} ya aparece en la página del producto, donde ayuda a otras personas a elegir su talla:`,
    thanks: 'Gracias por tomarte el tiempo de contarnos cómo te queda.',
    view: 'Ver tu reseña',
  },
  fr: {
    subject: (name) => `Votre avis sur ${name} est en ligne`,
    heading: 'Merci pour votre avis',
    intro: (name) => `Votre avis sur ${name} figure désormais sur la page du produit, où il aide d’autres personnes à choisir leur taille :`,
    thanks: 'Merci d’avoir pris le temps de nous dire comment la pièce vous va.',
    view: 'Voir votre avis',
  },
}

export function reviewPublishedEmail(data: ReviewPublishedData): OutgoingEmail {
  const language = emailLanguage(data.language)
  const t = TEXTS[language]
  const subject = t.subject(data.productName)
  const rendered = renderEmail({
    language,
    title: subject,
    preheader: subject,
    heading: t.heading,
    shopUrl: shopHomeOf(data.productUrl, language),
    blocks: [
      { kind: 'paragraph', text: t.intro(data.productName) },
      { kind: 'quote', text: data.title },
      { kind: 'paragraph', text: t.thanks },
      { kind: 'button', label: t.view, url: data.productUrl },
    ],
  })
  return { to: data.to, subject, ...body(rendered), template: 'review_published' }
}
