// The wholesale channel in Debian Chromium against a real `npm start`: a rep's day at a trade fair
// (drafts written offline for several buyers survive a reload, orders submitted offline reach the
// shop exactly once when the network returns, even when the first send is cut off after the
// server answered, and the sync centre shows their references), the admin working the inquiry,
// an order the server refuses coming back as a draft, and a wholesale registration approved with
// its discount. Accessibility of /wholesale, the sync centre and /admin/wholesale with axe-core.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, seriousA11yViolations } from './support/browser'
import { IDB_HELPERS, installedForOffline } from './support/local-copy'
import { startShop, type ShopServer } from './support/server'
import { signInThroughForm } from './support/sign-in'

type Product = { id: string; code: string; colors: string[]; sizes: string[]; isCustomMade: boolean }

const localeDir = join(__dirname, '../app/src/locales')
const locale = (lang: string, ns: string) => JSON.parse(readFileSync(join(localeDir, lang, `${ns}.json`), 'utf8'))
const PREFIX = { en: '', es: '/es', fr: '/fr' } as const
type Lang = keyof typeof PREFIX

let shop: ShopServer
let db: Client
let products: Product[]
/** One Chromium for the file; each shopper, buyer and admin has a context of their own. */
let browser: Browser
/** Contexts a failed test left open: closed after it, so they do not slow the next one down. */
const openContexts = new Set<BrowserContext>()

beforeAll(async () => {
  shop = await startShop()
  // Reading the shop's file beside it: wait for its locks instead of failing.
  db = createClient({ url: `file:${join(shop.dbDir, 'shop.db')}`, timeout: 5000 })
  // The pieces a boutique can order: the wholesale catalogue leaves made-to-measure ones out (decision 020).
  products = ((await (await fetch(`${shop.url}/api/products`)).json()) as Product[]).filter((p) => !p.isCustomMade)
  browser = await launchBrowser()
})
afterEach(async () => {
  await Promise.all([...openContexts].map((c) => c.close().catch(() => undefined)))
  openContexts.clear()
})
afterAll(async () => {
  if (process.env.SHOW_SHOP_LOG) console.log(shop?.output())
  db?.close()
  await browser?.close()
  await shop?.stop()
})

/** A context of the file's browser, which keeps IndexedDB and the service worker across reloads offline. */
async function openProfile(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext()
  await context.addInitScript(IDB_HELPERS)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return { context, page, errors }
}

/** Network failures are the point of these journeys; anything else in the console is a bug. */
const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_RESET|FAILED)/.test(e))

async function addLine(page: Page, product: Product, quantity: number, size = product.sizes[0]!) {
  const row = page.locator('[data-testid="wholesale-catalogue"] > li').filter({ hasText: product.code })
  await row.locator('select').nth(0).selectOption(product.colors[0]!)
  await row.locator('select').nth(1).selectOption(size)
  await row.locator('input[type=number]').fill(String(quantity))
  await row.getByRole('button').click()
}

async function fillBuyer(page: Page, company: string) {
  await page.fill('main form [name="companyName"]', company)
  await page.fill('main form [name="contactName"]', 'Sofía Herrera')
  await page.fill('main form [name="email"]', `buyer@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`)
  await page.fill('main form [name="phone"]', '+57 300 555 0101')
  await page.fill('main form [name="country"]', 'Colombia')
}

/**
 * axe's serious and critical findings, each with the elements it points at; once lists have
 * settled, since a list that reloads is dimmed (aria-busy) for the moment it takes.
 */
async function a11y(page: Page) {
  // Settled: nothing busy now nor a moment later (a search box waits a little before it asks).
  const busy = () => page.locator('[aria-busy="true"]').count()
  await expect.poll(async () => (await busy()) + (await page.waitForTimeout(500), await busy()), SOON).toBe(0)
  // The dimming's transition back: seriousA11yViolations waits for running transitions to end.
  return (await seriousA11yViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const draftChips = (page: Page) => page.locator('[data-testid="drafts-list"] > li')
/** Saves, live queries and renders take their time on a loaded machine. */
const SOON = { timeout: 15_000 }
const inquiriesOf = async (company: string) =>
  (await db.execute({ sql: 'SELECT id, reference, status FROM wholesale_inquiries WHERE company_name = ?', args: [company] })).rows as unknown as { id: string; reference: string; status: string }[]

/** Cuts off the first POST of an order after the server has answered, as a dropping Wi-Fi would. */
async function interruptFirstSend(context: BrowserContext) {
  const keys: string[] = []
  const state = { interrupted: 0 }
  await context.route('**/api/wholesale/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    keys.push(route.request().headers()['idempotency-key'] ?? '')
    if (state.interrupted === 0) {
      state.interrupted++
      await route.fetch()
      await route.abort('connectionreset')
    } else await route.continue()
  })
  return { keys, state }
}

/** A context of the file's browser (CSP violations fail the test), closed after a failed test. */
async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext()
  openContexts.add(context)
  return context
}

async function adminPage(lang: Lang) {
  const context = await newContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  await page.goto(`${shop.url}${PREFIX[lang]}/login`)
  await signInThroughForm(page, 'admin@example.com')
  await page.waitForURL(/\/admin\/orders/)
  return {
    page,
    errors,
    close: () => context.close(),
  }
}

describe('a rep’s day at a trade fair', () => {
  // One language runs this long offline journey (decision 025): Spanish, whose texts are the
  // longest and whose buyers are three; every language's texts are proven by the key-parity test.
  it.each([['es', ['Tienda Figura Bogotá', 'Moldea Medellín', 'Silueta Cali'], 2]] as const)('in %s: drafts written offline survive a reload; submitted offline, each reaches the shop exactly once', async (lang, buyers, submitted) => {
    const w = locale(lang, 'wholesale')
    const { context, page, errors } = await openProfile()
    await page.goto(`${shop.url}${PREFIX[lang]}/wholesale`)
    await page.waitForSelector('main h1')
    await installedForOffline(page)
    expect(await a11y(page)).toEqual([])

    // At the fair: no network. One draft per buyer.
    await context.setOffline(true)
    for (const [i, company] of buyers.entries()) {
      if (i > 0) {
        await page.getByRole('button', { name: w.drafts.new }).click()
        await expect.poll(() => draftChips(page).count(), SOON).toBe(i + 1)
        // The new chip shows as soon as the draft is stored; the editor switches to it in a later
        // render (a router transition). Lines added before that would land in the previous draft.
        await expect.poll(() => page.inputValue('main form [name="companyName"]'), SOON).toBe('')
        await expect.poll(() => page.locator('[data-testid="summary-lines"] > li').count(), SOON).toBe(0)
      }
      await addLine(page, products[i]!, 12)
      await addLine(page, products[i + 3]!, 6)
      await fillBuyer(page, company)
      await expect.poll(() => draftChips(page).filter({ hasText: company }).count(), SOON).toBe(1)
    }

    // The browser reloads (or the tablet restarts the app), still offline: every draft is there.
    await page.reload()
    await page.waitForSelector('main h1')
    await expect.poll(() => draftChips(page).count(), SOON).toBe(buyers.length)
    for (const company of buyers) expect(await draftChips(page).filter({ hasText: company }).count()).toBe(1)
    // The chips come from one read of the device, the open draft's form from another: wait for it too.
    await expect.poll(() => page.inputValue('main form [name="companyName"]'), SOON).toBe(buyers.at(-1))

    // Submit some, offline: saved, will be sent.
    const sending = buyers.slice(0, submitted)
    for (const company of sending) {
      await draftChips(page).filter({ hasText: company }).getByRole('button').first().click()
      await expect.poll(() => page.inputValue('main form [name="companyName"]'), SOON).toBe(company)
      await expect.poll(() => page.locator('[data-testid="summary-lines"] > li').count(), SOON).toBe(2)
      await page.locator('main form button[type=submit]').click()
      await page.getByTestId('thank-you').getByText(w.thanks.queued).waitFor()
      await page.getByRole('button', { name: w.thanks.another }).click()
    }
    const outbox = (await page.evaluate(() => idbAll('outbox'))) as { id: string; kind: string }[]
    expect(outbox.map((e) => e.kind)).toEqual(sending.map(() => 'wholesale_order'))
    // The offline indicator says what waits, and leads to the sync centre.
    await expect.poll(() => page.getByTestId('waiting-orders-link').innerText(), SOON).toContain(String(submitted))

    // Back online; the first send is cut off after the shop stored the order.
    const { keys, state } = await interruptFirstSend(context)
    await context.setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    for (const company of sending) await expect.poll(async () => (await inquiriesOf(company)).length, { timeout: 60_000, message: company }).toBe(1)
    await expect.poll(() => page.evaluate(async () => (await idbAll('outbox')).length), { timeout: 60_000 }).toBe(0)
    expect(state.interrupted).toBe(1)
    // Every attempt of an order carried that order's key; the cut-off one was retried with it
    // (how many tries it took depends on who sent first: this page or the service worker).
    expect(new Set(keys)).toEqual(new Set(outbox.map((e) => e.id)))
    expect(keys.length).toBeGreaterThanOrEqual(submitted + 1)
    // Nothing more arrives later, and the unsent draft stayed a draft.
    await page.waitForTimeout(1500)
    for (const company of sending) expect(await inquiriesOf(company)).toHaveLength(1)
    for (const company of buyers.slice(submitted)) expect(await inquiriesOf(company)).toHaveLength(0)

    // The sync centre shows each as Sent with the shop's reference.
    await page.getByRole('link', { name: new RegExp(w.syncCentre.link) }).first().click()
    await page.getByTestId('sync-orders').waitFor()
    for (const company of sending) {
      const [inquiry] = await inquiriesOf(company)
      const card = page.getByTestId('sync-order').filter({ hasText: company })
      await expect.poll(() => card.getAttribute('data-state'), SOON).toBe('sent')
      expect(await card.getByTestId('sync-reference').innerText()).toBe(inquiry!.reference)
      expect(await card.innerText()).toContain(w.syncCentre.states.sent)
    }
    expect(await a11y(page)).toEqual([])
    await page.goto(`${shop.url}${PREFIX[lang]}/wholesale`)
    await expect.poll(() => draftChips(page).count(), SOON).toBe(buyers.length - submitted)
    expect(realErrors(errors)).toEqual([])
    await context.close()

    // At the shop, the team finds the order by company and starts reviewing it.
    const a = locale(lang, 'admin').wholesale
    const status = locale(lang, 'status').inquiry
    const admin = await adminPage(lang)
    await admin.page.goto(`${shop.url}${PREFIX[lang]}/admin/wholesale`)
    await admin.page.getByPlaceholder(a.inquiries.search).fill(sending[0]!.split(' ')[1]!)
    await admin.page.waitForURL(/search=/)
    const rows = admin.page.locator('table tbody tr')
    await expect.poll(() => rows.count(), SOON).toBe(1)
    expect(await rows.first().innerText()).toContain(sending[0])
    expect(await a11y(admin.page)).toEqual([])
    await rows.first().getByRole('button', { name: a.inquiries.view }).click()
    const dialog = admin.page.getByTestId('inquiry-detail')
    await dialog.waitFor()
    await dialog.locator('select').selectOption('reviewing')
    await admin.page.getByText(a.inquiry.statusUpdated, { exact: true }).first().waitFor()
    expect(await a11y(admin.page)).toEqual([])
    const [reviewed] = await inquiriesOf(sending[0]!)
    expect(reviewed!.status).toBe('reviewing')
    await admin.page.keyboard.press('Escape')
    await expect.poll(() => rows.first().innerText(), SOON).toContain(status.reviewing)
    expect(admin.errors).toEqual([])
    await admin.close()
  }, 240_000)
})

describe('an order the shop refuses', () => {
  it('comes back as needing review with the reason, and reopens as the draft it was', async () => {
    const w = locale('fr', 'wholesale')
    const v = locale('fr', 'validation').messages
    const { context, page, errors } = await openProfile()
    await page.goto(`${shop.url}/fr/wholesale`)
    await page.waitForSelector('main h1')
    await installedForOffline(page)
    await context.setOffline(true)
    const [kept, retired] = [products[6]!, products[7]!]
    await addLine(page, kept, 24)
    await addLine(page, retired, 12)
    await fillBuyer(page, 'Atelier Galbe Lyon')
    await page.locator('main form button[type=submit]').click()
    await page.getByTestId('thank-you').waitFor()

    // Meanwhile the shop takes a product off sale.
    await db.execute({ sql: 'UPDATE products SET is_active = 0 WHERE id = ?', args: [retired.id] })
    try {
      await context.setOffline(false)
      await page.evaluate(() => window.dispatchEvent(new Event('online')))
      // Within the app (a reload would cut the send that is under way).
      await page.getByRole('link', { name: w.thanks.sentOrders }).click()
      const card = page.getByTestId('sync-order').filter({ hasText: 'Atelier Galbe Lyon' })
      await expect.poll(() => card.getAttribute('data-state'), { timeout: 30_000 }).toBe('needs_review')
      expect(await card.innerText()).toContain(v.wholesaleItemsUnavailable)
      expect(await inquiriesOf('Atelier Galbe Lyon')).toHaveLength(0)
      expect(await a11y(page)).toEqual([])

      await card.getByRole('button', { name: w.syncCentre.reopen }).click()
      await page.waitForURL(/\/fr\/wholesale\?draft=/)
      expect(await page.inputValue('main form [name="companyName"]')).toBe('Atelier Galbe Lyon')
      const lines = page.locator('[data-testid="summary-lines"] > li')
      await expect.poll(() => lines.count(), SOON).toBe(2)
      expect(await lines.nth(1).innerText()).toContain(v.wholesaleProductUnavailable)
      expect(await page.getByRole('alert').filter({ hasText: w.review.title }).count()).toBe(1)
      expect(realErrors(errors).filter((e) => !/400/.test(e))).toEqual([])
    } finally {
      await db.execute({ sql: 'UPDATE products SET is_active = 1 WHERE id = ?', args: [retired.id] })
      await context.close()
    }
  })
})

describe('a wholesale registration', () => {
  it('waits as a pending account until the team approves it; then the buyer’s estimate shows the discount', async () => {
    const w = locale('en', 'wholesale')
    const a = locale('en', 'admin').wholesale
    const buyerContext = await newContext()
    const buyer = await buyerContext.newPage()
    const email = `ines.${Date.now()}@atelier.example`
    await buyer.goto(`${shop.url}/register`)
    await buyer.fill('input[name=firstName]', 'Inés')
    await buyer.fill('input[name=lastName]', 'Duarte')
    await buyer.fill('input[name=email]', email)
    await buyer.fill('input[name=password]', 'Sculpt2026')
    await buyer.fill('input[name=confirmPassword]', 'Sculpt2026')
    await buyer.locator('input[name=accountType][value=wholesale]').check()
    await buyer.fill('input[name=companyName]', 'Atelier Duarte')
    await buyer.click('main form button[type=submit]')
    await buyer.waitForURL(/\/dashboard/)

    const admin = await adminPage('en')
    await admin.page.goto(`${shop.url}/admin/wholesale?tab=accounts`)
    const row = admin.page.locator('table tbody tr').filter({ hasText: 'Atelier Duarte' })
    await expect.poll(() => row.innerText(), SOON).toContain(locale('en', 'status').account.pending)
    // Pending applications come first.
    expect(await admin.page.locator('table tbody tr').first().innerText()).toContain('Atelier Duarte')
    expect(await a11y(admin.page)).toEqual([])
    await row.getByRole('button', { name: a.accounts.review }).click()
    await admin.page.getByTestId('account-dialog').waitFor()
    await admin.page.getByLabel(a.account.discountPercentage).fill('15')
    await admin.page.getByRole('button', { name: a.account.approve, exact: true }).click()
    await admin.page.getByText(a.account.approved, { exact: true }).first().waitFor()
    await expect.poll(() => row.innerText(), SOON).toContain('15% off')
    await admin.close()

    await buyer.goto(`${shop.url}/wholesale`)
    const product = products[0]!
    await addLine(buyer, product, 12)
    const estimate = buyer.getByTestId('estimate')
    await expect.poll(() => estimate.innerText(), SOON).toContain(w.summary.discount.replace('{{rate}}', '15%'))
    // The contact fields come from the account.
    await expect.poll(() => buyer.inputValue('main form [name="companyName"]'), SOON).toBe('Atelier Duarte')
    expect(await buyer.inputValue('main form [name="email"]')).toBe(email)
    await buyerContext.close()
  })
})
