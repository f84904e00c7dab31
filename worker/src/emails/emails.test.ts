// Every email template, rendered in English, Spanish and French as its reader gets it: complete
// texts in the reader's language, both parts saying the same, links absolute and localized, and
// whatever a user typed shown as text, never as markup.
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '#shared/catalogue/catalogue'
import { backInStockEmail } from './back-in-stock'
import { contactNotificationEmail } from './contact-notification'
import { disputeNotificationEmail } from './dispute-notification'
import { latePaymentNotificationEmail } from './late-payment-notification'
import { escapeHtml } from './layout'
import { newsletterWelcomeEmail } from './newsletter-welcome'
import { orderConfirmationEmail, type OrderConfirmationData } from './order-confirmation'
import type { OutgoingEmail } from './outgoing-email'
import { passwordResetEmail } from './password-reset'
import { shippingNoticeEmail } from './shipping-notice'
import { storeCreditIssuedEmail } from './store-credit-issued'
import { wholesaleAcknowledgementEmail } from './wholesale-acknowledgement'
import { wholesaleNotificationEmail } from './wholesale-notification'

const ORIGIN = 'https://shop.example.com'
const EVIL = '<script>alert("x")</script>'

const order = (language: string, over: Partial<OrderConfirmationData> = {}): OrderConfirmationData => ({
  to: 'valentina@example.com',
  language,
  customerName: 'Valentina Ríos',
  orderId: '6f1c2a4e-0000-4000-8000-000000000001',
  orderNumber: 'FB-2026-00042',
  createdAt: '2026-05-01T15:30:00.000Z',
  items: [
    { productName: 'Sculpting Bodysuit', color: 'cocoa', size: 'M', quantity: 2, unitPrice: '89.00', lineTotal: '178.00' },
    { productName: 'Post-Surgery Faja', color: 'black', size: 'cm 72.5/101/55', quantity: 1, unitPrice: '120.00', lineTotal: '120.00', measurements: { unit: 'cm', waist: 72.5, hips: 101, thigh: 55 } },
  ],
  subtotal: '298.00',
  shipping: '0.00',
  discount: '12.00',
  total: '286.00',
  shippingAddress: { street: 'Calle 10 #43-12', city: 'Medellín', state: 'Antioquia', postalCode: '050021', country: 'Colombia' },
  confirmationUrl: `${ORIGIN}${language === 'en' ? '' : `/${language}`}/order-confirmation/6f1c2a4e-0000-4000-8000-000000000001`,
  returnUrl: `${ORIGIN}${language === 'en' ? '' : `/${language}`}/returns/new/6f1c2a4e-0000-4000-8000-000000000001?key=k`,
  ...over,
})

const wholesaleItems = [
  { productName: 'Everyday Shaper', productCode: 'FB-ES-01', color: 'beige', size: 'S', quantity: 24 },
  { productName: 'Everyday Shaper', productCode: 'FB-ES-01', color: 'nude', size: 'M', quantity: 36 },
]

/** Each customer-facing template, in a language, with realistic data. */
const CUSTOMER_EMAILS: Record<string, (language: Language) => OutgoingEmail> = {
  password_reset: (language) => passwordResetEmail({ to: 'ana@example.com', firstName: 'Ana', language, origin: ORIGIN, token: 'reset-token-123' }),
  newsletter_welcome: (language) => newsletterWelcomeEmail({ to: 'ana@example.com', language, origin: ORIGIN }),
  order_confirmation: (language) => orderConfirmationEmail(order(language)),
  shipping_notice: (language) =>
    shippingNoticeEmail({
      to: 'valentina@example.com',
      language,
      customerName: 'Valentina',
      orderNumber: 'FB-2026-00042',
      carrier: 'Servientrega',
      trackingNumber: 'SV123456789CO',
      trackingUrl: 'https://carrier.example/track?n=SV123456789CO',
      estimatedDelivery: '2026-05-06',
      orderUrl: `${ORIGIN}/dashboard/orders/6f1c2a4e`,
      returnUrl: `${ORIGIN}/returns/new/6f1c2a4e?key=k`,
    }),
  store_credit_issued: (language) =>
    storeCreditIssuedEmail({
      to: 'valentina@example.com',
      language,
      customerName: 'Valentina',
      amount: '10.00',
      balance: '35.50',
      reason: { kind: 'goodwill', note: 'Sorry for the late delivery <3' },
      dashboardUrl: `${ORIGIN}${language === 'en' ? '' : `/${language}`}/dashboard`,
    }),
  wholesale_acknowledgement: (language) =>
    wholesaleAcknowledgementEmail({ to: 'buyer@boutique.example', language, contactName: 'Marie Dubois', companyName: 'Boutique Silhouette', reference: 'WS-2026-0007', items: wholesaleItems }),
  back_in_stock: (language) =>
    backInStockEmail({
      to: 'ana@example.com',
      language,
      productName: 'Sculpting Bodysuit',
      color: 'cocoa',
      size: 'M',
      productUrl: `${ORIGIN}${language === 'en' ? '' : `/${language}`}/product/p1?color=cocoa&size=M`,
      unsubscribeUrl: `${ORIGIN}${language === 'en' ? '' : `/${language}`}/stock-alerts/unsubscribe?token=a1.b2`,
      origin: ORIGIN,
    }),
}

/** The emails to the team, in English whatever the customer's language. */
const TEAM_EMAILS: Record<string, () => OutgoingEmail> = {
  contact_notification: () =>
    contactNotificationEmail({
      supportEmail: 'support@example.com',
      message: { name: 'Ana María', email: 'ana@example.com', language: 'es', subject: 'Tallas', message: '¿S o M?\nUso talla 10.', receivedAt: '2026-05-01T12:00:00.000Z' },
    }),
  wholesale_notification: () =>
    wholesaleNotificationEmail({
      to: 'sales@example.com',
      inquiry: { reference: 'WS-2026-0007', companyName: 'Boutique Silhouette', contactName: 'Marie Dubois', email: 'buyer@boutique.example', phone: '+33 1 23 45 67 89', country: 'France', notes: 'Delivery before June, please.', items: wholesaleItems },
      adminUrl: `${ORIGIN}/admin/wholesale`,
    }),
  late_payment_notification: () =>
    latePaymentNotificationEmail({
      to: 'support@example.com',
      outcome: 'refunded',
      order: { number: 'A1B2C3D4', customerName: 'Ana María', customerEmail: 'ana@example.com', totalCents: 13800, cancelledAt: '2026-05-01T12:00:00.000Z' },
      paymentIntentId: 'pi_123',
      adminUrl: `${ORIGIN}/admin/orders?order=x`,
    }),
  dispute_notification: () =>
    disputeNotificationEmail({
      to: 'support@example.com',
      change: 'opened',
      order: { number: 'A1B2C3D4', customerName: 'Ana María', customerEmail: 'ana@example.com' },
      dispute: { id: 'dp_1', amountCents: 13800, currency: 'usd', reason: 'product_not_received', status: 'needs_response', evidenceDueBy: '2026-05-08T23:59:59.000Z' },
      adminUrl: `${ORIGIN}/admin/orders?order=x`,
    }),
}

/** Text a template must never show: a missing value, or markup of its own in the text part. */
function expectComplete(email: OutgoingEmail, label: string) {
  for (const [part, value] of Object.entries({ subject: email.subject, text: email.bodyText, html: email.bodyHtml })) {
    expect(value.trim(), `${label} ${part}`).not.toBe('')
    expect(value, `${label} ${part}`).not.toMatch(/undefined|\bnull\b|NaN|\[object Object\]/)
  }
  expect(email.bodyText, label).not.toMatch(/<\/?(p|a|br|div|span|table|tr|td|h\d|strong|em|blockquote)\b/i)
  // No remote images or scripts: nothing the mail app would fetch or run.
  expect(email.bodyHtml, label).not.toMatch(/<img|<script|\bsrc=|url\(/i)
  // Every link is absolute, and every link of the HTML part is in the text part too.
  const htmlLinks = [...email.bodyHtml.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  for (const link of htmlLinks) {
    expect(link, label).toMatch(/^https:\/\//)
    expect(email.bodyText, `${label}: ${link} in the text part`).toContain(link)
  }
}

describe('customer emails', () => {
  it.each(Object.keys(CUSTOMER_EMAILS))('%s renders completely in en, es and fr, each in its own language', (name) => {
    const rendered = LANGUAGES.map((language) => ({ language, email: CUSTOMER_EMAILS[name]!(language) }))
    for (const { language, email } of rendered) {
      expectComplete(email, `${name} (${language})`)
      expect(email.template).toBe(name)
      expect(email.bodyHtml).toContain(`<html lang="${language}"`)
    }
    // A text left untranslated would make two languages read the same.
    expect(new Set(rendered.map((r) => r.email.subject)).size).toBe(3)
    expect(new Set(rendered.map((r) => r.email.bodyText)).size).toBe(3)
  })

  it('links each reader to the pages of their language', () => {
    expect(CUSTOMER_EMAILS.password_reset!('en').bodyText).toContain(`${ORIGIN}/reset-password?token=reset-token-123`)
    expect(CUSTOMER_EMAILS.password_reset!('es').bodyText).toContain(`${ORIGIN}/es/reset-password?token=reset-token-123`)
    expect(CUSTOMER_EMAILS.newsletter_welcome!('fr').bodyText).toContain(`${ORIGIN}/fr/unsubscribe?email=ana%40example.com`)
  })

  it('marks the reset token as a secret and gives the welcome email a List-Unsubscribe header', () => {
    expect(CUSTOMER_EMAILS.password_reset!('en').secrets).toEqual(['reset-token-123'])
    expect(CUSTOMER_EMAILS.newsletter_welcome!('es').headers).toEqual({ 'List-Unsubscribe': `<${ORIGIN}/es/unsubscribe?email=ana%40example.com>` })
  })

  it('shows an order’s amounts and dates the way its reader writes them, free shipping as such, and the discount', () => {
    const en = orderConfirmationEmail(order('en')).bodyText
    expect(en).toContain('$178.00')
    expect(en).toContain('Total: $286.00')
    expect(en).toContain('Shipping: Free')
    expect(en).toContain('Discount: −$12.00')
    expect(en).toContain('May 1, 2026')
    expect(en).toContain('Cocoa · M · $89.00 each')
    // A made-to-measure line names its measurements, not the short size it is stored under.
    expect(en).toContain('Black · Made to measure · $120.00 each')
    expect(en).toContain('Measurements: Waist 72.5 cm · Hips 101 cm · Thigh 55 cm')
    expect(en).not.toContain('cm 72.5/101/55')
    expect(en).toContain('Medellín, Antioquia, 050021')
    const es = orderConfirmationEmail(order('es')).bodyText
    expect(es).toMatch(/Total: US\$\s286,00/)
    expect(es).toContain('Envío: Gratis')
    expect(es).toContain('1 de mayo de 2026')
    expect(es).toContain('Cacao · M')
    expect(es).toContain('Negro · Hecha a la medida')
    expect(es).toContain('Medidas: Cintura 72,5 cm · Cadera 101 cm · Muslo 55 cm')
    expect(orderConfirmationEmail(order('fr')).bodyText).toContain('Mesures : Tour de taille 72,5 cm · Tour de hanches 101 cm · Tour de cuisse 55 cm')
    const fr = orderConfirmationEmail(order('fr')).bodyText
    expect(fr).toMatch(/Total : 286,00\s\$US/)
    expect(fr).toContain('Livraison : Offerte')
    expect(fr).toContain('1 mai 2026')
    // No discount, paid shipping: the discount row goes and shipping shows its price.
    const plain = orderConfirmationEmail(order('en', { discount: '0.00', shipping: '10.00' })).bodyText
    expect(plain).not.toContain('Discount')
    expect(plain).toContain('Shipping: $10.00')
    // A discount code's part has its own row; the rest of the discount is the reward's.
    const withCode = (language: Language) => orderConfirmationEmail(order(language, { discount: '42.00', promo: { code: 'GRACIAS15', discount: '30.00' } })).bodyText
    expect(withCode('en')).toContain('Code GRACIAS15: −$30.00\nDiscount: −$12.00')
    expect(withCode('es')).toMatch(/Código GRACIAS15: −US\$\s30,00\nDescuento: −US\$\s12,00/)
    expect(withCode('fr')).toMatch(/Code GRACIAS15 : −30,00\s\$US\nRemise : −12,00\s\$US/)
    expect(orderConfirmationEmail(order('en', { discount: '30.00', promo: { code: 'GRACIAS15', discount: '30.00' } })).bodyText).not.toContain('Discount')
  })

  it('writes the delivery address as its country does, the country named in the reader’s language', () => {
    const lyon = { street: '12 rue de la République', city: 'Lyon', postalCode: '69002', country: 'FR' }
    expect(orderConfirmationEmail(order('es', { shippingAddress: lyon })).bodyText).toContain('12 rue de la République\n69002 Lyon\nFrancia')
    expect(orderConfirmationEmail(order('fr', { shippingAddress: lyon })).bodyText).toContain('69002 Lyon\nFrance')
  })

  it('sends the shipping notice without a tracking link to the order instead', () => {
    const email = shippingNoticeEmail({ to: 'v@example.com', language: 'es', customerName: 'Valentina', orderNumber: 'FB-1', carrier: 'Envia', trackingNumber: 'E1', orderUrl: `${ORIGIN}/es/dashboard/orders/1`, returnUrl: `${ORIGIN}/es/returns/new/1?key=k` })
    expectComplete(email, 'shipping without tracking')
    expect(email.bodyText).toContain(`Ver tu pedido:\n${ORIGIN}/es/dashboard/orders/1`)
    // A return or an exchange is asked for from the email itself (the order's signed link).
    expect(email.bodyText).toContain(`un cambio de talla en línea:\n${ORIGIN}/es/returns/new/1?key=k`)
    expect(email.bodyText).not.toContain('Entrega estimada')
  })

  it('tells the customer a refund taken as store credit came with its 10 % bonus, and their balance', () => {
    const email = storeCreditIssuedEmail({
      to: 'v@example.com',
      language: 'fr',
      customerName: 'Valentina',
      amount: '110.00',
      balance: '110.00',
      reason: { kind: 'refund', orderNumber: 'A1B2C3D4', refund: '100.00', bonus: '10.00' },
      dashboardUrl: `${ORIGIN}/fr/dashboard`,
    })
    expectComplete(email, 'store credit for a refund')
    expect(email.subject).toContain('110,00')
    expect(email.bodyText).toContain('A1B2C3D4')
    expect(email.bodyText).toContain('bonus de 10 %')
    expect(email.bodyText).toContain(`${ORIGIN}/fr/dashboard`)
  })

  it('shows the store credit an order used and what the card paid, and nothing of it without', () => {
    const email = orderConfirmationEmail(order('es', { storeCredit: '30.00' }))
    expectComplete(email, 'order paid partly by credit')
    expect(email.bodyText).toMatch(/Saldo a favor: −US\$\s30,00/)
    expect(email.bodyText).toMatch(/Pagado con tarjeta: US\$\s256,00/)
    expect(orderConfirmationEmail(order('es', { storeCredit: '0.00' })).bodyText).not.toContain('Saldo a favor')
  })

  it('promises the wholesale buyer a quote within 24-48 hours', () => {
    expect(CUSTOMER_EMAILS.wholesale_acknowledgement!('en').bodyText).toContain('within 24-48 hours')
    expect(CUSTOMER_EMAILS.wholesale_acknowledgement!('es').bodyText).toContain('24-48 horas')
    expect(CUSTOMER_EMAILS.wholesale_acknowledgement!('fr').bodyText).toContain('24 à 48 heures')
  })
})

describe('team emails', () => {
  it.each(Object.keys(TEAM_EMAILS))('%s renders completely, in English, with Reply-To set to the customer', (name) => {
    const email = TEAM_EMAILS[name]!()
    expectComplete(email, name)
    expect(email.template).toBe(name)
    expect(email.bodyHtml).toContain('<html lang="en"')
    expect(email.replyTo).toBe(name === 'wholesale_notification' ? 'buyer@boutique.example' : 'ana@example.com')
  })

  it('say what happened to a late payment and what a dispute is about, with its deadline', () => {
    expect(TEAM_EMAILS.late_payment_notification!().subject).toBe('Order A1B2C3D4 refunded: paid after it was cancelled')
    expect(TEAM_EMAILS.late_payment_notification!().bodyText).toContain('$138.00')
    const dispute = TEAM_EMAILS.dispute_notification!()
    expect(dispute.subject).toBe('Dispute opened on order A1B2C3D4: product not received')
    expect(dispute.bodyText).toContain('138.00 USD')
    expect(dispute.bodyText).toContain('2026-05-08T23:59:59.000Z')
  })

  it('quotes the customer’s message and notes as they wrote them, line breaks included', () => {
    const contact = TEAM_EMAILS.contact_notification!()
    expect(contact.bodyText).toContain('> ¿S o M?\n> Uso talla 10.')
    expect(contact.bodyHtml).toContain('¿S o M?<br>Uso talla 10.')
    expect(TEAM_EMAILS.wholesale_notification!().bodyText).toContain('Requested items (60 units)')
  })
})

describe('user input in emails', () => {
  const hostile = {
    password_reset: passwordResetEmail({ to: 'a@example.com', firstName: EVIL, language: 'en', origin: ORIGIN, token: 't' }),
    order_confirmation: orderConfirmationEmail(
      order('es', {
        customerName: EVIL,
        items: [{ productName: EVIL, color: EVIL, size: 'M', quantity: 1, unitPrice: '1.00', lineTotal: '1.00', measurements: { unit: 'in', waist: 30, hips: 40, thigh: 22 } }],
        shippingAddress: { street: EVIL, city: EVIL, country: EVIL },
      }),
    ),
    shipping_notice: shippingNoticeEmail({ to: 'a@example.com', language: 'fr', customerName: EVIL, orderNumber: EVIL, carrier: EVIL, trackingNumber: EVIL, orderUrl: `${ORIGIN}/fr/x`, returnUrl: `${ORIGIN}/fr/returns/new/x` }),
    wholesale_acknowledgement: wholesaleAcknowledgementEmail({ to: 'a@example.com', language: 'en', contactName: EVIL, companyName: EVIL, reference: 'WS-1', items: [{ ...wholesaleItems[0]!, productName: EVIL }] }),
    contact_notification: contactNotificationEmail({
      supportEmail: 's@example.com',
      message: { name: EVIL, email: 'a@example.com', language: EVIL, subject: EVIL, message: EVIL, receivedAt: '2026-05-01T12:00:00.000Z' },
    }),
    late_payment_notification: latePaymentNotificationEmail({
      to: 's@example.com',
      outcome: 'restored',
      order: { number: EVIL, customerName: EVIL, customerEmail: 'a@example.com', totalCents: 100, cancelledAt: null },
      paymentIntentId: EVIL,
      adminUrl: `${ORIGIN}/admin`,
    }),
    dispute_notification: disputeNotificationEmail({
      to: 's@example.com',
      change: 'closed',
      order: { number: EVIL, customerName: EVIL, customerEmail: 'a@example.com' },
      dispute: { id: EVIL, amountCents: 100, currency: 'usd', reason: EVIL, status: 'lost', evidenceDueBy: null },
      adminUrl: `${ORIGIN}/admin`,
    }),
    back_in_stock: backInStockEmail({ to: 'a@example.com', language: 'es', productName: EVIL, color: EVIL, size: 'M', productUrl: `${ORIGIN}/es/product/p1`, unsubscribeUrl: `${ORIGIN}/es/stock-alerts/unsubscribe?token=t`, origin: ORIGIN }),
    wholesale_notification: wholesaleNotificationEmail({
      to: 's@example.com',
      inquiry: { reference: EVIL, companyName: EVIL, contactName: EVIL, email: 'a@example.com', phone: EVIL, country: EVIL, notes: EVIL, items: [{ ...wholesaleItems[0]!, productCode: EVIL }] },
      adminUrl: `${ORIGIN}/admin`,
    }),
  }

  it.each(Object.entries(hostile))('%s shows <script> as text in its HTML part', (_name, email) => {
    expect(email.bodyHtml).not.toContain('<script')
    expect(email.bodyHtml).toContain(escapeHtml(EVIL))
    // The plain-text part is text: it shows what was typed.
    expect(email.bodyText).toContain(EVIL)
  })

  it('never turns a link that is not http(s) into a link', () => {
    const email = shippingNoticeEmail({ to: 'a@example.com', language: 'en', customerName: 'A', orderNumber: '1', carrier: 'C', trackingNumber: 'T', trackingUrl: 'javascript:alert(1)', orderUrl: `${ORIGIN}/x`, returnUrl: `${ORIGIN}/returns/new/x` })
    expect(email.bodyHtml).not.toContain('href="javascript:')
  })
})
