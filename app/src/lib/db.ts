// The shop's one IndexedDB database (Dexie). What is stored where, and why:
//
//   products   Active products of the public catalogue, the full record in en/es/fr, exactly as
//              GET /api/sync sends them. A mirror: the server is the authority, lib/sync.ts
//              overwrites and deletes rows; nothing else writes here. Lets the shop, product pages
//              and the home page render offline and update live when a sync lands.
//   posts      Blog posts (all three languages), same rules as products.
//   syncState  One row per mirror ('catalogue'): the server cursor of the last applied sync, when
//              it happened, and the last failure. Pages use it to tell "still loading the first
//              copy" from "offline with no copy yet" from "not found".
//   cart       The shopper's cart lines (spec §4), one row per product/colour/size. Owned by the
//              shopper: never cleared by a sync, kept across reloads, restarts and offline use,
//              and shared live between tabs. Prices here are the last ones seen; checkout reprices.
//   outbox     Writes that must reach the server even if the shopper is offline (contact message,
//              newsletter signup, later wholesale order drafts). An entry is removed only after
//              the server answered 2xx; its id is the Idempotency-Key, so retries are harmless.
//
// Small preferences (language) stay in localStorage: they are read synchronously at start.
// Schema changes add a new version below with an upgrade function; never edit a shipped version,
// and never drop the cart or the outbox in an upgrade (app/src/lib/db.test.ts opens an old
// version, writes to it, and checks the current version still has everything).
import Dexie, { type EntityTable, type Table } from 'dexie'
import type { BlogPost, Product } from '#shared/schemas/catalogue'
import type { CartLine } from '#shared/pricing/cart'

export const DB_NAME = 'forma-bella'

export type SyncStateRow = {
  key: 'catalogue'
  /** Server cursor of the last applied sync; 0 = never synced. */
  cursor: number
  syncedAt: string | null
  /** Message of the last failed attempt, cleared by the next success. */
  error: string | null
}

/** A cart line as stored: `addedAt` keeps the order in which the shopper added lines. */
export type CartRow = CartLine & { addedAt: number }

export type OutboxStatus = 'pending' | 'sending' | 'needs_review'

export type OutboxEntry = {
  /** A v4 UUID made on the device, sent as Idempotency-Key. */
  id: string
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  body: unknown
  createdAt: string
  attempts: number
  /** Epoch ms before which no retry is made. */
  nextAttemptAt: number
  status: OutboxStatus
  /** Human text: the server's message for needs_review, or why the last attempt failed. */
  lastError: string | null
  /** Epoch ms when a tab or the service worker claimed it for sending (status 'sending'). */
  claimedAt?: number
}

/** Version 1, as first shipped. Kept verbatim so the upgrade test can open it. */
export const SCHEMA_V1 = {
  products: 'id',
  posts: 'id, slug',
  syncState: 'key',
  cart: '[productId+color+size]',
  outbox: 'id, status',
}

/** Version 2: query indexes (category, newest posts, due outbox entries) and cart order. */
export const SCHEMA_V2 = {
  products: 'id, category',
  posts: 'id, &slug, publishedAt',
  syncState: 'key',
  cart: '[productId+color+size], addedAt',
  outbox: 'id, status, nextAttemptAt',
}

export class ShopDb extends Dexie {
  products!: EntityTable<Product, 'id'>
  posts!: EntityTable<BlogPost, 'id'>
  syncState!: EntityTable<SyncStateRow, 'key'>
  cart!: Table<CartRow, [string, string, string]>
  outbox!: EntityTable<OutboxEntry, 'id'>

  constructor(name = DB_NAME) {
    super(name)
    this.version(1).stores(SCHEMA_V1)
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade(async (tx) => {
        // v1 lines had no order field: number them in their stored order so the cart keeps its shape.
        let n = 0
        const base = Date.now()
        await tx
          .table('cart')
          .toCollection()
          .modify((line: Partial<CartRow>) => {
            line.addedAt ??= base + n++
          })
        // v1 outbox entries predate backoff: make them due now rather than never.
        await tx
          .table('outbox')
          .toCollection()
          .modify((entry: Partial<OutboxEntry>) => {
            entry.attempts ??= 0
            entry.nextAttemptAt ??= 0
            entry.lastError ??= null
          })
      })
  }
}

let instance: ShopDb | undefined

/** The database of this page or service worker, opened on first use. */
export function getDb(): ShopDb {
  return (instance ??= new ShopDb())
}

/** Tests swap in a fresh database per case. */
export function setDbForTests(db: ShopDb | undefined) {
  instance = db
}
