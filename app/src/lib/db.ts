// Everything the shop keeps on the device, in one place: the keys are in STORAGE_KEYS
// (./storage-keys.ts, apart so that code running before Dexie loads can name them), and nothing
// else in the app names a storage key. What is stored where, and why:
//
// IndexedDB, database STORAGE_KEYS.database (this Dexie class; the one way to reach it):
//   products   Active products of the public catalogue, the full record in en/es/fr, exactly as
//              GET /api/sync sends them. A mirror: the server is the authority, lib/sync.ts
//              overwrites and deletes rows; nothing else writes here. Lets the shop, product pages
//              and the home page render offline and update live when a sync lands. Each record
//              holds its stock per colour and size (`variants`), so a page offline shows the
//              availability last synced.
//   posts      Blog posts (all three languages), same rules as products.
//   syncState  One row per mirror (STORAGE_KEYS.catalogueSync): the server cursor of the last
//              applied sync, when it happened, and what kind of failure the last attempt met
//              ('offline' also drives the offline indicator). Pages use it to tell "still loading
//              the first copy" from "offline with no copy yet" from "not found".
//   cart       The shopper's cart lines, one row per product/colour/size. Owned by the
//              shopper: never cleared by a sync, kept across reloads, restarts and offline use,
//              and shared live between tabs. Prices here are the last ones seen; checkout reprices.
//   cartPromo  The discount code applied to the cart (decision 034), one row (key 'cart'): the code,
//              the cart it was last checked against and what the server answered then (its
//              discount and totals, or why it cannot be used), so the cart panel shows it offline.
//              Owned by the shopper like the cart; written only by lib/cart-promo.ts, emptied with
//              the cart.
//   outbox     Writes that must reach the server even if the shopper is offline (contact message,
//              newsletter signup, submitted wholesale orders), each with the kind of write it is.
//              Read, sent and removed only through lib/outbox.ts. An entry is removed only after
//              the server answered 2xx (or the shopper dismissed a refused one); its id is the
//              Idempotency-Key, so retries are harmless.
//   wholesaleOrders  What a buyer or a rep writes on /wholesale (lib/wholesale-orders.ts): each
//              draft (one per buyer at a trade fair), saved as it is typed; once submitted, the
//              same row waits for its outbox entry (same id as `submissionId`) and, when the
//              server answered, keeps the reference it was given, for the sync centre. Owned by
//              the device: never touched by a sync, kept across reloads, restarts and offline use.
//
// localStorage (small values read synchronously at start, before IndexedDB could answer):
//   STORAGE_KEYS.language    the language last chosen (app/language-sync.tsx);
//   STORAGE_KEYS.siteInfo    the last GET /api/site answer, so the contact and legal pages name
//                            the company offline (lib/site-info.ts);
//   STORAGE_KEYS.recentlyViewed  ids of the last RECENTLY_VIEWED_MAX products opened here, newest
//                            first (lib/recently-viewed.ts, decision 018): ids only, the records
//                            come from the mirror; never sent anywhere;
//   STORAGE_KEYS.legacyCart  where carts lived before IndexedDB: read once, carried into `cart`,
//                            removed (lib/cart.ts).
//
// sessionStorage: STORAGE_KEYS.scrollPositions, where each page of this tab's history was left
// (lib/scroll-positions.ts), so back and forward return there.
//
// Elsewhere, and not written by this code: the service worker's Cache Storage (precache of the app
// and images seen, app/src/sw.ts), and the server's session and `signed_in` cookies.
//
// Dexie (~30 KB gzip) is not part of the first download: the app opens this module through
// ./local-db.ts once the page is up (decision 010).
//
// Schema changes add a new version below with an upgrade function; never edit a shipped version,
// and never drop the cart or the outbox in an upgrade (app/src/lib/db.test.ts opens old versions,
// writes to them, and checks the current version still has everything).
import Dexie, { liveQuery, type EntityTable, type Table } from 'dexie'
import type { BlogPost, Product } from '#shared/schemas/catalogue'
import type { CartLine } from '#shared/pricing/cart'
import { STORAGE_KEYS } from './storage-keys'


/** Why the last sync did not land: the server could not be reached (or something else answered in its place), it answered with an error, or its answer was not a valid sync. */
export type SyncFailure = 'offline' | 'server' | 'invalid_answer'

export type SyncStateRow = {
  key: typeof STORAGE_KEYS.catalogueSync
  /** Server cursor of the last applied sync; 0 = never synced. */
  cursor: number
  syncedAt: string | null
  /** What the last attempt met when it failed; cleared by the next success. */
  error: SyncFailure | null
}

/** A cart line as stored: `addedAt` keeps the order in which the shopper added lines. */
export type CartRow = CartLine & { addedAt: number }

/**
 * The server's last word on the cart's discount code: its discount and the totals with it (cents),
 * or the reason it cannot be used (`promo_code_*`) with, for a minimum not reached, the cents missing.
 */
export type CartPromoCheck =
  | { ok: true; discountCents: number; totals: { subtotalCents: number; shippingCents: number; discountCents: number; totalCents: number } }
  | { ok: false; reason: string; missingCents?: number }

export type CartPromoRow = {
  key: 'cart'
  /** As the server stores it: trimmed, in capitals. */
  code: string
  /** What the check was made for (the lines and the reward, lib/cart-promo.ts checkedFor): another cart is checked again. */
  checkedFor: string
  check: CartPromoCheck
}

export type OutboxStatus = 'pending' | 'sending' | 'needs_review'

/** What a queued write is, so it can be named to the shopper (offline.json `review`). */
export type OutboxKind = 'contact' | 'newsletter' | 'wholesale_order' | 'other'

export type OutboxEntry = {
  /** A v4 UUID made on the device, sent as Idempotency-Key. */
  id: string
  kind: OutboxKind
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
  /** needs_review: the server's messages per field (`items.2` for a line), so a reopened form can mark them. */
  lastErrorFields?: Record<string, string>
  /** Epoch ms when a tab or the service worker claimed it for sending (status 'sending'). */
  claimedAt?: number
}

/** A line of a wholesale order as written on the device; the server reads the catalogue again. */
export type WholesaleDraftLine = {
  productId: string
  productCode: string
  /** In the language it was added in, for a product no longer in the saved catalogue. */
  productName: string
  color: string
  size: string
  quantity: number
}

/** The order form's text fields as typed, business details included; empty is ''. */
export type WholesaleDraftFields = {
  companyName: string
  contactName: string
  email: string
  phone: string
  country: string
  notes: string
  businessType: string
  yearsInBusiness: string
  taxId: string
  website: string
  targetMarket: string
  estimatedMonthlyOrder: string
  currentSuppliers: string
}

/** draft → submitted (waiting in the outbox) → sent (the server's reference is here). */
export type WholesaleOrderStage = 'draft' | 'submitted' | 'sent'

export type WholesaleOrderRow = {
  /** Made on the device when the draft starts; stays the same through its life. */
  id: string
  stage: WholesaleOrderStage
  fields: WholesaleDraftFields
  lines: WholesaleDraftLine[]
  /** Epoch ms. */
  createdAt: number
  updatedAt: number
  /** While submitted or sent: the outbox entry's id, sent as Idempotency-Key and as the order's clientId. */
  submissionId?: string
  submittedAt?: number
  /** The server's answer once it accepted the order. */
  receipt?: { inquiryId: string; reference: string; sentAt: number }
  /** Why the server refused it, kept when a refused order is opened again as a draft. */
  review?: { message: string; fields?: Record<string, string> }
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

/** Version 3: outbox entries carry their kind; sync failures are typed (same indexes as v2). */
export const SCHEMA_V3 = SCHEMA_V2

/**
 * Version 4: products in catalogue order ([createdAt+code]), so the home page and the shop's
 * unfiltered first page read a few rows instead of the whole catalogue.
 */
export const SCHEMA_V4 = { ...SCHEMA_V3, products: 'id, category, [createdAt+code]' }

/** Version 5: wholesale orders written on the device (drafts, submitted, sent). */
export const SCHEMA_V5 = { ...SCHEMA_V4, wholesaleOrders: 'id, stage, updatedAt, submissionId' }

/**
 * Version 6: products carry their stock per colour and size (`variants`, decision 026). The
 * products stored before had only a total, which says nothing of a size: they are dropped with the
 * sync cursor, so the next sync fetches the whole catalogue again (same indexes as v5).
 */
export const SCHEMA_V6 = SCHEMA_V5

/** Version 7: the discount code applied to the cart (decision 034); a new table only. */
export const SCHEMA_V7 = { ...SCHEMA_V6, cartPromo: 'key' }

/**
 * What version 2 entries were, known only by their URL then. Frozen history, like SCHEMA_V1:
 * today's code names a write by its kind when it queues it.
 */
const V2_KINDS: [string, OutboxKind][] = [
  ['/api/contact', 'contact'],
  ['/api/newsletter', 'newsletter'],
]

/** A version 2 failure message ('network_error', 'http_503', an exception's text) as a kind. */
const v2Failure = (error: unknown): SyncFailure | null => (error == null ? null : error === 'network_error' ? 'offline' : 'server')

export class ShopDb extends Dexie {
  products!: EntityTable<Product, 'id'>
  posts!: EntityTable<BlogPost, 'id'>
  syncState!: EntityTable<SyncStateRow, 'key'>
  cart!: Table<CartRow, [string, string, string]>
  outbox!: EntityTable<OutboxEntry, 'id'>
  wholesaleOrders!: EntityTable<WholesaleOrderRow, 'id'>
  cartPromo!: EntityTable<CartPromoRow, 'key'>

  constructor(name: string = STORAGE_KEYS.database) {
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
    this.version(3)
      .stores(SCHEMA_V3)
      .upgrade(async (tx) => {
        await tx
          .table('outbox')
          .toCollection()
          .modify((entry: Partial<OutboxEntry>) => {
            entry.kind ??= V2_KINDS.find(([prefix]) => entry.url?.startsWith(prefix))?.[1] ?? 'other'
          })
        await tx
          .table('syncState')
          .toCollection()
          .modify((row: { error?: unknown }) => {
            row.error = v2Failure(row.error)
          })
      })
    this.version(4).stores(SCHEMA_V4)
    // A new table only: nothing to carry over.
    this.version(5).stores(SCHEMA_V5)
    this.version(6)
      .stores(SCHEMA_V6)
      .upgrade(async (tx) => {
        // The cart, the outbox, wholesale orders and the posts stay; the products come back whole
        // with the next sync. Until it lands the mirror is not a complete copy (syncedAt null), so
        // pages wait for it (or the server's copy) rather than call a product not found.
        await tx.table('products').clear()
        await tx
          .table('syncState')
          .toCollection()
          .modify((row: Partial<SyncStateRow>) => {
            row.cursor = 0
            row.syncedAt = null
          })
      })
    // A new table only: nothing to carry over.
    this.version(7).stores(SCHEMA_V7)
  }
}

let instance: ShopDb | undefined

/** The database of this page or service worker, opened on first use. */
export function getDb(): ShopDb {
  return (instance ??= new ShopDb())
}

/** `querier`'s answer now and after every change to what it read (lib/local-db.ts useLocalQuery). */
export const watch = <T>(querier: () => Promise<T>) => liveQuery(querier)

/** Tests swap in a fresh database per case. */
export function setDbForTests(db: ShopDb | undefined) {
  instance = db
}
