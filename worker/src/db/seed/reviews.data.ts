// Demo reviews (decision 042): approved reviews in English, Spanish and French on a few products,
// each written by the buyer of a seeded delivered order (a guest order of one line), so the product
// pages, the shop's cards and the JSON-LD show real-looking ratings and fit feedback on first start.
import type { Language } from '#shared/catalogue/catalogue'
import type { ReviewDisplay, ReviewFit } from '#shared/reviews/reviews'

export type SeedReview = {
  productCode: string
  /** The buyer, as the order names them. */
  buyer: string
  email: string
  language: Language
  color: string
  size: string
  rating: number
  fit: ReviewFit
  title: string
  body: string
  display: ReviewDisplay
  /**
   * The order was delivered this many days before the seed runs; the review written a few days
   * later. All older than the demo customer's orders, which the back office lists first.
   */
  deliveredDaysAgo: number
  /** The shop's public reply, if any. */
  reply?: string
}

export const seedReviews: SeedReview[] = [
  {
    productCode: 'EC-1001',
    buyer: 'Sarah Mitchell',
    email: 'sarah.mitchell@example.com',
    language: 'en',
    color: 'nude',
    size: 'M',
    rating: 5,
    fit: 'true_to_size',
    title: 'Invisible under a fitted dress',
    body: 'I wore it all day at a wedding and forgot I had it on. No lines under a satin dress, and the straps stayed put.\nI ordered my usual M and it fits exactly as the size guide says.',
    display: 'first_name_initial',
    deliveredDaysAgo: 110,
    reply: 'Thank you, Sarah! We are so glad it worked for the wedding.',
  },
  {
    productCode: 'EC-1001',
    buyer: 'Valentina Ospina',
    email: 'valentina.ospina@example.com',
    language: 'es',
    color: 'black',
    size: 'S',
    rating: 4,
    fit: 'runs_small',
    title: 'Muy cómoda, pero pide una talla más',
    body: 'La tela es suave y no se enrolla en la cintura. Normalmente uso S y me quedó un poco justa en el busto; con la M habría estado perfecta.',
    display: 'first_name_initial',
    deliveredDaysAgo: 97,
  },
  {
    productCode: 'EC-1001',
    buyer: 'Chloé Lefebvre',
    email: 'chloe.lefebvre@example.com',
    language: 'fr',
    color: 'beige',
    size: 'M',
    rating: 5,
    fit: 'true_to_size',
    title: 'Mon body du quotidien',
    body: 'Je le porte sous mes chemisiers au bureau : il lisse sans comprimer et la couleur beige est vraiment discrète. Taille conforme au guide.',
    display: 'anonymous',
    deliveredDaysAgo: 92,
  },
  {
    productCode: 'SS-2001',
    buyer: 'Daniela Restrepo',
    email: 'daniela.restrepo@example.com',
    language: 'es',
    color: 'beige',
    size: 'M',
    rating: 5,
    fit: 'true_to_size',
    title: 'Indispensable después de mi cirugía',
    body: 'La usé desde la segunda semana de mi lipo. La compresión es firme pero pareja, y el cierre con ganchos hace fácil ponérsela sola. Mi cirujano la aprobó.',
    display: 'first_name_initial',
    deliveredDaysAgo: 150,
    reply: '¡Gracias, Daniela! Te deseamos una pronta recuperación.',
  },
  {
    productCode: 'SS-2001',
    buyer: 'Jessica Turner',
    email: 'jessica.turner@example.com',
    language: 'en',
    color: 'nude',
    size: 'L',
    rating: 4,
    fit: 'runs_small',
    title: 'Great compression, size up if between sizes',
    body: 'Very well made and the compression is exactly what my surgeon asked for. I was between M and L and the L is snug, so I would size up.',
    display: 'first_name_initial',
    deliveredDaysAgo: 124,
  },
  {
    productCode: 'SS-2001',
    buyer: 'Amélie Roux',
    email: 'amelie.roux@example.com',
    language: 'fr',
    color: 'beige',
    size: 'S',
    rating: 5,
    fit: 'true_to_size',
    title: 'Confortable même la nuit',
    body: 'Après mon opération, je l’ai portée jour et nuit pendant trois semaines. Aucune irritation, les coutures sont plates. Taille parfaite.',
    display: 'first_name_initial',
    deliveredDaysAgo: 103,
  },
  {
    productCode: 'SE-3001',
    buyer: 'Mariana López',
    email: 'mariana.lopez@example.com',
    language: 'es',
    color: 'black',
    size: 'M',
    rating: 5,
    fit: 'true_to_size',
    title: 'Levanta de verdad',
    body: 'Se nota la diferencia con jeans. No se sube al caminar y la pretina no marca. Ya pedí otra en color cacao.',
    display: 'first_name_initial',
    deliveredDaysAgo: 117,
  },
  {
    productCode: 'SE-3001',
    buyer: 'Ashley Brooks',
    email: 'ashley.brooks@example.com',
    language: 'en',
    color: 'cocoa',
    size: 'L',
    rating: 3,
    fit: 'runs_large',
    title: 'Nice shape, a bit loose on me',
    body: 'The lift is lovely, but the leg openings were loose on me and it rode up a little by the end of the day. I would take a size down next time.',
    display: 'anonymous',
    deliveredDaysAgo: 95,
    reply: 'Thank you for the honest feedback. Our team will gladly help you exchange it for a smaller size.',
  },
  {
    productCode: 'SE-3001',
    buyer: 'Léa Martin',
    email: 'lea.martin@example.com',
    language: 'fr',
    color: 'black',
    size: 'S',
    rating: 4,
    fit: 'true_to_size',
    title: 'Jolie silhouette sous une robe',
    body: 'Elle galbe bien sans serrer à la taille. Je retire une étoile parce qu’elle chauffe un peu en plein été, mais je la recommande.',
    display: 'first_name_initial',
    deliveredDaysAgo: 90,
  },
]
