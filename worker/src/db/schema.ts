// The shop's data model (decision 002). Money is integer cents, times are ISO 8601 UTC text, ids
// are UUID v4 text; what people read or type (product codes, post slugs, order numbers) has its own column.
// Products and blog posts carry `version`, stamped by database triggers from the `sync`
// counter (see the custom migration), so every write path feeds delta sync.
import { sql } from 'drizzle-orm'
import { DEFAULT_LOW_STOCK_THRESHOLD, PRODUCT_STATUSES, type ProductPhoto } from '#shared/catalogue/catalogue'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { Measurements } from '#shared/catalogue/measures'
import { EMAIL_STATUSES } from '#shared/contracts/admin-email-outbox'
import { PUSH_STATUSES, PUSH_URGENCIES } from '#shared/push/delivery'
import { PUSH_TOPICS, type PushPayload, type PushTopic } from '#shared/push/topics'
import { REFUND_SOURCES, REFUND_STATUSES, type RefundLine } from '#shared/contracts/admin-orders'
import { CONTACT_MESSAGE_STATUSES } from '#shared/contracts/admin-messages'
import { ROLES } from '#shared/schemas/auth'
import { RETURN_OUTCOMES, RETURN_REASONS, RETURN_TERMS } from '#shared/returns/policy-settings'
import { RETURN_ACTORS, RETURN_STATES } from '#shared/returns/states'
import { RETURN_CONDITIONS } from '#shared/schemas/returns'
import { REVIEW_DISPLAYS, REVIEW_FITS, REVIEW_STATUSES } from '#shared/reviews/reviews'
import { LOYALTY_ENTRY_TYPES } from '#shared/schemas/loyalty'
import { DISCOUNT_AUDIENCES, DISCOUNT_KINDS, DISCOUNT_SCOPES } from '#shared/pricing/discount-codes'
import { REFUND_DESTINATIONS, STORE_CREDIT_KINDS, STORE_CREDIT_REASONS } from '#shared/pricing/store-credit'
import { CLOSED_STATUSES, LATE_PAYMENT_OUTCOMES, ORDER_SETTLEMENTS, ORDER_STATUSES, PAYMENT_ATTEMPTS, type OrderAddress } from '#shared/schemas/orders'
import { ACCOUNT_DEFAULT_MINIMUM_ORDER_QUANTITY, ACCOUNT_STATUSES, INQUIRY_STATUSES, type InquiryItem } from '#shared/schemas/wholesale'

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID())
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
const createdAt = () => text('created_at').notNull().default(now)
const updatedAt = () => text('updated_at').notNull().default(now)
const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>()

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`)

/** Named monotonic counters: 'order_number' and 'sync' (the delta-sync cursor). */
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
})

export const products = sqliteTable(
  'products',
  {
    id: id(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    nameFr: text('name_fr').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionEs: text('description_es').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    category: text('category').notNull(),
    images: json<string[]>('images').notNull().default(sql`'[]'`),
    colors: json<string[]>('colors').notNull().default(sql`'[]'`),
    sizes: json<string[]>('sizes').notNull().default(sql`'[]'`),
    benefitsEn: json<string[]>('benefits_en').notNull().default(sql`'[]'`),
    benefitsEs: json<string[]>('benefits_es').notNull().default(sql`'[]'`),
    benefitsFr: json<string[]>('benefits_fr').notNull().default(sql`'[]'`),
    careEn: json<string[]>('care_en').notNull().default(sql`'[]'`),
    careEs: json<string[]>('care_es').notNull().default(sql`'[]'`),
    careFr: json<string[]>('care_fr').notNull().default(sql`'[]'`),
    howToUseEn: json<string[]>('how_to_use_en').notNull().default(sql`'[]'`),
    howToUseEs: json<string[]>('how_to_use_es').notNull().default(sql`'[]'`),
    howToUseFr: json<string[]>('how_to_use_fr').notNull().default(sql`'[]'`),
    /** The low-stock threshold each new variant of this product starts with (decision 026). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(DEFAULT_LOW_STOCK_THRESHOLD),
    isCustomMade: integer('is_custom_made', { mode: 'boolean' }).notNull().default(false),
    /** Whether the product can be returned (decision 039): off, it comes back only for the shop's fault (decision 037). */
    returnable: integer('returnable', { mode: 'boolean' }).notNull().default(true),
    /**
     * On sale or not: the storefront, checkout and sync read this flag. The catalogue editor
     * keeps it equal to `status = 'active'` in every write (worker/src/services/catalogue-admin.ts).
     */
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /** draft (never shown yet), active (on sale), archived (taken off sale, kept for past orders). */
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    /** Uploaded photos per colour, in display order; `images` keeps the drawings as the fallback. */
    photos: json<ProductPhoto[]>('photos').notNull().default(sql`'[]'`),
    /** The approved reviews' count and the sum of their stars, kept by the reviews_rating_* triggers (decision 042). */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_code_unique').on(t.code),
    index('products_version_idx').on(t.version),
    // The catalogue's order among products on sale (decision 027).
    index('products_active_order_idx').on(t.isActive, t.createdAt, t.code),
    check('products_price_non_negative', sql`${t.priceCents} >= 0`),
  ],
)

/**
 * One colour × size of a product that is kept in stock (decision 026): its SKU, units on hand not
 * yet sold, units held by unpaid pending orders (the storefront offers stock − reserved), and its
 * low-stock threshold. `not_offered` marks a combination the shop does not make (it is never sold).
 * Every write here restamps the product's sync version (migration 0012), so stock reaches every
 * open app at its next sync.
 */
export const productVariants = sqliteTable(
  'product_variants',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    size: text('size').notNull(),
    sku: text('sku').notNull(),
    stock: integer('stock').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(DEFAULT_LOW_STOCK_THRESHOLD),
    notOffered: integer('not_offered', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_unique').on(t.sku),
    uniqueIndex('product_variants_option_unique').on(t.productId, t.color, t.size),
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
    // No code path can oversell: a hold or a sale that would break these rolls its whole batch back.
    check('product_variants_reserved_within_stock', sql`${t.reserved} >= 0 AND ${t.reserved} <= ${t.stock}`),
    check('product_variants_threshold_non_negative', sql`${t.lowStockThreshold} >= 0`),
  ],
)

export const users = sqliteTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased; uniqueness is therefore case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    profileImageUrl: text('profile_image_url'),
    isEmailVerified: integer('is_email_verified', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // User Management lists newest first, all roles or one.
    index('users_created_idx').on(t.createdAt),
    index('users_role_created_idx').on(t.role, t.createdAt),
    check('users_role_valid', inList('role', ROLES)),
  ],
)

export const userCredentials = sqliteTable('user_credentials', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` */
  passwordHash: text('password_hash').notNull(),
  /** SHA-256 of the single-use reset token; the token itself is never stored. */
  passwordResetToken: text('password_reset_token'),
  passwordResetExpiry: text('password_reset_expiry'),
  updatedAt: updatedAt(),
})

export const userAddresses = sqliteTable(
  'user_addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('shipping'),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    fullName: text('full_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country').notNull(),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId),
    // At most one default per user, whatever races: services/addresses.ts keeps it exactly one.
    uniqueIndex('user_addresses_one_default').on(t.userId).where(sql`${t.isDefault} = 1`),
  ],
)

/** Server-side sessions: the JWT only carries `id`; deleting the row ends the session. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: json<Record<string, unknown>>('data'),
    expiresAt: text('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const wholesaleAccounts = sqliteTable(
  'wholesale_accounts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    taxId: text('tax_id'),
    businessType: text('business_type'),
    pricingTier: text('pricing_tier').notNull().default('standard'),
    /** decimal(5,2) percent as hundredths: 1250 = 12.50 % */
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    creditLimitCents: integer('credit_limit_cents').notNull().default(0),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull().default(ACCOUNT_DEFAULT_MINIMUM_ORDER_QUANTITY),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('pending'),
    approvedAt: text('approved_at'),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wholesale_accounts_user_idx').on(t.userId),
    index('wholesale_accounts_status_created_idx').on(t.status, t.createdAt),
    check('wholesale_accounts_status_valid', inList('status', ACCOUNT_STATUSES)),
  ],
)

export const orders = sqliteTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    wholesaleAccountId: text('wholesale_account_id').references(() => wholesaleAccounts.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    shippingAddressId: text('shipping_address_id').references(() => userAddresses.id, { onDelete: 'set null' }),
    billingAddressId: text('billing_address_id').references(() => userAddresses.id, { onDelete: 'set null' }),
    shippingAddress: json<OrderAddress>('shipping_address'),
    billingAddress: json<OrderAddress>('billing_address'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    paymentIntentId: text('payment_intent_id'),
    paymentMethod: text('payment_method'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    language: text('language').notNull().default('en'),
    notes: text('notes'),
    /** When the payment was confirmed (pending → processing). */
    paidAt: text('paid_at'),
    /**
     * Where the shopper's latest payment attempt on a pending order stands: `processing` (the
     * provider has it, a bank debit or 3-D Secure; the hold is kept), `failed` (declined: the
     * shopper may pay again on the same order), null while nothing was tried yet.
     */
    paymentAttempt: text('payment_attempt', { enum: PAYMENT_ATTEMPTS }),
    /** The provider's reason for the last failed attempt (`card_declined`, `expired_card`…). */
    paymentFailureCode: text('payment_failure_code'),
    paymentAttemptAt: text('payment_attempt_at'),
    /**
     * Until when an unpaid order holds its units (decision 023): set at placement, extended while
     * the shopper pays, never past a ceiling; the expiry job cancels pending orders past it.
     */
    holdExpiresAt: text('hold_expires_at'),
    /** When the shopper last started paying (the payment step extended the hold). */
    holdExtendedAt: text('hold_extended_at'),
    /** Units of every line, made-to-measure ones too: what the retail caps count. */
    units: integer('units').notNull().default(0),
    /** Who placed it, for the per-client cap and the confirmation page: keyed hashes, never the address itself. */
    clientIpHash: text('client_ip_hash'),
    clientDeviceHash: text('client_device_hash'),
    /** The most units its client could hold across pending orders when it was placed (trigger orders_client_hold_limit). */
    clientHoldLimit: integer('client_hold_limit'),
    /** The key of the order's signed link (services/order-access.ts), for the confirmation email. */
    accessKey: text('access_key'),
    /** The discount code the order was placed with (normalised), kept after an unpaid order gives its use back (decision 034). */
    promoCode: text('promo_code'),
    /** The code's part of `discount_cents` (the rest is a loyalty reward). */
    promoDiscountCents: integer('promo_discount_cents').notNull().default(0),
    /** Store credit applied at checkout (decision 035): the card is charged `total_cents - store_credit_cents`. */
    storeCreditCents: integer('store_credit_cents').notNull().default(0),
    /** When the review request email was queued (decision 042): claimed once, so it is sent once. */
    reviewRequestedAt: text('review_requested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    // The number people see: the id's first 8 characters, never two orders' (decision 040).
    uniqueIndex('orders_reference_unique').on(sql`substr(${t.id}, 1, 8)`),
    index('orders_user_idx').on(t.userId),
    index('orders_created_idx').on(t.createdAt),
    // The expiry job looks for old pending orders.
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_status_hold_idx').on(t.status, t.holdExpiresAt),
    index('orders_client_ip_idx').on(t.clientIpHash),
    index('orders_client_device_idx').on(t.clientDeviceHash),
    index('orders_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} IS NOT NULL`),
    uniqueIndex('orders_payment_intent_unique').on(t.paymentIntentId),
    check('orders_status_valid', inList('status', ORDER_STATUSES)),
    check('orders_payment_attempt_valid', sql`payment_attempt is null or ${inList('payment_attempt', PAYMENT_ATTEMPTS)}`),
  ],
)

export const orderItems = sqliteTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productCode: text('product_code').notNull(),
    /**
     * The variant the line's units are held from and sold from (decision 026), and its SKU as it
     * was when ordered. Both are null on a made-to-measure line, which keeps no stock.
     */
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'restrict' }),
    sku: text('sku'),
    productName: text('product_name').notNull(),
    /** The name in each language when the order was placed (migration 0024); null on older lines. */
    productNames: json<{ en: string; es: string; fr: string }>('product_names'),
    productImage: text('product_image'),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /** A made-to-measure piece: the measurements it is made from, as ordered (decision 020); its units are never held from stock. */
    measurements: json<Measurements>('measurements'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** The line's share of the order's discount code (decision 034): a refund of the line is net of it. */
    promoDiscountCents: integer('promo_discount_cents').notNull().default(0),
    /** The product's returnable flag as it was when ordered (decision 039). */
    returnable: integer('returnable', { mode: 'boolean' }).notNull().default(true),
    /** A sample (wholesale or distributor): never returned (decision 037). Nothing places one yet. */
    sample: integer('sample', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

/**
 * How and when a pending order stopped being pending: paid (its held units became sold), or
 * cancelled (its hold was released). One row per order at most, written first in the batch that
 * settles the order, so a replayed confirmation, a webhook racing the shopper's own confirm, or an
 * expiry racing a payment is refused as a whole by the primary key and can never sell twice,
 * award points twice or release a hold twice. Every way out of `pending` goes through it
 * (worker/src/services/order-settlement.ts).
 */
export const orderSettlements = sqliteTable(
  'order_settlements',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ORDER_SETTLEMENTS }).notNull(),
    settledAt: text('settled_at').notNull(),
  },
  () => [check('order_settlements_outcome_valid', inList('outcome', ORDER_SETTLEMENTS))],
)

/**
 * A payment that succeeded after its order was cancelled (decision 012): the order was restored
 * (its units sold again from stock) or, when they were gone, the payment refunded. One row per
 * order, written first in the batch that does either, so however many webhook deliveries or
 * confirmations find the late payment, the order is restored or refunded once.
 */
export const latePayments = sqliteTable(
  'late_payments',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentIntentId: text('payment_intent_id').notNull(),
    outcome: text('outcome', { enum: LATE_PAYMENT_OUTCOMES }).notNull(),
    settledAt: text('settled_at').notNull(),
  },
  () => [check('late_payments_outcome_valid', inList('outcome', LATE_PAYMENT_OUTCOMES))],
)

/**
 * How a paid order was closed by the shop (cancelled or refunded): whether its units went back to
 * stock and what happened to its loyalty points. One row per order at most, written first in the
 * batch that closes it, so a double click or two staff members closing the same order at once
 * cannot return its units or take back its points twice (the second batch fails on the key as a
 * whole, like order_settlements). An order cancelled while still unpaid has no row here: its hold
 * was released by its settlement.
 */
export const orderClosures = sqliteTable('order_closures', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** The status the order was closed to: 'cancelled' or 'refunded'. */
  closedAs: text('closed_as', { enum: CLOSED_STATUSES }).notNull(),
  /** The status it had when it was closed (processing, shipped or delivered). */
  closedFrom: text('closed_from').notNull(),
  unitsReturned: integer('units_returned', { mode: 'boolean' }).notNull(),
  pointsTakenBack: integer('points_taken_back').notNull().default(0),
  /** Points the customer had already spent elsewhere, so they could not be taken back. */
  pointsWrittenOff: integer('points_written_off').notNull().default(0),
  pointsReturned: integer('points_returned').notNull().default(0),
  closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
  closedAt: text('closed_at').notNull(),
})

/**
 * Every refund of an order's payment, whole or part, made in the back office (`shop`) or in the
 * provider's dashboard (`provider`, learnt from its webhook). A shop refund is written `pending`
 * before the gateway is asked (its id is the gateway's idempotency key and travels in the refund's
 * metadata, so the provider's echo of it is recognised), then `succeeded` or `failed`. The trigger
 * `payment_refunds_within_payment` aborts any batch whose refunds (pending or done) would exceed
 * the order's total, so two staff members refunding at once can never refund more than was paid.
 * Rows from the full-refund-only era were copied from order_refunds (`legacy-<order id>`), then
 * that table was dropped (migration 0010).
 */
export const paymentRefunds = sqliteTable(
  'payment_refunds',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    source: text('source', { enum: REFUND_SOURCES }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** The provider's refund id (`re_…`), once known. */
    gatewayRefundId: text('gateway_refund_id'),
    /** The order lines a shop refund is for: `[{ itemId, quantity, restock }]`; null for an amount or a provider refund. */
    lines: json<RefundLine[]>('lines'),
    reason: text('reason'),
    /** The units of the lines marked `restock` went back to stock when the refund succeeded. */
    restocked: integer('restocked', { mode: 'boolean' }).notNull().default(false),
    /** Earned points this refund took back (its share of them, decision 012), and those already spent, written off. */
    pointsTakenBack: integer('points_taken_back').notNull().default(0),
    pointsWrittenOff: integer('points_written_off').notNull().default(0),
    refundedBy: text('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Back to the card, or to the customer's store credit (decision 035). */
    destination: text('destination', { enum: REFUND_DESTINATIONS }).notNull().default('card'),
    /** The store credit the refund issued: the order's credit part given back, and a refund to credit with its bonus; null when none. */
    creditIssuedCents: integer('credit_issued_cents'),
    createdAt: text('created_at').notNull(),
    completedAt: text('completed_at'),
  },
  (t) => [
    index('payment_refunds_order_idx').on(t.orderId),
    uniqueIndex('payment_refunds_gateway_refund_unique').on(t.gatewayRefundId),
    check('payment_refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('payment_refunds_source_valid', inList('source', REFUND_SOURCES)),
    check('payment_refunds_status_valid', inList('status', REFUND_STATUSES)),
  ],
)

/**
 * A card dispute (chargeback) on an order's payment, as the provider last reported it. Events can
 * arrive out of order: one older than `last_event_at` changes nothing.
 */
export const orderDisputes = sqliteTable(
  'order_disputes',
  {
    /** The provider's dispute id (`dp_…`). */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** The provider's status: warning_needs_response, needs_response, under_review, won, lost… */
    status: text('status').notNull(),
    evidenceDueBy: text('evidence_due_by'),
    lastEventAt: text('last_event_at').notNull(),
    openedAt: text('opened_at').notNull(),
    closedAt: text('closed_at'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('order_disputes_order_idx').on(t.orderId), index('order_disputes_status_idx').on(t.status)],
)

export const orderShipments = sqliteTable(
  'order_shipments',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    status: text('status').notNull().default('pending'),
    shippedAt: text('shipped_at'),
    estimatedDelivery: text('estimated_delivery'),
    deliveredAt: text('delivered_at'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_shipments_order_idx').on(t.orderId),
    // The review request job looks for recent deliveries (decision 042).
    index('order_shipments_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.deliveredAt} IS NOT NULL`),
  ],
)

export const wholesaleInquiries = sqliteTable(
  'wholesale_inquiries',
  {
    id: id(),
    /** 'WQ-' + 6 characters, what the buyer and the team quote to each other; always set by the service. */
    reference: text('reference'),
    /**
     * The submission's id made on the device (also its Idempotency-Key): a retry after the key's
     * 24 h has expired still finds this inquiry instead of creating a second one.
     */
    clientId: text('client_id'),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    items: json<InquiryItem[]>('items').notNull().default(sql`'[]'`),
    notes: text('notes'),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('pending'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language').notNull().default('en'),
    businessType: text('business_type'),
    yearsInBusiness: text('years_in_business'),
    taxId: text('tax_id'),
    website: text('website'),
    productsInterested: json<string[]>('products_interested').notNull().default(sql`'[]'`),
    estimatedMonthlyOrder: text('estimated_monthly_order'),
    targetMarket: text('target_market'),
    currentSuppliers: text('current_suppliers'),
    additionalNotes: text('additional_notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wholesale_inquiries_created_idx').on(t.createdAt),
    index('wholesale_inquiries_user_idx').on(t.userId),
    index('wholesale_inquiries_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('wholesale_inquiries_reference_unique').on(t.reference),
    uniqueIndex('wholesale_inquiries_client_id_unique').on(t.clientId),
    check('wholesale_inquiries_status_valid', inList('status', INQUIRY_STATUSES)),
  ],
)

export const loyaltyLedger = sqliteTable(
  'loyalty_ledger',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    transactionType: text('transaction_type', { enum: LOYALTY_ENTRY_TYPES }).notNull(),
    referenceId: text('reference_id'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_ledger_user_idx').on(t.userId),
    // An order's redemption hold is found (and released) by the order id.
    index('loyalty_ledger_reference_idx').on(t.referenceId),
    check('loyalty_ledger_type_valid', inList('transaction_type', LOYALTY_ENTRY_TYPES)),
    check('loyalty_ledger_points_positive', sql`${t.points} > 0`),
  ],
)

/**
 * A discount code and its rules (decision 034; shared/pricing/discount-codes.ts reads them). The
 * code is stored normalised (trimmed, in capitals), so it is unique whatever its case.
 */
export const discountCodes = sqliteTable(
  'discount_codes',
  {
    id: id(),
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** Whole percent (1-100) or cents, by `kind`. */
    amount: integer('amount').notNull(),
    minSubtotalCents: integer('min_subtotal_cents'),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at'),
    /** When staff paused it (migration 0018); null: not paused. */
    pausedAt: text('paused_at'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    audience: text('audience', { enum: DISCOUNT_AUDIENCES }).notNull().default('everyone'),
    accountIds: json<string[]>('account_ids').notNull().default(sql`'[]'`),
    scope: text('scope', { enum: DISCOUNT_SCOPES }).notNull().default('order'),
    categories: json<string[]>('categories').notNull().default(sql`'[]'`),
    productIds: json<string[]>('product_ids').notNull().default(sql`'[]'`),
    includesMadeToMeasure: integer('includes_made_to_measure', { mode: 'boolean' }).notNull().default(true),
    includesDiscountedItems: integer('includes_discounted_items', { mode: 'boolean' }).notNull().default(false),
    combinesWithRewards: integer('combines_with_rewards', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_unique').on(t.code),
    check('discount_codes_kind_valid', inList('kind', DISCOUNT_KINDS)),
    check('discount_codes_amount_valid', sql`amount > 0 and (kind <> 'percent' or amount <= 100)`),
    check('discount_codes_audience_valid', inList('audience', DISCOUNT_AUDIENCES)),
    check('discount_codes_scope_valid', inList('scope', DISCOUNT_SCOPES)),
    check('discount_codes_limits_positive', sql`(usage_limit is null or usage_limit > 0) and (per_customer_limit is null or per_customer_limit > 0)`),
    check('discount_codes_minimum_non_negative', sql`min_subtotal_cents is null or min_subtotal_cents >= 0`),
    check('discount_codes_code_normalised', sql`code = upper(trim(code)) and length(code) > 0`),
  ],
)

/**
 * One use of a code: the order that applied it, written in the batch that places the order. The
 * trigger discount_code_uses_within_limits (migration 0017) refuses a use beyond the code's total
 * or per-customer limit (by account, or by the lower-cased email); an unpaid order that expires or
 * is cancelled deletes its row (decision 034).
 */
export const discountCodeUses = sqliteTable(
  'discount_code_uses',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    codeId: text('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('discount_code_uses_code_user_idx').on(t.codeId, t.userId),
    index('discount_code_uses_code_email_idx').on(t.codeId, t.email),
    check('discount_code_uses_email_normalised', sql`email = lower(email)`),
  ],
)

/**
 * The store-credit ledger (decision 035): signed entries in cents whose sum is the customer's
 * balance. The trigger store_credit_entries_no_overdraft (migration 0019) refuses an entry that
 * would take the balance below zero, so the batch that spends credit (an order's) is refused as a
 * whole; the partial unique indexes let an unpaid order give back its credit once, and a refund
 * credit once.
 */
export const storeCreditEntries = sqliteTable(
  'store_credit_entries',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STORE_CREDIT_KINDS }).notNull(),
    /** Signed: issued and returned credit positive, credit spent negative. */
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', { enum: STORE_CREDIT_REASONS }).notNull(),
    /** Staff's reason for goodwill credit. */
    note: text('note'),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The refund that issued the entry (its credit part given back, or the refund to credit with its bonus). */
    refundId: text('refund_id').references(() => paymentRefunds.id, { onDelete: 'set null' }),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_credit_entries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('store_credit_entries_order_once')
      .on(t.orderId)
      .where(sql`${t.reason} in ('order_expired', 'order_cancelled')`),
    uniqueIndex('store_credit_entries_refund_once')
      .on(t.refundId, t.kind)
      .where(sql`${t.refundId} IS NOT NULL`),
    check('store_credit_entries_kind_valid', inList('kind', STORE_CREDIT_KINDS)),
    check(
      'store_credit_entries_reason_valid',
      sql`(kind = 'issued' and reason in ('refund', 'goodwill')) or (kind = 'spent' and reason = 'order') or (kind = 'returned' and reason in ('order_expired', 'order_cancelled', 'refund'))`,
    ),
    check('store_credit_entries_sign_valid', sql`(kind = 'spent' and amount_cents < 0) or (kind <> 'spent' and amount_cents > 0)`),
  ],
)

/**
 * A return case (decision 039): RMA-<n>, the order, who asked (the order's user, or a guest by the
 * order's email), its state and steps (shared/returns/states.ts), what was asked and staff's
 * decisions. `finishingAt` is claimed by one conditional update before any money moves, so two
 * staff members finishing the same case at once start one refund.
 */
export const returnCases = sqliteTable(
  'return_cases',
  {
    id: id(),
    caseNumber: text('case_number').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email').notNull(),
    language: text('language').notNull().default('en'),
    status: text('status', { enum: RETURN_STATES }).notNull().default('requested'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    outcome: text('outcome', { enum: RETURN_OUTCOMES }).notNull(),
    /** The terms the case is priced by: the reason's, until staff reprice it at inspection (decision 037). */
    terms: text('terms', { enum: RETURN_TERMS }).notNull(),
    message: text('message').notNull().default(''),
    /** Since when the case waits on the customer (requested or approved); the closing job counts from it. */
    waitingSince: text('waiting_since'),
    remindedAt: text('reminded_at'),
    /** Staff's reason for a rejection. */
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: text('approved_at'),
    shippedBackAt: text('shipped_back_at'),
    receivedAt: text('received_at'),
    inspectedAt: text('inspected_at'),
    inspectionNote: text('inspection_note'),
    finishingAt: text('finishing_at'),
    finishedBy: text('finished_by').references(() => users.id, { onDelete: 'set null' }),
    finishedAt: text('finished_at'),
    /** What the case gave back (money, credit with its bonus, or value towards the replacement). */
    amountCents: integer('amount_cents'),
    refundId: text('refund_id').references(() => paymentRefunds.id, { onDelete: 'set null' }),
    exchangeOrderId: text('exchange_order_id').references(() => orders.id, { onDelete: 'set null' }),
    closedAt: text('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('return_cases_case_number_unique').on(t.caseNumber),
    index('return_cases_order_idx').on(t.orderId),
    index('return_cases_user_idx').on(t.userId, t.createdAt),
    index('return_cases_status_created_idx').on(t.status, t.createdAt),
    index('return_cases_waiting_idx').on(t.status, t.waitingSince),
    check('return_cases_status_valid', inList('status', RETURN_STATES)),
    check('return_cases_reason_valid', inList('reason', RETURN_REASONS)),
    check('return_cases_outcome_valid', inList('outcome', RETURN_OUTCOMES)),
    check('return_cases_terms_valid', inList('terms', RETURN_TERMS)),
  ],
)

/**
 * Units of one order line in a case, and what the inspection found. `holdsUnits` is on while the
 * case may still take them back (cleared when it is rejected or closed unfinished); the triggers
 * return_lines_within_ordered_* abort a write that would hold more units of a line than were
 * ordered, so a unit is never in two cases, whatever runs at once.
 */
export const returnLines = sqliteTable(
  'return_lines',
  {
    id: id(),
    caseId: text('case_id')
      .notNull()
      .references(() => returnCases.id, { onDelete: 'cascade' }),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    holdsUnits: integer('holds_units', { mode: 'boolean' }).notNull().default(true),
    /** For an exchange: the colour and size wanted instead. */
    exchangeColor: text('exchange_color'),
    exchangeSize: text('exchange_size'),
    condition: text('condition', { enum: RETURN_CONDITIONS }),
    restock: integer('restock', { mode: 'boolean' }).notNull().default(false),
    /** Units staff found damaged or worn beyond what was reported: the damage deduction's base. */
    damagedQuantity: integer('damaged_quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('return_lines_case_item_unique').on(t.caseId, t.orderItemId),
    index('return_lines_item_idx').on(t.orderItemId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('return_lines_damaged_within', sql`${t.damagedQuantity} >= 0 AND ${t.damagedQuantity} <= ${t.quantity}`),
    check('return_lines_condition_valid', sql`condition is null or ${inList('condition', RETURN_CONDITIONS)}`),
  ],
)

/** The case's timeline: the customer's and staff's messages, and each step taken (`status`). */
export const returnMessages = sqliteTable(
  'return_messages',
  {
    id: id(),
    caseId: text('case_id')
      .notNull()
      .references(() => returnCases.id, { onDelete: 'cascade' }),
    author: text('author', { enum: RETURN_ACTORS }).notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    status: text('status', { enum: RETURN_STATES }),
    createdAt: createdAt(),
  },
  (t) => [index('return_messages_case_idx').on(t.caseId, t.createdAt), check('return_messages_author_valid', inList('author', RETURN_ACTORS))],
)

/** Photos and videos the customer sent: private files (the photo store's `returns/` prefix), read only by the customer and staff. */
export const returnEvidence = sqliteTable(
  'return_evidence',
  {
    id: id(),
    caseId: text('case_id')
      .notNull()
      .references(() => returnCases.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('return_evidence_case_idx').on(t.caseId), check('return_evidence_size_positive', sql`${t.sizeBytes} > 0`)],
)

/**
 * A verified review (decision 042): one per order line, written by its buyer once the line reached
 * them, with the line's size and colour. `pending` until staff approve or reject it; an edit sends
 * it back. `textHash` is the comparable text's hash: the same text from another buyer sets
 * `duplicateText` for the moderators. `publishedAt` is the first approval (the author is emailed once).
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: id(),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The order's account; deleting the account deletes its reviews. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    customerEmail: text('customer_email').notNull(),
    rating: integer('rating').notNull(),
    fit: text('fit', { enum: REVIEW_FITS }).notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    display: text('display', { enum: REVIEW_DISPLAYS }).notNull().default('first_name_initial'),
    authorName: text('author_name').notNull().default(''),
    language: text('language', { enum: LANGUAGES }).notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    duplicateText: integer('duplicate_text', { mode: 'boolean' }).notNull().default(false),
    textHash: text('text_hash').notNull(),
    reply: text('reply'),
    repliedBy: text('replied_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: text('replied_at'),
    moderatedBy: text('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: text('moderated_at'),
    publishedAt: text('published_at'),
    /** Votes that it was helpful, kept by the review_votes_count trigger. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_item_unique').on(t.orderItemId),
    index('reviews_product_helpful_idx').on(t.productId, t.status, t.helpfulCount),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    index('reviews_order_idx').on(t.orderId),
    index('reviews_text_hash_idx').on(t.textHash),
    check('reviews_rating_valid', sql`rating >= 1 AND rating <= 5`),
    check('reviews_fit_valid', inList('fit', REVIEW_FITS)),
    check('reviews_display_valid', inList('display', REVIEW_DISPLAYS)),
    check('reviews_language_valid', inList('language', LANGUAGES)),
    check('reviews_status_valid', inList('status', REVIEW_STATUSES)),
  ],
)

/** "Was this review helpful?": one vote per review and voter (a keyed hash of the account, device or address). */
export const reviewVotes = sqliteTable(
  'review_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
)

/** A review's photos (decision 042): private files (the photo store's `reviews/` prefix), public only once the review is approved. */
export const reviewPhotos = sqliteTable(
  'review_photos',
  {
    id: id(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.createdAt), check('review_photos_size_positive', sql`${t.sizeBytes} > 0`)],
)

/** Addresses that unsubscribed from review request emails (decision 042): none is sent to them again. */
export const reviewRequestOptOuts = sqliteTable('review_request_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
})

export const dashboardOffers = sqliteTable('dashboard_offers', {
  id: id(),
  titleEn: text('title_en').notNull(),
  titleEs: text('title_es').notNull(),
  titleFr: text('title_fr').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionEs: text('description_es').notNull(),
  descriptionFr: text('description_fr').notNull(),
  /** null: every role */
  targetRole: text('target_role'),
  /** The code the offer promotes (decision 036), shown as the code is now. */
  discountCodeId: text('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
  imageUrl: text('image_url'),
  ctaLinkEn: text('cta_link_en'),
  ctaLinkEs: text('cta_link_es'),
  ctaLinkFr: text('cta_link_fr'),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  /** Set when staff ended it early (its end moved to that moment too). */
  endedEarlyAt: text('ended_early_at'),
  createdAt: createdAt(),
}, (t) => [index('dashboard_offers_discount_code_idx').on(t.discountCodeId)])

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    keywords: json<string[]>('keywords').notNull().default(sql`'[]'`),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    titleFr: text('title_fr').notNull(),
    excerptEn: text('excerpt_en').notNull(),
    excerptEs: text('excerpt_es').notNull(),
    excerptFr: text('excerpt_fr').notNull(),
    contentEn: text('content_en').notNull(),
    contentEs: text('content_es').notNull(),
    contentFr: text('content_fr').notNull(),
    seoDescriptionEn: text('seo_description_en').notNull().default(''),
    seoDescriptionEs: text('seo_description_es').notNull().default(''),
    seoDescriptionFr: text('seo_description_fr').notNull().default(''),
    version: integer('version').notNull().default(0),
    publishedAt: text('published_at').notNull().default(now),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_posts_slug_unique').on(t.slug), index('blog_posts_version_idx').on(t.version)],
)

/** Deletions of synced entities, so delta sync can tell clients to drop them. */
export const syncTombstones = sqliteTable(
  'sync_tombstones',
  {
    entity: text('entity', { enum: ['product', 'post'] }).notNull(),
    entityId: text('entity_id').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId] }), index('sync_tombstones_version_idx').on(t.version)],
)

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    subscribedAt: text('subscribed_at').notNull().default(now),
    unsubscribedAt: text('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    // The Subscribers screen (decision 038): active or not, newest first, and the counts of each.
    index('newsletter_subscribers_active_subscribed_idx').on(t.isActive, t.subscribedAt),
  ],
)

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    /** new, answered or closed (CONTACT_MESSAGE_STATUSES, decision 038). */
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    // The Messages screen (decision 038): newest first, by status, and the counts of each.
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
  ],
)

export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: id(),
    /**
     * Who acted. Deliberately not a foreign key: the trail must keep naming a person after their
     * account is deleted (the viewer then reads their name from the `user.delete` entry).
     */
    userId: text('user_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: json<unknown>('before'),
    after: json<unknown>('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    // The Audit Log's filters, and an order's history in its detail.
    index('admin_audit_log_action_created_idx').on(t.action, t.createdAt),
    index('admin_audit_log_user_created_idx').on(t.userId, t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
)

/**
 * Payment-provider events already acted on (Stripe webhooks), written in the same batch as their
 * effect: an event delivered twice is recognised and changes nothing the second time.
 */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  processedAt: text('processed_at').notNull(),
})

/**
 * The built-in test gateway's payment intents (worker/src/services/payments/test-gateway.ts): what
 * Stripe would keep on its side, kept here so the zero-setup shop can take fake card payments.
 */
export const testPaymentIntents = sqliteTable('test_payment_intents', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  clientSecret: text('client_secret').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'processing', 'succeeded', 'canceled'] }).notNull().default('requires_payment_method'),
  amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
  /** Which documented test card paid it, for the outcomes that play out later (processing, refund, dispute). */
  scenario: text('scenario'),
  /** When that scenario's next step is due (the scheduled jobs play it). */
  nextStepAt: text('next_step_at'),
  /** How many of the scenario's steps were played. */
  scenarioStep: integer('scenario_step').notNull().default(0),
  /** The refunds made of it: `[{ id, amountCents, shopRefundId }]`. */
  refunds: json<TestRefundJson[]>('refunds'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * Every email the shop writes, rendered once when it is queued (subject, text, HTML, headers), so
 * a retry sends exactly what was queued. The delivery job (services/email-delivery.ts) claims a
 * row (`sending`, with `next_attempt_at` as the claim's expiry), sends it, and marks it `sent`, or
 * `pending` again with a later `next_attempt_at`, or `failed` after its last attempt. `secrets`
 * lists the values (a reset token) blanked out of the stored copy once it is sent or given up.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    headers: json<Record<string, string>>('headers'),
    template: text('template').notNull(),
    secrets: json<string[]>('secrets'),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due from this time (null: at once); while `sending`, when the claim lapses. */
    nextAttemptAt: text('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
    redactedAt: text('redacted_at'),
  },
  (t) => [index('email_outbox_status_idx').on(t.status), index('email_outbox_created_idx').on(t.createdAt)],
)

/**
 * A device of a signed-in user that takes Web Push notifications (decision 043), named by its
 * endpoint; `session_id` is the session that subscribed it (signing out there removes the row).
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    topics: json<PushTopic[]>('topics').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSuccessAt: text('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
    check('push_subscriptions_language_valid', inList('language', LANGUAGES)),
    check('push_subscriptions_topics_json', sql`json_valid(${t.topics})`),
  ],
)

/**
 * A notification for one device (decision 043), rendered in its language when queued, in the
 * batch of the event that causes it; `event_key` with the device is unique, so an event is sent
 * to a device at most once. Claimed, sent and retried like `email_outbox`.
 */
export const pushOutbox = sqliteTable(
  'push_outbox',
  {
    id: id(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    topic: text('topic', { enum: PUSH_TOPICS }).notNull(),
    payload: json<PushPayload>('payload').notNull(),
    urgency: text('urgency', { enum: PUSH_URGENCIES }).notNull().default('normal'),
    ttlSeconds: integer('ttl_seconds').notNull(),
    status: text('status', { enum: PUSH_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due from this time (null: at once); while `sending`, when the claim lapses. */
    nextAttemptAt: text('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
  },
  (t) => [
    uniqueIndex('push_outbox_event_device_unique').on(t.eventKey, t.subscriptionId),
    index('push_outbox_status_idx').on(t.status),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
    check('push_outbox_status_valid', inList('status', PUSH_STATUSES)),
    check('push_outbox_urgency_valid', inList('urgency', PUSH_URGENCIES)),
    check('push_outbox_payload_json', sql`json_valid(${t.payload})`),
  ],
)

/** Results of requests sent with an Idempotency-Key, replayed instead of re-run. */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
)

/** Fixed-window attempt counters, kept in the database so limits hold across Workers isolates. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: text('window_start').notNull(),
})

/**
 * The shop's settings edited in the back office, one row per setting (migration 0025, decision
 * 041): `value` is what differs from the setting's defaults in shared/ ('returns_policy': over
 * DEFAULT_RETURN_POLICY), so whatever was never changed follows the defaults.
 */
export const shopSettings = sqliteTable(
  'shop_settings',
  {
    key: text('key').primaryKey(),
    value: json<unknown>('value').notNull(),
    updatedAt: text('updated_at').notNull(),
    /** Who saved it last; not a foreign key, like the audit log's user. */
    updatedBy: text('updated_by'),
  },
  (t) => [check('shop_settings_value_json', sql`json_valid(${t.value})`)],
)

/**
 * The last run of each scheduled job (worker/src/jobs/scheduled.ts), written at the end of every
 * run: when it started and finished, whether it failed, and what it did (its counts) or why it failed.
 */
export const jobRuns = sqliteTable('job_runs', {
  name: text('name').primaryKey(),
  startedAt: text('started_at').notNull(),
  finishedAt: text('finished_at').notNull(),
  ok: integer('ok', { mode: 'boolean' }).notNull(),
  result: json<Record<string, number>>('result'),
  error: text('error'),
})

/**
 * Scheduled job runs per UTC day (`YYYY-MM-DD`) and job, by outcome, for the operations screen's
 * chart (migration 0016); job_runs keeps only each job's last run. Kept 30 days (decision 032).
 */
export const jobRunDays = sqliteTable(
  'job_run_days',
  {
    day: text('day').notNull(),
    name: text('name').notNull(),
    ok: integer('ok').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
)

/**
 * The API's crashes (the requests it answered 500), for the operations screen (migration 0016,
 * decision 032): what failed and where, never a body, header or query string. Bounded: the newest
 * 500, at most 30 days old.
 */
export const serverErrors = sqliteTable(
  'server_errors',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    occurredAt: text('occurred_at').notNull(),
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    /** The route pattern (`/api/orders/:id`), never the URL. */
    route: text('route'),
    status: integer('status').notNull(),
    errorName: text('error_name').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('server_errors_occurred_idx').on(t.occurredAt)],
)

export type TestRefundJson = { id: string; amountCents: number; shopRefundId: string | null }

/**
 * Back-in-stock alerts: one shopper waiting for one sold-out variant (migration 0013). The
 * trigger `product_variants_stock_alerts_due` sets `due_at` when the variant can be bought again,
 * whatever wrote it; the job emails each due alert once and sets `notified_at`
 * (services/stock-alerts.ts). An alert that was notified or unsubscribed is done.
 */
export const stockAlerts = sqliteTable(
  'stock_alerts',
  {
    id: id(),
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    /** The account that asked, when signed in (its alerts go with it). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    dueAt: text('due_at'),
    notifiedAt: text('notified_at'),
    unsubscribedAt: text('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_variant_email_unique').on(t.variantId, t.email),
    index('stock_alerts_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} IS NOT NULL AND ${t.notifiedAt} IS NULL AND ${t.unsubscribedAt} IS NULL`),
    check('stock_alerts_language_valid', inList('language', LANGUAGES)),
  ],
)
