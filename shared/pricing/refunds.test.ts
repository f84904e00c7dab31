// The prices of refunded lines (decision 012 "Refunds"): exact cents, whatever the steps.
import { describe, expect, it } from 'vitest'
import { discountShares, lineRefundCents } from './refunds'

describe('discountShares', () => {
  it('shares the reward between lines in proportion to their subtotals, adding up to it to the cent', () => {
    const items = [
      { id: 'a', subtotalCents: 10_000 },
      { id: 'b', subtotalCents: 10_000 },
      { id: 'c', subtotalCents: 10_000 },
    ]
    const shares = discountShares(items, 1000)
    expect([...shares.values()].reduce((s, v) => s + v, 0)).toBe(1000)
    expect([...shares.values()].sort()).toEqual([333, 333, 334])
    expect(discountShares(items, 0).get('a')).toBe(0)
  })
})

describe('lineRefundCents', () => {
  it('gives back the line’s net in full however its units are refunded', () => {
    const line = { quantity: 3, subtotalCents: 10_000 }
    const share = 333
    const net = line.subtotalCents - share
    for (const steps of [[3], [1, 1, 1], [2, 1], [1, 2]]) {
      let refunded = 0
      let cents = 0
      for (const q of steps) {
        cents += lineRefundCents(line, share, refunded, q)
        refunded += q
      }
      expect(cents).toBe(net)
    }
    expect(lineRefundCents(line, share, 0, 1)).toBe(Math.floor(net / 3))
  })
})
