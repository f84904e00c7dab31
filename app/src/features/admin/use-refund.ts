// The refund form's state (decision 012 "Refunds"): units to refund per line with a restock flag,
// or an amount, and the call. Each distinct request gets its own Idempotency-Key, reused while the
// request is the same, so a retry after a lost answer or a slow provider resumes the same refund
// instead of making another (and a corrected form is a new request).
import { useMemo, useRef, useState } from 'react'
import { callApi } from '#app/lib/api-client'
import { adminOrdersApi, type AdminOrderDetail } from '#shared/contracts/admin-orders'

type RefundLineState = { quantity: string; restock: boolean }

export function useRefund(order: AdminOrderDetail) {
  const sent = useRef<{ body: string; key: string } | null>(null)
  const [lines, setLines] = useState<Record<string, RefundLineState>>({})
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const refundable = useMemo(() => order.items.filter((i) => i.quantity - i.refundedQuantity > 0), [order.items])

  const setLine = (itemId: string, change: Partial<RefundLineState>) =>
    setLines((current) => ({ ...current, [itemId]: { quantity: '0', restock: false, ...current[itemId], ...change } }))

  const chosen = refundable.flatMap((item) => {
    const line = lines[item.id]
    const quantity = line && /^\d+$/.test(line.quantity) ? Number(line.quantity) : 0
    return quantity > 0 ? [{ itemId: item.id, quantity, restock: line!.restock && item.restockableQuantity > 0 }] : []
  })

  const submit = () => {
    const body = { ...(chosen.length > 0 && { lines: chosen }), ...(amount.trim() && { amount: amount.trim() }), ...(reason.trim() && { reason: reason.trim() }) }
    const text = JSON.stringify(body)
    if (sent.current?.body !== text) sent.current = { body: text, key: crypto.randomUUID() }
    return callApi(adminOrdersApi.refund, { params: { id: order.id }, body, headers: { 'Idempotency-Key': sent.current.key } })
  }

  return { refundable, lines, setLine, amount, setAmount, reason, setReason, chosen, submit }
}
