// Picking what a browser test buys from the demo catalogue, whose shelf has some sizes sold out
// in some colours (decision 026): a product with a variant that has at least `units` left.
import type { Product } from '#shared/schemas/catalogue'

export type InStock = { product: Product; color: string; size: string; available: number }

/** The products of the list that have a colour and size with `units` or more left, each with the first such variant. */
export function inStock(products: readonly Product[], units = 1): InStock[] {
  return products.flatMap((product) => {
    const variant = product.variants.find((v) => v.available >= units)
    return variant ? [{ product, color: variant.color, size: variant.size, available: variant.available }] : []
  })
}
