// The one cart module (spec §4). The rules live in shared/pricing/cart.ts; this module only
// keeps the lines, in localStorage for now, shared between tabs through the storage event.
import { useSyncExternalStore } from 'react'
import {
  addLine,
  cartCount,
  cartTotals,
  removeLine,
  setQuantity,
  type AddResult,
  type CartLine,
  type LineKey,
} from '../../../shared/pricing/cart'

export type { CartLine, LineKey }

const KEY = 'cart'
const listeners = new Set<() => void>()
let lines: CartLine[] = read()

function read(): CartLine[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

function write(next: CartLine[]) {
  lines = next
  try {
    localStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // Storage full or blocked: the cart still works for this visit.
  }
  listeners.forEach((l) => l())
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return
    lines = read()
    listeners.forEach((l) => l())
  })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCart() {
  const current = useSyncExternalStore(subscribe, () => lines, () => lines)
  return { lines: current, count: cartCount(current), totals: cartTotals(current), ready: true }
}

export const cart = {
  /** Adds (merging same product/colour/size); `available` caps the quantity in the cart. */
  async add(line: Omit<CartLine, 'quantity'> & { quantity?: number }, available?: number): Promise<AddResult> {
    const result = addLine(lines, line, available)
    if (result.added > 0) write(result.lines)
    return result
  },
  async setQuantity(key: LineKey, quantity: number, available?: number) {
    write(setQuantity(lines, key, quantity, available))
  },
  async remove(key: LineKey) {
    write(removeLine(lines, key))
  },
  async clear() {
    write([])
  },
}
