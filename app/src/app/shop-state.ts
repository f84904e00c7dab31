// What a server-drawn page hands the browser beside its HTML (decision 010): the router's data
// for the page (what the server read to draw it) and the origin its URLs were written with. A
// JSON block, not a script that runs, so the page needs no inline script under the CSP.
import type { HydrationState } from 'react-router-dom'

export const SHOP_STATE_ID = 'shop-state'

export type ShopState = { origin: string; router: HydrationState }

/** The state of the page as the server drew it, or undefined for the app shell (index.html). */
export function readShopState(): ShopState | undefined {
  const block = document.getElementById(SHOP_STATE_ID)
  if (!block?.textContent) return undefined
  try {
    return JSON.parse(block.textContent) as ShopState
  } catch {
    return undefined
  }
}
