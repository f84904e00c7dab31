// The refund form's state (decision 012 "Refunds"): units to refund per line with a restock flag,
// or an amount, and the call. Each distinct request gets its own Idempotency-Key, reused while the
// request is the same, so a retry after a lost answer or a slow provider resumes the same refund
// instead of making another (and a corrected form is a new request). A refund goes to the card or,
// for an order placed with a customer account, to store credit with its bonus (decision 035); the
// preview says where the money goes, priced with the server's own rules (lineRefundCents,
// refundSplit); the server computes it again.
import { useMemo, useRef, useState } from 'react'
import { callApi } from '#app/lib/api-client'
import { adminOrdersApi, type AdminOrderDetail } from '#shared/contracts/admin-orders'
import { parseAmount } from '#shared/pricing/money'
import { lineRefundCents } from '#shared/pricing/refunds'
import { refundSplit, type RefundDestination } from '#shared/pricing/store-credit'
import { HOLDS_CREDIT } from './use-customer-credit'

type RefundLineState = { quantity: string; restock: boolean }

export function useRefund(order: AdminOrderDetail) {
  const sent = useRef<{ body: string; key: string } | null>(null)
  const [lines, setLines] = useState<Record<string, RefundLineState>>({})
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [to, setTo] = useState<RefundDestination>('card')
  /** Store credit needs a customer (or wholesale) account: a guest order goes back to the card. */
  const creditOffered = order.user !== null && HOLDS_CREDIT.includes(order.user.role)
  const refundable = useMemo(() => order.items.filter((i) => i.quantity - i.refundedQuantity > 0), [order.items])

  const setLine = (itemId: string, change: Partial<RefundLineState>) =>
    setLines((current) => ({ ...current, [itemId]: { quantity: '0', restock: false, ...current[itemId], ...change } }))

  const chosen = refundable.flatMap((item) => {
    const line = lines[item.id]
    const quantity = line && /^\d+$/.test(line.quantity) ? Number(line.quantity) : 0
    return quantity > 0 ? [{ itemId: item.id, quantity, restock: line!.restock && item.restockableQuantity > 0 }] : []
  })

  // What goes back: the amount typed, else the chosen units at their price; never more than is left.
  const typed = /^\d{1,8}(\.\d{1,2})?$/.test(amount.trim()) ? parseAmount(amount.trim()) : undefined
  const linesCents = chosen.reduce((sum, line) => {
    const item = order.items.find((i) => i.id === line.itemId)!
    return sum + lineRefundCents({ quantity: item.quantity, subtotalCents: parseAmount(item.subtotal) }, parseAmount(item.discount), item.refundedQuantity, line.quantity)
  }, 0)
  const previewable = typed !== undefined || chosen.length > 0
  const refundCents = Math.min(typed ?? linesCents, parseAmount(order.refundableAmount))
  // The shop's refunds give the order's credit back first (the provider's are card money), so what
  // earlier ones took came off it first.
  const shopRefunded = order.refunds.filter((r) => r.source === 'shop' && r.status !== 'failed').reduce((sum, r) => sum + parseAmount(r.amount), 0)
  const creditLeftCents = Math.max(0, parseAmount(order.storeCreditAmount) - shopRefunded)
  const destination: RefundDestination = creditOffered ? to : 'card'
  const split = refundSplit(refundCents, creditLeftCents, destination)

  const submit = () => {
    const body = {
      ...(chosen.length > 0 && { lines: chosen }),
      ...(amount.trim() && { amount: amount.trim() }),
      ...(reason.trim() && { reason: reason.trim() }),
      ...(destination === 'store_credit' && { to: destination }),
    }
    const text = JSON.stringify(body)
    if (sent.current?.body !== text) sent.current = { body: text, key: crypto.randomUUID() }
    return callApi(adminOrdersApi.refund, { params: { id: order.id }, body, headers: { 'Idempotency-Key': sent.current.key } })
  }

  return { refundable, lines, setLine, amount, setAmount, reason, setReason, chosen, creditOffered, to: destination, setTo, previewable, refundCents, split, submit }
}
