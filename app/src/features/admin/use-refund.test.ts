// The refund dialog's preview (decision 035): what chosen items or an amount give back, and where,
// with the server's own rules (lineRefundCents, refundSplit).
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '#shared/contracts/admin-orders'
import { useRefund } from './use-refund'

const order = (over: Partial<AdminOrderDetail> = {}) =>
  ({
    id: 'o1',
    user: { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ríos', role: 'customer' },
    items: [{ id: 'i1', quantity: 2, subtotal: '100.00', discount: '10.00', unitPrice: '50.00', refundedQuantity: 0, restockableQuantity: 2 }],
    totalAmount: '100.00',
    storeCreditAmount: '0.00',
    refundableAmount: '100.00',
    refunds: [],
    ...over,
  }) as unknown as AdminOrderDetail

describe('useRefund', () => {
  it('prices chosen units less their share of the discount, and adds the 10 % bonus for store credit', () => {
    const { result } = renderHook(() => useRefund(order()))
    act(() => result.current.setLine('i1', { quantity: '1' }))
    expect(result.current.refundCents).toBe(4500)
    expect(result.current.split).toEqual({ creditIssuedCents: 0, cardCents: 4500 })
    act(() => result.current.setTo('store_credit'))
    expect(result.current.split).toEqual({ creditIssuedCents: 4950, cardCents: 0 })
  })

  it('gives the order’s own credit back first, less what the shop’s earlier refunds took', () => {
    const refunds = [{ source: 'shop', status: 'succeeded', amount: '5.00' }]
    const { result } = renderHook(() => useRefund(order({ storeCreditAmount: '20.00', refundableAmount: '95.00', refunds } as Partial<AdminOrderDetail>)))
    act(() => result.current.setAmount('30.00'))
    expect(result.current.split).toEqual({ creditIssuedCents: 1500, cardCents: 1500 })
  })

  it('offers only the card for a guest order', () => {
    const { result } = renderHook(() => useRefund(order({ user: null })))
    act(() => result.current.setTo('store_credit'))
    act(() => result.current.setAmount('10.00'))
    expect(result.current.creditOffered).toBe(false)
    expect(result.current.split).toEqual({ creditIssuedCents: 0, cardCents: 1000 })
  })
})
