// Content and contact as a new visitor meets them, in English, Spanish and French: FAQ anchors from
// the footer, the blog filter and an article, the contact form, newsletter subscribe/unsubscribe,
// one shipping rule everywhere, accessibility and a clean console.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FLAT_SHIPPING_CENTS, FREE_SHIPPING_THRESHOLD_CENTS, shippingFor } from '#shared/pricing/shipping'
import { openWithAppHeld } from './support/app-held'
import { newPage, seriousA11yViolations } from './support/browser'
import { setUpShopAndBrowser } from './support/shop-and-browser'

const LANGS = [
  ['en', '', 'en-US'],
  ['es', '/es', 'es-CO'],
  ['fr', '/fr', 'fr-FR'],
] as const
type Lang = (typeof LANGS)[number][0]

// oxlint-disable-next-line typescript/no-explicit-any -- the translation files are untyped JSON, read to compare texts
type Json = Record<string, any>
const locale = (lang: Lang, ns: string): Json =>
  JSON.parse(readFileSync(join(__dirname, `../app/src/locales/${lang}/${ns}.json`), 'utf8'))

const money = (cents: number, tag: string) =>
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100)

const e2e = setUpShopAndBrowser()
let db: Client
beforeAll(async () => {
  db = createClient({ url: `file:${join(e2e.shop.dbDir, 'shop.db')}` })
})
afterAll(async () => {
  db?.close()
})

async function freshPage() {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } })
  const { page, errors } = await newPage(context)
  return { page, errors, close: () => context.close() }
}

async function expectAccessible(page: Page, what: string) {
  const violations = await seriousA11yViolations(page)
  expect(violations, `${what}: ${JSON.stringify(violations, null, 1)}`).toEqual([])
}

/** The answer is open and its top sits below the sticky header, inside the viewport. */
async function expectOpenBelowHeader(page: Page, id: string) {
  await expect.poll(() => page.getAttribute(`#${id}`, 'data-state')).toBe('open')
  await expect
    .poll(async () =>
      page.evaluate((itemId) => {
        const item = document.getElementById(itemId)!.getBoundingClientRect()
        const header = document.querySelector('header')!.getBoundingClientRect()
        return item.top >= header.bottom - 1 && item.top < window.innerHeight / 2
      }, id),
    )
    .toBe(true)
}

/**
 * Each flow runs in full in one language, the languages taking turns, so the suite stays fast
 * (decision 025); the texts of every language are proven by the key-parity unit test, and the
 * shipping-rule test below, whose legal texts are written per language, runs in all three.
 */
const FULL_JOURNEY_IN: Record<'returns' | 'blog' | 'contact' | 'subscribe' | 'subscribeEarly', Lang> = {
  returns: 'fr',
  blog: 'es',
  contact: 'es',
  subscribe: 'fr',
  subscribeEarly: 'en',
}

for (const [lang, prefix, tag] of LANGS) {
  describe(`content pages in ${lang}`, () => {
    /** Registers the flow's test in its language only. */
    const journey = (flow: keyof typeof FULL_JOURNEY_IN) => (name: string, test: () => Promise<void>) => {
      if (FULL_JOURNEY_IN[flow] === lang) it(name, test)
    }
    const faq = locale(lang, 'faq')
    const blog = locale(lang, 'blog')
    const contact = locale(lang, 'contact')
    const newsletter = locale(lang, 'newsletter')
    const validation = locale(lang, 'validation')
    const common = locale(lang, 'common')

    journey('returns')('opens the returns answer below the header from the footer link, from another page and from a direct link', async () => {
      const { page, errors, close } = await freshPage()
      await page.goto(`${e2e.shop.url}${prefix}/blog`)
      await page.click(`footer a[href="${prefix}/faq#returns"]`)
      await page.waitForURL(`**${prefix}/faq#returns`)
      await expectOpenBelowHeader(page, 'returns')
      for (const other of ['shipping', 'sizing', 'care']) expect(await page.getAttribute(`#${other}`, 'data-state')).toBe('closed')
      await expect.poll(() => page.textContent('#returns')).toContain(money(695, tag))

      // Already on the FAQ: the footer link to another answer opens that one instead.
      await page.click(`footer a[href="${prefix}/faq#care"]`)
      await expectOpenBelowHeader(page, 'care')
      expect(await page.getAttribute('#returns', 'data-state')).toBe('closed')

      // One open at a time, and an open one closes again.
      await page.click('#shipping button')
      expect(await page.getAttribute('#shipping', 'data-state')).toBe('open')
      expect(await page.getAttribute('#care', 'data-state')).toBe('closed')
      await page.click('#shipping button')
      expect(await page.getAttribute('#shipping', 'data-state')).toBe('closed')

      await page.click('#shipping button')
      await expectAccessible(page, `faq ${lang}`)

      // A shared link, opened after visiting another page in the same tab.
      await page.goto(`${e2e.shop.url}${prefix}/our-essence`)
      await page.waitForSelector('main h1')
      await page.goto(`${e2e.shop.url}${prefix}/faq#returns`)
      await expectOpenBelowHeader(page, 'returns')
      expect(await page.textContent('main h1')).toBe(faq.title)
      expect(errors).toEqual([])
      await close()
    })

    journey('blog')('filters the blog by category and renders an article with headings, bullets and the checklist', async () => {
      const { page, errors, close } = await freshPage()
      await page.goto(`${e2e.shop.url}${prefix}/blog`)
      await page.waitForSelector('[data-testid="blog-grid"] li')
      expect(await page.locator('[data-testid="blog-grid"] > li').count()).toBe(8)
      await expectAccessible(page, `blog ${lang}`)

      await page.getByRole('button', { name: blog.categories['care-tips'], exact: true }).click()
      await expect.poll(() => page.locator('[data-testid="blog-grid"] > li').count()).toBe(2)
      const categories = await page.locator('[data-testid="blog-grid"] > li').evaluateAll((els) => els.map((e) => e.getAttribute('data-category')))
      expect(categories).toEqual(['care-tips', 'care-tips'])
      expect(await page.getAttribute(`button[aria-pressed="true"]`, 'aria-pressed')).toBe('true')
      expect(await page.textContent('button[aria-pressed="true"]')).toBe(blog.categories['care-tips'])

      await page.click(`a[href="${prefix}/blog/how-to-wash-your-colombian-faja"]`)
      await page.waitForSelector('article ul[data-checklist] li')
      expect(await page.locator('article h2').count()).toBeGreaterThan(2)
      expect(await page.locator('article ul:not([data-checklist]) li').count()).toBeGreaterThan(2)
      expect(await page.locator('article ul[data-checklist] li').count()).toBeGreaterThan(2)
      const body = (await page.textContent('main'))!
      expect(body).toContain(blog.readTime)
      expect(body).not.toContain('**')
      expect(body).not.toMatch(/^✓ /m)
      for (const path of ['/blog', '/shop', '/contact', '/medical-disclaimer']) {
        expect(await page.locator(`main a[href="${prefix}${path}"]`).count(), path).toBeGreaterThan(0)
      }
      const ld = JSON.parse((await page.textContent('script[type="application/ld+json"]'))!)
      expect(ld).toMatchObject({ '@type': 'Article', inLanguage: lang, datePublished: expect.any(String), dateModified: expect.any(String) })
      expect(ld.headline).toBe(await page.textContent('main h1'))
      expect(ld.image[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/v\/[0-9a-f]+\/blog\//)
      expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(4)
      await expectAccessible(page, `article ${lang}`)

      await page.goto(`${e2e.shop.url}${prefix}/blog/no-such-article`)
      await page.waitForSelector(`text=${common.errors.generic}`)
      await page.getByRole('link', { name: blog.backToBlog }).click()
      await page.waitForURL(`${e2e.shop.url}${prefix || ''}/blog`)
      expect(errors).toEqual([])
      await close()
    })

    journey('contact')('shows each contact validation message, then sends the message and resets the form', async () => {
      const { page, errors, close } = await freshPage()
      await page.goto(`${e2e.shop.url}${prefix}/contact`)
      await page.waitForSelector('form')
      expect(await page.title()).toContain(contact.meta.title)
      // No COMPANY_INFO here: the operator is named in the page language, with no English fragment.
      await expect.poll(() => page.textContent('[data-testid="operated-by"]')).toContain(locale(lang, 'common').operator.company)

      const form = page.locator('main form')
      const input = (label: string) => form.getByLabel(label, { exact: true })
      await form.getByRole('button', { name: contact.form.submit }).click()
      for (const key of ['nameMin', 'contactEmailInvalid', 'subjectMin', 'messageMin']) {
        await page.waitForSelector(`text=${validation.messages[key]}`)
      }
      await expectAccessible(page, `contact with errors ${lang}`)

      const name = `Visitor ${lang}`
      await input(contact.form.name).fill(name)
      await input(contact.form.email).fill('not-an-email')
      await input(contact.form.subject).fill('Size')
      await input(contact.form.message).fill('Hello there, which size for a 70 cm waist?')
      await form.getByRole('button', { name: contact.form.submit }).click()
      await page.waitForSelector(`text=${validation.messages.contactEmailInvalid}`)
      await page.waitForSelector(`text=${validation.messages.subjectMin}`)
      expect(await page.locator(`text=${validation.messages.nameMin}`).count()).toBe(0)

      await input(contact.form.email).fill(`visitor-${lang}@example.com`)
      await input(contact.form.subject).fill('Sizing question')
      await form.getByRole('button', { name: contact.form.submit }).click()
      // Said on the page itself, above the emptied form, not only in the toast that goes away.
      await expect.poll(() => page.getByTestId('contact-sent').innerText()).toContain(contact.toast.sent)
      await expect.poll(() => input(contact.form.name).inputValue()).toBe('')
      expect(await input(contact.form.message).inputValue()).toBe('')

      const rows = await db.execute({ sql: 'select status, language, email from contact_messages where name = ?', args: [name] })
      expect(rows.rows.map((r) => ({ ...r }))).toEqual([{ status: 'new', language: lang, email: `visitor-${lang}@example.com` }])
      expect(errors).toEqual([])
      await close()
    })

    journey('subscribe')('subscribes from the footer once however often, then unsubscribes through /unsubscribe?email=', async () => {
      const { page, errors, close } = await freshPage()
      const email = `Reader.${lang}@Example.com`
      const stored = email.toLowerCase()
      await page.goto(`${e2e.shop.url}${prefix}/our-essence`)
      await expectAccessible(page, `our essence ${lang}`)
      const form = page.locator('[data-testid="newsletter-form"]')
      await form.getByRole('button', { name: newsletter.form.submit }).click()
      await page.waitForSelector(`text=${validation.messages.emailRequired}`)

      for (let i = 0; i < 2; i++) {
        await form.getByLabel(newsletter.form.label).fill(`  ${email} `)
        await form.getByRole('button', { name: newsletter.form.submit }).click()
        await page.waitForSelector(`text=${newsletter.toast.subscribed}`)
        await expect.poll(() => form.getByLabel(newsletter.form.label).inputValue()).toBe('')
      }
      const subscribed = await db.execute({ sql: 'select email, language, is_active from newsletter_subscribers where email = ?', args: [stored] })
      expect(subscribed.rows.map((r) => ({ ...r }))).toEqual([{ email: stored, language: lang, is_active: 1 }])

      await page.goto(`${e2e.shop.url}${prefix}/unsubscribe?email=${encodeURIComponent(stored)}`)
      const field = page.locator('main').getByLabel(newsletter.form.label)
      expect(await field.inputValue()).toBe(stored)
      await expectAccessible(page, `unsubscribe ${lang}`)
      await field.fill('')
      await page.locator('main').getByRole('button', { name: newsletter.unsubscribe.submit }).click()
      await page.waitForSelector(`text=${validation.messages.emailRequired}`)
      await field.fill(stored)
      await page.locator('main').getByRole('button', { name: newsletter.unsubscribe.submit }).click()
      await page.waitForSelector(`text=${newsletter.unsubscribe.doneTitle}`)
      expect(await page.getAttribute(`a:has-text("${newsletter.unsubscribe.home}")`, 'href')).toBe(prefix || '/')
      const after = await db.execute({ sql: 'select is_active from newsletter_subscribers where email = ?', args: [stored] })
      expect(after.rows.map((r) => r.is_active)).toEqual([0])
      expect(errors).toEqual([])
      await close()
    })

    journey('subscribeEarly')('subscribes with an email typed in the footer before the app had loaded, and a send that early reloads nothing', async () => {
      const { page, errors, letAppIn, close } = await openWithAppHeld(e2e.browser, `${e2e.shop.url}${prefix}/our-essence`, {
        viewport: { width: 390, height: 844 },
        isMobile: true,
      })
      const stored = `early.${lang}@example.com`
      const form = page.locator('[data-testid="newsletter-form"]')
      const field = form.getByLabel(newsletter.form.label)
      await field.fill(stored)
      // Sent before the app has loaded, the form does nothing: no reload with the email in the address.
      const address = page.url()
      await form.getByRole('button', { name: newsletter.form.submit }).click()
      await page.waitForTimeout(300)
      expect(page.url()).toBe(address)
      expect(await field.inputValue()).toBe(stored)
      await letAppIn(['newsletter'])
      await form.getByRole('button', { name: newsletter.form.submit }).click()
      await page.waitForSelector(`text=${newsletter.toast.subscribed}`)
      const subscribed = await db.execute({ sql: 'select language, is_active from newsletter_subscribers where email = ?', args: [stored] })
      expect(subscribed.rows.map((r) => ({ ...r }))).toEqual([{ language: lang, is_active: 1 }])
      expect(errors).toEqual([])
      await close()
    })

    it('states one shipping rule on every content page, and the legal pages are accessible', async () => {
      const { page, errors, close } = await freshPage()
      const freeFrom = money(FREE_SHIPPING_THRESHOLD_CENTS, tag)
      const flat = money(FLAT_SHIPPING_CENTS, tag)
      // The rule the cart and the server apply: $10 below $100, free from $100.
      expect(shippingFor(FREE_SHIPPING_THRESHOLD_CENTS - 1)).toBe(FLAT_SHIPPING_CENTS)
      expect(shippingFor(FREE_SHIPPING_THRESHOLD_CENTS)).toBe(0)
      const allOrders = /free shipping on (all|every) orders?|env[ií]o gratis en todos|livraison (gratuite|offerte) (sur|pour) toutes/i

      await page.goto(`${e2e.shop.url}${prefix}/faq#shipping`)
      await expect.poll(() => page.getAttribute('#shipping', 'data-state')).toBe('open')
      const faqText = (await page.textContent('main'))!
      expect(faqText).toContain(freeFrom)
      expect(faqText).toContain(flat)
      expect(faqText).not.toMatch(allOrders)

      for (const path of ['/refund-policy', '/terms-of-service', '/privacy-policy', '/medical-disclaimer']) {
        await page.goto(`${e2e.shop.url}${prefix}${path}`)
        await page.waitForSelector('main h1')
        const operator = locale(lang, 'common').operator
        await expect.poll(() => page.textContent('[data-testid="legal-operator"]')).toContain(`${operator.company} (${operator.details})`)
        if (lang !== 'en') expect(await page.textContent('main'), path).not.toMatch(/operating company|on request/i)
        const text = (await page.textContent('body'))!
        expect(text, path).not.toMatch(allOrders)
        if (path === '/refund-policy' || path === '/terms-of-service') {
          expect(text, path).toContain(freeFrom)
          expect(text, path).toContain(flat)
        }
        if (path === '/medical-disclaimer') expect(text).toContain(new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2025-10-13T12:00:00Z')))
        expect(await page.getAttribute('html', 'lang')).toBe(lang)
        await expectAccessible(page, `${path} ${lang}`)
      }
      expect(errors).toEqual([])
      await close()
    })
  })
}
