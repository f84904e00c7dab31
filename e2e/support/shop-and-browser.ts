// What most browser journeys need for their whole file: the shop started as `npm start` does
// (support/server.ts) and one Chromium (support/browser.ts), both stopped when the file's tests end.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser'
import { startShop, type ShopServer } from './server'

export type ShopAndBrowser = { shop: ShopServer; browser: Browser }

/** Registers the file's hooks. The fields are set by `beforeAll`: read them in tests and later hooks. */
export function setUpShopAndBrowser(): ShopAndBrowser {
  const running = {} as ShopAndBrowser
  beforeAll(async () => {
    running.shop = await startShop()
    running.browser = await launchBrowser()
  })
  afterAll(async () => {
    await running.browser?.close()
    await running.shop?.stop()
  })
  return running
}
