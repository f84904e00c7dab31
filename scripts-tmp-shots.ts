import { launchBrowser, newPage } from './e2e/support/browser'
import { startShop } from './e2e/support/server'

const shop = await startShop()
const browser = await launchBrowser()
try {
  for (const [w, h] of [[390, 844], [1280, 800]] as const) {
    const context = await browser.newContext({ viewport: { width: w, height: h } })
    const { page, errors } = await newPage(context)
    await page.goto(`${shop.url}/login`)
    await page.fill('input[name=email]', 'staff@example.com')
    await page.fill('input[name=password]', 'Demo12345')
    await page.click('button[type=submit]')
    await page.waitForURL(/\/admin\//)
    for (const [lang, prefix] of [['en', ''], ['es', '/es'], ['fr', '/fr']] as const) {
      await page.goto(`${shop.url}${prefix}/admin/products`)
      await page.locator('main h1').waitFor()
      await page.waitForTimeout(1500)
      await page.screenshot({ path: `/tmp/cat-shots/list-${lang}-${w}.png`, fullPage: w > 400 })
      const href = await page.locator('main a[href*="/admin/products/"]').nth(1).getAttribute('href')
      await page.goto(`${shop.url}${href}`)
      await page.locator('main h1').waitFor()
      await page.waitForTimeout(1500)
      await page.screenshot({ path: `/tmp/cat-shots/editor-${lang}-${w}.png`, fullPage: true })
      await page.goto(`${shop.url}${prefix}/admin/products/new`)
      await page.locator('main h1').waitFor()
      await page.waitForTimeout(800)
      await page.screenshot({ path: `/tmp/cat-shots/new-${lang}-${w}.png`, fullPage: false })
    }
    console.log('errors', w, errors)
    await context.close()
  }
} finally {
  await browser.close()
  await shop.stop()
}
