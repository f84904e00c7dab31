// The demo's stock per colour and size: a product's units spread the way a real shelf looks
// (middle sizes and the first colours deepest), with a deterministic share of sizes sold out or
// down to one or two in some colours, so the shop shows sold-out and "only N left" choices.
import { defaultSku } from '#shared/catalogue/variants'

type Stocked = { code: string; colors: readonly string[]; sizes: readonly string[]; stock: number; isCustomMade?: boolean }
export type SeedVariant = { color: string; size: string; sku: string; stock: number }

/** A small stable number from text (FNV-1a), so every fresh database gets the same shelf. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash
}

export function seedVariants(product: Stocked): SeedVariant[] {
  if (product.isCustomMade) return []
  const middle = (product.sizes.length - 1) / 2
  const weights = product.colors.flatMap((color, c) =>
    product.sizes.map((size, s) => ({ color, size, weight: (product.colors.length - c + 1) * (product.sizes.length - Math.abs(s - middle)) })),
  )
  const total = weights.reduce((sum, w) => sum + w.weight, 0)
  return weights.map(({ color, size, weight }) => {
    const share = Math.round((product.stock * 4 * weight) / total)
    const roll = stableHash(`${product.code}/${color}/${size}`) % 20
    // About one variant in seven is sold out, one in seven is down to its last one or two.
    const stock = product.stock === 0 || roll < 3 ? 0 : roll < 6 ? 1 + (roll % 2) : Math.max(share, 3)
    return { color, size, sku: defaultSku(product.code, color, size), stock }
  })
}
