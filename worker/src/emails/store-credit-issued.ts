// Tells the customer store credit was issued to them (decision 035): how much, why (a refund taken
// as credit, with its 10 % bonus, or the staff's goodwill reason in their own words), the balance
// now, and a link to the dashboard where the credit and its history are.
import type { Language } from '#shared/catalogue/catalogue'
import { STORE_CREDIT_BONUS_PERCENT } from '#shared/pricing/store-credit'
import type { EmailBlock } from './layout'
import { renderEmail } from './layout'
import { body, emailLanguage, formatMoney, shopHomeOf, type OutgoingEmail } from './outgoing-email'

type StoreCreditIssuedData = {
  to: string
  language: string
  customerName: string
  /** What was credited ("110.00"), and the balance after it. */
  amount: string
  balance: string
  /** A refund of an order taken as credit (the refund and its bonus), or goodwill with the staff's reason. */
  reason: { kind: 'refund'; orderNumber: string; refund: string; bonus: string } | { kind: 'goodwill'; note: string }
  dashboardUrl: string
}

type Texts = {
  subject: (amount: string) => string
  preheader: (balance: string) => string
  heading: string
  greeting: (name: string) => string
  refundIntro: (amount: string, orderNumber: string) => string
  refundBonus: (refund: string, bonus: string, percent: number) => string
  goodwillIntro: (amount: string) => string
  goodwillReason: string
  credited: string
  balance: string
  howToUse: string
  neverExpires: string
  view: string
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (amount) => `You have ${amount} in store credit`,
    preheader: (balance) => `Your store credit balance is now ${balance}.`,
    heading: 'Store credit for you',
    greeting: (name) => `Hello ${name},`,
    refundIntro: (amount, n) => `Your refund for order ${n} was issued as store credit: ${amount} is now in your account.`,
    refundBonus: (refund, bonus, percent) => `That is the ${refund} refunded plus a ${percent}% bonus of ${bonus}.`,
    goodwillIntro: (amount) => `We have added ${amount} of store credit to your account.`,
    goodwillReason: 'A note from our team:',
    credited: 'Credit added',
    balance: 'Your balance',
    howToUse: 'Sign in and choose to use your store credit at checkout: it pays your order before the card, which pays whatever is left.',
    neverExpires: 'Your store credit never expires.',
    view: 'See your store credit',
  },
  es: {
    subject: (amount) => `Tienes ${amount} de saldo a favor`,
    preheader: (balance) => `Tu saldo a favor ahora es de ${balance}.`,
    heading: 'Saldo a favor para ti',
    greeting: (name) => `Hola ${name}:`,
    refundIntro: (amount, n) => `El reembolso de tu pedido ${n} se emitió como saldo a favor: ya tienes ${amount} en tu cuenta.`,
    refundBonus: (refund, bonus, percent) => `Son los ${refund} reembolsados más un bono del ${percent} % de ${bonus}.`,
    goodwillIntro: (amount) => `Agregamos ${amount} de saldo a favor a tu cuenta.`,
    goodwillReason: 'Una nota de nuestro equipo:',
    credited: 'Saldo agregado',
    balance: 'Tu saldo',
    howToUse: 'Inicia sesión y elige usar tu saldo a favor al pagar: cubre tu pedido antes que la tarjeta, que paga lo que falte.',
    neverExpires: 'Tu saldo a favor nunca vence.',
    view: 'Ver tu saldo a favor',
  },
  fr: {
    subject: (amount) => `Vous avez un avoir de ${amount}`,
    preheader: (balance) => `Le solde de votre avoir est maintenant de ${balance}.`,
    heading: 'Un avoir pour vous',
    greeting: (name) => `Bonjour ${name},`,
    refundIntro: (amount, n) => `Le remboursement de votre commande ${n} a été émis en avoir : ${amount} sont maintenant sur votre compte.`,
    refundBonus: (refund, bonus, percent) => `Cela correspond aux ${refund} remboursés, plus un bonus de ${percent} % de ${bonus}.`,
    goodwillIntro: (amount) => `Nous avons ajouté un avoir de ${amount} à votre compte.`,
    goodwillReason: 'Un mot de notre équipe :',
    credited: 'Avoir ajouté',
    balance: 'Votre solde',
    howToUse: 'Connectez-vous et choisissez d’utiliser votre avoir au paiement : il règle votre commande avant la carte, qui paie le reste.',
    neverExpires: 'Votre avoir n’expire jamais.',
    view: 'Voir votre avoir',
  },
}

export function storeCreditIssuedEmail(data: StoreCreditIssuedData): OutgoingEmail {
  const language = emailLanguage(data.language)
  const t = TEXTS[language]
  const money = (amount: string) => formatMoney(amount, language)
  const subject = t.subject(money(data.amount))
  const why: EmailBlock[] =
    data.reason.kind === 'refund'
      ? [
          { kind: 'paragraph', text: t.refundIntro(money(data.amount), data.reason.orderNumber) },
          { kind: 'paragraph', text: t.refundBonus(money(data.reason.refund), money(data.reason.bonus), STORE_CREDIT_BONUS_PERCENT) },
        ]
      : [
          { kind: 'paragraph', text: t.goodwillIntro(money(data.amount)) },
          { kind: 'paragraph', text: t.goodwillReason },
          { kind: 'quote', text: data.reason.note },
        ]
  const rendered = renderEmail({
    language,
    title: subject,
    preheader: t.preheader(money(data.balance)),
    heading: t.heading,
    shopUrl: shopHomeOf(data.dashboardUrl, language),
    blocks: [
      { kind: 'paragraph', text: t.greeting(data.customerName) },
      ...why,
      {
        kind: 'facts',
        rows: [
          [t.credited, money(data.amount)],
          [t.balance, money(data.balance)],
        ],
      },
      { kind: 'paragraph', text: `${t.howToUse} ${t.neverExpires}` },
      { kind: 'button', label: t.view, url: data.dashboardUrl },
    ],
  })
  return { to: data.to, subject, ...body(rendered), template: 'store_credit_issued' }
}
