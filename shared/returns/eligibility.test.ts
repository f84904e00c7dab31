import { describe, expect, it } from 'vitest'
import type { OrderStatus } from '#shared/schemas/orders'
import { eligibilityByReason, isHeavilyDiscounted, lineEligibility, type ReturnLine } from './eligibility'
import { DEFAULT_RETURN_POLICY as POLICY, type ReturnPolicySettings, type ReturnReason } from './policy-settings'
import { returnWindows, type ReturnWindows } from './windows'

const line = (facts: Partial<ReturnLine> = {}): ReturnLine => ({
  itemId: 'item-1',
  quantity: 2,
  returnedQuantity: 0,
  returnable: true,
  madeToMeasure: false,
  sample: false,
  regularUnitPriceCents: 5000,
  subtotalCents: 10000,
  promoDiscountCents: 0,
  rewardShareCents: 0,
  ...facts,
})

const dates = { placedAt: '2026-10-20T15:00:00Z', paidAt: null, shippedAt: null, deliveredAt: '2026-10-26T15:00:00Z', madeToMeasure: false }
/** A day after delivery: every window open. */
const allOpen = returnWindows(dates, new Date('2026-10-27T15:00:00Z'), POLICY)
/** Ten days after: only the unworn window open. */
const unwornOnly = returnWindows(dates, new Date('2026-11-05T15:00:00Z'), POLICY)

const withPolicy = (change: (s: ReturnPolicySettings) => void): ReturnPolicySettings => {
  const copy = structuredClone(POLICY)
  change(copy)
  return copy
}

const check = (
  facts: Partial<ReturnLine>,
  reason: ReturnReason,
  more: { quantity?: number; orderStatus?: OrderStatus; windows?: ReturnWindows; settings?: ReturnPolicySettings } = {},
) =>
  lineEligibility({
    line: line(facts),
    reason,
    quantity: more.quantity,
    orderStatus: more.orderStatus ?? 'delivered',
    windows: more.windows ?? allOpen,
    settings: more.settings ?? POLICY,
  })

describe('a line that can come back', () => {
  it('is returnable for every reason while the windows are open, with all its units', () => {
    const all = eligibilityByReason({ line: line(), orderStatus: 'delivered', windows: allOpen, settings: POLICY })
    for (const reason of Object.keys(all) as ReturnReason[]) expect(all[reason]).toEqual({ returnable: true, refusals: [], returnableQuantity: 2 })
  })

  it('may come back from a shipped order not reported delivered yet', () => {
    expect(check({}, 'changed_mind', { orderStatus: 'shipped' }).returnable).toBe(true)
  })
})

describe('the order', () => {
  it('must have left the workshop', () => {
    expect(check({}, 'changed_mind', { orderStatus: 'pending' }).refusals).toEqual(['order_not_shipped'])
    expect(check({}, 'changed_mind', { orderStatus: 'processing' }).refusals).toEqual(['order_not_shipped'])
  })

  it('must not be cancelled or refunded', () => {
    expect(check({}, 'defect_or_damage', { orderStatus: 'cancelled' }).refusals).toEqual(['order_closed'])
    expect(check({}, 'defect_or_damage', { orderStatus: 'refunded' })).toEqual({ returnable: false, refusals: ['order_closed'], returnableQuantity: 0 })
  })
})

describe('the window of the reason', () => {
  it('closes each reason with its own window', () => {
    const later = eligibilityByReason({ line: line(), orderStatus: 'delivered', windows: unwornOnly, settings: POLICY })
    expect(later.wrong_size.refusals).toEqual(['window_closed'])
    expect(later.defect_or_damage.refusals).toEqual(['window_closed'])
    expect(later.not_as_described.refusals).toEqual(['window_closed'])
    expect(later.changed_mind.returnable).toBe(true)
    expect(later.other.returnable).toBe(true)
  })

  it('follows the reason’s window as the settings name it', () => {
    const settings = withPolicy((s) => (s.reasons.not_as_described.window = 'unworn'))
    expect(check({}, 'not_as_described', { windows: unwornOnly, settings }).returnable).toBe(true)
  })
})

describe('items discounted by 40 % or more', () => {
  it('are refused at exactly 40 % off their regular price and taken at 39.99 %', () => {
    expect(check({ regularUnitPriceCents: 5000, subtotalCents: 6000 }, 'changed_mind').refusals).toEqual(['heavily_discounted'])
    expect(check({ regularUnitPriceCents: 5000, subtotalCents: 6001 }, 'changed_mind').returnable).toBe(true)
  })

  it('count a discount code’s share with the sale price, and a loyalty reward only when the setting says so', () => {
    const codeOff = { promoDiscountCents: 4000 }
    expect(check(codeOff, 'changed_mind').refusals).toEqual(['heavily_discounted'])
    const saleOnly = withPolicy((s) => (s.discountedItems.basis = 'sale_only'))
    expect(check(codeOff, 'changed_mind', { settings: saleOnly }).returnable).toBe(true)

    const rewardOff = { rewardShareCents: 4000 }
    expect(check(rewardOff, 'changed_mind').returnable).toBe(true)
    const everything = withPolicy((s) => (s.discountedItems.basis = 'everything'))
    expect(check(rewardOff, 'changed_mind', { settings: everything }).refusals).toEqual(['heavily_discounted'])
  })

  it('follow the threshold of the settings, and a free line is never "discounted" by division', () => {
    const half = withPolicy((s) => (s.discountedItems.thresholdPercent = 50))
    expect(isHeavilyDiscounted(line({ subtotalCents: 6000 }), half)).toBe(false)
    expect(isHeavilyDiscounted(line({ regularUnitPriceCents: 0, subtotalCents: 0 }), POLICY)).toBe(false)
  })

  it('are still taken back for the shop’s fault, unless the setting says otherwise', () => {
    expect(check({ subtotalCents: 5000 }, 'defect_or_damage').returnable).toBe(true)
    const strict = withPolicy((s) => (s.shopFaultOverridesExclusions = false))
    expect(check({ subtotalCents: 5000 }, 'defect_or_damage', { settings: strict }).refusals).toEqual(['heavily_discounted'])
  })
})

describe('items marked not returnable', () => {
  it('are refused for size and a change of mind, taken back for the shop’s fault', () => {
    expect(check({ returnable: false }, 'changed_mind').refusals).toEqual(['not_returnable'])
    expect(check({ returnable: false }, 'wrong_size').refusals).toEqual(['not_returnable'])
    expect(check({ returnable: false }, 'defect_or_damage').returnable).toBe(true)
    const strict = withPolicy((s) => (s.shopFaultOverridesExclusions = false))
    expect(check({ returnable: false }, 'not_as_described', { settings: strict }).refusals).toEqual(['not_returnable'])
  })
})

describe('samples', () => {
  it('never come back, whatever the reason', () => {
    const all = eligibilityByReason({ line: line({ sample: true }), orderStatus: 'delivered', windows: allOpen, settings: POLICY })
    for (const reason of Object.keys(all) as ReturnReason[]) expect(all[reason].refusals).toEqual(['sample'])
  })
})

describe('made-to-measure pieces', () => {
  const custom = { madeToMeasure: true }

  it('come back only for a defect or the shop’s error', () => {
    expect(check(custom, 'defect_or_damage').returnable).toBe(true)
    expect(check(custom, 'not_as_described').returnable).toBe(true)
    expect(check(custom, 'wrong_size').refusals).toEqual(['made_to_measure'])
    expect(check(custom, 'changed_mind').refusals).toEqual(['made_to_measure'])
    expect(check(custom, 'other').refusals).toEqual(['made_to_measure'])
  })

  it('come back for size when the setting allows it, never for a change of mind', () => {
    const settings = withPolicy((s) => (s.madeToMeasureSizeReturns = true))
    expect(check(custom, 'wrong_size', { settings }).returnable).toBe(true)
    expect(check(custom, 'changed_mind', { settings }).refusals).toEqual(['made_to_measure'])
  })
})

describe('units already returned', () => {
  it('refuses a line whose every unit is in another case', () => {
    expect(check({ returnedQuantity: 2 }, 'defect_or_damage')).toEqual({ returnable: false, refusals: ['already_returned'], returnableQuantity: 0 })
  })

  it('lets the remaining units come back, and no more', () => {
    expect(check({ returnedQuantity: 1 }, 'changed_mind', { quantity: 1 })).toEqual({ returnable: true, refusals: [], returnableQuantity: 1 })
    expect(check({ returnedQuantity: 1 }, 'changed_mind', { quantity: 2 })).toEqual({ returnable: false, refusals: ['quantity_exceeds'], returnableQuantity: 1 })
  })

  it('refuses a quantity that is not a whole number of units', () => {
    expect(check({}, 'changed_mind', { quantity: 0 }).refusals).toEqual(['nothing_selected'])
    expect(check({}, 'changed_mind', { quantity: 1.5 }).refusals).toEqual(['nothing_selected'])
  })
})

describe('several causes at once', () => {
  it('are all named, in a stable order', () => {
    const result = check({ sample: true, returnable: false, madeToMeasure: true, subtotalCents: 1000, returnedQuantity: 2 }, 'changed_mind', {
      windows: returnWindows(dates, new Date('2027-01-01T00:00:00Z'), POLICY),
      orderStatus: 'refunded',
    })
    expect(result.refusals).toEqual(['order_closed', 'window_closed', 'heavily_discounted', 'not_returnable', 'sample', 'made_to_measure', 'already_returned'])
    expect(result.returnableQuantity).toBe(0)
  })
})
