// The one cart module. The rules live in shared/pricing/cart.ts; this module keeps the
// lines in IndexedDB (lib/db.ts), so the cart survives reloads, restarts and offline use, and
// every open tab sees the same cart live (Dexie's liveQuery crosses tabs).
import { useEffect } from 'react'
import {
  addLine,
  cartCount,
  cartTotals,
  removeLine,
  repriceLines,
  setQuantity,
  type AddResult,
  type CartLine,
  type LineKey,
} from '#shared/pricing/cart'
import { unitsOf } from '#shared/catalogue/variant-choices'
import type { CartRow, ShopDb } from './db'
import { openLocalDb, useLocalQuery } from './local-db'
import { STORAGE_KEYS } from './storage-keys'

export type { CartLine }

const toLine = ({ addedAt: _addedAt, ...line }: CartRow): CartLine => line

async function readLines(db: ShopDb): Promise<CartLine[]> {
  return (await db.cart.orderBy('addedAt').toArray()).map(toLine)
}

function isCartLine(value: unknown): value is CartLine {
  const l = value as CartLine
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l.productId === 'string' &&
    typeof l.color === 'string' &&
    typeof l.size === 'string' &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0 &&
    Number.isInteger(l.priceCents)
  )
}

function readLegacyCart(): CartLine[] | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.legacyCart)
    if (raw === null) return undefined
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : []
  } catch {
    return []
  }
}

/**
 * Runs one cart change as read-modify-write in a single transaction: two tabs changing the cart
 * at once queue up instead of overwriting each other.
 */
async function change<T>(
  db: ShopDb,
  edit: (lines: CartLine[]) => { lines: CartLine[]; result: T },
  afterWrite?: () => void,
): Promise<T> {
  return db.transaction('rw', db.cart, async () => {
    const rows = await db.cart.orderBy('addedAt').toArray()
    const { lines, result } = edit(rows.map(toLine))
    if (!sameLines(lines, rows)) {
      const addedAt = new Map(rows.map((r) => [keyOf(r), r.addedAt]))
      let next = Math.max(Date.now(), ...rows.map((r) => r.addedAt + 1))
      await db.cart.clear()
      await db.cart.bulkAdd(lines.map((l) => ({ ...l, addedAt: addedAt.get(keyOf(l)) ?? next++ })))
    }
    afterWrite?.()
    return result
  })
}

const keyOf = (l: LineKey) => JSON.stringify([l.productId, l.color, l.size])
const sameLines = (lines: CartLine[], rows: CartRow[]) =>
  lines.length === rows.length &&
  lines.every((l, i) => keyOf(l) === keyOf(rows[i]!) && l.quantity === rows[i]!.quantity && l.priceCents === rows[i]!.priceCents)

let migration: Promise<void> | undefined

/** Carries a cart from localStorage into IndexedDB, merging with lines already there (once per page). */
export function migrateLegacyCart(db?: ShopDb): Promise<void> {
  if (readLegacyCart() === undefined) return Promise.resolve()
  // Read, merged and removed inside one IndexedDB transaction: transactions of two tabs run one
  // after the other, so the second tab finds the key already gone and imports nothing twice.
  migration ??= (db ? Promise.resolve(db) : openLocalDb())
    .then((opened) =>
      change(
        opened,
        (lines) => ({ lines: (readLegacyCart() ?? []).reduce((acc, line) => addLine(acc, line).lines, lines), result: undefined }),
        () => localStorage.removeItem(STORAGE_KEYS.legacyCart),
      ),
    )
    .catch(() => {
    // Storage blocked: the old cart stays in localStorage and is tried again next start.
    migration = undefined
  })
  return migration
}

/** Tests start each case with no migration done. */
export function resetCartForTests() {
  migration = undefined
}

async function ready(): Promise<ShopDb> {
  const db = await openLocalDb()
  await migrateLegacyCart(db)
  return db
}

/**
 * The cart's lines as the API takes them (checkout and the discount code's check): only product,
 * colour, size, quantity and measurements count; the price is sent because older payloads had it.
 */
export const linesToSend = (lines: readonly CartLine[]) => lines.map(({ priceCents, ...line }) => ({ ...line, price: priceCents / 100 }))

const EMPTY: CartLine[] = []

export function useCart() {
  useEffect(() => void migrateLegacyCart(), [])
  const lines = useLocalQuery((db) => readLines(db), [])
  const current = lines ?? EMPTY
  return { lines: current, count: cartCount(current), totals: cartTotals(current), ready: lines !== undefined }
}

export const cart = {
  /** Adds (merging same product/colour/size); `available` caps the quantity in the cart. */
  async add(line: Omit<CartLine, 'quantity'> & { quantity?: number }, available?: number): Promise<AddResult> {
    const db = await ready()
    return change(db, (lines) => {
      const result = addLine(lines, line, available)
      return { lines: result.lines, result }
    })
  },
  async setQuantity(key: LineKey, quantity: number, available?: number) {
    const db = await ready()
    await change(db, (lines) => ({ lines: setQuantity(lines, key, quantity, available), result: undefined }))
  },
  async remove(key: LineKey) {
    const db = await ready()
    await change(db, (lines) => ({ lines: removeLine(lines, key), result: undefined }))
  },
  /** Takes the unit prices the server charged at checkout (a price changed since the line was added). */
  async reprice(prices: readonly (LineKey & { priceCents: number })[]) {
    const db = await ready()
    await change(db, (lines) => ({ lines: repriceLines(lines, prices), result: undefined }))
  },
  /**
   * Caps the cart at what the catalogue copy says is left (checkout found too little stock and
   * synced): each line keeps at most the units of its colour and size (decision 026), and a line
   * whose colour and size has nothing left, or is no longer made, goes. Answers the lines that
   * shrank and how many they now hold.
   */
  async fitToStock(): Promise<{ line: CartLine; available: number }[]> {
    const db = await ready()
    const ids = [...new Set((await readLines(db)).map((l) => l.productId))]
    const products = new Map((await db.products.bulkGet(ids)).map((p, i) => [ids[i]!, p]))
    return change(db, (lines) => {
      const shrunk: { line: CartLine; available: number }[] = []
      let next = lines
      for (const line of lines) {
        // A made-to-measure piece is made for the order: stock never shrinks it (decision 020).
        if (line.measurements) continue
        const product = products.get(line.productId)
        // Gone from the catalogue copy: nothing of it is for sale.
        const available = product ? unitsOf(product, line.color, line.size) : 0
        if (line.quantity <= available) continue
        shrunk.push({ line, available })
        next = setQuantity(next, line, available)
      }
      return { lines: next, result: shrunk }
    })
  },
  /** Empties the cart and forgets its discount code (the order placed took it). */
  async clear() {
    const db = await ready()
    await db.transaction('rw', db.cart, db.cartPromo, async () => {
      await db.cart.clear()
      await db.cartPromo.clear()
    })
  },
}
