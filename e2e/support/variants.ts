// Stock per colour and size as a journey needs it (decision 026): the demo seed sells some sizes out
// in some colours, so a test that adds "a size" picks one the shop can still sell.
import type { Page } from 'playwright-core'
import type { Product } from '#shared/schemas/catalogue'

export type Pick = { color: string; size: string }

/**
 * The first colour and size (in the product's colour and size order) with at least `units` left,
 * or undefined. A made-to-measure piece has none.
 */
export function inStock(product: Product, units = 1): Pick | undefined {
  for (const color of product.colors)
    for (const size of product.sizes) {
      const variant = product.variants.find((v) => v.color === color && v.size === size)
      if (variant && variant.available >= units) return { color, size }
    }
  return undefined
}

/** Products that have a colour and size with at least `units` left (made-to-measure pieces left out). */
export const withUnits = (products: Product[], units: number) => products.filter((p) => !p.isCustomMade && inStock(p, units))

/** Chooses a colour and size on the product page (the radios are visually hidden: their labels are tapped). */
export async function choose(page: Page, { color, size }: Pick) {
  await page.locator(`label:has(input[name="color"][value="${color}"])`).click()
  await page.locator(`label:has(input[name="size"][value="${size}"])`).click()
}
