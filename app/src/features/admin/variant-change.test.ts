import { describe, expect, it } from 'vitest'
import type { VariantStockRow } from '#shared/contracts/admin-inventory'
import { changeOf, draftOf } from './variant-change'

const variant: VariantStockRow = { id: 'v1', sku: 'SS-2001-BLK-M', color: 'black', size: 'M', stock: 8, pendingQty: 3, soldQty: 2, available: 5, lowStockThreshold: 5, notOffered: false, isLow: true, waiting: 0 }
const draft = (over: Partial<ReturnType<typeof draftOf>>) => ({ ...draftOf(variant), ...over })

describe('a variant change as typed', () => {
  it('sends only what differs: a new figure, or a change like +5 or −2', () => {
    expect(changeOf(variant, draftOf(variant))).toEqual({ kind: 'nothing' })
    expect(changeOf(variant, draft({ stock: ' 12 ' }))).toEqual({ kind: 'send', body: { stock: 12 } })
    expect(changeOf(variant, draft({ mode: 'change', change: '+5' }))).toEqual({ kind: 'send', body: { delta: 5 } })
    expect(changeOf(variant, draft({ mode: 'change', change: '−2' }))).toEqual({ kind: 'send', body: { delta: -2 } })
    expect(changeOf(variant, draft({ mode: 'change', change: '-2', threshold: '3', notOffered: true, sku: 'ss-2001-blk-m2' }))).toEqual({
      kind: 'send',
      body: { delta: -2, lowStockThreshold: 3, notOffered: true, sku: 'SS-2001-BLK-M2' },
    })
    expect(changeOf(variant, draft({ mode: 'change', change: '' }))).toEqual({ kind: 'nothing' })
  })

  it('refuses what is not a whole number in range, naming the field', () => {
    for (const stock of ['-1', '2.5', 'abc', '', '1000001']) expect(changeOf(variant, draft({ stock }))).toEqual({ kind: 'invalid', field: 'stock' })
    for (const change of ['5-', '+-2', '1.5']) expect(changeOf(variant, draft({ mode: 'change', change }))).toEqual({ kind: 'invalid', field: 'stock' })
    expect(changeOf(variant, draft({ threshold: '1001' }))).toEqual({ kind: 'invalid', field: 'threshold' })
    expect(changeOf(variant, draft({ sku: 'has space' }))).toEqual({ kind: 'invalid', field: 'sku' })
  })
})
