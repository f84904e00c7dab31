import { describe, expect, it } from 'vitest'
import { quoteReturn, shippingShares, unitsWorth, type ChosenLine, type OrderMoney, type ReturnQuote } from './amounts'
import { DEFAULT_RETURN_POLICY as POLICY, RETURN_OUTCOMES, RETURN_TERMS, type ReturnOutcome, type ReturnPolicySettings, type ReturnTerms } from './policy-settings'
import { creditForRefund } from '#shared/pricing/store-credit'

// Line A: 3 units for 90.00 less 10.00 of discounts, so 80.00 paid (26.66, 53.33, 80.00 for 1, 2, 3
// units). Line B: 1 unit, 50.00. Shipping 10.00, shared 80:50 → A 6.15, B 3.85 (largest remainder).
const ORDER: OrderMoney = {
  shippingCents: 1000,
  lines: [
    { itemId: 'a', quantity: 3, subtotalCents: 9000, discountCents: 1000, returnedQuantity: 0 },
    { itemId: 'b', quantity: 1, subtotalCents: 5000, discountCents: 0, returnedQuantity: 0 },
  ],
}

const withPolicy = (change: (s: ReturnPolicySettings) => void): ReturnPolicySettings => {
  const copy = structuredClone(POLICY)
  change(copy)
  return copy
}

const quote = (chosen: ChosenLine[], outcome: ReturnOutcome, terms: ReturnTerms, more: { order?: OrderMoney; settings?: ReturnPolicySettings; remainingCents?: number } = {}) =>
  quoteReturn({ order: more.order ?? ORDER, chosen, outcome, terms, settings: more.settings ?? POLICY, remainingCents: more.remainingCents })

/** The entries as `kind: cents` lines, easy to read in a failing test. */
const itemised = (q: ReturnQuote) => q.entries.map((e) => `${e.itemId ?? '-'} ${e.kind} ${e.cents}`)

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

describe('what the units were paid', () => {
  it('spreads a line’s net over its units so that every step adds up to it exactly', () => {
    expect([unitsWorth(8000, 3, 0, 1), unitsWorth(8000, 3, 1, 1), unitsWorth(8000, 3, 2, 1)]).toEqual([2666, 2667, 2667])
    expect(unitsWorth(8000, 3, 0, 3)).toBe(8000)
  })

  it('shares the shipping among the lines by what was paid for them, to the cent', () => {
    expect(shippingShares(ORDER)).toEqual(
      new Map([
        ['a', 615],
        ['b', 385],
      ]),
    )
  })
})

describe('a standard return (changed mind)', () => {
  it('by card: the production deduction and the return fee, shipping not refunded', () => {
    const q = quote([{ itemId: 'a', quantity: 1 }], 'card_refund', 'standard')
    expect(itemised(q)).toEqual(['a merchandise 2666', 'a production_deduction -266', 'a shipping_not_refunded 0', '- return_fee -695'])
    expect(q.entries.find((e) => e.kind === 'shipping_not_refunded')?.baseCents).toBe(205)
    expect(q).toMatchObject({ totalCents: 1705, owedCents: 0, lines: [{ itemId: 'a', quantity: 1, paidCents: 2871, totalCents: 2400 }] })
  })

  it('as store credit: no production deduction, the fee, then the store-credit bonus on what is given back', () => {
    const q = quote([{ itemId: 'a', quantity: 1 }], 'store_credit', 'standard')
    // 26.66 less the 6.95 fee is 19.71; the refund that pays it adds 10 % of that (1.97, half up).
    expect(itemised(q)).toEqual(['a merchandise 2666', 'a shipping_not_refunded 0', '- return_fee -695', '- store_credit_bonus 197'])
    expect(q.totalCents).toBe(creditForRefund(1971))
  })

  it('as an exchange: only the return fee', () => {
    expect(quote([{ itemId: 'a', quantity: 1 }], 'exchange', 'standard').totalCents).toBe(2666 - 695)
  })

  it('takes the production deduction from store credit and exchanges when the settings say so', () => {
    const settings = withPolicy((s) => (s.deductions.productionOn = { card_refund: true, store_credit: true, exchange: true }))
    expect(quote([{ itemId: 'b', quantity: 1 }], 'store_credit', 'standard', { settings }).totalCents).toBe(creditForRefund(5000 - 500 - 695))
    expect(quote([{ itemId: 'b', quantity: 1 }], 'exchange', 'standard', { settings }).totalCents).toBe(5000 - 500 - 695)
  })

  it('charges the fee once per return, whatever the number of lines', () => {
    const q = quote(
      [
        { itemId: 'a', quantity: 3 },
        { itemId: 'b', quantity: 1 },
      ],
      'card_refund',
      'standard',
    )
    expect(q.entries.filter((e) => e.kind === 'return_fee')).toHaveLength(1)
    expect(q.totalCents).toBe(8000 - 800 + 5000 - 500 - 695)
  })
})

describe('a size return', () => {
  it('by card or store credit: the size deduction instead of the production one, and the fee', () => {
    expect(itemised(quote([{ itemId: 'b', quantity: 1 }], 'card_refund', 'size'))).toEqual([
      'b merchandise 5000',
      'b size_deduction -1500',
      'b shipping_not_refunded 0',
      '- return_fee -695',
    ])
    expect(quote([{ itemId: 'b', quantity: 1 }], 'card_refund', 'size').totalCents).toBe(2805)
    expect(quote([{ itemId: 'b', quantity: 1 }], 'store_credit', 'size').totalCents).toBe(creditForRefund(5000 - 1500 - 695))
  })

  it('as an exchange for another size: only the fee, unless the settings take the deduction there too', () => {
    expect(quote([{ itemId: 'b', quantity: 1 }], 'exchange', 'size').totalCents).toBe(5000 - 695)
    const settings = withPolicy((s) => (s.deductions.sizeOn.exchange = true))
    expect(quote([{ itemId: 'b', quantity: 1 }], 'exchange', 'size', { settings }).totalCents).toBe(5000 - 1500 - 695)
  })
})

describe('a return for the shop’s fault', () => {
  it('deducts nothing, charges no fee and gives back the units’ share of the shipping', () => {
    const q = quote([{ itemId: 'a', quantity: 1 }], 'card_refund', 'shop_fault')
    expect(itemised(q)).toEqual(['a merchandise 2666', 'a shipping_refund 205'])
    expect(q.totalCents).toBe(2871)
  })

  it('keeps the shipping when the setting says so', () => {
    const settings = withPolicy((s) => (s.refundShippingWhenShopAtFault = false))
    expect(itemised(quote([{ itemId: 'a', quantity: 1 }], 'card_refund', 'shop_fault', { settings }))).toEqual(['a merchandise 2666', 'a shipping_not_refunded 0'])
  })

  it('adds the store-credit bonus on all it gives back, the shipping share included, as the refund that pays it does', () => {
    expect(quote([{ itemId: 'b', quantity: 1 }], 'store_credit', 'shop_fault').totalCents).toBe(creditForRefund(5000 + 385))
  })

  it('shows no shipping line for an order that shipped free', () => {
    const free = { ...ORDER, shippingCents: 0 }
    expect(itemised(quote([{ itemId: 'b', quantity: 1 }], 'card_refund', 'shop_fault', { order: free }))).toEqual(['b merchandise 5000'])
  })
})

describe('the damage deduction', () => {
  it('takes 20 % of the damaged units’ worth, on top of the others', () => {
    const q = quote([{ itemId: 'a', quantity: 2, damagedQuantity: 1 }], 'card_refund', 'standard')
    // Two units are worth 53.33; one damaged unit's share is 26.66, of which 20 % is 5.33.
    expect(itemised(q)).toEqual(['a merchandise 5333', 'a production_deduction -533', 'a damage_deduction -533', 'a shipping_not_refunded 0', '- return_fee -695'])
    expect(q.entries.find((e) => e.kind === 'damage_deduction')).toMatchObject({ percent: 20, baseCents: 2666 })
  })

  it('applies for the shop’s fault and to store credit as well, and lowers the bonus with it', () => {
    expect(quote([{ itemId: 'b', quantity: 1, damagedQuantity: 1 }], 'card_refund', 'shop_fault').totalCents).toBe(5000 - 1000 + 385)
    const credit = quote([{ itemId: 'b', quantity: 1, damagedQuantity: 1 }], 'store_credit', 'standard')
    expect(itemised(credit)).toEqual(['b merchandise 5000', 'b damage_deduction -1000', 'b shipping_not_refunded 0', '- return_fee -695', '- store_credit_bonus 331'])
  })

  it('never takes more than the line, whatever the settings add up to', () => {
    const settings = withPolicy((s) => {
      s.deductions.productionPercent = 90
      s.deductions.damagePercent = 50
    })
    const q = quote([{ itemId: 'b', quantity: 1, damagedQuantity: 1 }], 'card_refund', 'standard', { settings })
    expect(itemised(q)).toEqual(['b merchandise 5000', 'b production_deduction -4500', 'b damage_deduction -500', 'b shipping_not_refunded 0', '- return_fee 0'])
    expect(q).toMatchObject({ totalCents: 0, owedCents: 695 })
  })
})

describe('the return fee', () => {
  it('never takes the total below zero: what it cannot take is owed', () => {
    const cheap: OrderMoney = { shippingCents: 0, lines: [{ itemId: 'c', quantity: 1, subtotalCents: 500, discountCents: 0, returnedQuantity: 0 }] }
    const q = quote([{ itemId: 'c', quantity: 1 }], 'exchange', 'standard', { order: cheap })
    expect(itemised(q)).toEqual(['c merchandise 500', '- return_fee -500'])
    expect(q).toMatchObject({ totalCents: 0, owedCents: 195 })
  })

  it('is left out for the outcomes the settings free from it, and follows the fee of the settings', () => {
    const settings = withPolicy((s) => {
      s.returnFeeOn.exchange = false
      s.returnFeeCents = 900
    })
    expect(quote([{ itemId: 'b', quantity: 1 }], 'exchange', 'standard', { settings }).totalCents).toBe(5000)
    expect(quote([{ itemId: 'b', quantity: 1 }], 'card_refund', 'standard', { settings }).totalCents).toBe(5000 - 500 - 900)
  })
})

describe('never more than was paid', () => {
  it('gives back a line’s net exactly over returns of its units in any steps', () => {
    const first = quote([{ itemId: 'a', quantity: 1 }], 'card_refund', 'shop_fault')
    const after = { ...ORDER, lines: ORDER.lines.map((l) => (l.itemId === 'a' ? { ...l, returnedQuantity: 1 } : l)) }
    const rest = quote([{ itemId: 'a', quantity: 2 }], 'card_refund', 'shop_fault', { order: after })
    expect(first.totalCents + rest.totalCents).toBe(8000 + 615)
  })

  it('holds for every order, line, step and outcome (each line at most its share of merchandise and shipping)', () => {
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    for (let round = 0; round < 300; round++) {
      const lines = Array.from({ length: 1 + random(4) }, (_, i) => {
        const quantity = 1 + random(6)
        const subtotalCents = quantity * (1 + random(20000))
        return { itemId: `l${i}`, quantity, subtotalCents, discountCents: random(subtotalCents + 1), returnedQuantity: 0 }
      })
      const order: OrderMoney = { shippingCents: random(3) * 1000, lines }
      const outcome = RETURN_OUTCOMES[random(3)]!
      const terms = RETURN_TERMS[random(3)]!
      const shares = shippingShares(order)
      // Return every unit in random steps; the money given back per line never passes what was paid.
      const givenBack = new Map(lines.map((l) => [l.itemId, 0]))
      const state = lines.map((l) => ({ ...l }))
      while (state.some((l) => l.returnedQuantity < l.quantity)) {
        const line = state.find((l) => l.returnedQuantity < l.quantity)!
        const quantity = 1 + random(line.quantity - line.returnedQuantity)
        const q = quoteReturn({ order: { ...order, lines: state }, chosen: [{ itemId: line.itemId, quantity, damagedQuantity: random(quantity + 1) }], outcome, terms, settings: POLICY })
        for (const entry of q.entries) expect(Number.isSafeInteger(entry.cents)).toBe(true)
        expect(q.totalCents).toBeGreaterThanOrEqual(0)
        const [amount] = q.lines
        expect(amount!.totalCents).toBeLessThanOrEqual(amount!.paidCents)
        givenBack.set(line.itemId, givenBack.get(line.itemId)! + amount!.totalCents)
        line.returnedQuantity += quantity
      }
      for (const l of lines) expect(givenBack.get(l.itemId)!).toBeLessThanOrEqual(l.subtotalCents - l.discountCents + shares.get(l.itemId)!)
      expect(sum([...givenBack.values()])).toBeLessThanOrEqual(sum(lines.map((l) => l.subtotalCents - l.discountCents)) + order.shippingCents)
    }
  })

  it('is limited to what is left of the order’s payment, before the bonus', () => {
    const q = quote([{ itemId: 'b', quantity: 1 }], 'store_credit', 'shop_fault', { remainingCents: 3000 })
    expect(itemised(q)).toEqual(['b merchandise 5000', 'b shipping_refund 385', '- limited_to_remaining -2385', '- store_credit_bonus 300'])
    expect(q.totalCents).toBe(3300)
    expect(quote([{ itemId: 'b', quantity: 1 }], 'card_refund', 'shop_fault', { remainingCents: 0 }).totalCents).toBe(0)
  })

  it('refuses units the line no longer has, lines not in the order or chosen twice, and damaged units beyond those returned', () => {
    const after = { ...ORDER, lines: ORDER.lines.map((l) => ({ ...l, returnedQuantity: l.quantity })) }
    expect(() => quote([{ itemId: 'b', quantity: 1 }], 'card_refund', 'standard', { order: after })).toThrow(RangeError)
    expect(() => quote([{ itemId: 'a', quantity: 4 }], 'card_refund', 'standard')).toThrow(RangeError)
    expect(() => quote([{ itemId: 'a', quantity: 0 }], 'card_refund', 'standard')).toThrow(RangeError)
    expect(() => quote([{ itemId: 'z', quantity: 1 }], 'card_refund', 'standard')).toThrow(RangeError)
    expect(() => quote([{ itemId: 'a', quantity: 1, damagedQuantity: 2 }], 'card_refund', 'standard')).toThrow(RangeError)
    expect(() => quote([{ itemId: 'a', quantity: 2 }, { itemId: 'a', quantity: 2 }], 'card_refund', 'standard')).toThrow(RangeError)
  })
})

describe('rounding', () => {
  it('rounds every deduction down to the cent, per line, and the bonus as the store-credit rule does', () => {
    // 26.66 × 10 % = 2.666 → 2.66; the bonus is the store-credit rule's, on 19.71 after the fee: 1.971 → 1.97.
    const card = quote([{ itemId: 'a', quantity: 1 }], 'card_refund', 'standard')
    expect(card.entries.find((e) => e.kind === 'production_deduction')).toMatchObject({ cents: -266, percent: 10, baseCents: 2666 })
    const credit = quote([{ itemId: 'a', quantity: 1 }], 'store_credit', 'standard')
    expect(credit.entries.find((e) => e.kind === 'store_credit_bonus')).toMatchObject({ cents: 197, percent: 10, baseCents: 1971 })
  })

  it('adds up: the total is the sum of the entries', () => {
    for (const outcome of RETURN_OUTCOMES) {
      for (const terms of RETURN_TERMS) {
        const q = quote([{ itemId: 'a', quantity: 2, damagedQuantity: 1 }, { itemId: 'b', quantity: 1 }], outcome, terms)
        expect(sum(q.entries.map((e) => e.cents))).toBe(q.totalCents)
      }
    }
  })
})
