import type { discountCodes } from '#worker/db/schema'
import type { AccountType } from '#shared/schemas/auth'

type SeedOffer = {
  titleEn: string
  titleEs: string
  titleFr: string
  descriptionEn: string
  descriptionEs: string
  descriptionFr: string
  targetRole: AccountType | null
  /** The code of seedDiscountCodes the offer links (stored as the code's id). */
  discountCode: string
  ctaLinkEn: string
  ctaLinkEs: string
  ctaLinkFr: string
  startDaysAgo: number
  endInDays: number
}

export const seedOffers: SeedOffer[] = [
  {
    titleEn: '15% off your next faja',
    titleEs: '15 % de descuento en tu próxima faja',
    titleFr: '15 % de remise sur votre prochaine gaine',
    descriptionEn:
      'A thank-you for being part of our community: use the code at checkout for 15% off any piece from our Sculpt & Support collection. Orders from $100 ship free.',
    descriptionEs:
      'Un detalle por ser parte de nuestra comunidad: usa el código al pagar y obtén 15 % de descuento en cualquier prenda de la colección Moldea y Soporta. Envío gratis en compras desde $100.',
    descriptionFr:
      'Pour vous remercier de votre fidélité : saisissez ce code au paiement et profitez de 15 % de remise sur toute la collection Galbe & Maintien. Livraison offerte dès 100 $ d’achat.',
    targetRole: 'customer',
    discountCode: 'GRACIAS15',
    ctaLinkEn: '/shop',
    ctaLinkEs: '/es/shop',
    ctaLinkFr: '/fr/shop',
    startDaysAgo: 5,
    endInDays: 25,
  },
  {
    titleEn: 'Wholesale: free custom sizing on your first order',
    titleEs: 'Mayoristas: tallaje a la medida gratis en tu primer pedido',
    titleFr: 'Revendeurs : ajustement sur mesure offert à la première commande',
    descriptionEn:
      'Approved partners placing a first order of 12 units or more per style get complimentary made-to-measure adjustments on up to 6 pieces. Request your quote and we will reply within 24-48 hours.',
    descriptionEs:
      'Los aliados aprobados que hagan un primer pedido de 12 unidades o más por referencia reciben ajustes a la medida sin costo en hasta 6 prendas. Solicita tu cotización y te respondemos en 24 a 48 horas.',
    descriptionFr:
      'Les partenaires validés qui passent une première commande d’au moins 12 pièces par modèle bénéficient de retouches sur mesure offertes sur 6 pièces maximum. Demandez votre devis : réponse sous 24 à 48 heures.',
    targetRole: 'wholesale',
    discountCode: 'MAYORISTA-FIT',
    ctaLinkEn: '/wholesale',
    ctaLinkEs: '/es/wholesale',
    ctaLinkFr: '/fr/wholesale',
    startDaysAgo: 10,
    endInDays: 50,
  },
]

/**
 * The discount codes the offers above name, so what they promise is true (decision 034). Dates
 * follow the offer naming the code; `productCodes` are resolved to the seed products' ids.
 */
export const seedDiscountCodes: (Omit<typeof discountCodes.$inferInsert, 'productIds' | 'startsAt' | 'endsAt'> & { code: string; productCodes: string[] })[] = [
  // "15% off any piece from our Sculpt & Support collection", for customers: once per customer,
  // made-to-measure pieces included, with a loyalty reward too.
  {
    code: 'GRACIAS15',
    kind: 'percent',
    amount: 15,
    audience: 'customers',
    scope: 'categories',
    categories: ['sculpt-support'],
    productCodes: [],
    perCustomerLimit: 1,
    includesMadeToMeasure: true,
    combinesWithRewards: true,
  },
  // "Complimentary made-to-measure adjustments" for approved partners' first order: 20 % off the
  // made-to-measure pieces (about what their fitting adds to the standard cut), once per wholesale
  // account, not with a loyalty reward. The offer's 12-units-per-style and 6-pieces terms apply to
  // quoted wholesale orders, which the team prices; a code cannot express them.
  {
    code: 'MAYORISTA-FIT',
    kind: 'percent',
    amount: 20,
    audience: 'wholesale',
    scope: 'products',
    productCodes: ['SS-2005', 'SS-2006', 'SE-3006'],
    perCustomerLimit: 1,
    includesMadeToMeasure: true,
    combinesWithRewards: false,
  },
]
