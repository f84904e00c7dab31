import { describe, expect, it } from 'vitest'
import { evaluateDiscountCode, normalizePromoCode, type DiscountCode, type DiscountLine } from './discount-codes'

const NOW = new Date('2026-11-25T12:00:00Z')

const code = (rules: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'GRACIAS15',
  kind: 'percent',
  amount: 15,
  minSubtotalCents: null,
  startsAt: '2026-11-20T00:00:00Z',
  endsAt: '2026-12-20T00:00:00Z',
  pausedAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  audience: 'everyone',
  accountIds: [],
  scope: 'order',
  categories: [],
  productIds: [],
  includesMadeToMeasure: true,
  includesDiscountedItems: false,
  combinesWithRewards: true,
  ...rules,
})

const line = (subtotalCents: number, rest: Partial<DiscountLine> = {}): DiscountLine => ({
  productId: 'p1',
  category: 'sculpt-support',
  madeToMeasure: false,
  alreadyDiscounted: false,
  subtotalCents,
  ...rest,
})

const guest = { role: null, userId: null, email: 'ana@example.com' }
const customer = { role: 'customer', userId: 'u1', email: 'ana@example.com' }

const evaluate = (rules: Partial<DiscountCode> | undefined, lines: DiscountLine[], more: Partial<Parameters<typeof evaluateDiscountCode>[0]> = {}) =>
  evaluateDiscountCode({ code: rules && code(rules), lines, shopper: guest, usage: { total: 0, byShopper: 0 }, rewardCents: 0, now: NOW, ...more })

describe('evaluateDiscountCode', () => {
  it('takes a percentage of the lines it applies to, rounded down to the cent', () => {
    // 15 % of 99.99 is 14.9985: 14.99 off.
    expect(evaluate({}, [line(9999)])).toEqual({ ok: true, code: 'GRACIAS15', discountCents: 1499, eligibleCents: 9999, lineDiscounts: [1499] })
  })

  it('takes a fixed amount, never more than the lines it applies to', () => {
    expect(evaluate({ kind: 'fixed', amount: 2000 }, [line(5000)])).toMatchObject({ ok: true, discountCents: 2000 })
    expect(evaluate({ kind: 'fixed', amount: 2000, scope: 'products', productIds: ['p2'] }, [line(5000), line(1200, { productId: 'p2' })])).toMatchObject({
      ok: true,
      discountCents: 1200,
      eligibleCents: 1200,
    })
  })

  it('counts only the categories or products it names, and made-to-measure or discounted lines only when it says so', () => {
    const lines = [line(10000), line(4000, { productId: 'p2', category: 'face-neck-sculpt' }), line(20000, { productId: 'p3', madeToMeasure: true }), line(3000, { productId: 'p4', alreadyDiscounted: true })]
    expect(evaluate({ scope: 'categories', categories: ['sculpt-support'], amount: 10 }, lines)).toMatchObject({ eligibleCents: 30000, discountCents: 3000 })
    expect(evaluate({ scope: 'categories', categories: ['sculpt-support'], amount: 10, includesMadeToMeasure: false }, lines)).toMatchObject({ eligibleCents: 10000 })
    expect(evaluate({ scope: 'categories', categories: ['sculpt-support'], amount: 10, includesDiscountedItems: true }, lines)).toMatchObject({ eligibleCents: 33000 })
    expect(evaluate({ scope: 'products', productIds: ['p2'], amount: 10 }, lines)).toMatchObject({ eligibleCents: 4000, discountCents: 400 })
  })

  it('shares the discount among the lines it applies to, to the cent, for refunds of a line', () => {
    const lines = [line(1000), line(4000, { productId: 'p2', category: 'face-neck-sculpt' }), line(2000, { productId: 'p3' })]
    // 15 % of 30.00 is 4.50, shared 1:2 between the two lines it applies to.
    expect(evaluate({ scope: 'categories', categories: ['sculpt-support'] }, lines)).toMatchObject({ discountCents: 450, lineDiscounts: [150, 0, 300] })
    expect(evaluate({ kind: 'fixed', amount: 100 }, [line(1000), line(1000, { productId: 'p2' }), line(1000, { productId: 'p3' })])).toMatchObject({ lineDiscounts: [34, 33, 33] })
  })

  it('is unknown when there is no such code', () => {
    expect(evaluate(undefined, [line(5000)])).toEqual({ ok: false, reason: 'unknown' })
  })

  it('is not started before its start, expired from its end', () => {
    expect(evaluate({ startsAt: '2026-11-26T00:00:00Z' }, [line(5000)])).toEqual({ ok: false, reason: 'not_started' })
    expect(evaluate({ endsAt: NOW.toISOString() }, [line(5000)])).toEqual({ ok: false, reason: 'expired' })
    expect(evaluate({ endsAt: null }, [line(5000)])).toMatchObject({ ok: true })
  })

  it('is refused while paused, whatever the cart, and an ended code says expired rather than paused', () => {
    const paused = { pausedAt: '2026-11-24T09:00:00Z' }
    expect(evaluate(paused, [line(5000)], { shopper: customer })).toEqual({ ok: false, reason: 'paused' })
    expect(evaluate({ ...paused, endsAt: NOW.toISOString() }, [line(5000)])).toEqual({ ok: false, reason: 'expired' })
    expect(evaluate({ ...paused, pausedAt: null }, [line(5000)])).toMatchObject({ ok: true })
  })

  it('is only for the accounts it names: customers, wholesale accounts, or a list; never a guest', () => {
    expect(evaluate({ audience: 'customers' }, [line(5000)])).toEqual({ ok: false, reason: 'not_for_account' })
    expect(evaluate({ audience: 'customers' }, [line(5000)], { shopper: customer })).toMatchObject({ ok: true })
    expect(evaluate({ audience: 'wholesale' }, [line(5000)], { shopper: customer })).toEqual({ ok: false, reason: 'not_for_account' })
    expect(evaluate({ audience: 'wholesale' }, [line(5000)], { shopper: { ...customer, role: 'wholesale' } })).toMatchObject({ ok: true })
    expect(evaluate({ audience: 'accounts', accountIds: ['u2'] }, [line(5000)], { shopper: customer })).toEqual({ ok: false, reason: 'not_for_account' })
    expect(evaluate({ audience: 'accounts', accountIds: ['u1'] }, [line(5000)], { shopper: customer })).toMatchObject({ ok: true })
  })

  it('is used up at its total limit, and already used at the shopper’s own', () => {
    expect(evaluate({ usageLimit: 3 }, [line(5000)], { usage: { total: 3, byShopper: 0 } })).toEqual({ ok: false, reason: 'used_up' })
    expect(evaluate({ usageLimit: 3 }, [line(5000)], { usage: { total: 2, byShopper: 0 } })).toMatchObject({ ok: true })
    expect(evaluate({ perCustomerLimit: 1 }, [line(5000)], { usage: { total: 9, byShopper: 1 } })).toEqual({ ok: false, reason: 'already_used' })
  })

  it('names what is missing to reach its minimum (the whole merchandise counts), once something in the cart applies', () => {
    expect(evaluate({ minSubtotalCents: 8000 }, [line(5000), line(1750, { productId: 'p2' })])).toEqual({ ok: false, reason: 'minimum_not_reached', missingCents: 1250 })
    expect(evaluate({ minSubtotalCents: 8000, scope: 'products', productIds: ['p9'] }, [line(5000)])).toEqual({ ok: false, reason: 'nothing_applies' })
    expect(evaluate({ minSubtotalCents: 5000 }, [line(5000)])).toMatchObject({ ok: true })
  })

  it('refuses a loyalty reward when it does not combine; when it does, the two never exceed the merchandise', () => {
    expect(evaluate({ combinesWithRewards: false }, [line(5000)], { rewardCents: 500 })).toEqual({ ok: false, reason: 'not_with_rewards' })
    expect(evaluate({ combinesWithRewards: false }, [line(5000)])).toMatchObject({ ok: true, discountCents: 750 })
    expect(evaluate({ kind: 'fixed', amount: 3000 }, [line(4000)], { rewardCents: 3000 })).toMatchObject({ ok: true, discountCents: 1000 })
  })

  it('looks at the reasons in a stated order: the code, its dates, the account, its uses, then the cart', () => {
    const everything = { startsAt: '2026-12-01T00:00:00Z', audience: 'wholesale' as const, usageLimit: 1, minSubtotalCents: 99_999, combinesWithRewards: false }
    const usage = { total: 1, byShopper: 1 }
    expect(evaluate(everything, [line(100)], { usage, rewardCents: 500 })).toMatchObject({ reason: 'not_started' })
    expect(evaluate({ ...everything, startsAt: '2026-01-01T00:00:00Z' }, [line(100)], { usage, rewardCents: 500 })).toMatchObject({ reason: 'not_for_account' })
    expect(evaluate({ ...everything, startsAt: '2026-01-01T00:00:00Z', audience: 'everyone' }, [line(100)], { usage, rewardCents: 500 })).toMatchObject({ reason: 'used_up' })
  })
})

describe('normalizePromoCode', () => {
  it('makes codes case-insensitive', () => {
    expect(normalizePromoCode('  gracias15 ')).toBe('GRACIAS15')
    expect(normalizePromoCode('Mayorista-Fit')).toBe('MAYORISTA-FIT')
  })
})
