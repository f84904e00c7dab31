// The refund dialog's preview of where a refund goes (decision 035).
import { describe, expect, it } from 'vitest'
import { refundSplit } from './refund-credit'

describe('refundSplit', () => {
  it('gives a refund to store credit the 10 % bonus, rounded half up, and nothing to the card', () => {
    expect(refundSplit(10_00, 0, 'store_credit')).toEqual({ creditBackCents: 0, creditIssuedCents: 11_00, cardCents: 0 })
    expect(refundSplit(5, 0, 'store_credit')).toEqual({ creditBackCents: 0, creditIssuedCents: 6, cardCents: 0 })
  })

  it('sends a card refund to the card', () => {
    expect(refundSplit(25_50, 0, 'card')).toEqual({ creditBackCents: 0, creditIssuedCents: 0, cardCents: 25_50 })
  })

  it('gives the order’s own credit back first, without bonus, whatever the destination', () => {
    expect(refundSplit(30_00, 12_50, 'card')).toEqual({ creditBackCents: 12_50, creditIssuedCents: 0, cardCents: 17_50 })
    expect(refundSplit(30_00, 12_50, 'store_credit')).toEqual({ creditBackCents: 12_50, creditIssuedCents: 19_25, cardCents: 0 })
    expect(refundSplit(10_00, 12_50, 'store_credit')).toEqual({ creditBackCents: 10_00, creditIssuedCents: 0, cardCents: 0 })
  })
})
