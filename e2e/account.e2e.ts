// The customer area in a real browser against `npm start` (decision 015): the demo customer's
// orders, points and history in en, es and fr at phone and desktop sizes; the wholesale buyer's
// account; what an admin's sidebar leaves out; and a new account that edits its profile, adds an
// address, sees none of the demo customer's orders, downloads its data and deletes itself; and a
// size exchange asked for in Spanish on a phone, approved and sent by staff, followed on its case
// page to the replacement's order page (decision 039). axe finds no serious or critical violation on any of these pages.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, seriousA11yViolations } from './support/browser'
import { deliverLatestShippedOrder } from './support/delivered-order'
import { setUpShopAndBrowser } from './support/shop-and-browser'
import { DEMO_PASSWORD, signInThroughForm } from './support/sign-in'

const e2e = setUpShopAndBrowser()

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const TEXT = {
  en: { prefix: '', orders: 'My Orders', loyalty: 'Loyalty & Rewards', wholesale: 'Wholesale Account', admin: 'Admin Panel', noOrders: 'No orders found', points: 'points' },
  es: { prefix: '/es', orders: 'Mis pedidos', loyalty: 'Fidelidad y recompensas', wholesale: 'Cuenta mayorista', admin: 'Panel de administración', noOrders: 'No se encontraron pedidos', points: 'puntos' },
  fr: { prefix: '/fr', orders: 'Mes commandes', loyalty: 'Fidélité et récompenses', wholesale: 'Compte grossiste', admin: 'Administration', noOrders: 'Aucune commande trouvée', points: 'points' },
} as const

async function signedIn(email: string, password: string, viewport = DESKTOP) {
  const context = await e2e.browser.newContext({ viewport, acceptDownloads: true })
  const { page, errors } = await newPage(context)
  await page.goto(`${e2e.shop.url}/login`)
  await signInThroughForm(page, email, password)
  await page.waitForURL(/\/(dashboard|admin\/orders)$/)
  return { page, errors, close: () => context.close() }
}

/** Opens a page of the area and waits for its content (not the loading state). */
async function visit(page: Page, path: string) {
  await page.goto(e2e.shop.url + path)
  await page.waitForSelector('main h1')
  await page.waitForFunction(() => !document.querySelector('main [role=status][aria-live]'))
}

async function expectAccessible(page: Page) {
  const violations = await seriousA11yViolations(page)
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: /account|cuenta|compte/i })
const sidebarLinks = (page: Page) => sidebar(page).getByRole('link').allInnerTexts()

/** Every entry of the sidebar shows its whole label (nothing cut or scrolled out of view). */
const cutEntries = (page: Page) =>
  sidebar(page)
    .locator('li a')
    .evaluateAll((links) => {
      const width = document.documentElement.clientWidth
      return links.filter((a) => a.scrollWidth > a.clientWidth || a.getBoundingClientRect().right > width).map((a) => a.textContent)
    })

const numberIn = (text: string) => Number(text.replace(/[^\d]/g, ''))

describe('the demo customer', () => {
  // axe on each page once per layout (decision 025): the desktop's four in Spanish, the phone's
  // taking turns between English and French, whose pages have the same structure.
  for (const [lang, viewport, axeOn] of [
    ['en', PHONE, ['dashboard', 'orders']],
    ['es', DESKTOP, ['dashboard', 'orders', 'loyalty', 'profile']],
    ['fr', PHONE, ['loyalty', 'profile']],
  ] as const) {
    it(`sees orders with items and tracking, and points that match the history (${lang}, ${viewport.width} px)`, async () => {
      const T = TEXT[lang]
      const { page, errors, close } = await signedIn('customer@example.com', DEMO_PASSWORD, viewport)
      const expectAccessibleIf = async (screen: 'dashboard' | 'orders' | 'loyalty' | 'profile') => {
        if ((axeOn as readonly string[]).includes(screen)) await expectAccessible(page)
      }

      await visit(page, `${T.prefix}/dashboard`)
      expect(await sidebarLinks(page)).toEqual(expect.arrayContaining([T.orders, T.loyalty]))
      expect(await sidebarLinks(page)).not.toContain(T.wholesale)
      expect(await sidebarLinks(page)).not.toContain(T.admin)
      expect(await cutEntries(page)).toEqual([])
      const stats = await page.locator('main .font-serif.text-3xl').allInnerTexts()
      const [totalOrders, points] = [numberIn(stats[0]!), numberIn(stats[1]!)]
      expect(totalOrders).toBe(4)
      expect(await page.getByTestId('recent-orders').locator('li').count()).toBe(4)
      await page.locator('main code', { hasText: 'GRACIAS15' }).waitFor()
      await expectAccessibleIf('dashboard')

      await visit(page, `${T.prefix}/dashboard/orders`)
      expect(await page.getByTestId('order').count()).toBe(totalOrders)
      expect(await page.getByTestId('order-item').count()).toBeGreaterThanOrEqual(totalOrders)
      const tracking = page.getByTestId('shipment').getByRole('link').first()
      expect(await tracking.getAttribute('href')).toMatch(/^https:\/\/tools\.usps\.com\/go\/TrackConfirmAction\?tLabels=\d+$/)
      expect(await tracking.getAttribute('target')).toBe('_blank')
      await expectAccessibleIf('orders')

      await visit(page, `${T.prefix}/dashboard/loyalty`)
      expect(numberIn(await page.getByTestId('loyalty-balance').innerText())).toBe(points)
      const history = await page.getByTestId('loyalty-history').locator('li p.tabular-nums').allInnerTexts()
      expect(history.reduce((sum, entry) => sum + (entry.startsWith('+') ? 1 : -1) * numberIn(entry), 0)).toBe(points)
      expect(await page.getByTestId('rewards').locator('li').count()).toBe(3)
      await expectAccessibleIf('loyalty')

      await visit(page, `${T.prefix}/dashboard/profile`)
      await expectAccessibleIf('profile')
      expect(errors).toEqual([])
      await close()
    })
  }
})

describe('a return', () => {
  it('is a size exchange asked for in Spanish on a phone, with what it costs shown; staff approve and send the replacement; the case page shows the timeline and the replacement to pay for', async () => {
    // Delivered yesterday: inside the 48 hours a size return has (decision 037).
    const orderId = await deliverLatestShippedOrder(e2e.shop.dbDir, 'customer@example.com')

    const { page, errors, close } = await signedIn('customer@example.com', DEMO_PASSWORD, PHONE)
    await visit(page, '/es/dashboard/orders')
    await page.locator(`a[href*="/returns/new/${orderId}"]`).first().click()
    await page.getByTestId('return-request').waitFor()
    await page.getByLabel('Talla equivocada').check()
    await page.getByLabel('Unidades a devolver').first().selectOption('1')
    await page.getByLabel('Cambio por otra talla o color').check()
    // The product's own sizes and colours, the first one on the shelf chosen.
    const wanted = page.getByLabel('Talla y color que quieres')
    const choice = await wanted.locator('option:not([disabled]):not([value=""])').first().getAttribute('value')
    await wanted.selectOption(choice!)
    const amount = page.getByTestId('return-amount')
    await amount.getByText('Sin costo').waitFor()
    expect(await amount.innerText()).toContain('Tarifa de devolución')
    await expectAccessible(page)
    await page.getByLabel('Mensaje (opcional)').fill('Me queda grande en la cintura')
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()
    await page.getByTestId('return-case').waitFor()
    const caseId = new URL(page.url()).pathname.split('/').at(-1)!

    // Staff take the case to its end through the API the back office uses.
    const staff = await e2e.browser.newContext()
    try {
      await staff.request.post(`${e2e.shop.url}/api/auth/login`, { data: { email: 'staff@example.com', password: DEMO_PASSWORD } })
      const admin = (path: string, data: unknown = {}) => staff.request.post(`${e2e.shop.url}/api/admin/returns/${caseId}/${path}`, { data })
      expect((await admin('approve')).status()).toBe(200)
      expect((await admin('receive')).status()).toBe(200)
      const { lines } = (await (await staff.request.get(`${e2e.shop.url}/api/admin/returns/${caseId}`)).json()) as { lines: { itemId: string }[] }
      expect((await admin('inspection', { lines: lines.map((l) => ({ itemId: l.itemId, condition: 'as_new', restock: true, damagedQuantity: 0 })) })).status()).toBe(200)
      expect((await admin('finish', { outcome: 'exchange' })).status()).toBe(200)
    } finally {
      await staff.close()
    }

    await page.reload()
    const timeline = page.getByTestId('return-timeline')
    for (const step of ['Aprobada', 'Recibida', 'Cambiada']) await timeline.getByText(`Estado: ${step}`).waitFor()
    expect(await page.getByTestId('return-status').innerText()).toBe('Cambiada')
    await expectAccessible(page)
    // The replacement waits for its return fee, paid on its own order page.
    await page.getByTestId('return-replacement').getByRole('link', { name: 'Pagar la tarifa de devolución' }).click()
    await page.getByRole('button', { name: 'Pagar ahora' }).waitFor()
    expect(errors).toEqual([])
    await close()
  })
})

describe('other roles', () => {
  it('shows the wholesale buyer the wholesale link, orders card and approved account', async () => {
    const { page, errors, close } = await signedIn('wholesale@example.com', DEMO_PASSWORD, PHONE)
    await visit(page, '/fr/dashboard')
    expect(await sidebarLinks(page)).toContain(TEXT.fr.wholesale)
    expect(await cutEntries(page)).toEqual([])
    await page.getByRole('heading', { name: 'Commandes professionnelles' }).waitFor()
    await expectAccessible(page)

    await sidebar(page).getByRole('link', { name: TEXT.fr.wholesale }).click()
    await page.getByTestId('wholesale-account').waitFor()
    const account = await page.getByTestId('wholesale-account').innerText()
    expect(account).toContain('Boutique Silhouette Montréal')
    expect(account).toContain('CA-123456789')
    expect(account).toMatch(/15\s?%/)
    await page.getByText('Approuvé', { exact: true }).or(page.getByText('Approved', { exact: true })).first().waitFor()
    await expectAccessible(page)
    expect(errors).toEqual([])
    await close()
  })

  it('shows an admin no My Orders or Loyalty link, and the Admin Panel', async () => {
    const { page, errors, close } = await signedIn('admin@example.com', DEMO_PASSWORD)
    await visit(page, '/dashboard')
    const links = await sidebarLinks(page)
    expect(links).toContain(TEXT.en.admin)
    expect(links).not.toContain(TEXT.en.orders)
    expect(links).not.toContain(TEXT.en.loyalty)
    await expectAccessible(page)
    expect(errors).toEqual([])
    await close()
  })
})

describe('a new account', () => {
  it('edits its profile, adds an address, sees nobody else’s orders, downloads its data and deletes itself', async () => {
    // The demo customer's newest order id, to ask for it as someone else.
    const demo = await signedIn('customer@example.com', DEMO_PASSWORD)
    const demoOrderId = await demo.page.evaluate(async () => ((await (await fetch('/api/orders')).json()) as { items: { id: string }[] }).items[0]!.id)
    await demo.close()

    const context = await e2e.browser.newContext({ viewport: PHONE, acceptDownloads: true })
    const { page, errors } = await newPage(context)
    const email = `account-e2e-${Date.now()}@example.com`
    const password = 'Sculpt2026'
    await page.goto(`${e2e.shop.url}/register`)
    await page.waitForSelector('main h1')
    await page.fill('main input[name=firstName]', 'Valeria')
    await page.fill('main input[name=lastName]', 'Montoya')
    await page.fill('main input[name=email]', email)
    await page.fill('main input[name=password]', password)
    await page.fill('main input[name=confirmPassword]', password)
    await page.click('main button[type=submit]')
    await page.waitForURL(`${e2e.shop.url}/dashboard`)

    await visit(page, '/dashboard/orders')
    await page.getByText(TEXT.en.noOrders).waitFor()
    const status = await page.evaluate(async (id) => (await fetch(`/api/orders/${id}`)).status, demoOrderId)
    expect(status).toBe(404)

    // Profile: a phone number and French, which moves the site into French.
    await visit(page, '/dashboard/profile')
    await page.fill('main input[name=phone]', '+57 300 555 0101')
    await page.selectOption('main select[name=preferredLanguage]', 'fr')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(`${e2e.shop.url}/fr/dashboard/profile`)
    await page.getByRole('heading', { name: 'Informations personnelles' }).waitFor()
    expect(await page.inputValue('main input[name=phone]')).toBe('+57 300 555 0101')

    // An address: the first one becomes the default.
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('input[name=fullName]').fill('Valeria Montoya')
    await dialog.locator('input[name=addressLine1]').fill('Calle 10 # 43-12')
    await dialog.locator('input[name=city]').fill('Medellín')
    await dialog.locator('select[name=country]').selectOption('CO')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Enregistrer l’adresse' }).click()
    await dialog.waitFor({ state: 'detached' })
    const book = page.getByTestId('addresses')
    await book.locator('address', { hasText: 'Calle 10 # 43-12' }).waitFor()
    await book.getByText('Par défaut').waitFor()
    await expectAccessible(page)

    // A copy of the data, as a file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger mes données' }).click()])
    expect(download.suggestedFilename()).toMatch(/^forma-bella-my-data-\d{4}-\d{2}-\d{2}\.json$/)
    const file = await download.path()
    const data = JSON.parse((await import('node:fs')).readFileSync(file, 'utf8')) as { profile: { email: string; phone: string }; addresses: unknown[]; orders: unknown[] }
    expect(data.profile).toMatchObject({ email, phone: '+57 300 555 0101' })
    expect(data.addresses).toHaveLength(1)
    expect(data.orders).toEqual([])

    // Deleting the account asks for the password; a wrong one keeps everything.
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
    const confirm = page.getByRole('dialog')
    await confirm.locator('input[type=password]').fill('Wrong12345')
    await confirm.getByRole('button', { name: 'Supprimer mon compte' }).click()
    await confirm.getByText('Votre mot de passe actuel est incorrect').waitFor()
    await expectAccessible(page)
    await confirm.locator('input[type=password]').fill(password)
    await confirm.getByRole('button', { name: 'Supprimer mon compte' }).click()
    await page.waitForURL(`${e2e.shop.url}/fr`)
    const signIn = await page.evaluate(
      async ([e, p]) => (await fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: e, password: p }) })).status,
      [email, password],
    )
    expect(signIn).toBe(401)
    // The expected failed requests: someone else's order (404), the wrong password (400), the refused sign-in (401).
    expect(errors.filter((e) => !/status of (400|401|404)/.test(e))).toEqual([])
    await context.close()
  })
})
