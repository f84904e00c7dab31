import { describe, expect, it } from 'vitest'
import { creditForRefund, refundSplit, STORE_CREDIT_BONUS_PERCENT, storeCreditBonus, storeCreditToApply } from './store-credit'

describe('store credit rules', () => {
  it('adds the 10 % bonus to a refund taken as credit, rounded half up to the cent', () => {
    expect(STORE_CREDIT_BONUS_PERCENT).toBe(10)
    expect(creditForRefund(10_000)).toBe(11_000)
    expect(creditForRefund(1_000)).toBe(1_100)
    expect(storeCreditBonus(5)).toBe(1) // 0.5 cent rounds up
    expect(storeCreditBonus(4)).toBe(0) // 0.4 cent rounds down
    expect(creditForRefund(1_235)).toBe(1_359) // 123.5 cents of bonus → 124
    expect(creditForRefund(0)).toBe(0)
    expect(() => creditForRefund(-1)).toThrow(RangeError)
    expect(() => creditForRefund(1.5)).toThrow(RangeError)
  })

  it('applies the whole balance or what is due, whichever is less, never below zero', () => {
    expect(storeCreditToApply(1_250, 5_000)).toBe(1_250)
    expect(storeCreditToApply(8_000, 5_000)).toBe(5_000)
    expect(storeCreditToApply(5_000, 5_000)).toBe(5_000)
    expect(storeCreditToApply(0, 5_000)).toBe(0)
    expect(storeCreditToApply(1_000, 0)).toBe(0)
  })

  it('gives an order’s credit part back as credit first, then the rest to the card or to credit with its bonus', () => {
    // $100.00 order, $30.00 of it paid by credit, nothing refunded yet.
    expect(refundSplit(4000, 3000, 'card')).toEqual({ creditIssuedCents: 3000, cardCents: 1000 })
    expect(refundSplit(4000, 3000, 'store_credit')).toEqual({ creditIssuedCents: 3000 + 1100, cardCents: 0 })
    expect(refundSplit(2000, 3000, 'card')).toEqual({ creditIssuedCents: 2000, cardCents: 0 })
    // No credit on the order (or all of it given back already).
    expect(refundSplit(5000, 0, 'card')).toEqual({ creditIssuedCents: 0, cardCents: 5000 })
    expect(refundSplit(5000, -200, 'store_credit')).toEqual({ creditIssuedCents: 5500, cardCents: 0 })
  })
})
