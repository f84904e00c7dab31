// The back office in a real browser against `npm start`: an admin finds an order by the
// customer's email, ships it and sees the status change; sets one size and colour's stock in the
// product's grid and the storefront lists it; creates a staff user, changes the role and deletes
// it; reads the audit log. Staff, in Spanish, run orders and inventory but do not see user management. axe on every admin page, on
// a desktop and on a phone (where the tables become cards). A partial refund of a delivered order,
// restocking the unit, on a desktop and at 390 px, and an open dispute found with the list's filter
// (decision 012 "Refunds"). Staff, in French on a phone, import stock from a CSV file by SKU: a
// file with a bad row is refused as a whole, a good one applied (decision 026). An admin opens the
// operations screen: the health report, a server error by its request id, the charts, and a failed
// email retried (decision 032). Staff create a discount code, see it listed and pause it (decision 034);
// on a phone, they create a dashboard offer linked to a code and end it early (decision 036).
// Staff, in French on a phone, read a contact message, find its Reply link, mark it answered, and
// export the active newsletter subscribers (decision 038). Staff find a customer's return, approve
// it, mark it received, record the inspection and give store credit, seeing the amount first (decision 039).
// Last, with what the journeys above left behind (a return, refunds, audit entries): every account
// and back-office screen, in Spanish and French, shows no English word from a list and no stored code name.
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, seriousA11yViolations } from './support/browser'
import { deliverLatestShippedOrder } from './support/delivered-order'
import { setUpShopAndBrowser } from './support/shop-and-browser'
import { signInThroughForm } from './support/sign-in'
import type { Product } from '#shared/schemas/catalogue'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const e2e = setUpShopAndBrowser()

const seeToast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 })

async function signedIn(email: string, prefix = '', viewport = DESKTOP): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const context = await e2e.browser.newContext({ viewport })
  const { page, errors } = await newPage(context)
  await page.goto(`${e2e.shop.url}${prefix}/login`)
  await signInThroughForm(page, email)
  await page.waitForURL(`**${prefix}/admin/orders`)
  await page.waitForSelector('main h1')
  return { page, errors, context }
}

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousA11yViolations(page)
  expect(violations, `${where}: ${JSON.stringify(violations.map((v) => [v.id, v.help, v.nodes.map((n) => n.target)]))}`).toEqual([])
}

const table = (page: Page) => page.locator('main table')

describe('an admin (English, desktop)', () => {
  it('finds an order by email, ships it, updates stock the storefront then shows, manages a staff user and reads the audit log', { timeout: 180_000 }, async () => {
    const { page, errors, context } = await signedIn('admin@example.com')
    try {
      await page.getByRole('heading', { level: 1, name: 'Retail Orders' }).waitFor()
      for (const name of ['Retail Orders', 'Wholesale Inquiries', 'Inventory', 'User Management', 'Audit Log']) {
        await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name }).waitFor()
      }
      await table(page).waitFor()
      await expectAccessible(page, 'orders')

      // Search by the customer's email, then only the one being prepared.
      await page.getByRole('searchbox', { name: 'Search orders' }).fill('customer@example.com')
      await page.waitForURL(/search=customer%40example\.com/)
      await page.getByLabel('Status').selectOption('processing')
      await page.waitForURL(/status=processing/)
      await expect.poll(() => table(page).locator('tbody tr').count()).toBe(1)
      await expect(table(page).locator('tbody tr').first().textContent()).resolves.toContain('customer@example.com')
      await table(page).getByRole('button', { name: /^View order/ }).click()

      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: /^Order [0-9A-F]{8}$/ }).waitFor()
      await dialog.getByText('Processing', { exact: true }).first().waitFor()
      await expectAccessible(page, 'order dialog')
      await dialog.getByLabel('Carrier').fill('Servientrega')
      await dialog.getByLabel('Tracking Number').fill('SV-2026-554433')
      await dialog.getByRole('button', { name: 'Add shipment' }).click()
      await seeToast(page, 'Shipment added: the customer has been emailed the tracking number')
      await dialog.getByRole('link', { name: 'Track parcel SV-2026-554433' }).waitFor()
      await dialog.locator('span', { hasText: /^Shipped$/ }).first().waitFor()
      // One Escape closes the dialog, the toast shown on top of it notwithstanding.
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      // The list refreshed: with the processing filter, the order has left it.
      await page.getByText('No orders found').waitFor()

      // Stock per variant: the first product's grid; black in size M set to 3, which the storefront then lists as 3 left.
      await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Inventory' }).click()
      await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor()
      await table(page).waitFor()
      await page.getByText('Total Products').waitFor()
      await expectAccessible(page, 'inventory')
      const code = (await table(page).locator('tbody tr').first().locator('td').first().textContent())!.trim()
      await table(page).getByRole('button', { name: `Sizes & colours – ${code}` }).click()
      const grid = page.getByRole('dialog', { name: 'Stock by size and colour' })
      const cell = grid.getByRole('button', { name: /^Black, size M:/ })
      await cell.click()
      const editor = grid.getByRole('form', { name: /^Black, size M/ })
      await expect.poll(() => editor.getByRole('heading').evaluate((h) => h === document.activeElement)).toBe(true)
      await expectAccessible(page, 'stock grid')
      await editor.getByLabel('New Stock Quantity').fill('-1')
      await editor.getByRole('button', { name: 'Save Changes' }).click()
      await seeToast(page, 'Please enter a valid stock quantity')
      await editor.getByLabel('New Stock Quantity').fill('3')
      await editor.getByRole('button', { name: 'Save Changes' }).click()
      await seeToast(page, 'Product stock updated successfully')
      await editor.waitFor({ state: 'detached' })
      // Focus is back on the cell, which now reads 3 available.
      await expect.poll(() => cell.evaluate((b) => b === document.activeElement)).toBe(true)
      await expect.poll(() => cell.getAttribute('aria-pressed')).toBe('false')
      await expect.poll(() => cell.textContent()).toMatch(/^Black, size M: 3 /)
      // The arrow keys move across the grid: right to size L, down to nude in size L.
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Black, size L:/)
      await page.keyboard.press('ArrowDown')
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Nude, size L:/)
      await grid.getByRole('button', { name: 'Close', exact: true }).last().click()
      await grid.waitFor({ state: 'detached' })

      const products = (await (await page.request.get(`${e2e.shop.url}/api/products`)).json()) as Product[] | { items: Product[] }
      const product = (Array.isArray(products) ? products : products.items).find((p) => p.code === code)!
      expect(product.variants.find((v) => v.color === 'black' && v.size === 'M')).toMatchObject({ available: 3 })

      // Users: create a staff member, make them an admin, then delete them.
      await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'User Management' }).click()
      await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor()
      await table(page).waitFor()
      await expectAccessible(page, 'users')
      await page.getByText('You cannot delete your own account').first().waitFor()
      await page.getByRole('button', { name: 'Add User' }).click()
      const create = page.getByRole('dialog', { name: 'Create New User' })
      await create.getByRole('button', { name: 'Create User' }).click()
      await seeToast(page, 'Please fill in all required fields')
      await expectAccessible(page, 'create user dialog')
      const email = `new.staff.${Date.now()}@example.com`
      await create.getByLabel('Email').fill(email)
      await create.getByLabel('Password').fill('Shaped2026')
      await create.getByLabel('First Name').fill('Valentina')
      await create.getByLabel('Last Name').fill('Ospina')
      await create.getByLabel('Role').selectOption('staff')
      await create.getByRole('button', { name: 'Create User' }).click()
      await seeToast(page, 'User created successfully')
      await page.getByRole('searchbox', { name: 'Search users' }).fill(email)
      await expect.poll(() => table(page).locator('tbody tr').count()).toBe(1)
      await table(page).locator('span', { hasText: /^Staff$/ }).waitFor()
      await table(page).getByLabel(`Role of ${email}`).selectOption('admin')
      // A role change is asked about first, naming both roles.
      const roleDialog = page.getByRole('dialog', { name: 'Change this role?' })
      await roleDialog.getByText(`${email} goes from Staff to Admin.`, { exact: false }).waitFor()
      await roleDialog.getByRole('button', { name: 'Change role' }).click()
      await seeToast(page, 'User role updated successfully')
      await table(page).locator('span', { hasText: /^Admin$/ }).waitFor()
      await table(page).getByRole('button', { name: `Delete ${email}` }).click()
      const confirm = page.getByRole('dialog', { name: 'Delete user' })
      await confirm.getByText('Are you sure you want to delete this user? This action cannot be undone and will permanently remove the user and all associated data.').waitFor()
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
      await seeToast(page, 'User deleted successfully')
      await page.getByText('No users found').waitFor()

      // The audit log names who did each of these.
      await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Audit Log' }).click()
      await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor()
      await table(page).waitFor()
      for (const action of ['User deleted', 'Role changed', 'User created', 'Stock updated', 'Shipment added']) await table(page).getByText(action, { exact: true }).first().waitFor()
      await table(page).getByText('Stock:').first().waitFor()
      await expectAccessible(page, 'audit log')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

/** Opens the first delivered order and refunds one unit of its first line, restocked; answers the dialog. */
async function refundOneUnit(page: Page, screenshot: string) {
  await page.getByLabel('Status').selectOption('delivered')
  await page.waitForURL(/status=delivered/)
  await page.getByRole('button', { name: /^View order/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('heading', { name: /^Order [0-9A-F]{8}$/ }).waitFor()
  const left = (await dialog.getByText(/Left to refund: /).textContent())!
  const refundButton = dialog.getByRole('button', { name: 'Refund…' })
  await refundButton.click()
  const form = page.getByRole('dialog', { name: /^Refund order [0-9A-F]{8}/ })
  await form.getByText('Left to refund', { exact: true }).waitFor()
  await expectAccessible(page, 'refund dialog')
  // Nothing chosen: the server's refusal, in words.
  await form.getByRole('button', { name: 'Refund', exact: true }).click()
  await seeToast(page, 'Choose the items to refund or enter an amount')
  await form.getByLabel('Units to refund').first().fill('1')
  await form.getByRole('checkbox', { name: 'Put back in stock' }).first().check()
  await form.getByLabel('Reason').fill('Returned: too tight')
  await page.screenshot({ path: screenshot, fullPage: false })
  await form.getByRole('button', { name: 'Refund', exact: true }).click()
  await seeToast(page, 'Refund made')
  await form.waitFor({ state: 'detached' })
  // Focus is back on the button that opened it; the order lists the refund.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Refund…')
  // The newest refund is the last one listed.
  const refund = dialog.getByRole('list', { name: 'Refunds of this order' }).getByRole('listitem').last()
  await refund.getByText('Refunded', { exact: true }).waitFor()
  await refund.getByText(/^1 × .*, back in stock$/).waitFor()
  await refund.getByText('Reason: Returned: too tight').waitFor()
  await expect.poll(() => dialog.getByText(/Left to refund: /).textContent()).not.toBe(left)
  return dialog
}

describe('refunds (English)', () => {
  it('refund one unit of a delivered order, restocked, on a desktop and at 390 px, with the keyboard back where it was', { timeout: 180_000 }, async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, errors, context } = await signedIn('admin@example.com', '', viewport)
      try {
        const dialog = await refundOneUnit(page, `${process.env.E2E_SCREENSHOTS ?? '/tmp'}/refund-dialog-${name}.png`)
        await expectAccessible(page, `order dialog after a refund (${name})`)
        await dialog.getByRole('list', { name: 'Refunds of this order' }).scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? '/tmp'}/order-refunds-${name}.png` })
        // Nothing overflows sideways at 390 px: the page, and each section of the order (its items
        // table scrolls inside its own box).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
        const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('[role=dialog] section')].map((s) => s.getBoundingClientRect().right)))
        expect(widest).toBeLessThanOrEqual(viewport.width)
        await dialog.getByRole('button', { name: 'Close', exact: true }).click()
        await dialog.waitFor({ state: 'detached' })
        // The one refusal the journey asks for on purpose (nothing chosen).
        expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)'])
      } finally {
        await context.close()
      }
    }
  })
})

describe('disputes (English)', () => {
  it('an open dispute is found with the filter, badged in the list and highlighted in the order with its deadline', { timeout: 120_000 }, async () => {
    // As the provider's webhook records one (worker/src/services/order-disputes.ts).
    const db = createClient({ url: `file:${join(e2e.shop.dbDir, 'shop.db')}` })
    try {
      const { rows } = await db.execute("SELECT id FROM orders WHERE status = 'delivered' ORDER BY created_at LIMIT 1")
      const at = new Date().toISOString()
      await db.execute({
        sql: `INSERT INTO order_disputes (id, order_id, amount_cents, currency, reason, status, evidence_due_by, last_event_at, opened_at, updated_at)
              VALUES ('dp_e2e', ?, 5900, 'usd', 'product_not_received', 'needs_response', '2030-01-15T23:59:59.000Z', ?, ?, ?)`,
        args: [rows[0]!.id as string, at, at, at],
      })
    } finally {
      db.close()
    }
    const { page, errors, context } = await signedIn('admin@example.com', '', PHONE)
    try {
      await page.getByLabel('Disputes').selectOption('open')
      await page.waitForURL(/dispute=open/)
      const cards = page.getByRole('list', { name: 'Retail orders' })
      await expect.poll(() => cards.getByRole('listitem').count()).toBe(1)
      await cards.getByText('Dispute open', { exact: true }).waitFor()
      await expectAccessible(page, 'orders with an open dispute (phone)')
      await cards.getByRole('button', { name: /^View order/ }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByText('Open dispute', { exact: true }).waitFor()
      await dialog.getByText('Reason: product not received').waitFor()
      await dialog.getByText('Status: answer needed').waitFor()
      await dialog.getByText(/^Evidence due by Jan 15, 2030/).scrollIntoViewIfNeeded()
      await expectAccessible(page, 'order dialog with a dispute (phone)')
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? '/tmp'}/order-dispute-phone.png` })
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('operations (English)', () => {
  it('the health report, a server error with its request id, the charts, and a failed email retried', { timeout: 120_000 }, async () => {
    // A failed email, as the delivery job leaves one after its last attempt, and a real crash: the
    // outbox refuses the contact form's notification, and the shop keeps the error (decision 032).
    const db = createClient({ url: `file:${join(e2e.shop.dbDir, 'shop.db')}` })
    let requestId: string | null
    try {
      await db.execute(`INSERT INTO email_outbox (id, "to", subject, body_text, template, status, attempts, last_error)
                        VALUES ('failed-e2e', 'customer@example.com', 'Your order has shipped', 'x', 'order_shipped', 'failed', 8, '550 mailbox unavailable')`)
      await db.execute(`CREATE TRIGGER outbox_down BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END`)
      const crash = await fetch(`${e2e.shop.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: e2e.shop.url },
        body: JSON.stringify({ name: 'Ana Ríos', email: 'ana@example.com', subject: 'Sizes', message: 'Which size fits me?' }),
      })
      expect(crash.status).toBe(500)
      requestId = crash.headers.get('x-request-id')
    } finally {
      await db.execute('DROP TRIGGER IF EXISTS outbox_down')
      db.close()
    }
    const { page, errors, context } = await signedIn('admin@example.com')
    try {
      await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Operations' }).click()
      await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor()
      await page.getByText('Database round trip').waitFor()
      await page.getByRole('table', { name: "Scheduled jobs' last runs" }).waitFor()
      await page.getByRole('table', { name: 'Server errors' }).getByText(requestId!).waitFor()
      for (const name of ['Paid orders per day', 'Revenue per day', 'Emails per day', 'Scheduled job runs per day']) {
        await page.getByRole('figure', { name }).getByRole('img', { name: new RegExp(`^${name} `) }).waitFor()
      }
      await expectAccessible(page, 'operations')

      await page.getByRole('button', { name: 'Retry the email “Your order has shipped” to customer@example.com' }).click()
      await seeToast(page, 'The email is back in the queue and will be sent shortly')
      await page.getByText('No failed emails.').waitFor()
      // Its button gone with it, the focus is on the list's heading.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Failed emails')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('discount codes (English, desktop)', () => {
  it('staff create a code, see it listed, and pause it', { timeout: 60_000 }, async () => {
    const { page, errors, context } = await signedIn('staff@example.com')
    try {
      await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Discounts' }).click()
      await page.getByRole('heading', { level: 1, name: 'Discounts' }).waitFor()
      await page.getByRole('button', { name: 'New code' }).click()
      const dialog = page.getByRole('dialog', { name: 'New discount code' })
      await dialog.getByRole('textbox', { name: 'Code' }).fill('e2e-spring')
      await expectAccessible(page, 'discount dialog')
      await dialog.getByLabel('Percentage off').fill('12')
      await dialog.getByRole('button', { name: 'Create code' }).click()
      await seeToast(page, 'E2E-SPRING was created.')
      await dialog.waitFor({ state: 'detached' })
      // Focus is back on the button that opened the dialog.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('New code')
      const row = table(page).locator('tr', { hasText: 'E2E-SPRING' })
      await row.getByText('Live', { exact: true }).waitFor()
      await expectAccessible(page, 'discounts')
      await row.getByRole('button', { name: 'Pause E2E-SPRING' }).click()
      await seeToast(page, 'E2E-SPRING is paused.')
      await row.getByText('Paused', { exact: true }).waitFor()
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('dashboard offers (English, phone)', () => {
  it('staff create an offer linked to a code and end it early', { timeout: 60_000 }, async () => {
    const { page, errors, context } = await signedIn('staff@example.com', '', PHONE)
    try {
      await page.goto(`${e2e.shop.url}/admin/offers`)
      await page.getByRole('heading', { level: 1, name: 'Offers' }).waitFor()
      await page.getByRole('button', { name: 'New offer' }).click()
      const dialog = page.getByRole('dialog', { name: 'New offer' })
      for (const [language, title] of [['English', 'E2E offer'], ['Español', 'Oferta E2E'], ['Français', 'Offre E2E']]) {
        const words = dialog.getByRole('group', { name: language })
        await words.getByLabel('Title').fill(title!)
        await words.getByLabel('Description').fill(`${title} text`)
      }
      // GRACIAS15 is for customers: an offer shown to everyone may not promote it.
      await dialog.getByLabel('Shown to').selectOption('customer')
      await dialog.getByLabel('Discount code').fill('gracias15')
      await dialog.getByRole('button', { name: 'Create offer' }).click()
      await seeToast(page, '“E2E offer” was created.')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('New offer')
      const card = page.locator('main li', { hasText: 'E2E offer' })
      await card.getByText('Live', { exact: true }).waitFor()
      await expectAccessible(page, 'offers')
      await card.getByRole('button', { name: 'End now: “E2E offer”' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'End now' }).click()
      await seeToast(page, '“E2E offer” has ended.')
      await card.getByText('Ended', { exact: true }).waitFor()
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('messages and subscribers (French, phone)', () => {
  it('staff read a message, find Reply addressed to the customer, mark it answered, and export the active subscribers', { timeout: 60_000 }, async () => {
    const { page, errors, context } = await signedIn('staff@example.com', '/fr', PHONE)
    try {
      await page.goto(`${e2e.shop.url}/fr/admin/messages`)
      await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor()
      await page.getByText('2 nouveaux', { exact: false }).waitFor()
      await page.getByRole('list', { name: 'Messages de contact' }).getByRole('button', { name: /^Lire le message de Valentina Ortiz/ }).click()
      const dialog = page.getByRole('dialog', { name: '¿Qué talla elijo después del parto?' })
      const reply = dialog.getByRole('link', { name: 'Répondre à valentina.ortiz@example.com depuis votre messagerie' })
      expect(await reply.getAttribute('href')).toBe('mailto:valentina.ortiz@example.com?subject=Re%3A%20%C2%BFQu%C3%A9%20talla%20elijo%20despu%C3%A9s%20del%20parto%3F')
      await expectAccessible(page, 'message dialog (fr, phone)')
      await dialog.getByRole('button', { name: 'Répondu' }).click()
      await seeToast(page, 'Message marqué comme répondu')
      await dialog.getByRole('button', { name: 'Fermer', exact: true }).click()
      await dialog.waitFor({ state: 'detached' })
      // Focus is back on the card's Read button; the counts follow.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Lire le message de Valentina Ortiz/)
      await page.getByText('2 répondus', { exact: false }).waitFor()
      await expectAccessible(page, 'messages (fr, phone)')

      await page.goto(`${e2e.shop.url}/fr/admin/subscribers`)
      await page.getByRole('heading', { level: 1, name: 'Abonnements à la newsletter' }).waitFor()
      await page.getByText('5 abonnements actifs', { exact: false }).waitFor()
      await expectAccessible(page, 'subscribers (fr, phone)')
      const exported = await page.request.get(`${e2e.shop.url}${await page.getByRole('link', { name: 'Exporter les actifs (CSV)' }).getAttribute('href')}`)
      const [header, ...rows] = (await exported.text()).replace(/^\uFEFF/, '').trim().split('\r\n')
      expect(header).toBe('Email,Language,Subscribed at (UTC)')
      expect(rows).toHaveLength(5)
      expect(rows.join('\n')).not.toContain('jessica.taylor@example.com')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('staff (Spanish, phone)', () => {
  it('run orders and inventory in Spanish, without user management or the audit log', { timeout: 120_000 }, async () => {
    const { page, errors, context } = await signedIn('staff@example.com', '/es', PHONE)
    try {
      await page.getByRole('heading', { level: 1, name: 'Pedidos minoristas' }).waitFor()
      const nav = page.getByRole('navigation', { name: 'Navegación de administración' })
      await nav.getByRole('link', { name: 'Inventario' }).waitFor()
      expect(await nav.getByRole('link', { name: 'Gestión de usuarios' }).count()).toBe(0)
      expect(await nav.getByRole('link', { name: 'Registro de auditoría' }).count()).toBe(0)
      // On a phone the orders are cards, with the Spanish labels.
      const cards = page.getByRole('list', { name: 'Pedidos minoristas' })
      await cards.waitFor()
      await cards.getByText('Artículos').first().waitFor()
      await page.getByText(/\d+ pedidos/).waitFor()
      await expectAccessible(page, 'orders (es, phone)')
      await cards.getByRole('button', { name: /^Ver el pedido/ }).first().click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: /^Pedido [0-9A-F]{8}$/ }).waitFor()
      await dialog.getByText('Historial').waitFor()
      await expectAccessible(page, 'order dialog (es, phone)')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      await nav.getByRole('link', { name: 'Inventario' }).click()
      await page.getByRole('heading', { level: 1, name: 'Inventario' }).waitFor()
      await page.getByText('Alertas de existencias bajas').waitFor()
      await page.getByRole('list', { name: 'Inventario' }).waitFor()
      await expectAccessible(page, 'inventory (es, phone)')

      // Typing the address of user management: the screen says it is for admins (the API refuses too).
      await page.goto(`${e2e.shop.url}/es/admin/users`)
      await page.getByText('Solo los administradores pueden ver esta página.').waitFor()
      const api = await page.request.get(`${e2e.shop.url}/api/admin/users`)
      expect(api.status()).toBe(403)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('stock by CSV (French, phone)', () => {
  it('staff export the stock, import a file with a bad row (refused as a whole), then a good one, and the grid shows it', { timeout: 120_000 }, async () => {
    const { page, errors, context } = await signedIn('staff@example.com', '/fr', PHONE)
    try {
      await page.goto(`${e2e.shop.url}/fr/admin/inventory`)
      await page.getByRole('heading', { level: 1, name: 'Inventaire' }).waitFor()
      const exported = await page.request.get(`${e2e.shop.url}/api/admin/inventory/export.csv`)
      expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename="stock-/)
      const [header, ...rows] = (await exported.text()).replace(/^\uFEFF/, '').trim().split('\r\n')
      expect(header).toBe('sku,product_code,color,size,stock,reserved,available,low_stock_threshold,not_offered')
      // Two variants of the last product in the file (the grid of the first product is edited elsewhere).
      const [a, b] = rows.slice(-2).map((row) => row.split(','))
      const file = (lines: string[]) => ({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(['sku,stock', ...lines].join('\n')) })

      await page.getByRole('button', { name: 'Importer un CSV' }).click()
      const dialog = page.getByRole('dialog', { name: 'Importer le stock depuis un fichier CSV' })
      await dialog.getByLabel('Fichier CSV').setInputFiles(file([`${a![0]},7`, 'INCONNU-1,2']))
      await dialog.getByText('Aucune variante n’a ce SKU.').waitFor()
      await dialog.getByText('Rien n’est importé tant qu’une ligne a une erreur : corrigez le fichier puis choisissez-le de nouveau.').waitFor()
      expect(await dialog.getByRole('button', { name: /^Importer 1 modification/ }).isDisabled()).toBe(true)
      await expectAccessible(page, 'stock import with an error (fr, phone)')

      await dialog.getByLabel('Fichier CSV').setInputFiles(file([`${a![0]},7`, `${b![0]},11`]))
      await dialog.getByText(`${a![4]} → 7`).waitFor()
      await dialog.getByText(`${b![4]} → 11`).waitFor()
      await dialog.getByRole('button', { name: 'Importer 2 modifications' }).click()
      await seeToast(page, 'Stock importé : 2 variantes mises à jour')
      await dialog.waitFor({ state: 'detached' })

      const code = a![1]!
      await page.getByRole('searchbox').fill(code)
      // The search is sent once typing pauses: the list behind the grid settles first (a list
      // still loading is dimmed, which axe would read as low contrast).
      await page.waitForURL(new RegExp(`search=${encodeURIComponent(code)}`))
      await page.locator('main [aria-busy]').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: `Tailles et coloris – ${code}` }).click()
      const grid = page.getByRole('dialog', { name: 'Stock par taille et coloris' })
      const colour = (value: string) => ({ beige: 'Beige', black: 'Noir', nude: 'Nude', cocoa: 'Cacao' })[value]
      await expect.poll(() => grid.getByRole('button', { name: new RegExp(`^${colour(a![2]!)}, taille ${a![3]} : .*[^\\d]7 en stock`) }).count()).toBe(1)
      await expect.poll(() => grid.getByRole('button', { name: new RegExp(`^${colour(b![2]!)}, taille ${b![3]} : .*[^\\d]11 en stock`) }).count()).toBe(1)
      await expectAccessible(page, 'stock grid (fr, phone)')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('returns (English, desktop)', () => {
  it('staff find a requested case, approve it, mark it received, record the inspection and give store credit, seeing the amount first', { timeout: 90_000 }, async () => {
    // A delivered order of the demo customer (delivered yesterday, as the carrier would record it),
    // and the case the customer opens through the API as the returns screens do (decision 039).
    const orderId = await deliverLatestShippedOrder(e2e.shop.dbDir, 'customer@example.com')
    const customer = await e2e.browser.newContext()
    let caseNumber: string
    try {
      const page = await customer.newPage()
      await page.goto(`${e2e.shop.url}/login`)
      caseNumber = await page.evaluate(async (id) => {
        const send = (url: string, body?: unknown) =>
          fetch(url, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}).then((r) => r.json())
        await send('/api/auth/login', { email: 'customer@example.com', password: 'Demo12345' })
        const options = await send(`/api/returns/orders/${id}`)
        const itemId = options.lines[0].itemId
        const created = await send(`/api/returns/orders/${id}`, { reason: 'wrong_size', outcome: 'store_credit', lines: [{ itemId, quantity: 1 }], message: 'Too big at the waist.' })
        return created.caseNumber as string
      }, orderId)
    } finally {
      await customer.close()
    }

    const { page, errors, context } = await signedIn('staff@example.com')
    try {
      await page.goto(`${e2e.shop.url}/admin/returns`)
      await page.getByRole('heading', { level: 1, name: 'Returns' }).waitFor()
      await page.getByRole('searchbox', { name: 'Search returns' }).fill(caseNumber)
      await page.keyboard.press('Enter')
      await table(page).getByRole('button', { name: `Open return ${caseNumber}` }).click()
      const dialog = page.getByRole('dialog', { name: `Return ${caseNumber}` })
      await dialog.getByText('Too big at the waist.').first().waitFor()
      await expectAccessible(page, 'return case (requested)')

      const step = async (button: string, title: string, toast: string) => {
        await dialog.getByRole('button', { name: button, exact: true }).click()
        await page.getByRole('dialog', { name: title }).getByRole('button', { name: button, exact: true }).click()
        await seeToast(page, toast)
      }
      await step('Approve', 'Approve this return?', 'Return approved; the customer has been emailed')
      await step('Mark received', 'Mark the parcel received?', 'Return marked received')
      await dialog.getByRole('button', { name: 'Save inspection' }).click()
      await seeToast(page, 'Inspection saved')

      // The amount the server will pay, itemised, before anything is sent.
      await dialog.getByRole('button', { name: 'Give store credit' }).click()
      const confirm = page.getByRole('dialog', { name: /^Give \$\d+\.\d\d in store credit\?$/ })
      await confirm.getByText('Store credit bonus (10 %)').waitFor()
      await confirm.getByText('Size return deduction (30 %)').waitFor()
      const amount = /\$\d+\.\d\d/.exec((await confirm.locator('h2').first().textContent()) ?? '')![0]
      await expectAccessible(page, 'finish confirmation')
      await confirm.getByRole('button', { name: `Credit ${amount}` }).click()
      await seeToast(page, 'Return finished')
      await dialog.getByText('Credited').first().waitFor()
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

/**
 * English words a Spanish or French screen shows only when a string was left untranslated (whole
 * words, as capitalised), none of them a Spanish or French word too: Total, Stock, Points, Code,
 * Actions, Message(s), Date, Type, Client, Photos, Color and Personal are, so they are not here;
 * nor are words of the demo's product names, people or messages (written by customers, in theirs).
 */
const ENGLISH = [
  'Order', 'Orders', 'Status', 'Refund', 'Refunded', 'Shipped', 'Delivered', 'Processing', 'Pending', 'Paid', 'Unpaid', 'Cancelled',
  'Customer', 'Customers', 'Search', 'Save', 'Cancel', 'Edit', 'Delete', 'View', 'Close', 'Loading', 'Returns', 'Return', 'Reply',
  'Name', 'Email', 'Phone', 'Address', 'Price', 'Quantity', 'Amount', 'Reason', 'Payment', 'Card', 'Shipping', 'Tracking', 'Carrier',
  'Items', 'Size', 'Colour', 'Inventory', 'Products', 'Users', 'Role', 'Subscribers', 'Operations', 'Discount', 'Offers', 'Credit',
  'Wholesale', 'Language', 'Created', 'Updated', 'Export', 'Filter', 'None', 'Yes', 'Next', 'Previous', 'Unknown', 'Failed', 'Sent',
  'Draft', 'Archived', 'Answered', 'Closed', 'Received', 'Approve', 'Reject', 'Points earned', 'Store credit',
]
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${ENGLISH.join('|')})(?![\\p{L}\\p{N}-])`, 'gu')
/** A server's value or field shown as it is stored instead of by its label: `card_refund`, `close-waiting-returns`, `amountCents`. */
const CODE_NAME = /(?<![\p{L}\p{N}@./_-])(?:[a-z]+(?:_[a-z]+)+|[a-z]+(?:-[a-z]+){2,}|[a-z]+(?:[A-Z][a-z]+)+)(?![\p{L}\p{N}@/_-]|\.[\p{L}\p{N}])/gu

describe('no English on Spanish and French screens', () => {
  it('reads every account and back-office screen, and the order and message dialogs, in Spanish and French', { timeout: 120_000 }, async () => {
    const found: string[] = []
    /** Goes to a path inside the app as its links do (no reload), and waits for that page's heading. */
    const visit = async (page: Page, path: string) => {
      if ((await page.evaluate(() => location.pathname)) === path) return
      await page.evaluate((to) => {
        document.querySelector('main h1')?.setAttribute('data-left', '')
        history.pushState(null, '', to)
        dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      await page.locator('main h1:not([data-left])').first().waitFor()
    }
    /** What the page shows once its data has come (no spinner, skeleton or busy table left). */
    const read = async (page: Page, where: string) => {
      await page.locator('main h1').first().waitFor()
      await page.waitForFunction(() => !document.querySelector('.animate-spin, .animate-pulse, [aria-busy="true"]'))
      const text = await page.evaluate(() => document.body.innerText)
      const words = [...(text.match(ENGLISH_WORD) ?? []), ...(text.match(CODE_NAME) ?? [])]
      if (words.length > 0) found.push(`${where}: ${[...new Set(words)].join(', ')}`)
    }
    const customer = await e2e.browser.newContext({ viewport: DESKTOP })
    try {
      const page = await customer.newPage()
      await page.goto(`${e2e.shop.url}/es/login`)
      await signInThroughForm(page, 'customer@example.com')
      await page.waitForURL('**/es/dashboard')
      for (const lang of ['es', 'fr']) {
        await page.goto(`${e2e.shop.url}/${lang}/dashboard`)
        for (const path of ['dashboard', 'dashboard/orders', 'dashboard/returns', 'dashboard/loyalty', 'dashboard/profile']) {
          await visit(page, `/${lang}/${path}`)
          await read(page, `/${lang}/${path}`)
        }
      }
    } finally {
      await customer.close()
    }
    const { page, context } = await signedIn('admin@example.com', '/es')
    try {
      // Every back-office screen the admin layout lists, then a product in the catalogue editor.
      const sections = await page.getByRole('navigation', { name: 'Navegación de administración' }).getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/^\/es/, '')))
      expect(sections.length).toBeGreaterThanOrEqual(12)
      for (const lang of ['es', 'fr']) {
        if (lang !== 'es') await page.goto(`${e2e.shop.url}/${lang}/admin/orders`)
        for (const path of sections) {
          await visit(page, `/${lang}${path}`)
          await read(page, `/${lang}${path}`)
        }
        await visit(page, `/${lang}/admin/orders`)
        await read(page, `/${lang}/admin/orders`)
        await table(page).locator('[data-opens]').first().click()
        await page.getByRole('dialog').locator('h2').first().waitFor()
        await read(page, `/${lang}/admin/orders, an order`)
        await visit(page, `/${lang}/admin/messages`)
        await read(page, `/${lang}/admin/messages`)
        await table(page).locator('[data-opens]').first().click()
        await page.getByRole('dialog').locator('h2').first().waitFor()
        await read(page, `/${lang}/admin/messages, a message`)
        await visit(page, `/${lang}/admin/products`)
        await read(page, `/${lang}/admin/products`)
        await page.evaluate(() => document.querySelector('main h1')?.setAttribute('data-left', ''))
        await table(page).getByRole('link').first().click()
        await page.locator('main h1:not([data-left])').first().waitFor()
        await read(page, `/${lang}/admin/products/…`)
      }
      expect(found).toEqual([])
    } finally {
      await context.close()
    }
  })
})
