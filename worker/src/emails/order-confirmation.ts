// The order confirmation, in the order's language: number and date, every item, the totals, the
// shipping address and a link to the confirmation page. Amounts arrive as the API writes them
// ("89.00", USD) and are shown the way the reader writes money.
import { LOCALE_TAGS, type Language } from '#shared/catalogue/catalogue'
import { MEASURES, type Measure, type Measurements } from '#shared/catalogue/measures'
import { formatAmount, parseAmount } from '#shared/pricing/money'
import { countryName, townLine } from '#shared/schemas/countries'
import { colonOf, renderEmail } from './layout'
import { body, colorName, emailLanguage, formatDate, formatMoney, shopHomeOf, type OutgoingEmail } from './outgoing-email'

export type OrderConfirmationData = {
  to: string
  language: string
  customerName: string
  orderId: string
  orderNumber: string
  createdAt: string
  items: Array<{ productName: string; color: string; size: string; quantity: number; unitPrice: string; lineTotal: string; measurements?: Measurements }>
  subtotal: string
  shipping: string
  /** Every discount together: a discount code's (`promo`) and a loyalty reward's. */
  discount: string
  /** The discount code the order was placed with, and its part of `discount` (decision 034). */
  promo?: { code: string; discount: string } | null
  total: string
  /** Store credit applied to the order (decision 035), "0.00" or absent when none; the card paid the total less it. */
  storeCredit?: string
  shippingAddress: { street: string; city: string; state?: string; postalCode?: string; country: string }
  confirmationUrl: string
  /** Where a return or an exchange is asked for (the order's signed link). */
  returnUrl: string
}

type Texts = {
  subject: (orderNumber: string) => string
  preheader: (name: string) => string
  heading: string
  greeting: (name: string) => string
  intro: string
  orderNumber: string
  orderDate: string
  items: string
  columns: [item: string, quantity: string, total: string]
  each: (price: string) => string
  measurements: string
  madeToMeasure: string
  measures: Record<Measure, string>
  subtotal: string
  shipping: string
  free: string
  discount: string
  promo: (code: string) => string
  total: string
  storeCredit: string
  paidByCard: string
  address: string
  button: string
  questions: string
  returnText: string
  returnLabel: string
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (n) => `Your order ${n} is confirmed`,
    preheader: (name) => `Thank you, ${name}. Here is your order summary.`,
    heading: 'Thank you for your order',
    greeting: (name) => `Hello ${name},`,
    intro: 'We have received your order and are preparing it with care. You will get another email with the tracking number as soon as it ships.',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    items: 'Your items',
    columns: ['Item', 'Qty', 'Total'],
    each: (price) => `${price} each`,
    measurements: 'Measurements',
    madeToMeasure: 'Made to measure',
    measures: { waist: 'Waist', hips: 'Hips', thigh: 'Thigh' },
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    discount: 'Discount',
    promo: (code) => `Code ${code}`,
    total: 'Total',
    storeCredit: 'Store credit',
    paidByCard: 'Paid by card',
    address: 'Shipping address',
    button: 'View your order',
    questions: 'Questions about your order? Write to us from the contact page and mention your order number.',
    returnText: 'Something not right when it arrives? You can ask for a return or an exchange of another size online:',
    returnLabel: 'Return or exchange an item',
  },
  es: {
    subject: (n) => `Tu pedido ${n} está confirmado`,
    preheader: (name) => `Gracias, ${name}. Este es el resumen de tu pedido.`,
    heading: 'Gracias por tu pedido',
    greeting: (name) => `Hola ${name}:`,
    intro: 'Recibimos tu pedido y lo estamos preparando con cuidado. Te enviaremos otro correo con el número de guía en cuanto salga.',
    orderNumber: 'Número de pedido',
    orderDate: 'Fecha del pedido',
    items: 'Tus productos',
    columns: ['Producto', 'Cant.', 'Total'],
    each: (price) => `${price} c/u`,
    measurements: 'Medidas',
    madeToMeasure: 'Hecha a la medida',
    measures: { waist: 'Cintura', hips: 'Cadera', thigh: 'Muslo' },
    subtotal: 'Subtotal',
    shipping: 'Envío',
    free: 'Gratis',
    discount: 'Descuento',
    promo: (code) => `Código ${code}`,
    total: 'Total',
    storeCredit: 'Saldo a favor',
    paidByCard: 'Pagado con tarjeta',
    address: 'Dirección de envío',
    button: 'Ver tu pedido',
    questions: '¿Tienes preguntas sobre tu pedido? Escríbenos desde la página de contacto e indica tu número de pedido.',
    returnText: '¿Algo no está bien cuando llegue? Puedes pedir una devolución o un cambio de talla en línea:',
    returnLabel: 'Devolver o cambiar un artículo',
  },
  fr: {
    subject: (n) => `Votre commande ${n} est confirmée`,
    preheader: (name) => `Merci, ${name}. Voici le récapitulatif de votre commande.`,
    heading: 'Merci pour votre commande',
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Nous avons bien reçu votre commande et la préparons avec soin. Vous recevrez un autre e-mail avec le numéro de suivi dès son expédition.',
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de commande',
    items: 'Vos articles',
    columns: ['Article', 'Qté', 'Total'],
    each: (price) => `${price} l’unité`,
    measurements: 'Mesures',
    madeToMeasure: 'Sur mesure',
    measures: { waist: 'Tour de taille', hips: 'Tour de hanches', thigh: 'Tour de cuisse' },
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    free: 'Offerte',
    discount: 'Remise',
    promo: (code) => `Code ${code}`,
    total: 'Total',
    storeCredit: 'Avoir',
    paidByCard: 'Payé par carte',
    address: 'Adresse de livraison',
    button: 'Voir votre commande',
    questions: 'Une question sur votre commande ? Écrivez-nous depuis la page de contact en indiquant votre numéro de commande.',
    returnText: 'Un souci à la réception ? Vous pouvez demander un retour ou un échange de taille en ligne :',
    returnLabel: 'Retourner ou échanger un article',
  },
}

const isZero = (amount: string) => Number(amount) === 0

/** "Waist 72.5 cm · Hips 101 cm · Thigh 55 cm", with the reader's decimal mark. */
function measurementsText(m: Measurements, t: Texts, language: Language): string {
  const number = new Intl.NumberFormat(LOCALE_TAGS[language], { maximumFractionDigits: 1 })
  return MEASURES.map((measure) => `${t.measures[measure]} ${number.format(m[measure])} ${m.unit}`).join(' · ')
}

export function orderConfirmationEmail(data: OrderConfirmationData): OutgoingEmail {
  const language = emailLanguage(data.language)
  const otherDiscount = formatAmount(parseAmount(data.discount.replace(/^-/, '')) - (data.promo ? parseAmount(data.promo.discount) : 0))
  const t = TEXTS[language]
  const money = (amount: string) => formatMoney(amount, language)
  const address = data.shippingAddress
  const subject = t.subject(data.orderNumber)
  const rendered = renderEmail({
    language,
    title: subject,
    preheader: t.preheader(data.customerName),
    heading: t.heading,
    shopUrl: shopHomeOf(data.confirmationUrl, language),
    blocks: [
      { kind: 'paragraph', text: t.greeting(data.customerName) },
      { kind: 'paragraph', text: t.intro },
      {
        kind: 'facts',
        rows: [
          [t.orderNumber, data.orderNumber],
          [t.orderDate, formatDate(data.createdAt, language)],
        ],
      },
      {
        kind: 'table',
        caption: t.items,
        columns: t.columns,
        align: ['left', 'right', 'right'],
        rows: data.items.map((item) => [
          [
            item.productName,
            // A made-to-measure line's size is its measurements in short ("cm 72/101/55"): spelt out instead.
            `${colorName(item.color, language)} · ${item.measurements ? t.madeToMeasure : item.size} · ${t.each(money(item.unitPrice))}`,
            ...(item.measurements ? [`${t.measurements}${colonOf(language)} ${measurementsText(item.measurements, t, language)}`] : []),
          ].join('\n'),
          String(item.quantity),
          money(item.lineTotal),
        ]),
      },
      {
        kind: 'facts',
        rows: [
          [t.subtotal, money(data.subtotal)],
          [t.shipping, isZero(data.shipping) ? t.free : money(data.shipping)],
          ...(data.promo ? [[t.promo(data.promo.code), `−${money(data.promo.discount)}`] as const] : []),
          // What is left of the discount once the code's part is shown: a loyalty reward.
          ...(isZero(otherDiscount) ? [] : [[t.discount, `−${money(otherDiscount)}`] as const]),
          [t.total, money(data.total)],
          // Credit paid part of it (or all of it): what it paid, and what was left for the card.
          ...(data.storeCredit && !isZero(data.storeCredit)
            ? ([
                [t.storeCredit, `−${money(data.storeCredit)}`],
                [t.paidByCard, money(formatAmount(parseAmount(data.total) - parseAmount(data.storeCredit)))],
              ] as const)
            : []),
        ],
      },
      { kind: 'heading', text: t.address },
      {
        kind: 'paragraph',
        text: [
          data.customerName,
          address.street,
          townLine(address),
          countryName(address.country, LOCALE_TAGS[language]),
        ].join('\n'),
      },
      { kind: 'button', label: t.button, url: data.confirmationUrl },
      { kind: 'link', text: t.returnText, label: t.returnLabel, url: data.returnUrl },
      { kind: 'note', text: t.questions },
    ],
  })
  return { to: data.to, subject, ...body(rendered), template: 'order_confirmation' }
}
