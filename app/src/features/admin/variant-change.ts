// What staff typed for one variant, turned into the change the server takes (decision 026): the
// stock set to a figure or changed by one (+5 for a delivery, −2 for two damaged pieces), the
// low-stock alert, whether it is offered, its SKU. Only what differs from the variant is sent;
// a figure that is not a whole number in range is refused here and nothing is sent.
import { SKU_PATTERN } from '#shared/catalogue/variants'
import { STOCK_MAX, THRESHOLD_MAX, type VariantStockRow, type VariantUpdate } from '#shared/contracts/admin-inventory'

export type VariantDraft = { mode: 'set' | 'change'; stock: string; change: string; threshold: string; notOffered: boolean; sku: string }

export const draftOf = (v: VariantStockRow): VariantDraft => ({
  mode: 'set',
  stock: String(v.stock),
  change: '',
  threshold: String(v.lowStockThreshold),
  notOffered: v.notOffered,
  sku: v.sku,
})

/** A whole number from 0 as typed (spaces around allowed). */
const wholeNumber = (text: string) => (/^\s*\d{1,7}\s*$/.test(text) ? Number(text) : Number.NaN)
/** A signed whole number as typed: "+5", "-2", "−2" (the typographic minus), "5". */
const signedNumber = (text: string) => {
  const match = /^\s*([+\-−]?)\s*(\d{1,7})\s*$/.exec(text)
  if (!match) return Number.NaN
  return (match[1] === '-' || match[1] === '−' ? -1 : 1) * Number(match[2])
}

export type VariantChange = { kind: 'send'; body: VariantUpdate } | { kind: 'nothing' } | { kind: 'invalid'; field: 'stock' | 'threshold' | 'sku' }

export function changeOf(v: VariantStockRow, draft: VariantDraft): VariantChange {
  const body: VariantUpdate = {}
  if (draft.mode === 'set') {
    const stock = wholeNumber(draft.stock)
    if (!Number.isSafeInteger(stock) || stock > STOCK_MAX) return { kind: 'invalid', field: 'stock' }
    if (stock !== v.stock) body.stock = stock
  } else if (draft.change.trim() !== '') {
    const delta = signedNumber(draft.change)
    if (!Number.isSafeInteger(delta) || Math.abs(delta) > STOCK_MAX) return { kind: 'invalid', field: 'stock' }
    if (delta !== 0) body.delta = delta
  }
  const threshold = wholeNumber(draft.threshold)
  if (!Number.isSafeInteger(threshold) || threshold > THRESHOLD_MAX) return { kind: 'invalid', field: 'threshold' }
  if (threshold !== v.lowStockThreshold) body.lowStockThreshold = threshold
  if (draft.notOffered !== v.notOffered) body.notOffered = draft.notOffered
  const sku = draft.sku.trim().toUpperCase()
  if (!SKU_PATTERN.test(sku)) return { kind: 'invalid', field: 'sku' }
  if (sku !== v.sku) body.sku = sku
  return Object.keys(body).length === 0 ? { kind: 'nothing' } : { kind: 'send', body }
}
