var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
};

// scripts/start.ts
import { execFileSync } from "node:child_process";
import { existsSync as existsSync2, readdirSync, statSync as statSync2 } from "node:fs";
import { join as join4 } from "node:path";

// worker/src/db/seed/seed.ts
import { asc, eq, sql as sql3 } from "drizzle-orm";

// shared/catalogue/image-versions.gen.ts
var IMAGE_VERSIONS = {
  "blog/everyday-shapewear-posture-and-confidence.svg": "12099e09c0",
  "blog/how-to-measure-yourself-for-a-faja.svg": "afd4acf132",
  "blog/how-to-wash-your-colombian-faja.svg": "1c03f882d1",
  "blog/living-with-your-post-surgery-faja.svg": "f3aa49dcbe",
  "blog/ordering-a-made-to-measure-faja.svg": "92936af77b",
  "blog/stage-1-vs-stage-2-fajas.svg": "2feaf0db8a",
  "blog/storing-and-rotating-your-shapewear.svg": "265dcce972",
  "blog/waist-trainers-myths-and-facts.svg": "d229331349",
  "categories/everyday-confidence.svg": "3d32e56322",
  "categories/face-neck-sculpt.svg": "0fccf42faf",
  "categories/sculpt-support.svg": "91b8e7dbca",
  "categories/silhouette-enhancers.svg": "3456000e59",
  "hero.svg": "24a1edf207",
  "products/ec-1001-beige.svg": "72cf1127f0",
  "products/ec-1001-black.svg": "32c40e10b0",
  "products/ec-1001-cocoa.svg": "7dc6db5671",
  "products/ec-1001-nude.svg": "ecf5fe94e5",
  "products/ec-1002-beige.svg": "c47a14ebe6",
  "products/ec-1002-black.svg": "a54790e5b1",
  "products/ec-1002-nude.svg": "86dd7fb1ea",
  "products/ec-1003-beige.svg": "92d2dfa22c",
  "products/ec-1003-black.svg": "0dc8d08a68",
  "products/ec-1003-cocoa.svg": "e26f09a9a4",
  "products/ec-1003-nude.svg": "3030621d15",
  "products/ec-1004-beige.svg": "25bf9d1e6e",
  "products/ec-1004-black.svg": "775a4a6d80",
  "products/ec-1005-beige.svg": "0837de5e2f",
  "products/ec-1005-black.svg": "5e72877dd8",
  "products/ec-1005-cocoa.svg": "6718603ac4",
  "products/ec-1006-beige.svg": "fea9c3633d",
  "products/ec-1006-black.svg": "bb8add9e58",
  "products/ec-1006-nude.svg": "c2f690f6c5",
  "products/ec-1007-beige.svg": "fa1463d1fa",
  "products/ec-1007-black.svg": "9dd608c451",
  "products/ec-1007-nude.svg": "fde94963ba",
  "products/fn-4001-beige.svg": "26daac24f2",
  "products/fn-4001-black.svg": "2445853234",
  "products/fn-4001-nude.svg": "24c43ed019",
  "products/fn-4002-beige.svg": "8f8d5cdb28",
  "products/fn-4002-nude.svg": "610d797dd1",
  "products/fn-4003-beige.svg": "c7cc52997f",
  "products/fn-4003-black.svg": "67114dd6a5",
  "products/fn-4003-cocoa.svg": "c43db9e617",
  "products/fn-4003-nude.svg": "64bf40b6c1",
  "products/fn-4004-beige.svg": "e01e02e806",
  "products/fn-4004-black.svg": "f4633ba7a5",
  "products/fn-4005-cocoa.svg": "08e4a0ab34",
  "products/fn-4005-nude.svg": "a4fd0a03d5",
  "products/fn-4006-beige.svg": "fbd3eab728",
  "products/fn-4006-black.svg": "417ba82f28",
  "products/fn-4006-nude.svg": "b04e230b0a",
  "products/fn-4007-beige.svg": "03fadefd82",
  "products/fn-4007-black.svg": "1d26598e3e",
  "products/fn-4007-cocoa.svg": "43bf334e90",
  "products/fn-4007-nude.svg": "f6bee93d9f",
  "products/se-3001-beige.svg": "e4f297e6df",
  "products/se-3001-black.svg": "d0a0b3fda0",
  "products/se-3001-cocoa.svg": "bd76be2c0f",
  "products/se-3001-nude.svg": "8ea21ffc17",
  "products/se-3002-beige.svg": "266b92fc13",
  "products/se-3002-black.svg": "dc19431aab",
  "products/se-3002-nude.svg": "1ae8501bb4",
  "products/se-3003-black.svg": "652fafb770",
  "products/se-3003-cocoa.svg": "7a6899ca0d",
  "products/se-3004-beige.svg": "31093f36de",
  "products/se-3004-black.svg": "bab2fa7a68",
  "products/se-3004-cocoa.svg": "d24488e43a",
  "products/se-3005-beige.svg": "93e86382fa",
  "products/se-3005-black.svg": "ef1c1171e9",
  "products/se-3006-beige.svg": "fa27217a5d",
  "products/se-3006-black.svg": "dd1a6f780f",
  "products/se-3006-cocoa.svg": "ae04930abe",
  "products/se-3006-nude.svg": "79be5790aa",
  "products/se-3007-beige.svg": "717f1c2659",
  "products/se-3007-black.svg": "4193298155",
  "products/se-3007-nude.svg": "d59ca4574a",
  "products/ss-2001-beige.svg": "63732a1144",
  "products/ss-2001-cocoa.svg": "617d19712e",
  "products/ss-2001-nude.svg": "44a44e21a9",
  "products/ss-2002-beige.svg": "eed2bd10db",
  "products/ss-2002-black.svg": "fa83ef96bb",
  "products/ss-2002-cocoa.svg": "fb020c83df",
  "products/ss-2003-beige.svg": "ee9c6ca93c",
  "products/ss-2003-nude.svg": "4d4c0ed0ab",
  "products/ss-2004-beige.svg": "a4239ac9cb",
  "products/ss-2004-black.svg": "dc42dcc192",
  "products/ss-2004-cocoa.svg": "2304550bbd",
  "products/ss-2004-nude.svg": "b79dbd46c6",
  "products/ss-2005-beige.svg": "d68b9c10c7",
  "products/ss-2005-black.svg": "d5075c58a3",
  "products/ss-2005-cocoa.svg": "e0a79a55b7",
  "products/ss-2005-nude.svg": "51eaa73783",
  "products/ss-2006-beige.svg": "be86199530",
  "products/ss-2006-black.svg": "855a6f7ddb",
  "products/ss-2006-nude.svg": "5a270baf0d",
  "products/ss-2007-black.svg": "08b566bbbf",
  "products/ss-2007-cocoa.svg": "96eccc17d0"
};

// shared/catalogue/images.ts
function versionedImage(path) {
  const relativePath = path.replace(/^\/images\//, "");
  const version = IMAGE_VERSIONS[relativePath];
  return version && relativePath !== path ? `/images/v/${version}/${relativePath}` : path;
}

// shared/pricing/loyalty.ts
var REDEMPTION_OPTIONS = [
  { points: 500, discountCents: 500 },
  { points: 1e3, discountCents: 1200 },
  { points: 2e3, discountCents: 3e3 }
];
var REDEMPTION_POINTS = REDEMPTION_OPTIONS.map((o) => o.points);
var MIN_REDEMPTION_POINTS = REDEMPTION_OPTIONS[0].points;
function redemptionDiscount(points) {
  return REDEMPTION_OPTIONS.find((o) => o.points === points).discountCents;
}
function pointsEarnedFor(subtotalCents, discountCents) {
  return Math.max(0, Math.floor((subtotalCents - discountCents) / 100));
}

// shared/pricing/shipping.ts
var FREE_SHIPPING_THRESHOLD_CENTS = 1e4;
var FLAT_SHIPPING_CENTS = 1e3;
function shippingFor(subtotalCents) {
  if (subtotalCents <= 0) return 0;
  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : FLAT_SHIPPING_CENTS;
}
function totalsFor(subtotalCents, discountCents = 0) {
  const shippingCents = shippingFor(subtotalCents);
  return { subtotalCents, shippingCents, taxCents: 0, discountCents, totalCents: subtotalCents - discountCents + shippingCents };
}

// worker/src/services/passwords.ts
var PBKDF2_ITERATIONS = 1e5;
var SALT_BYTES = 16;
var HASH_BITS = 256;
var toB64 = (bytes) => btoa(String.fromCharCode(...bytes));
var fromB64 = (text3) => Uint8Array.from(atob(text3), (ch) => ch.charCodeAt(0));
async function derive(password, salt, iterations) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS
  );
  return new Uint8Array(bits);
}
async function hashPassword(password, iterations = PBKDF2_ITERATIONS) {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `pbkdf2-sha256$${iterations}$${toB64(salt)}$${toB64(hash)}`;
}
function timingSafeEqual(a, b) {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
async function verifyPassword(password, stored) {
  const [algorithm, iterationsText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationsText);
  if (algorithm !== "pbkdf2-sha256" || !Number.isInteger(iterations) || !saltText || !hashText) return false;
  const expected = fromB64(hashText);
  const actual = await derive(password, fromB64(saltText), iterations);
  return timingSafeEqual(actual, expected);
}

// worker/src/services/order-numbers.ts
import { sql } from "drizzle-orm";
async function nextOrderNumber(db) {
  const rows = await db.values(
    sql`UPDATE counters SET value = value + 1 WHERE name = 'order_number' RETURNING value`
  );
  const value = rows[0]?.[0];
  if (value === void 0) throw new Error("order_number counter is missing; migrations not applied?");
  return `ORD-${value}`;
}

// worker/src/db/schema.ts
var schema_exports = {};
__export(schema_exports, {
  EMAIL_STATUSES: () => EMAIL_STATUSES,
  INQUIRY_STATUSES: () => INQUIRY_STATUSES,
  ORDER_SETTLEMENTS: () => ORDER_SETTLEMENTS,
  ORDER_STATUSES: () => ORDER_STATUSES,
  USER_ROLES: () => USER_ROLES,
  WHOLESALE_ACCOUNT_STATUSES: () => WHOLESALE_ACCOUNT_STATUSES,
  adminAuditLog: () => adminAuditLog,
  blogPosts: () => blogPosts,
  contactMessages: () => contactMessages,
  counters: () => counters,
  dashboardOffers: () => dashboardOffers,
  emailOutbox: () => emailOutbox,
  idempotencyKeys: () => idempotencyKeys,
  loyaltyLedger: () => loyaltyLedger,
  newsletterSubscribers: () => newsletterSubscribers,
  orderItems: () => orderItems,
  orderSettlements: () => orderSettlements,
  orderShipments: () => orderShipments,
  orders: () => orders,
  paymentEvents: () => paymentEvents,
  products: () => products,
  rateLimits: () => rateLimits,
  sessions: () => sessions,
  syncTombstones: () => syncTombstones,
  testPaymentIntents: () => testPaymentIntents,
  userAddresses: () => userAddresses,
  userCredentials: () => userCredentials,
  users: () => users,
  wholesaleAccounts: () => wholesaleAccounts,
  wholesaleInquiries: () => wholesaleInquiries
});
import { sql as sql2 } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
var id = () => text("id").primaryKey().$defaultFn(() => crypto.randomUUID());
var now = sql2`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
var createdAt = () => text("created_at").notNull().default(now);
var updatedAt = () => text("updated_at").notNull().default(now);
var json = (name2) => text(name2, { mode: "json" }).$type();
var USER_ROLES = ["customer", "wholesale", "staff", "admin"];
var ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled", "refunded"];
var INQUIRY_STATUSES = ["pending", "reviewing", "approved", "rejected", "contacted"];
var WHOLESALE_ACCOUNT_STATUSES = ["pending", "approved", "rejected"];
var inList = (column, values) => sql2.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);
var counters = sqliteTable("counters", {
  name: text("name").primaryKey(),
  value: integer("value").notNull().default(0)
});
var products = sqliteTable(
  "products",
  {
    id: id(),
    code: text("code").notNull(),
    nameEn: text("name_en").notNull(),
    nameEs: text("name_es").notNull(),
    nameFr: text("name_fr").notNull(),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionEs: text("description_es").notNull().default(""),
    descriptionFr: text("description_fr").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    category: text("category").notNull(),
    images: json("images").notNull().default(sql2`'[]'`),
    colors: json("colors").notNull().default(sql2`'[]'`),
    sizes: json("sizes").notNull().default(sql2`'[]'`),
    benefitsEn: json("benefits_en").notNull().default(sql2`'[]'`),
    benefitsEs: json("benefits_es").notNull().default(sql2`'[]'`),
    benefitsFr: json("benefits_fr").notNull().default(sql2`'[]'`),
    careEn: json("care_en").notNull().default(sql2`'[]'`),
    careEs: json("care_es").notNull().default(sql2`'[]'`),
    careFr: json("care_fr").notNull().default(sql2`'[]'`),
    howToUseEn: json("how_to_use_en").notNull().default(sql2`'[]'`),
    howToUseEs: json("how_to_use_es").notNull().default(sql2`'[]'`),
    howToUseFr: json("how_to_use_fr").notNull().default(sql2`'[]'`),
    /** Units on hand not yet sold (paid orders have taken theirs off). */
    stock: integer("stock").notNull().default(0),
    /** Units held by unpaid pending orders; the storefront offers stock − reserved (DESIGN.md "Orders, stock and payments"). */
    reserved: integer("reserved").notNull().default(0),
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
    isCustomMade: integer("is_custom_made", { mode: "boolean" }).notNull().default(false),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    version: integer("version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex("products_code_unique").on(t.code),
    index("products_version_idx").on(t.version),
    check("products_stock_non_negative", sql2`${t.stock} >= 0`),
    // No code path can oversell: a hold or a sale that would break these rolls its whole batch back.
    check("products_reserved_within_stock", sql2`${t.reserved} >= 0 AND ${t.reserved} <= ${t.stock}`),
    check("products_price_non_negative", sql2`${t.priceCents} >= 0`)
  ]
);
var users = sqliteTable(
  "users",
  {
    id: id(),
    /** Always stored lower-cased; uniqueness is therefore case-insensitive. */
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    role: text("role", { enum: USER_ROLES }).notNull().default("customer"),
    preferredLanguage: text("preferred_language").notNull().default("en"),
    profileImageUrl: text("profile_image_url"),
    isEmailVerified: integer("is_email_verified", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), check("users_role_valid", inList("role", USER_ROLES))]
);
var userCredentials = sqliteTable("user_credentials", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` */
  passwordHash: text("password_hash").notNull(),
  /** SHA-256 of the single-use reset token; the token itself is never stored. */
  passwordResetToken: text("password_reset_token"),
  passwordResetExpiry: text("password_reset_expiry"),
  updatedAt: updatedAt()
});
var userAddresses = sqliteTable(
  "user_addresses",
  {
    id: id(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("shipping"),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    fullName: text("full_name").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    state: text("state"),
    postalCode: text("postal_code"),
    country: text("country").notNull(),
    phone: text("phone"),
    createdAt: createdAt()
  },
  (t) => [index("user_addresses_user_idx").on(t.userId)]
);
var sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    data: json("data"),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt()
  },
  (t) => [index("sessions_user_idx").on(t.userId)]
);
var wholesaleAccounts = sqliteTable(
  "wholesale_accounts",
  {
    id: id(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    taxId: text("tax_id"),
    businessType: text("business_type"),
    pricingTier: text("pricing_tier").notNull().default("standard"),
    /** decimal(5,2) percent as hundredths: 1250 = 12.50 % */
    discountBasisPoints: integer("discount_basis_points").notNull().default(0),
    creditLimitCents: integer("credit_limit_cents").notNull().default(0),
    minimumOrderQuantity: integer("minimum_order_quantity").notNull().default(10),
    status: text("status", { enum: WHOLESALE_ACCOUNT_STATUSES }).notNull().default("pending"),
    approvedAt: text("approved_at"),
    approvedBy: text("approved_by").references(() => users.id, { onDelete: "set null" }),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index("wholesale_accounts_user_idx").on(t.userId),
    check("wholesale_accounts_status_valid", inList("status", WHOLESALE_ACCOUNT_STATUSES))
  ]
);
var orders = sqliteTable(
  "orders",
  {
    id: id(),
    orderNumber: text("order_number").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    wholesaleAccountId: text("wholesale_account_id").references(() => wholesaleAccounts.id, { onDelete: "set null" }),
    customerEmail: text("customer_email").notNull(),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone"),
    shippingAddressId: text("shipping_address_id").references(() => userAddresses.id, { onDelete: "set null" }),
    billingAddressId: text("billing_address_id").references(() => userAddresses.id, { onDelete: "set null" }),
    shippingAddress: json("shipping_address"),
    billingAddress: json("billing_address"),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    paymentIntentId: text("payment_intent_id"),
    paymentMethod: text("payment_method"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    language: text("language").notNull().default("en"),
    notes: text("notes"),
    /** When the payment was confirmed (pending → processing). */
    paidAt: text("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex("orders_order_number_unique").on(t.orderNumber),
    index("orders_user_idx").on(t.userId),
    index("orders_created_idx").on(t.createdAt),
    // The expiry job looks for old pending orders.
    index("orders_status_created_idx").on(t.status, t.createdAt),
    uniqueIndex("orders_payment_intent_unique").on(t.paymentIntentId),
    check("orders_status_valid", inList("status", ORDER_STATUSES))
  ]
);
var orderItems = sqliteTable(
  "order_items",
  {
    id: id(),
    orderId: text("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull().references(() => products.id, { onDelete: "restrict" }),
    productCode: text("product_code").notNull(),
    productName: text("product_name").notNull(),
    productImage: text("product_image"),
    color: text("color").notNull(),
    size: text("size").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    subtotalCents: integer("subtotal_cents").notNull()
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    index("order_items_product_idx").on(t.productId),
    check("order_items_quantity_positive", sql2`${t.quantity} > 0`)
  ]
);
var ORDER_SETTLEMENTS = ["paid", "expired", "payment_canceled", "cancelled_by_shop"];
var orderSettlements = sqliteTable(
  "order_settlements",
  {
    orderId: text("order_id").primaryKey().references(() => orders.id, { onDelete: "cascade" }),
    outcome: text("outcome", { enum: ORDER_SETTLEMENTS }).notNull(),
    settledAt: text("settled_at").notNull()
  },
  () => [check("order_settlements_outcome_valid", inList("outcome", ORDER_SETTLEMENTS))]
);
var orderShipments = sqliteTable(
  "order_shipments",
  {
    id: id(),
    orderId: text("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    status: text("status").notNull().default("pending"),
    shippedAt: text("shipped_at"),
    estimatedDelivery: text("estimated_delivery"),
    deliveredAt: text("delivered_at"),
    notes: text("notes"),
    createdAt: createdAt()
  },
  (t) => [index("order_shipments_order_idx").on(t.orderId)]
);
var wholesaleInquiries = sqliteTable(
  "wholesale_inquiries",
  {
    id: id(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    items: json("items").notNull().default(sql2`'[]'`),
    notes: text("notes"),
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("pending"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    language: text("language").notNull().default("en"),
    businessType: text("business_type"),
    yearsInBusiness: text("years_in_business"),
    taxId: text("tax_id"),
    website: text("website"),
    productsInterested: json("products_interested").notNull().default(sql2`'[]'`),
    estimatedMonthlyOrder: text("estimated_monthly_order"),
    targetMarket: text("target_market"),
    currentSuppliers: text("current_suppliers"),
    additionalNotes: text("additional_notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index("wholesale_inquiries_created_idx").on(t.createdAt),
    index("wholesale_inquiries_user_idx").on(t.userId),
    check("wholesale_inquiries_status_valid", inList("status", INQUIRY_STATUSES))
  ]
);
var loyaltyLedger = sqliteTable(
  "loyalty_ledger",
  {
    id: id(),
    userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    transactionType: text("transaction_type", { enum: ["earned", "redeemed"] }).notNull(),
    referenceId: text("reference_id"),
    description: text("description"),
    createdAt: createdAt()
  },
  (t) => [
    index("loyalty_ledger_user_idx").on(t.userId),
    // An order's redemption hold is found (and released) by the order id.
    index("loyalty_ledger_reference_idx").on(t.referenceId),
    check("loyalty_ledger_type_valid", sql2`transaction_type in ('earned', 'redeemed')`),
    check("loyalty_ledger_points_positive", sql2`${t.points} > 0`)
  ]
);
var dashboardOffers = sqliteTable("dashboard_offers", {
  id: id(),
  titleEn: text("title_en").notNull(),
  titleEs: text("title_es").notNull(),
  titleFr: text("title_fr").notNull(),
  descriptionEn: text("description_en").notNull(),
  descriptionEs: text("description_es").notNull(),
  descriptionFr: text("description_fr").notNull(),
  /** null: every role */
  targetRole: text("target_role"),
  discountCode: text("discount_code"),
  imageUrl: text("image_url"),
  ctaLinkEn: text("cta_link_en"),
  ctaLinkEs: text("cta_link_es"),
  ctaLinkFr: text("cta_link_fr"),
  startDate: text("start_date").notNull(),
  endDate: text("end_date").notNull(),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt()
});
var blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    slug: text("slug").notNull(),
    category: text("category").notNull(),
    imageUrl: text("image_url"),
    keywords: json("keywords").notNull().default(sql2`'[]'`),
    titleEn: text("title_en").notNull(),
    titleEs: text("title_es").notNull(),
    titleFr: text("title_fr").notNull(),
    excerptEn: text("excerpt_en").notNull(),
    excerptEs: text("excerpt_es").notNull(),
    excerptFr: text("excerpt_fr").notNull(),
    contentEn: text("content_en").notNull(),
    contentEs: text("content_es").notNull(),
    contentFr: text("content_fr").notNull(),
    seoDescriptionEn: text("seo_description_en").notNull().default(""),
    seoDescriptionEs: text("seo_description_es").notNull().default(""),
    seoDescriptionFr: text("seo_description_fr").notNull().default(""),
    version: integer("version").notNull().default(0),
    publishedAt: text("published_at").notNull().default(now),
    updatedAt: updatedAt()
  },
  (t) => [uniqueIndex("blog_posts_slug_unique").on(t.slug), index("blog_posts_version_idx").on(t.version)]
);
var syncTombstones = sqliteTable(
  "sync_tombstones",
  {
    entity: text("entity", { enum: ["product", "post"] }).notNull(),
    entityId: text("entity_id").notNull(),
    version: integer("version").notNull()
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId] }), index("sync_tombstones_version_idx").on(t.version)]
);
var newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    language: text("language").notNull().default("en"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    subscribedAt: text("subscribed_at").notNull().default(now),
    unsubscribedAt: text("unsubscribed_at")
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_unique").on(t.email)]
);
var contactMessages = sqliteTable("contact_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  language: text("language").notNull().default("en"),
  status: text("status").notNull().default("new"),
  createdAt: createdAt()
});
var adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: json("before"),
    after: json("after"),
    createdAt: createdAt()
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt)]
);
var paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  orderId: text("order_id"),
  processedAt: text("processed_at").notNull()
});
var testPaymentIntents = sqliteTable("test_payment_intents", {
  id: text("id").primaryKey(),
  orderId: text("order_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  clientSecret: text("client_secret").notNull(),
  status: text("status", { enum: ["requires_payment_method", "succeeded", "canceled"] }).notNull().default("requires_payment_method"),
  amountRefundedCents: integer("amount_refunded_cents").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt()
});
var EMAIL_STATUSES = ["pending", "sending", "sent", "failed"];
var emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    headers: json("headers"),
    template: text("template").notNull(),
    secrets: json("secrets"),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Due from this time (null: at once); while `sending`, when the claim lapses. */
    nextAttemptAt: text("next_attempt_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: text("sent_at"),
    redactedAt: text("redacted_at")
  },
  (t) => [index("email_outbox_status_idx").on(t.status)]
);
var idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    key: text("key").notNull(),
    scope: text("scope").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_expires_idx").on(t.expiresAt)]
);
var rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: text("window_start").notNull()
});

// worker/src/db/seed/blog.data.ts
var body = (...blocks) => blocks.join("\n\n");
var h = (text3) => `**${text3}**`;
var list = (...items) => items.map((i) => `- ${i}`).join("\n");
var checks = (...items) => items.map((i) => `\u2713 ${i}`).join("\n");
var seedPosts = [
  // ---------------------------------------------------------------------------
  {
    slug: "everyday-shapewear-posture-and-confidence",
    category: "health-benefits",
    keywords: ["everyday shapewear", "posture", "seamless faja", "confidence", "comfort"],
    publishedAt: "2025-02-11",
    titleEn: "Everyday Shapewear, Posture and Confidence: What to Really Expect",
    titleEs: "Fajas de uso diario, postura y seguridad: lo que puedes esperar de verdad",
    titleFr: "Gaines du quotidien, posture et confiance : ce qu\u2019on peut vraiment en attendre",
    excerptEn: "Seamless shapewear won\u2019t change your body, but it can change how your clothes sit and how you carry yourself. An honest look at the everyday benefits.",
    excerptEs: "Una prenda sin costuras no cambia tu cuerpo, pero s\xED c\xF3mo te queda la ropa y c\xF3mo te sientes. Una mirada honesta a sus beneficios en el d\xEDa a d\xEDa.",
    excerptFr: "Une gaine sans coutures ne change pas votre corps, mais elle change la tenue de vos v\xEAtements et votre allure. Un regard honn\xEAte sur ses bienfaits au quotidien.",
    contentEn: body(
      "There is a reason so many Colombian women own at least one faja for everyday use, and it has little to do with dramatic transformations. A well-made seamless piece smooths lines under clothing, holds the midsection gently and, for many of us, works as a quiet reminder to sit and stand a little taller. In this article we look at what everyday shapewear can realistically do, what it cannot, and how to wear it so it stays comfortable from morning to night.",
      h("What everyday shapewear actually does"),
      "Everyday pieces such as our seamless bodysuits and mid-thigh smoothers use light to medium compression. The fabric distributes gentle pressure evenly across the waist, hips and back, which softens visible lines and helps clothes drape the way the designer intended. Many customers tell us they feel more put together in a fitted dress or a work blouse, and that feeling is real and valuable.",
      "Shapewear is not a treatment, though. It does not burn fat, change your body composition or replace movement, rest and good nutrition. If you have a medical condition, are pregnant or have recently had surgery, talk to your doctor before wearing any compression garment.",
      h("A gentle reminder to stand tall"),
      "Structured pieces with wide straps or a high back, like our posture sculpt vest, give a light sensation of support around the torso. They don\u2019t hold you upright for you, but the contact of the fabric makes it easier to notice when you slouch at your desk. Think of it as a nudge rather than a brace.",
      "The benefits our customers mention most often:",
      list(
        "Smoother lines under fitted clothes and knitwear",
        "Less thigh chafing on warm days with mid-thigh shorts",
        "A feeling of being held and supported through the core",
        "More confidence choosing body-skimming outfits"
      ),
      h("How to wear it comfortably all day"),
      "Comfort starts with the right size. Too small and a garment will roll, pinch or dig in; too large and it simply won\u2019t smooth. Use our size chart with your waist and hip measurements, and if you fall between two sizes for everyday wear, choose the larger one. Breathable microfibre and cotton-lined gussets make a big difference in warm climates, and giving your skin a break in the evening is always a good idea.",
      "Before you wear a new piece for a full day, run through this quick check:",
      checks(
        "You can breathe deeply and sit down without pressure points",
        "The waistband stays flat and doesn\u2019t roll when you bend",
        "No red marks remain a few minutes after taking it off",
        "You feel comfortable, not just smooth"
      ),
      h("The bottom line"),
      "Everyday shapewear is about comfort and confidence, not about changing who you are. Choose pieces that feel good, listen to your body, and enjoy the way your favourite clothes look and feel on you."
    ),
    contentEs: body(
      "Hay una raz\xF3n por la que tantas colombianas tienen al menos una faja para el diario, y no tiene nada que ver con transformaciones milagrosas. Una buena prenda sin costuras alisa las l\xEDneas bajo la ropa, sostiene suavemente el abdomen y, a muchas, nos recuerda sentarnos y pararnos un poquito m\xE1s derechas. En este art\xEDculo te contamos qu\xE9 puede hacer de verdad una prenda moldeadora de uso diario, qu\xE9 no, y c\xF3mo usarla para que sea c\xF3moda de la ma\xF1ana a la noche.",
      h("Lo que realmente hace una prenda de uso diario"),
      "Las piezas de diario, como nuestros bodies sin costuras y los shorts a medio muslo, tienen compresi\xF3n ligera a media. La tela reparte una presi\xF3n suave y pareja sobre cintura, cadera y espalda, lo que disimula las l\xEDneas y hace que la ropa caiga como debe. Muchas clientas nos cuentan que se sienten m\xE1s arregladas con un vestido ajustado o una blusa de oficina, y esa sensaci\xF3n es real y vale mucho.",
      "Eso s\xED: una faja no es un tratamiento. No quema grasa, no cambia la composici\xF3n de tu cuerpo ni reemplaza el ejercicio, el descanso y una buena alimentaci\xF3n. Si tienes alguna condici\xF3n m\xE9dica, est\xE1s embarazada o te operaste hace poco, consulta con tu m\xE9dico antes de usar cualquier prenda de compresi\xF3n.",
      h("Un recordatorio suave para enderezarte"),
      "Las prendas estructuradas con tiras anchas o espalda alta, como nuestro chaleco moldeador, dan una sensaci\xF3n ligera de soporte alrededor del torso. No te sostienen por ti, pero el contacto de la tela hace que notes cu\xE1ndo te est\xE1s encorvando frente al computador. Piensa en ella como un empujoncito, no como un corrector.",
      "Los beneficios que m\xE1s mencionan nuestras clientas:",
      list(
        "L\xEDneas m\xE1s lisas bajo ropa ajustada y tejidos de punto",
        "Menos roce entre los muslos en d\xEDas de calor gracias a los shorts a medio muslo",
        "La sensaci\xF3n de estar sostenida y firme en el abdomen",
        "M\xE1s seguridad para elegir looks ce\xF1idos al cuerpo"
      ),
      h("C\xF3mo usarla c\xF3moda todo el d\xEDa"),
      "La comodidad empieza por la talla correcta. Si es muy peque\xF1a, la prenda se enrolla, aprieta o se clava; si es muy grande, simplemente no moldea. Usa nuestra tabla de tallas con tus medidas de cintura y cadera y, si para uso diario quedas entre dos tallas, elige la m\xE1s grande. La microfibra transpirable y la entrepierna forrada en algod\xF3n hacen toda la diferencia en climas c\xE1lidos, y darle un descanso a tu piel en la noche siempre es buena idea.",
      "Antes de usar una prenda nueva durante todo un d\xEDa, haz esta revisi\xF3n r\xE1pida:",
      checks(
        "Puedes respirar profundo y sentarte sin puntos de presi\xF3n",
        "La pretina queda plana y no se enrolla al agacharte",
        "No quedan marcas rojas unos minutos despu\xE9s de quit\xE1rtela",
        "Te sientes c\xF3moda, no solo moldeada"
      ),
      h("En resumen"),
      "Una prenda moldeadora de diario es cuesti\xF3n de comodidad y de sentirte segura, no de cambiar qui\xE9n eres. Elige piezas que te hagan sentir bien, escucha a tu cuerpo y disfruta c\xF3mo te queda tu ropa favorita."
    ),
    contentFr: body(
      "Si tant de Colombiennes poss\xE8dent au moins une gaine pour le quotidien, ce n\u2019est pas pour des transformations spectaculaires. Une pi\xE8ce sans coutures bien con\xE7ue lisse les lignes sous les v\xEAtements, maintient le ventre en douceur et, pour beaucoup d\u2019entre nous, rappelle discr\xE8tement de se tenir un peu plus droite. Voyons ce qu\u2019une gaine de tous les jours peut r\xE9ellement apporter, ce qu\u2019elle ne fait pas, et comment la porter confortablement du matin au soir.",
      h("Ce que fait vraiment une pi\xE8ce du quotidien"),
      "Les mod\xE8les de tous les jours, comme nos bodys sans coutures ou nos panties mi-cuisse, offrent une compression l\xE9g\xE8re \xE0 moyenne. Le tissu r\xE9partit une pression douce et homog\xE8ne sur la taille, les hanches et le dos : les marques s\u2019estompent et les v\xEAtements tombent comme ils le devraient. Beaucoup de clientes nous disent se sentir plus soign\xE9es dans une robe ajust\xE9e ou un chemisier de bureau, et ce ressenti compte.",
      "Une gaine n\u2019est pas pour autant un traitement. Elle ne fait pas fondre les graisses, ne modifie pas la composition du corps et ne remplace ni l\u2019activit\xE9 physique, ni le repos, ni une alimentation \xE9quilibr\xE9e. En cas de probl\xE8me de sant\xE9, de grossesse ou d\u2019op\xE9ration r\xE9cente, demandez l\u2019avis de votre m\xE9decin avant de porter un v\xEAtement de compression.",
      h("Un petit rappel pour se tenir droite"),
      "Les pi\xE8ces structur\xE9es \xE0 larges bretelles ou \xE0 dos haut, comme notre gilet sculptant, procurent une l\xE9g\xE8re sensation de maintien autour du buste. Elles ne vous tiennent pas \xE0 votre place, mais le contact du tissu aide \xE0 remarquer quand on s\u2019avachit devant l\u2019ordinateur. Voyez-le comme un coup de pouce, pas comme une attelle.",
      "Les avantages que nos clientes citent le plus souvent :",
      list(
        "Des lignes plus nettes sous les v\xEAtements pr\xE8s du corps et les mailles fines",
        "Moins de frottements entre les cuisses l\u2019\xE9t\xE9, gr\xE2ce aux panties mi-cuisse",
        "La sensation d\u2019\xEAtre soutenue au niveau du ventre",
        "Plus d\u2019assurance pour oser les tenues ajust\xE9es"
      ),
      h("Bien la porter toute la journ\xE9e"),
      "Le confort commence par la bonne taille. Trop petite, la gaine roule, pince ou marque la peau ; trop grande, elle ne lisse tout simplement pas. Reportez vos tours de taille et de hanches sur notre guide des tailles et, si vous h\xE9sitez entre deux tailles pour un usage quotidien, prenez la plus grande. Une microfibre respirante et un fond doubl\xE9 coton changent tout quand il fait chaud, et laisser respirer sa peau le soir est toujours une bonne id\xE9e.",
      "Avant de porter une nouvelle pi\xE8ce toute une journ\xE9e, faites ce petit test :",
      checks(
        "Vous respirez profond\xE9ment et vous asseyez sans point de pression",
        "La ceinture reste \xE0 plat et ne roule pas quand vous vous penchez",
        "Aucune marque rouge ne persiste quelques minutes apr\xE8s l\u2019avoir retir\xE9e",
        "Vous vous sentez bien, pas seulement galb\xE9e"
      ),
      h("En r\xE9sum\xE9"),
      "Une gaine du quotidien, c\u2019est une question de confort et de confiance, pas de changer qui vous \xEAtes. Choisissez des pi\xE8ces agr\xE9ables \xE0 porter, \xE9coutez votre corps et profitez pleinement de vos v\xEAtements pr\xE9f\xE9r\xE9s."
    ),
    seoDescriptionEn: "An honest guide to everyday seamless shapewear: smoother lines, a gentle posture reminder and tips for comfortable all-day wear.",
    seoDescriptionEs: "Gu\xEDa honesta sobre las fajas sin costuras de uso diario: l\xEDneas m\xE1s lisas, un recordatorio de postura y consejos para usarlas c\xF3moda.",
    seoDescriptionFr: "Guide honn\xEAte des gaines sans coutures du quotidien : silhouette liss\xE9e, rappel de posture et conseils pour les porter confortablement."
  },
  // ---------------------------------------------------------------------------
  {
    slug: "waist-trainers-myths-and-facts",
    category: "health-benefits",
    keywords: ["waist trainer", "latex cincher", "myths", "hourglass", "safe use"],
    publishedAt: "2025-03-20",
    titleEn: "Waist Trainers: Myths, Facts and Realistic Expectations",
    titleEs: "Cinturillas: mitos, realidades y expectativas sensatas",
    titleFr: "Serre-taille : mythes, r\xE9alit\xE9s et attentes raisonnables",
    excerptEn: "Latex cinchers are a Colombian classic, and they come with plenty of myths. We separate what a waist trainer can do from what social media promises.",
    excerptEs: "La cinturilla de l\xE1tex es un cl\xE1sico colombiano y viene con muchos mitos. Te contamos qu\xE9 puede hacer de verdad y qu\xE9 es puro cuento de redes sociales.",
    excerptFr: "Le serre-taille en latex est un classique colombien, entour\xE9 de nombreux mythes. D\xE9m\xEAlons ce qu\u2019il peut vraiment faire de ce que promettent les r\xE9seaux sociaux.",
    contentEn: body(
      "Scroll through social media for a few minutes and you will find bold claims about waist trainers: permanent results in weeks, melted fat, a brand-new body. At our workshop in Colombia we have been sewing cinchers for years, and we prefer to talk about them honestly. A good waist trainer is a wonderful styling tool. It is not a shortcut, and it should never hurt.",
      h("Myth: it reshapes your body permanently"),
      "A cincher shapes your silhouette while you wear it. The firm core and boning draw the waist in and create that hourglass line under a dress, and many women love how that looks and feels. When you take it off, your body returns to its natural shape. Lasting changes in body composition come from habits such as movement, sleep and nutrition, not from a garment.",
      h("Myth: the tighter, the better"),
      "Over-tightening is the most common mistake we see. Compression that is too strong can make it hard to breathe deeply, cause discomfort after meals and leave marks on the skin. The right fit feels firm and secure, yet you can still talk, laugh, sit and take a full breath. That is why our trainers have three rows of hooks: start on the loosest row and only move inwards when it feels natural.",
      "What a well-fitted waist trainer can genuinely offer:",
      list(
        "Instant waist definition under clothing",
        "A supportive feeling around the core",
        "A reminder to keep an upright posture while sitting",
        "A confidence boost for special outfits and occasions"
      ),
      h("Myth: you should sleep and exercise in it"),
      "We don\u2019t recommend sleeping in a latex waist trainer, and intense exercise deserves a garment made for it, such as our sport trainer with a Velcro wrap, worn only as long as it feels comfortable. Stay hydrated, take breaks and remove any garment that causes pain, dizziness, numbness or shortness of breath. If you are pregnant, have a medical condition or are recovering from surgery, ask your doctor before using one.",
      h("How to start the right way"),
      "Begin with one or two hours a day and build up gradually over several weeks. Wear a thin cotton layer underneath if your skin is sensitive, and give yourself rest days. Your waist trainer should fit like a firm hug, never like a cage.",
      checks(
        "Measure your waist and check the size chart before ordering",
        "Start on the loosest hook row",
        "Increase wear time slowly and take it off if anything hurts",
        "Keep moving, eating well and resting: the garment only complements that"
      ),
      "Used with realistic expectations, a waist trainer is simply a beautiful way to highlight the shape you already have."
    ),
    contentEs: body(
      "Basta con mirar redes sociales unos minutos para encontrar promesas enormes sobre las cinturillas: resultados permanentes en semanas, grasa que se derrite, un cuerpo nuevo. En nuestro taller en Colombia llevamos a\xF1os cosiendo cinturillas y preferimos hablar de ellas con la verdad. Una buena cinturilla es una herramienta de estilo maravillosa. No es un atajo, y nunca deber\xEDa doler.",
      h("Mito: cambia tu cuerpo para siempre"),
      "La cinturilla moldea tu silueta mientras la tienes puesta. El n\xFAcleo firme y las varillas recogen la cintura y crean esa l\xEDnea de reloj de arena bajo un vestido, y a muchas nos encanta c\xF3mo se ve y c\xF3mo se siente. Cuando te la quitas, tu cuerpo vuelve a su forma natural. Los cambios duraderos vienen de h\xE1bitos como el movimiento, el sue\xF1o y la alimentaci\xF3n, no de una prenda.",
      h("Mito: entre m\xE1s apretada, mejor"),
      "Apretarla de m\xE1s es el error m\xE1s com\xFAn que vemos. Una compresi\xF3n excesiva puede dificultar la respiraci\xF3n profunda, causar molestias despu\xE9s de comer y dejar marcas en la piel. El ajuste correcto se siente firme y seguro, pero igual puedes hablar, re\xEDr, sentarte y respirar profundo. Por eso nuestras cinturillas traen tres hileras de ganchos: empieza por la m\xE1s floja y pasa a la siguiente solo cuando se sienta natural.",
      "Lo que una cinturilla bien ajustada s\xED te puede dar:",
      list(
        "Cintura definida al instante bajo la ropa",
        "Una sensaci\xF3n de soporte en el abdomen",
        "Un recordatorio para mantener la espalda derecha al estar sentada",
        "Un plus de seguridad para ocasiones y looks especiales"
      ),
      h("Mito: hay que dormir y entrenar con ella"),
      "No recomendamos dormir con una cinturilla de l\xE1tex, y el ejercicio intenso merece una prenda pensada para eso, como nuestra cinturilla deportiva con velcro, usada solo mientras te sientas c\xF3moda. Hidr\xE1tate, descansa y qu\xEDtate cualquier prenda que te cause dolor, mareo, adormecimiento o falta de aire. Si est\xE1s embarazada, tienes alguna condici\xF3n m\xE9dica o te est\xE1s recuperando de una cirug\xEDa, preg\xFAntale a tu m\xE9dico antes de usarla.",
      h("C\xF3mo empezar con el pie derecho"),
      "Empieza con una o dos horas al d\xEDa y ve aumentando poco a poco durante varias semanas. Si tienes la piel sensible, ponte una camiseta delgada de algod\xF3n debajo y date d\xEDas de descanso. Tu cinturilla debe sentirse como un abrazo firme, nunca como una jaula.",
      checks(
        "Mide tu cintura y revisa la tabla de tallas antes de comprar",
        "Empieza en la hilera de ganchos m\xE1s floja",
        "Aumenta el tiempo de uso despacio y qu\xEDtatela si algo duele",
        "Sigue movi\xE9ndote, comiendo bien y descansando: la prenda solo complementa"
      ),
      "Con expectativas realistas, una cinturilla es sencillamente una forma bonita de resaltar la figura que ya tienes."
    ),
    contentFr: body(
      "Quelques minutes sur les r\xE9seaux sociaux suffisent pour tomber sur des promesses spectaculaires au sujet des serre-taille : r\xE9sultats d\xE9finitifs en quelques semaines, graisses qui fondent, corps transform\xE9. Dans notre atelier colombien, nous cousons des serre-taille depuis des ann\xE9es et nous pr\xE9f\xE9rons en parler franchement. Un bon serre-taille est un formidable alli\xE9 de style. Ce n\u2019est pas un raccourci, et il ne doit jamais faire mal.",
      h("Mythe : il transforme le corps pour toujours"),
      "Le serre-taille fa\xE7onne la silhouette tant qu\u2019on le porte. Son c\u0153ur ferme et ses baleines resserrent la taille et dessinent cette ligne en sablier sous une robe, et beaucoup d\u2019entre nous adorent l\u2019effet. Une fois retir\xE9, le corps reprend sa forme naturelle. Les changements durables viennent des habitudes \u2014 bouger, bien dormir, bien manger \u2014 et non d\u2019un v\xEAtement.",
      h("Mythe : plus c\u2019est serr\xE9, mieux c\u2019est"),
      "Trop serrer est l\u2019erreur la plus fr\xE9quente. Une compression excessive peut g\xEAner la respiration profonde, provoquer un inconfort apr\xE8s les repas et marquer la peau. Le bon ajustement est ferme et rassurant, mais vous pouvez parler, rire, vous asseoir et respirer \xE0 fond. C\u2019est pour cela que nos mod\xE8les ont trois rang\xE9es d\u2019agrafes : commencez par la plus large et ne resserrez que lorsque cela devient naturel.",
      "Ce qu\u2019un serre-taille bien ajust\xE9 peut r\xE9ellement offrir :",
      list(
        "Une taille marqu\xE9e instantan\xE9ment sous les v\xEAtements",
        "Une sensation de maintien autour du ventre",
        "Un rappel pour garder le dos droit en position assise",
        "Un suppl\xE9ment d\u2019assurance pour les tenues et occasions sp\xE9ciales"
      ),
      h("Mythe : il faut dormir et faire du sport avec"),
      "Nous d\xE9conseillons de dormir avec un serre-taille en latex, et le sport intense m\xE9rite une pi\xE8ce con\xE7ue pour cela, comme notre ceinture sport \xE0 fermeture auto-agrippante, port\xE9e seulement tant qu\u2019elle reste confortable. Hydratez-vous, faites des pauses et retirez tout v\xEAtement qui provoque douleur, vertiges, fourmillements ou essoufflement. Enceinte, en convalescence ou en cas de probl\xE8me de sant\xE9, demandez conseil \xE0 votre m\xE9decin avant de l\u2019utiliser.",
      h("Bien d\xE9marrer"),
      "Commencez par une ou deux heures par jour et augmentez progressivement sur plusieurs semaines. Si votre peau est sensible, glissez un fin d\xE9bardeur en coton dessous et accordez-vous des jours de pause. Votre serre-taille doit ressembler \xE0 une \xE9treinte ferme, jamais \xE0 une cage.",
      checks(
        "Mesurez votre tour de taille et consultez le guide des tailles avant de commander",
        "Commencez sur la rang\xE9e d\u2019agrafes la plus large",
        "Allongez la dur\xE9e de port petit \xE0 petit et retirez-le en cas de douleur",
        "Continuez \xE0 bouger, \xE0 bien manger et \xE0 vous reposer : le v\xEAtement ne fait que compl\xE9ter"
      ),
      "Avec des attentes r\xE9alistes, le serre-taille devient tout simplement une belle fa\xE7on de souligner la silhouette que vous avez d\xE9j\xE0."
    ),
    seoDescriptionEn: "Waist trainer myths vs facts: what a latex cincher can and can\u2019t do, how tight it should be and how to start wearing one safely.",
    seoDescriptionEs: "Mitos y realidades de las cinturillas de l\xE1tex: qu\xE9 pueden hacer, qu\xE9 tan ajustadas deben ir y c\xF3mo empezar a usarlas de forma segura.",
    seoDescriptionFr: "Serre-taille : mythes et r\xE9alit\xE9s. Ce qu\u2019un mod\xE8le en latex peut faire, jusqu\u2019o\xF9 le serrer et comment commencer \xE0 le porter sans risque."
  },
  // ---------------------------------------------------------------------------
  {
    slug: "stage-1-vs-stage-2-fajas",
    category: "post-surgery",
    keywords: ["stage 2 faja", "post-surgery faja", "compression garment", "recovery", "lipo faja"],
    publishedAt: "2025-04-08",
    titleEn: "Stage 1 vs Stage 2 Fajas: What Changes and When",
    titleEs: "Faja etapa 1 vs. etapa 2: qu\xE9 cambia y cu\xE1ndo",
    titleFr: "Gaine de stade 1 ou de stade 2 : ce qui change et \xE0 quel moment",
    excerptEn: "Stage 1, stage 2\u2026 post-surgery fajas come with their own vocabulary. Here is what the stages mean and why your surgeon always has the final word.",
    excerptEs: "Etapa 1, etapa 2\u2026 las fajas postquir\xFArgicas tienen su propio vocabulario. Te explicamos qu\xE9 significa cada etapa y por qu\xE9 tu cirujano siempre tiene la \xFAltima palabra.",
    excerptFr: "Stade 1, stade 2\u2026 les gaines post-op\xE9ratoires ont leur propre vocabulaire. Voici ce que recouvrent ces \xE9tapes, et pourquoi votre chirurgien a toujours le dernier mot.",
    contentEn: body(
      "If you are preparing for a body contouring procedure, you have probably heard about stage 1 and stage 2 fajas. The terms are used widely in Colombia and beyond, but they are not always explained clearly. This guide describes the general idea behind each stage so you can have a more informed conversation with your medical team. It is not medical advice: your surgeon\u2019s instructions always come first.",
      h("Stage 1: the first weeks"),
      "A stage 1 faja is usually the garment you wear immediately after surgery. It tends to be softer and more adjustable, with long zippers and side closures so it can be put on and taken off while you are still very limited in your movements. Many clinics provide or specify this garment themselves, and they will tell you how long to wear it each day.",
      h("Stage 2: when your surgeon gives the go-ahead"),
      "Once your surgeon decides you are ready, often a few weeks after the procedure, they may recommend moving to a stage 2 faja. These garments are generally firmer and more fitted, with a more sculpted pattern, hook-and-eye closures and reinforced panels. Our Stage 2 Post-Surgery Faja and our Stage 2 Mid-Thigh Faja belong to this group. Timing varies from person to person, which is why we never suggest a date: only your medical team can.",
      "Features to look for in a stage 2 faja:",
      list(
        "Powernet with firm, even compression across the treated areas",
        "Flat seams that won\u2019t mark sensitive skin",
        "Front hook-and-eye closure, ideally combined with a zipper",
        "An open crotch or practical opening for bathroom breaks",
        "A size chosen from your current measurements, not your pre-surgery ones"
      ),
      h("Getting the size right"),
      "Your body will change during recovery, so measure yourself again before ordering your stage 2 garment. Compare your waist and hips with our size chart. If you are between sizes, send us a message with your measurements and your surgeon\u2019s guidance: we are happy to help, and a made-to-measure faja can be an option. Remember that size issues must be reported within 48 hours of receiving your order.",
      h("Before you switch"),
      checks(
        "Your surgeon has confirmed you can move to stage 2",
        "You know how many hours a day you should wear it",
        "You have measured yourself in the last few days",
        "Someone can help you with the closures the first few times"
      ),
      "Recovery is personal, and there is no prize for rushing it. Follow your surgeon\u2019s instructions, attend your check-ups and contact your clinic if anything feels wrong, such as pain, numbness or unusual swelling. We are here for the garment; your medical team is there for you."
    ),
    contentEs: body(
      "Si te est\xE1s preparando para una cirug\xEDa de contorno corporal, seguramente has o\xEDdo hablar de las fajas de etapa 1 y etapa 2. Son t\xE9rminos muy usados en Colombia y en otros pa\xEDses, pero no siempre se explican bien. Esta gu\xEDa cuenta la idea general de cada etapa para que puedas conversar mejor informada con tu equipo m\xE9dico. No es un consejo m\xE9dico: las indicaciones de tu cirujano siempre van primero.",
      h("Etapa 1: las primeras semanas"),
      "La faja de etapa 1 suele ser la que te pones justo despu\xE9s de la cirug\xEDa. Por lo general es m\xE1s suave y ajustable, con cremalleras largas y cierres laterales para ponerla y quitarla cuando todav\xEDa te mueves con dificultad. Muchas cl\xEDnicas la entregan o la especifican, y te dicen cu\xE1ntas horas al d\xEDa usarla.",
      h("Etapa 2: cuando tu cirujano d\xE9 el visto bueno"),
      "Cuando tu cirujano considere que est\xE1s lista, muchas veces unas semanas despu\xE9s del procedimiento, puede recomendarte pasar a una faja de etapa 2. Estas prendas suelen ser m\xE1s firmes y ajustadas, con un patronaje m\xE1s moldeador, broches de gancho y paneles reforzados. Nuestra Faja Postquir\xFArgica Etapa 2 y la Faja Etapa 2 a Medio Muslo pertenecen a este grupo. Los tiempos cambian de una persona a otra, por eso nunca te sugerimos una fecha: solo tu equipo m\xE9dico puede hacerlo.",
      "Lo que debes buscar en una faja de etapa 2:",
      list(
        "Powernet con compresi\xF3n firme y pareja en las zonas tratadas",
        "Costuras planas que no marquen la piel sensible",
        "Cierre frontal de broches, idealmente con cremallera",
        "Entrepierna abierta o una abertura pr\xE1ctica para ir al ba\xF1o",
        "Una talla elegida con tus medidas actuales, no con las de antes de la cirug\xEDa"
      ),
      h("C\xF3mo acertar con la talla"),
      "Tu cuerpo va a cambiar durante la recuperaci\xF3n, as\xED que vuelve a medirte antes de pedir tu faja de etapa 2. Compara tu cintura y tu cadera con nuestra tabla de tallas. Si quedas entre dos tallas, escr\xEDbenos con tus medidas y las indicaciones de tu cirujano: con gusto te ayudamos, y una faja a la medida puede ser una buena opci\xF3n. Recuerda que los problemas de talla se deben reportar en las 48 horas siguientes a recibir tu pedido.",
      h("Antes de hacer el cambio"),
      checks(
        "Tu cirujano confirm\xF3 que puedes pasar a etapa 2",
        "Sabes cu\xE1ntas horas al d\xEDa debes usarla",
        "Te mediste en los \xFAltimos d\xEDas",
        "Alguien puede ayudarte con los broches las primeras veces"
      ),
      "Cada recuperaci\xF3n es distinta y no hay premio por apurarla. Sigue las indicaciones de tu cirujano, asiste a tus controles y comun\xEDcate con tu cl\xEDnica si algo no se siente bien, por ejemplo dolor, adormecimiento o una inflamaci\xF3n fuera de lo normal. Nosotras nos encargamos de la prenda; tu equipo m\xE9dico se encarga de ti."
    ),
    contentFr: body(
      "Si vous pr\xE9parez une intervention de remodelage de la silhouette, vous avez sans doute entendu parler des gaines de stade 1 et de stade 2. Ces termes sont tr\xE8s r\xE9pandus en Colombie et ailleurs, mais rarement bien expliqu\xE9s. Ce guide pr\xE9sente l\u2019id\xE9e g\xE9n\xE9rale de chaque \xE9tape pour vous aider \xE0 \xE9changer avec votre \xE9quipe m\xE9dicale en connaissance de cause. Il ne s\u2019agit pas d\u2019un avis m\xE9dical : les consignes de votre chirurgien priment toujours.",
      h("Stade 1 : les premi\xE8res semaines"),
      "La gaine de stade 1 est g\xE9n\xE9ralement celle que l\u2019on porte juste apr\xE8s l\u2019op\xE9ration. Elle est souvent plus souple et plus r\xE9glable, avec de longues fermetures \xE9clair et des ouvertures lat\xE9rales pour l\u2019enfiler et la retirer quand les mouvements sont encore tr\xE8s limit\xE9s. De nombreuses cliniques la fournissent ou la prescrivent, et pr\xE9cisent combien d\u2019heures par jour la porter.",
      h("Stade 2 : avec le feu vert du chirurgien"),
      "Lorsque votre chirurgien estime que vous \xEAtes pr\xEAte, souvent quelques semaines apr\xE8s l\u2019intervention, il peut vous conseiller de passer \xE0 une gaine de stade 2. Ces mod\xE8les sont en g\xE9n\xE9ral plus fermes et plus ajust\xE9s, avec une coupe plus sculptante, des agrafes et des panneaux renforc\xE9s. Notre Gaine Post-op\xE9ratoire Stade 2 et notre Gaine Stade 2 Mi-Cuisse en font partie. Le bon moment varie d\u2019une personne \xE0 l\u2019autre ; c\u2019est pourquoi nous n\u2019avan\xE7ons jamais de date : seule votre \xE9quipe m\xE9dicale peut le faire.",
      "Les points \xE0 v\xE9rifier sur une gaine de stade 2 :",
      list(
        "Un powernet \xE0 compression ferme et homog\xE8ne sur les zones trait\xE9es",
        "Des coutures plates qui ne marquent pas une peau sensible",
        "Une fermeture \xE0 agrafes devant, id\xE9alement doubl\xE9e d\u2019une fermeture \xE9clair",
        "Un entrejambe ouvert ou une ouverture pratique",
        "Une taille choisie selon vos mesures actuelles, pas celles d\u2019avant l\u2019op\xE9ration"
      ),
      h("Trouver la bonne taille"),
      "Votre corps \xE9volue pendant la convalescence : reprenez vos mesures avant de commander votre gaine de stade 2. Comparez vos tours de taille et de hanches avec notre guide des tailles. Si vous \xEAtes entre deux tailles, \xE9crivez-nous avec vos mesures et les recommandations de votre chirurgien : nous vous aiderons volontiers, et une gaine sur mesure peut \xEAtre une solution. N\u2019oubliez pas qu\u2019un probl\xE8me de taille doit \xEAtre signal\xE9 dans les 48 heures suivant la r\xE9ception.",
      h("Avant de changer de gaine"),
      checks(
        "Votre chirurgien a confirm\xE9 le passage au stade 2",
        "Vous savez combien d\u2019heures par jour la porter",
        "Vous avez repris vos mesures ces derniers jours",
        "Quelqu\u2019un peut vous aider avec les agrafes les premi\xE8res fois"
      ),
      "Chaque convalescence est unique, et rien ne sert de se presser. Suivez les consignes de votre chirurgien, allez \xE0 vos rendez-vous de suivi et contactez votre clinique au moindre signe inhabituel, comme une douleur, un engourdissement ou un gonflement anormal. Nous nous occupons du v\xEAtement ; votre \xE9quipe m\xE9dicale s\u2019occupe de vous."
    ),
    seoDescriptionEn: "Stage 1 vs stage 2 fajas explained: what each stage is for, what to look for in a stage 2 faja and why your surgeon decides when to switch.",
    seoDescriptionEs: "Faja etapa 1 vs. etapa 2: para qu\xE9 sirve cada una, qu\xE9 buscar en una faja de etapa 2 y por qu\xE9 tu cirujano decide cu\xE1ndo cambiar.",
    seoDescriptionFr: "Gaine de stade 1 ou 2 : le r\xF4le de chaque \xE9tape, les crit\xE8res d\u2019une bonne gaine de stade 2 et pourquoi votre chirurgien d\xE9cide du passage."
  },
  // ---------------------------------------------------------------------------
  {
    slug: "living-with-your-post-surgery-faja",
    category: "post-surgery",
    keywords: ["post-surgery faja", "recovery tips", "compression", "skin care", "stage 2"],
    publishedAt: "2025-05-27",
    titleEn: "Living With Your Post-Surgery Faja: Practical Tips for Everyday Comfort",
    titleEs: "Tu faja postquir\xFArgica en el d\xEDa a d\xEDa: consejos pr\xE1cticos para estar c\xF3moda",
    titleFr: "Vivre avec sa gaine post-op\xE9ratoire : conseils pratiques pour le quotidien",
    excerptEn: "Dressing, sitting, sleeping, washing: small practical habits that make life with a post-surgery faja easier, always within your surgeon\u2019s instructions.",
    excerptEs: "Vestirte, sentarte, dormir, lavar: peque\xF1os h\xE1bitos que hacen m\xE1s f\xE1cil la vida con tu faja postquir\xFArgica, siempre siguiendo a tu cirujano.",
    excerptFr: "S\u2019habiller, s\u2019asseoir, dormir, laver : de petites habitudes qui simplifient la vie avec une gaine post-op\xE9ratoire, toujours dans le respect des consignes m\xE9dicales.",
    contentEn: body(
      "The weeks after a cosmetic procedure are a time to rest and be patient with yourself. Your surgeon will tell you which garment to wear, for how long and when to change stages. What they may not have time to cover are the small, practical details of living in a faja day after day. These are the tips our customers and our seamstresses share most often. They complement your medical instructions; they never replace them.",
      h("Getting dressed without a struggle"),
      "Put your faja on sitting on the edge of the bed, with everything you need within reach. Close the hooks from the bottom up, one row at a time, and ask for help the first few days. A zipper closes far more easily once the hooks are fastened. Take your time: pulling hard on the fabric or the closures can wear out the garment and tire you.",
      h("Protecting your skin"),
      "Compression garments sit close to the skin for many hours, so a little care goes a long way. Smooth out every wrinkle, since creases can leave marks. Many clinics recommend a thin cotton layer or foam boards under the faja; use them only if your surgeon has advised it, and exactly as they describe.",
      list(
        "Keep a second faja so you always have a clean one while the other dries",
        "Check your skin daily for redness, blisters or marks that don\u2019t fade",
        "Wear loose, front-opening clothes over the faja",
        "Use the crotch opening instead of removing the garment for bathroom breaks"
      ),
      h("Sitting, sleeping and moving"),
      "Follow your surgeon\u2019s guidance on positions and activity, especially after procedures involving the buttocks. Short, gentle walks are often encouraged, but only your medical team can tell you what is right for you. If your faja pinches behind the knees or at the groin when you sit, mention it to us: a different cut or size may be more comfortable.",
      h("When to call your clinic"),
      "A faja should feel firm, not painful. Contact your surgeon straight away if you notice numbness, tingling, increasing pain, swelling on one side only, shortness of breath or anything that worries you. Loosening the garment and calling for advice is always better than waiting.",
      checks(
        "Wear your faja for the hours your surgeon recommends, no more and no less",
        "Wash it gently by hand and let it air dry in the shade",
        "Measure again before ordering a stage 2 garment",
        "Rest, hydrate and attend every follow-up appointment"
      ),
      "Recovery is not a race. With the right garment, a few good habits and your medical team by your side, you can focus on what matters most: healing well."
    ),
    contentEs: body(
      "Las semanas despu\xE9s de un procedimiento est\xE9tico son para descansar y tenerte paciencia. Tu cirujano te dir\xE1 qu\xE9 prenda usar, por cu\xE1nto tiempo y cu\xE1ndo cambiar de etapa. Lo que quiz\xE1 no alcance a explicarte son los detalles pr\xE1cticos de vivir con una faja d\xEDa tras d\xEDa. Estos son los consejos que m\xE1s comparten nuestras clientas y nuestras costureras. Complementan las indicaciones m\xE9dicas; nunca las reemplazan.",
      h("Vestirte sin pelear con la faja"),
      "Ponte la faja sentada en el borde de la cama, con todo lo que necesitas a la mano. Cierra los broches de abajo hacia arriba, hilera por hilera, y pide ayuda los primeros d\xEDas. La cremallera sube mucho m\xE1s f\xE1cil cuando los broches ya est\xE1n cerrados. T\xF3mate tu tiempo: jalar con fuerza la tela o los cierres desgasta la prenda y te cansa.",
      h("Cuidar tu piel"),
      "Las prendas de compresi\xF3n est\xE1n muchas horas en contacto con la piel, as\xED que un poco de cuidado hace una gran diferencia. Alisa cada arruga, porque los pliegues pueden dejar marcas. Muchas cl\xEDnicas recomiendan una capa delgada de algod\xF3n o tablas de espuma debajo de la faja; \xFAsalas solo si tu cirujano te lo indic\xF3 y tal como te lo explic\xF3.",
      list(
        "Ten una segunda faja para tener siempre una limpia mientras la otra se seca",
        "Revisa tu piel a diario por si hay enrojecimiento, ampollas o marcas que no desaparecen",
        "Usa ropa holgada y que abra por delante encima de la faja",
        "Usa la abertura de la entrepierna en lugar de quitarte la prenda para ir al ba\xF1o"
      ),
      h("Sentarte, dormir y moverte"),
      "Sigue las indicaciones de tu cirujano sobre posiciones y actividad, sobre todo despu\xE9s de procedimientos en los gl\xFAteos. Muchas veces se recomiendan caminatas cortas y suaves, pero solo tu equipo m\xE9dico puede decirte qu\xE9 es lo adecuado para ti. Si al sentarte la faja te aprieta detr\xE1s de las rodillas o en la ingle, cu\xE9ntanos: otro corte u otra talla pueden ser m\xE1s c\xF3modos.",
      h("Cu\xE1ndo llamar a tu cl\xEDnica"),
      "Una faja debe sentirse firme, no dolorosa. Comun\xEDcate de inmediato con tu cirujano si notas adormecimiento, hormigueo, dolor que aumenta, inflamaci\xF3n de un solo lado, falta de aire o cualquier cosa que te preocupe. Aflojar la prenda y pedir orientaci\xF3n siempre es mejor que esperar.",
      checks(
        "Usa la faja las horas que recomiende tu cirujano, ni m\xE1s ni menos",
        "L\xE1vala a mano con suavidad y s\xE9cala a la sombra",
        "Vuelve a medirte antes de pedir tu faja de etapa 2",
        "Descansa, hidr\xE1tate y asiste a todos tus controles"
      ),
      "La recuperaci\xF3n no es una carrera. Con la prenda adecuada, unos cuantos buenos h\xE1bitos y tu equipo m\xE9dico al lado, puedes enfocarte en lo m\xE1s importante: sanar bien."
    ),
    contentFr: body(
      "Les semaines qui suivent une intervention esth\xE9tique sont faites pour se reposer et \xEAtre patiente avec soi-m\xEAme. Votre chirurgien vous indiquera quel v\xEAtement porter, combien de temps et quand changer de stade. Ce qu\u2019il n\u2019aura peut-\xEAtre pas le temps d\u2019aborder, ce sont les petits d\xE9tails pratiques de la vie avec une gaine, jour apr\xE8s jour. Voici les conseils que nos clientes et nos couturi\xE8res partagent le plus souvent. Ils compl\xE8tent les consignes m\xE9dicales, sans jamais les remplacer.",
      h("S\u2019habiller sans se battre"),
      "Enfilez votre gaine assise au bord du lit, avec tout le n\xE9cessaire \xE0 port\xE9e de main. Fermez les agrafes de bas en haut, rang\xE9e par rang\xE9e, et faites-vous aider les premiers jours. La fermeture \xE9clair remonte bien plus facilement une fois les agrafes ferm\xE9es. Prenez votre temps : tirer fort sur le tissu ou les fermetures use le v\xEAtement et vous fatigue.",
      h("Prendre soin de sa peau"),
      "Un v\xEAtement de compression reste de longues heures au contact de la peau : un peu d\u2019attention fait toute la diff\xE9rence. Lissez chaque pli, car les plis peuvent marquer. Beaucoup de cliniques conseillent une fine couche de coton ou des plaques de mousse sous la gaine ; utilisez-les uniquement si votre chirurgien vous l\u2019a recommand\xE9, et exactement comme il l\u2019a d\xE9crit.",
      list(
        "Ayez une seconde gaine pour toujours en porter une propre pendant que l\u2019autre s\xE8che",
        "V\xE9rifiez chaque jour votre peau : rougeurs, ampoules ou marques qui ne s\u2019estompent pas",
        "Portez par-dessus des v\xEAtements amples qui s\u2019ouvrent devant",
        "Utilisez l\u2019ouverture de l\u2019entrejambe plut\xF4t que de retirer la gaine"
      ),
      h("S\u2019asseoir, dormir, bouger"),
      "Suivez les consignes de votre chirurgien concernant les positions et l\u2019activit\xE9, surtout apr\xE8s une intervention sur les fessiers. De courtes marches douces sont souvent encourag\xE9es, mais seule votre \xE9quipe m\xE9dicale peut vous dire ce qui vous convient. Si la gaine pince derri\xE8re les genoux ou \xE0 l\u2019aine quand vous \xEAtes assise, parlez-nous-en : une autre coupe ou une autre taille peut \xEAtre plus confortable.",
      h("Quand appeler votre clinique"),
      "Une gaine doit \xEAtre ferme, pas douloureuse. Contactez imm\xE9diatement votre chirurgien en cas d\u2019engourdissement, de fourmillements, de douleur croissante, de gonflement d\u2019un seul c\xF4t\xE9, d\u2019essoufflement ou de tout autre signe qui vous inqui\xE8te. Desserrer le v\xEAtement et demander conseil vaut toujours mieux qu\u2019attendre.",
      checks(
        "Portez la gaine le nombre d\u2019heures indiqu\xE9 par votre chirurgien, ni plus ni moins",
        "Lavez-la d\xE9licatement \xE0 la main et faites-la s\xE9cher \xE0 l\u2019ombre",
        "Reprenez vos mesures avant de commander une gaine de stade 2",
        "Reposez-vous, hydratez-vous et honorez chaque rendez-vous de suivi"
      ),
      "La convalescence n\u2019est pas une course. Avec le bon v\xEAtement, quelques bonnes habitudes et votre \xE9quipe m\xE9dicale \xE0 vos c\xF4t\xE9s, vous pouvez vous concentrer sur l\u2019essentiel : bien gu\xE9rir."
    ),
    seoDescriptionEn: "Practical tips for life with a post-surgery faja: dressing, skin care, sitting and when to call your clinic. Always follow your surgeon.",
    seoDescriptionEs: "Consejos pr\xE1cticos para vivir con tu faja postquir\xFArgica: vestirte, cuidar la piel y cu\xE1ndo llamar a tu cl\xEDnica. Sigue siempre a tu cirujano.",
    seoDescriptionFr: "Conseils pratiques pour vivre avec une gaine post-op\xE9ratoire : s\u2019habiller, prot\xE9ger sa peau, quand appeler sa clinique. Suivez votre chirurgien."
  },
  // ---------------------------------------------------------------------------
  {
    slug: "how-to-wash-your-colombian-faja",
    category: "care-tips",
    keywords: ["faja care", "wash shapewear", "powernet", "latex", "hand wash"],
    publishedAt: "2025-06-17",
    titleEn: "How to Wash Your Colombian Faja So It Lasts",
    titleEs: "C\xF3mo lavar tu faja colombiana para que te dure",
    titleFr: "Comment laver votre gaine colombienne pour qu\u2019elle dure",
    excerptEn: "Powernet and latex are strong but sensitive to heat and harsh products. A simple washing routine keeps your faja firm, comfortable and looking new.",
    excerptEs: "El powernet y el l\xE1tex son resistentes, pero sensibles al calor y a los productos fuertes. Una rutina de lavado sencilla mantiene tu faja firme y como nueva.",
    excerptFr: "Le powernet et le latex sont solides mais craignent la chaleur et les produits agressifs. Une routine de lavage simple garde votre gaine ferme et comme neuve.",
    contentEn: body(
      "A Colombian faja is an investment. Each one is cut and sewn by hand, and the compression fabrics that give it its shape, powernet and latex above all, need a little care to keep performing. The good news is that the routine is simple. Follow these steps and your faja will stay firm and comfortable for many months.",
      h("Why heat is the enemy"),
      "Elastic fibres lose their strength when they get hot. A tumble dryer, a radiator, hot water or direct sun can slowly relax the fabric, and a faja that has lost its elasticity no longer sculpts. Bleach and fabric softener do similar damage: the first weakens the fibres, the second coats them and reduces their grip. Oils and body lotions are particularly hard on latex, so let creams absorb fully before dressing.",
      h("Our step-by-step hand wash"),
      "Hand washing takes about ten minutes and is by far the kindest option for fajas and waist trainers.",
      list(
        "Close every hook, zipper and Velcro strap so nothing snags",
        "Fill a basin with cool water and a small amount of neutral soap",
        "Soak for a few minutes, then gently press the fabric, without rubbing or twisting",
        "Rinse in clean cool water until no soap remains",
        "Roll the faja in a towel and press to remove excess water"
      ),
      "Our seamless everyday pieces can also go in the washing machine on a cold, delicate cycle inside a mesh bag. Fajas with hooks, boning or latex should always be washed by hand.",
      h("Drying it the right way"),
      "Lay the garment flat on a towel or drying rack in the shade, away from heaters and direct sunlight. Hanging a wet faja by the straps stretches them, so avoid clothes pegs and hangers until it is completely dry. Never iron compression garments.",
      h("How often should you wash it?"),
      "For everyday shapewear, after every one or two wears is ideal, since sweat and skin oils also break down elastic. Post-surgery fajas are often worn many hours a day, which is why having two and alternating them makes such a difference. Always follow any hygiene guidance from your clinic.",
      checks(
        "Cool water and neutral soap only",
        "No bleach, softener, dryer or iron",
        "Hooks and zippers closed before washing",
        "Dry flat in the shade"
      ),
      "A few minutes of care after each wear is all it takes to protect the work of the hands that made your faja."
    ),
    contentEs: body(
      "Una faja colombiana es una inversi\xF3n. Cada una se corta y se cose a mano, y las telas de compresi\xF3n que le dan la forma, sobre todo el powernet y el l\xE1tex, necesitan un poco de cuidado para seguir funcionando. La buena noticia es que la rutina es sencilla. Sigue estos pasos y tu faja se mantendr\xE1 firme y c\xF3moda durante muchos meses.",
      h("Por qu\xE9 el calor es tu peor enemigo"),
      "Las fibras el\xE1sticas pierden fuerza con el calor. La secadora, un radiador, el agua caliente o el sol directo van aflojando la tela poco a poco, y una faja que perdi\xF3 su elasticidad ya no moldea. El cloro y el suavizante hacen un da\xF1o parecido: el primero debilita las fibras y el segundo las recubre y les quita agarre. Los aceites y cremas corporales son especialmente duros con el l\xE1tex, as\xED que deja que la crema se absorba bien antes de vestirte.",
      h("Nuestro lavado a mano, paso a paso"),
      "Lavar a mano toma unos diez minutos y es, por mucho, lo m\xE1s amable con tus fajas y cinturillas.",
      list(
        "Cierra todos los broches, cremalleras y velcros para que nada se enganche",
        "Llena un plat\xF3n con agua fresca y un poquito de jab\xF3n neutro",
        "D\xE9jala remojar unos minutos y presiona la tela con suavidad, sin restregar ni retorcer",
        "Enjuaga con agua limpia y fresca hasta que no quede jab\xF3n",
        "Enrolla la faja en una toalla y presiona para sacar el exceso de agua"
      ),
      "Nuestras prendas sin costuras de uso diario tambi\xE9n se pueden lavar en lavadora, en ciclo delicado con agua fr\xEDa y dentro de una bolsa de malla. Las fajas con broches, varillas o l\xE1tex siempre se lavan a mano.",
      h("C\xF3mo secarla bien"),
      "Extiende la prenda sobre una toalla o un tendedero plano, a la sombra y lejos de fuentes de calor y del sol directo. Colgar una faja mojada de las tiras las estira, as\xED que evita ganchos y pinzas hasta que est\xE9 totalmente seca. Nunca planches una prenda de compresi\xF3n.",
      h("\xBFCada cu\xE1nto lavarla?"),
      "Para las prendas de diario, lo ideal es lavarlas despu\xE9s de una o dos puestas, porque el sudor y la grasa natural de la piel tambi\xE9n desgastan el el\xE1stico. Las fajas postquir\xFArgicas se usan muchas horas al d\xEDa, y por eso tener dos e irlas alternando hace tanta diferencia. Sigue siempre las recomendaciones de higiene de tu cl\xEDnica.",
      checks(
        "Solo agua fresca y jab\xF3n neutro",
        "Nada de cloro, suavizante, secadora ni plancha",
        "Broches y cremalleras cerrados antes de lavar",
        "Secado plano y a la sombra"
      ),
      "Unos minutos de cuidado despu\xE9s de cada uso bastan para proteger el trabajo de las manos que hicieron tu faja."
    ),
    contentFr: body(
      "Une gaine colombienne est un investissement. Chacune est coup\xE9e et cousue \xE0 la main, et les tissus de compression qui lui donnent sa forme, surtout le powernet et le latex, demandent un peu d\u2019attention pour rester performants. Bonne nouvelle : la routine est simple. Suivez ces \xE9tapes et votre gaine restera ferme et confortable pendant de longs mois.",
      h("Pourquoi la chaleur est l\u2019ennemie"),
      "Les fibres \xE9lastiques perdent leur nervosit\xE9 \xE0 la chaleur. Le s\xE8che-linge, un radiateur, l\u2019eau chaude ou le plein soleil d\xE9tendent peu \xE0 peu le tissu, et une gaine qui a perdu son \xE9lasticit\xE9 ne sculpte plus. L\u2019eau de javel et l\u2019assouplissant font des d\xE9g\xE2ts comparables : la premi\xE8re fragilise les fibres, le second les enrobe et r\xE9duit leur tenue. Les huiles et laits corporels sont particuli\xE8rement agressifs pour le latex : laissez bien p\xE9n\xE9trer vos soins avant de vous habiller.",
      h("Notre lavage \xE0 la main, \xE9tape par \xE9tape"),
      "Le lavage \xE0 la main prend une dizaine de minutes et reste de loin la m\xE9thode la plus douce pour les gaines et les serre-taille.",
      list(
        "Fermez toutes les agrafes, fermetures \xE9clair et bandes auto-agrippantes",
        "Remplissez une bassine d\u2019eau fra\xEEche avec un peu de savon neutre",
        "Laissez tremper quelques minutes puis pressez doucement le tissu, sans frotter ni tordre",
        "Rincez \xE0 l\u2019eau claire et fra\xEEche jusqu\u2019\xE0 ce qu\u2019il ne reste plus de savon",
        "Roulez la gaine dans une serviette et pressez pour retirer l\u2019exc\xE8s d\u2019eau"
      ),
      "Nos pi\xE8ces sans coutures du quotidien passent aussi en machine, en cycle d\xE9licat \xE0 froid et dans un filet. Les gaines \xE0 agrafes, \xE0 baleines ou en latex se lavent toujours \xE0 la main.",
      h("Bien la faire s\xE9cher"),
      "Posez le v\xEAtement \xE0 plat sur une serviette ou un s\xE9choir, \xE0 l\u2019ombre, loin des radiateurs et du soleil direct. Suspendre une gaine mouill\xE9e par les bretelles les d\xE9tend : \xE9vitez pinces et cintres tant qu\u2019elle n\u2019est pas parfaitement s\xE8che. Ne repassez jamais un v\xEAtement de compression.",
      h("\xC0 quelle fr\xE9quence la laver ?"),
      "Pour les pi\xE8ces du quotidien, l\u2019id\xE9al est de les laver toutes les une ou deux utilisations, car la transpiration et le s\xE9bum ab\xEEment aussi l\u2019\xE9lasthanne. Les gaines post-op\xE9ratoires sont port\xE9es de longues heures : en avoir deux et les alterner change vraiment tout. Respectez toujours les consignes d\u2019hygi\xE8ne de votre clinique.",
      checks(
        "Eau fra\xEEche et savon neutre uniquement",
        "Ni javel, ni assouplissant, ni s\xE8che-linge, ni fer",
        "Agrafes et fermetures ferm\xE9es avant le lavage",
        "S\xE9chage \xE0 plat et \xE0 l\u2019ombre"
      ),
      "Quelques minutes de soin apr\xE8s chaque port suffisent \xE0 pr\xE9server le travail des mains qui ont confectionn\xE9 votre gaine."
    ),
    seoDescriptionEn: "How to wash a Colombian faja or latex waist trainer: cool water, neutral soap, no dryer. A simple routine to keep compression firm.",
    seoDescriptionEs: "C\xF3mo lavar tu faja colombiana o cinturilla de l\xE1tex: agua fresca, jab\xF3n neutro y sin secadora. Una rutina simple para que dure m\xE1s.",
    seoDescriptionFr: "Laver une gaine colombienne ou un serre-taille en latex : eau fra\xEEche, savon neutre, pas de s\xE8che-linge. Une routine simple qui dure."
  },
  // ---------------------------------------------------------------------------
  {
    slug: "storing-and-rotating-your-shapewear",
    category: "care-tips",
    keywords: ["shapewear storage", "rotate fajas", "elasticity", "travel", "care tips"],
    publishedAt: "2025-07-22",
    titleEn: "Storing and Rotating Your Shapewear: Small Habits, Longer Life",
    titleEs: "Guardar y rotar tus fajas: peque\xF1os h\xE1bitos para que duren m\xE1s",
    titleFr: "Ranger et alterner ses gaines : de petites habitudes pour une plus longue vie",
    excerptEn: "How you fold, store and alternate your fajas matters almost as much as how you wash them. Simple habits to keep every piece firm for longer.",
    excerptEs: "C\xF3mo doblas, guardas y alternas tus fajas importa casi tanto como la forma de lavarlas. H\xE1bitos sencillos para que cada prenda se mantenga firme.",
    excerptFr: "La fa\xE7on de plier, ranger et alterner vos gaines compte presque autant que le lavage. Des gestes simples pour que chaque pi\xE8ce reste ferme plus longtemps.",
    contentEn: body(
      "Most advice about shapewear care stops at the washing basin. Yet what happens between wears, in your drawer, in your suitcase and in your weekly routine, has a big impact on how long a faja keeps its hold. Here are the habits our workshop team swears by.",
      h("Give elastic time to recover"),
      "Compression fabrics stretch every time you wear them and need rest to return to their original shape. Wearing the same faja every single day, without a break, shortens its life. If you wear shapewear often, rotate at least two pieces. It also means you always have a clean, dry garment ready, which is especially helpful during post-surgery recovery.",
      "Rotation also helps you notice how each garment is ageing. When you alternate pieces, it is easier to feel when one has lost a little of its hold compared with the other, long before it becomes uncomfortable or stops smoothing.",
      h("Fold, don\u2019t hang"),
      "Hanging a faja by its straps or waistband puts constant weight on the elastic. Instead, fold it gently along its natural lines and lay it flat in a drawer.",
      list(
        "Close the hooks before storing so they don\u2019t catch on other garments",
        "Fold long fajas in half at the waist, never over the boning",
        "Store waist trainers flat or loosely rolled, not bent in two",
        "Keep face and neck pieces in their pouch, away from make-up",
        "Choose a cool, dry, dark drawer rather than a spot near a window"
      ),
      h("Travelling with your faja"),
      "In a suitcase, place your faja flat in a cloth bag on top of your clothes rather than squeezed into a corner. Avoid leaving it in a hot car. If you will need to wash it during the trip, pack a small bottle of gentle soap and allow a full day for it to dry in the shade.",
      h("Know when it\u2019s time to replace it"),
      "Even with the best care, elastic eventually tires. These are the signs we look for:",
      checks(
        "The garment no longer springs back after stretching",
        "You have moved to the tightest hook row and it still feels loose",
        "Seams or hooks show wear, or the fabric has become shiny and thin",
        "It rolls or slides where it used to stay in place"
      ),
      "If your body has changed, after recovery, pregnancy or simply with time, a new size may also be the answer. Measure yourself again and compare with our size chart before ordering. Treat your shapewear kindly and it will return the favour, wear after wear."
    ),
    contentEs: body(
      "Casi todos los consejos sobre el cuidado de las fajas se quedan en el lavado. Pero lo que pasa entre una puesta y otra, en el caj\xF3n, en la maleta y en tu rutina semanal, influye much\xEDsimo en cu\xE1nto tiempo conserva una faja su firmeza. Estos son los h\xE1bitos que recomienda el equipo de nuestro taller.",
      h("Dale tiempo al el\xE1stico para recuperarse"),
      "Las telas de compresi\xF3n se estiran cada vez que las usas y necesitan descanso para volver a su forma original. Usar la misma faja todos los d\xEDas, sin pausa, le acorta la vida. Si usas fajas seguido, rota al menos dos prendas. As\xED adem\xE1s siempre tendr\xE1s una limpia y seca lista, algo que se agradece mucho durante la recuperaci\xF3n de una cirug\xEDa.",
      "Rotar tambi\xE9n te ayuda a notar c\xF3mo envejece cada prenda. Al alternarlas, es m\xE1s f\xE1cil sentir cu\xE1ndo una perdi\xF3 un poco de firmeza frente a la otra, mucho antes de que se vuelva inc\xF3moda o deje de moldear.",
      h("D\xF3blala, no la cuelgues"),
      "Colgar una faja de las tiras o de la pretina pone un peso constante sobre el el\xE1stico. Mejor d\xF3blala suavemente siguiendo sus l\xEDneas naturales y gu\xE1rdala plana en un caj\xF3n.",
      list(
        "Cierra los broches antes de guardarla para que no se enganchen con otras prendas",
        "Dobla las fajas largas por la mitad a la altura de la cintura, nunca sobre las varillas",
        "Guarda las cinturillas planas o apenas enrolladas, no dobladas en dos",
        "Mant\xE9n las piezas de rostro y cuello en su estuche, lejos del maquillaje",
        "Elige un caj\xF3n fresco, seco y oscuro, no un lugar junto a la ventana"
      ),
      h("Viajar con tu faja"),
      "En la maleta, pon la faja plana dentro de una bolsa de tela encima de la ropa, en vez de apretarla en una esquina. No la dejes dentro de un carro caliente. Si vas a tener que lavarla durante el viaje, lleva un frasquito de jab\xF3n suave y calcula un d\xEDa completo para que se seque a la sombra.",
      h("Cu\xE1ndo es hora de cambiarla"),
      "Aun con el mejor cuidado, el el\xE1stico se cansa con el tiempo. Estas son las se\xF1ales que nosotras revisamos:",
      checks(
        "La prenda ya no recupera su forma despu\xE9s de estirarla",
        "Ya est\xE1s en la hilera de broches m\xE1s ajustada y aun as\xED se siente floja",
        "Las costuras o los broches se ven gastados, o la tela est\xE1 brillante y delgada",
        "Se enrolla o se desliza donde antes se quedaba quieta"
      ),
      "Si tu cuerpo cambi\xF3, despu\xE9s de una recuperaci\xF3n, un embarazo o simplemente con los a\xF1os, quiz\xE1 tambi\xE9n necesites otra talla. Vuelve a medirte y compara con nuestra tabla antes de pedir. Trata bien a tus fajas y ellas te lo devolver\xE1n, puesta tras puesta."
    ),
    contentFr: body(
      "La plupart des conseils d\u2019entretien s\u2019arr\xEAtent \xE0 la bassine de lavage. Pourtant, ce qui se passe entre deux utilisations, dans votre tiroir, dans votre valise et dans votre routine de la semaine, influe beaucoup sur la dur\xE9e pendant laquelle une gaine garde son maintien. Voici les habitudes que recommande l\u2019\xE9quipe de notre atelier.",
      h("Laisser l\u2019\xE9lasthanne r\xE9cup\xE9rer"),
      "Les tissus de compression s\u2019\xE9tirent \xE0 chaque port et ont besoin de repos pour retrouver leur forme. Porter la m\xEAme gaine tous les jours, sans pause, raccourcit sa dur\xE9e de vie. Si vous en portez souvent, alternez au moins deux pi\xE8ces. Vous aurez ainsi toujours une gaine propre et s\xE8che sous la main, ce qui est pr\xE9cieux pendant une convalescence.",
      "Alterner permet aussi de voir comment chaque pi\xE8ce vieillit. En passant de l\u2019une \xE0 l\u2019autre, on sent plus facilement quand l\u2019une a perdu un peu de son maintien, bien avant qu\u2019elle ne devienne inconfortable ou ne lisse plus.",
      h("Plier plut\xF4t que suspendre"),
      "Suspendre une gaine par les bretelles ou la ceinture exerce un poids constant sur l\u2019\xE9lastique. Pliez-la plut\xF4t d\xE9licatement en suivant ses lignes naturelles et rangez-la \xE0 plat dans un tiroir.",
      list(
        "Fermez les agrafes avant de ranger pour qu\u2019elles n\u2019accrochent pas les autres v\xEAtements",
        "Pliez les gaines longues en deux au niveau de la taille, jamais sur les baleines",
        "Rangez les serre-taille \xE0 plat ou l\xE9g\xE8rement roul\xE9s, pas pli\xE9s en deux",
        "Gardez les pi\xE8ces visage et cou dans leur pochette, loin du maquillage",
        "Choisissez un tiroir frais, sec et sombre plut\xF4t qu\u2019un endroit pr\xE8s d\u2019une fen\xEAtre"
      ),
      h("Voyager avec sa gaine"),
      "Dans la valise, posez la gaine \xE0 plat dans un sac en tissu, par-dessus vos v\xEAtements, plut\xF4t que coinc\xE9e dans un coin. Ne la laissez pas dans une voiture en plein soleil. Si vous devez la laver en voyage, emportez un petit flacon de savon doux et pr\xE9voyez une journ\xE9e enti\xE8re de s\xE9chage \xE0 l\u2019ombre.",
      h("Savoir quand la remplacer"),
      "M\xEAme avec le meilleur entretien, l\u2019\xE9lastique finit par se fatiguer. Voici les signes que nous surveillons :",
      checks(
        "Le v\xEAtement ne reprend plus sa forme apr\xE8s avoir \xE9t\xE9 \xE9tir\xE9",
        "Vous \xEAtes sur la rang\xE9e d\u2019agrafes la plus serr\xE9e et il reste l\xE2che",
        "Les coutures ou les agrafes sont us\xE9es, ou le tissu est devenu brillant et fin",
        "Il roule ou glisse l\xE0 o\xF9 il restait bien en place"
      ),
      "Si votre corps a chang\xE9, apr\xE8s une convalescence, une grossesse ou tout simplement avec le temps, une nouvelle taille peut aussi \xEAtre la solution. Reprenez vos mesures et comparez-les \xE0 notre guide des tailles avant de commander. Prenez soin de vos gaines : elles vous le rendront, jour apr\xE8s jour."
    ),
    seoDescriptionEn: "Make your shapewear last: how to fold, store, rotate and travel with your fajas, and the signs it is time for a new one.",
    seoDescriptionEs: "Haz que tus fajas duren m\xE1s: c\xF3mo doblarlas, guardarlas, rotarlas y llevarlas de viaje, y cu\xE1ndo es momento de cambiarlas.",
    seoDescriptionFr: "Faire durer ses gaines : comment les plier, les ranger, les alterner et voyager avec, et les signes qu\u2019il est temps de les remplacer."
  },
  // ---------------------------------------------------------------------------
  {
    slug: "how-to-measure-yourself-for-a-faja",
    category: "sizing-guide",
    keywords: ["faja size chart", "how to measure", "waist", "hips", "between sizes"],
    publishedAt: "2025-08-12",
    titleEn: "How to Measure Yourself for a Faja (and Choose Between Two Sizes)",
    titleEs: "C\xF3mo tomarte las medidas para una faja (y elegir entre dos tallas)",
    titleFr: "Comment prendre ses mesures pour une gaine (et choisir entre deux tailles)",
    excerptEn: "A tape measure, a mirror and five minutes are all you need. Our step-by-step guide to measuring your waist and hips and reading our size chart.",
    excerptEs: "Un metro, un espejo y cinco minutos es todo lo que necesitas. Nuestra gu\xEDa paso a paso para medir cintura y cadera y leer la tabla de tallas.",
    excerptFr: "Un m\xE8tre ruban, un miroir et cinq minutes suffisent. Notre guide pas \xE0 pas pour mesurer taille et hanches et lire notre guide des tailles.",
    contentEn: body(
      "The right size is the secret to a faja that sculpts beautifully and still feels comfortable. Because compression garments are designed to fit closely, ordering by your usual clothing size is not enough. Five minutes with a tape measure will give you a far more reliable answer.",
      h("What you need"),
      "A soft tape measure, a mirror and light underwear or nothing at all. Measure in the morning if you can, standing relaxed with your feet together. Breathe out normally and don\u2019t pull your tummy in: the faja will do that part.",
      h("Taking your measurements"),
      list(
        "Waist: wrap the tape around the narrowest part of your torso, usually just above the navel",
        "Hips: measure around the fullest part of your seat, keeping the tape level all the way round",
        "Keep the tape snug against the skin, but not so tight that it presses in",
        "Write both numbers down in centimetres or inches, and measure twice to be sure"
      ),
      h("Reading our size chart"),
      "Compare your numbers with our chart. A few examples: size S fits a waist of 62-71 cm (24.4-27.9 in) and hips of 79-97 cm (31.1-38.1 in); size M fits a waist of 72-80 cm (28-31.5 in) and hips of 98-107 cm; size L fits a waist of 81-90 cm (31.8-35.4 in) and hips of 108-117 cm. The full range goes from XS to 4XL, so you can find your fit across every collection.",
      h("When you fall between two sizes"),
      "It is very common for the waist to match one size and the hips another. Our rule of thumb is to follow the waist measurement for fajas and waist trainers, since that is where the compression is strongest. For everyday seamless pieces, choose the larger size for comfort. For post-surgery garments, follow your surgeon\u2019s advice, and remember that your measurements will keep changing during recovery.",
      "Still unsure? Send us your measurements and the product you love, and we will recommend a size. For an even more personal fit, our made-to-measure fajas are cut to your exact measurements.",
      checks(
        "Measured in the morning, relaxed, without pulling the tummy in",
        "Waist taken at the narrowest point, hips at the fullest",
        "Both numbers compared with the size chart",
        "Fit checked within 48 hours of delivery, with tags still on"
      ),
      "One last tip: try your new faja on as soon as it arrives. If the size isn\u2019t right, let us know within 48 hours with a photo so we can help you quickly."
    ),
    contentEs: body(
      "La talla correcta es el secreto de una faja que moldea lindo y que igual se siente c\xF3moda. Como las prendas de compresi\xF3n est\xE1n hechas para ir bien ajustadas, pedir por tu talla de ropa de siempre no es suficiente. Cinco minutos con un metro te dar\xE1n una respuesta mucho m\xE1s confiable.",
      h("Qu\xE9 necesitas"),
      "Un metro de costura, un espejo y ropa interior ligera, o nada. Si puedes, m\xEDdete en la ma\xF1ana, de pie, relajada y con los pies juntos. Suelta el aire normalmente y no metas el abdomen: de eso se encarga la faja.",
      h("C\xF3mo tomarte las medidas"),
      list(
        "Cintura: pasa el metro por la parte m\xE1s estrecha del torso, normalmente un poco arriba del ombligo",
        "Cadera: mide alrededor de la parte m\xE1s prominente de la cola, con el metro derecho todo el contorno",
        "Deja el metro pegado a la piel, pero sin apretar tanto que se hunda",
        "Anota ambas medidas en cent\xEDmetros o pulgadas y mide dos veces para estar segura"
      ),
      h("C\xF3mo leer nuestra tabla de tallas"),
      "Compara tus medidas con nuestra tabla. Algunos ejemplos: la talla S corresponde a una cintura de 62-71 cm (24,4-27,9 pulgadas) y una cadera de 79-97 cm (31,1-38,1 pulgadas); la M, a una cintura de 72-80 cm (28-31,5 pulgadas) y una cadera de 98-107 cm; la L, a una cintura de 81-90 cm (31,8-35,4 pulgadas) y una cadera de 108-117 cm. Manejamos de la XS a la 4XL, as\xED que encuentras tu talla en todas las colecciones.",
      h("Si quedas entre dos tallas"),
      "Es muy com\xFAn que la cintura corresponda a una talla y la cadera a otra. Nuestra regla general: en fajas y cinturillas, gu\xEDate por la medida de la cintura, porque ah\xED es donde la compresi\xF3n es m\xE1s fuerte. En las prendas sin costuras de uso diario, elige la talla m\xE1s grande para estar c\xF3moda. En las prendas postquir\xFArgicas, sigue lo que te diga tu cirujano y recuerda que tus medidas van a seguir cambiando durante la recuperaci\xF3n.",
      "\xBFTodav\xEDa tienes dudas? Env\xEDanos tus medidas y la prenda que te gusta, y te recomendamos la talla. Y si quieres un ajuste todav\xEDa m\xE1s personal, nuestras fajas a la medida se cortan con tus medidas exactas.",
      checks(
        "Te mediste en la ma\xF1ana, relajada y sin meter el abdomen",
        "Cintura en la parte m\xE1s estrecha, cadera en la m\xE1s prominente",
        "Comparaste ambas medidas con la tabla de tallas",
        "Revisas el ajuste en las 48 horas siguientes a la entrega, con las etiquetas puestas"
      ),
      "Un \xFAltimo consejo: pru\xE9bate tu faja nueva apenas llegue. Si la talla no es la correcta, av\xEDsanos en las primeras 48 horas con una foto para ayudarte r\xE1pido."
    ),
    contentFr: body(
      "La bonne taille, c\u2019est le secret d\u2019une gaine qui sculpte joliment tout en restant confortable. Les v\xEAtements de compression \xE9tant con\xE7us pour \xEAtre tr\xE8s ajust\xE9s, commander selon votre taille de pr\xEAt-\xE0-porter habituelle ne suffit pas. Cinq minutes avec un m\xE8tre ruban vous donneront une r\xE9ponse bien plus fiable.",
      h("Ce qu\u2019il vous faut"),
      "Un m\xE8tre ruban souple, un miroir et des sous-v\xEAtements l\xE9gers, voire rien du tout. Mesurez-vous de pr\xE9f\xE9rence le matin, debout, d\xE9tendue, pieds joints. Expirez normalement et ne rentrez pas le ventre : c\u2019est le r\xF4le de la gaine.",
      h("Prendre ses mesures"),
      list(
        "Tour de taille : passez le m\xE8tre \xE0 l\u2019endroit le plus fin du buste, en g\xE9n\xE9ral juste au-dessus du nombril",
        "Tour de hanches : mesurez \xE0 l\u2019endroit le plus fort du fessier, en gardant le m\xE8tre bien horizontal",
        "Le m\xE8tre doit \xEAtre au contact de la peau, sans la comprimer",
        "Notez les deux valeurs en centim\xE8tres ou en pouces et mesurez deux fois pour \xEAtre s\xFBre"
      ),
      h("Lire notre guide des tailles"),
      "Comparez vos mesures avec notre tableau. Quelques rep\xE8res : le S correspond \xE0 un tour de taille de 62 \xE0 71 cm et un tour de hanches de 79 \xE0 97 cm ; le M, \xE0 une taille de 72 \xE0 80 cm et des hanches de 98 \xE0 107 cm ; le L, \xE0 une taille de 81 \xE0 90 cm et des hanches de 108 \xE0 117 cm. Notre gamme va du XS au 4XL, pour trouver votre ajustement dans toutes les collections.",
      h("Si vous \xEAtes entre deux tailles"),
      "Il est tr\xE8s fr\xE9quent que la taille corresponde \xE0 une taille et les hanches \xE0 une autre. Notre r\xE8gle : pour les gaines et les serre-taille, fiez-vous au tour de taille, car c\u2019est l\xE0 que la compression est la plus forte. Pour les pi\xE8ces sans coutures du quotidien, prenez la taille au-dessus pour plus de confort. Pour les gaines post-op\xE9ratoires, suivez les conseils de votre chirurgien, en gardant \xE0 l\u2019esprit que vos mesures \xE9volueront pendant la convalescence.",
      "Encore un doute ? Envoyez-nous vos mesures et le mod\xE8le qui vous pla\xEEt : nous vous conseillerons une taille. Et pour un ajustement encore plus personnel, nos gaines sur mesure sont coup\xE9es selon vos mensurations exactes.",
      checks(
        "Mesures prises le matin, d\xE9tendue, sans rentrer le ventre",
        "Taille \xE0 l\u2019endroit le plus fin, hanches \xE0 l\u2019endroit le plus fort",
        "Les deux valeurs compar\xE9es au guide des tailles",
        "Ajustement v\xE9rifi\xE9 dans les 48 heures suivant la livraison, \xE9tiquettes en place"
      ),
      "Dernier conseil : essayez votre nouvelle gaine d\xE8s sa r\xE9ception. Si la taille ne convient pas, pr\xE9venez-nous dans les 48 heures avec une photo pour que nous puissions vous aider rapidement."
    ),
    seoDescriptionEn: "Measure your waist and hips in five minutes, read our XS-4XL faja size chart and learn which size to pick when you are between two.",
    seoDescriptionEs: "Mide tu cintura y cadera en cinco minutos, lee nuestra tabla de tallas de XS a 4XL y aprende qu\xE9 talla elegir si quedas entre dos.",
    seoDescriptionFr: "Mesurez taille et hanches en cinq minutes, lisez notre guide des tailles du XS au 4XL et sachez quoi choisir entre deux tailles."
  },
  // ---------------------------------------------------------------------------
  {
    slug: "ordering-a-made-to-measure-faja",
    category: "sizing-guide",
    keywords: ["custom faja", "made to measure", "measurements", "production time", "colombian faja"],
    publishedAt: "2025-09-16",
    titleEn: "Ordering a Made-to-Measure Faja: The Measurements We Need",
    titleEs: "C\xF3mo pedir una faja a la medida: las medidas que necesitamos",
    titleFr: "Commander une gaine sur mesure : les mesures dont nous avons besoin",
    excerptEn: "Between sizes, petite, tall or simply after the perfect fit? Here is how our made-to-measure fajas work, from your measurements to your door.",
    excerptEs: "\xBFEntre dos tallas, bajita, alta o buscando el ajuste perfecto? As\xED funcionan nuestras fajas a la medida, desde tus medidas hasta la puerta de tu casa.",
    excerptFr: "Entre deux tailles, petite, grande ou en qu\xEAte de l\u2019ajustement parfait ? Voici comment fonctionnent nos gaines sur mesure, de vos mesures \xE0 votre porte.",
    contentEn: body(
      "Standard sizes fit most bodies well, but not every body. If your waist and hips sit in different sizes, if you have a short or long torso, or if you simply want a faja that feels made for you, our made-to-measure service is the answer. Each piece is drafted and sewn by hand in our Colombian workshop.",
      h("How it works"),
      "Choose your closest standard size at checkout so we have a starting point. After your order, our team contacts you to collect your measurements and preferences, such as compression level and closure type. Production takes 4 business days once we have everything, and delivery takes another 3-5 business days. Orders from $100 ship free.",
      "Made-to-measure is not only for special occasions. Many customers choose it for their everyday faja because the hooks line up exactly where they should, the legs end at the right point on the thigh and the back panel follows the curve of their spine. It is the same quality as our standard pieces, simply cut for one person.",
      h("The measurements we ask for"),
      "Use a soft tape measure, stand relaxed and ask someone to help if possible. Keep the tape snug but not tight.",
      list(
        "Under-bust: directly below the breasts, all the way around",
        "Waist: the narrowest part of the torso",
        "Lower abdomen: about two fingers below the navel",
        "Hips: the fullest part of the seat",
        "Thigh: the fullest part of one thigh",
        "Torso length: from the under-bust down to the waistline"
      ),
      h("Tips for accurate results"),
      "Measure in the morning, in light underwear, and take each measurement twice. Photos of the tape in place are very helpful and we may ask for them. If your faja is for post-surgery use, tell us which stage it is for and share any specific requirements from your surgeon; we will follow them, and you should always follow your surgeon\u2019s instructions on when and how to wear it.",
      h("Before you send your measurements"),
      checks(
        "Each measurement taken twice, in centimetres or inches",
        "Compression level and closure chosen",
        "Surgeon\u2019s guidance shared if the faja is for recovery",
        "Delivery address double-checked (we can\u2019t ship to PO boxes, APO or AE addresses)"
      ),
      "Because every custom faja is made for one body only, precise measurements are essential, and fit concerns must be reported within 48 hours of delivery with a photo or video. We will always do our best to help. When it arrives, try it on with the hooks on the loosest row and enjoy a garment that was made with your shape in mind."
    ),
    contentEs: body(
      "Las tallas est\xE1ndar le quedan bien a la mayor\xEDa de los cuerpos, pero no a todos. Si tu cintura y tu cadera quedan en tallas distintas, si tienes el torso corto o largo, o si simplemente quieres una faja que se sienta hecha para ti, nuestro servicio a la medida es la respuesta. Cada pieza se patrona y se cose a mano en nuestro taller en Colombia.",
      h("C\xF3mo funciona"),
      "Al comprar, elige tu talla est\xE1ndar m\xE1s cercana para tener un punto de partida. Despu\xE9s de tu pedido, nuestro equipo te contacta para pedirte tus medidas y preferencias, como el nivel de compresi\xF3n y el tipo de cierre. La confecci\xF3n toma 4 d\xEDas h\xE1biles desde que tenemos todo, y el env\xEDo de 3 a 5 d\xEDas h\xE1biles m\xE1s. Los pedidos desde $100 tienen env\xEDo gratis.",
      "Una faja a la medida no es solo para ocasiones especiales. Muchas clientas la eligen para el diario porque los broches quedan exactamente donde deben, las piernas terminan en el punto justo del muslo y la espalda sigue la curva de su columna. Es la misma calidad de nuestras prendas est\xE1ndar, solo que cortada para una sola persona.",
      h("Las medidas que te pedimos"),
      "Usa un metro de costura, qu\xE9date de pie y relajada y, si puedes, pide ayuda. El metro debe quedar ajustado pero sin apretar.",
      list(
        "Bajo busto: justo debajo del busto, todo el contorno",
        "Cintura: la parte m\xE1s estrecha del torso",
        "Bajo abdomen: unos dos dedos debajo del ombligo",
        "Cadera: la parte m\xE1s prominente de la cola",
        "Muslo: la parte m\xE1s ancha de un muslo",
        "Largo de torso: desde el bajo busto hasta la cintura"
      ),
      h("Consejos para que las medidas queden exactas"),
      "M\xEDdete en la ma\xF1ana, con ropa interior ligera, y toma cada medida dos veces. Las fotos con el metro puesto nos sirven much\xEDsimo y puede que te las pidamos. Si tu faja es para despu\xE9s de una cirug\xEDa, cu\xE9ntanos para qu\xE9 etapa es y comp\xE1rtenos las indicaciones espec\xEDficas de tu cirujano; las vamos a seguir, y t\xFA sigue siempre lo que te diga tu cirujano sobre cu\xE1ndo y c\xF3mo usarla.",
      h("Antes de enviarnos tus medidas"),
      checks(
        "Cada medida tomada dos veces, en cent\xEDmetros o pulgadas",
        "Nivel de compresi\xF3n y tipo de cierre elegidos",
        "Indicaciones del cirujano compartidas si la faja es para tu recuperaci\xF3n",
        "Direcci\xF3n de entrega revisada (no enviamos a apartados postales ni direcciones APO o AE)"
      ),
      "Como cada faja a la medida se hace para un solo cuerpo, las medidas precisas son fundamentales, y cualquier problema de ajuste se debe reportar en las 48 horas siguientes a la entrega, con foto o video. Siempre haremos lo posible por ayudarte. Cuando llegue, pru\xE9batela con los broches en la hilera m\xE1s floja y disfruta una prenda hecha pensando en tu figura."
    ),
    contentFr: body(
      "Les tailles standard conviennent \xE0 la plupart des silhouettes, mais pas \xE0 toutes. Si votre tour de taille et votre tour de hanches correspondent \xE0 deux tailles diff\xE9rentes, si votre buste est court ou long, ou si vous voulez simplement une gaine qui vous ressemble, notre service sur mesure est fait pour vous. Chaque pi\xE8ce est patronn\xE9e et cousue \xE0 la main dans notre atelier colombien.",
      h("Comment \xE7a marche"),
      "Lors de la commande, choisissez la taille standard la plus proche : ce sera notre point de d\xE9part. Notre \xE9quipe vous contacte ensuite pour recueillir vos mesures et vos pr\xE9f\xE9rences, comme le niveau de compression et le type de fermeture. La confection prend 4 jours ouvr\xE9s une fois toutes les informations re\xE7ues, puis la livraison 3 \xE0 5 jours ouvr\xE9s. La livraison est offerte d\xE8s 100 $ d\u2019achat.",
      "Le sur-mesure n\u2019est pas r\xE9serv\xE9 aux grandes occasions. Beaucoup de clientes le choisissent pour leur gaine de tous les jours : les agrafes tombent exactement au bon endroit, les jambes s\u2019arr\xEAtent au bon niveau de la cuisse et le dos \xE9pouse la courbe de la colonne. C\u2019est la m\xEAme qualit\xE9 que nos pi\xE8ces standard, simplement coup\xE9e pour une seule personne.",
      h("Les mesures que nous demandons"),
      "Utilisez un m\xE8tre ruban souple, tenez-vous droite et d\xE9tendue, et faites-vous aider si possible. Le m\xE8tre doit \xEAtre ajust\xE9 sans serrer.",
      list(
        "Tour sous-poitrine : juste sous les seins, sur tout le pourtour",
        "Tour de taille : l\u2019endroit le plus fin du buste",
        "Bas du ventre : environ deux doigts sous le nombril",
        "Tour de hanches : l\u2019endroit le plus fort du fessier",
        "Tour de cuisse : l\u2019endroit le plus large d\u2019une cuisse",
        "Longueur du buste : du dessous de la poitrine jusqu\u2019\xE0 la taille"
      ),
      h("Conseils pour des mesures justes"),
      "Mesurez-vous le matin, en sous-v\xEAtements l\xE9gers, et prenez chaque mesure deux fois. Des photos du m\xE8tre en place nous aident beaucoup et nous pourrons vous en demander. Si la gaine est destin\xE9e \xE0 une convalescence, pr\xE9cisez-nous le stade et transmettez-nous les recommandations particuli\xE8res de votre chirurgien : nous les suivrons, et suivez toujours ses consignes sur le moment et la mani\xE8re de la porter.",
      h("Avant d\u2019envoyer vos mesures"),
      checks(
        "Chaque mesure prise deux fois, en centim\xE8tres ou en pouces",
        "Niveau de compression et fermeture choisis",
        "Recommandations du chirurgien transmises s\u2019il s\u2019agit d\u2019une gaine post-op\xE9ratoire",
        "Adresse de livraison v\xE9rifi\xE9e (pas de bo\xEEte postale ni d\u2019adresse APO ou AE)"
      ),
      "Chaque gaine sur mesure \xE9tant confectionn\xE9e pour une seule silhouette, des mesures pr\xE9cises sont indispensables, et tout souci d\u2019ajustement doit \xEAtre signal\xE9 dans les 48 heures suivant la livraison, photo ou vid\xE9o \xE0 l\u2019appui. Nous ferons toujours notre possible pour vous aider. \xC0 r\xE9ception, essayez-la sur la rang\xE9e d\u2019agrafes la plus large et savourez un v\xEAtement pens\xE9 pour votre silhouette."
    ),
    seoDescriptionEn: "How our made-to-measure Colombian fajas work: the six measurements we need, production in 4 business days and delivery in 3-5 more.",
    seoDescriptionEs: "As\xED funcionan nuestras fajas colombianas a la medida: las seis medidas que necesitamos, 4 d\xEDas h\xE1biles de confecci\xF3n y 3 a 5 de env\xEDo.",
    seoDescriptionFr: "Nos gaines colombiennes sur mesure : les six mesures \xE0 nous transmettre, 4 jours ouvr\xE9s de confection et 3 \xE0 5 jours de livraison."
  }
];

// worker/src/db/seed/offers.data.ts
var seedOffers = [
  {
    titleEn: "15% off your next faja",
    titleEs: "15 % de descuento en tu pr\xF3xima faja",
    titleFr: "15 % de remise sur votre prochaine gaine",
    descriptionEn: "A thank-you for being part of our community: use the code at checkout for 15% off any piece from our Sculpt & Support collection. Orders from $100 ship free.",
    descriptionEs: "Un detalle por ser parte de nuestra comunidad: usa el c\xF3digo al pagar y obt\xE9n 15 % de descuento en cualquier prenda de la colecci\xF3n Moldea y Soporta. Env\xEDo gratis en compras desde $100.",
    descriptionFr: "Pour vous remercier de votre fid\xE9lit\xE9 : saisissez ce code au paiement et profitez de 15 % de remise sur toute la collection Sculpt & Maintien. Livraison offerte d\xE8s 100 $ d\u2019achat.",
    targetRole: "customer",
    discountCode: "GRACIAS15",
    ctaLinkEn: "/shop",
    ctaLinkEs: "/es/shop",
    ctaLinkFr: "/fr/shop",
    startDaysAgo: 5,
    endInDays: 25
  },
  {
    titleEn: "Wholesale: free custom sizing on your first order",
    titleEs: "Mayoristas: tallaje a la medida gratis en tu primer pedido",
    titleFr: "Revendeurs : ajustement sur mesure offert \xE0 la premi\xE8re commande",
    descriptionEn: "Approved partners placing a first order of 12 units or more per style get complimentary made-to-measure adjustments on up to 6 pieces. Request your quote and we will reply within 24-48 hours.",
    descriptionEs: "Los aliados aprobados que hagan un primer pedido de 12 unidades o m\xE1s por referencia reciben ajustes a la medida sin costo en hasta 6 prendas. Solicita tu cotizaci\xF3n y te respondemos en 24 a 48 horas.",
    descriptionFr: "Les partenaires valid\xE9s qui passent une premi\xE8re commande d\u2019au moins 12 pi\xE8ces par mod\xE8le b\xE9n\xE9ficient de retouches sur mesure offertes sur 6 pi\xE8ces maximum. Demandez votre devis : r\xE9ponse sous 24 \xE0 48 heures.",
    targetRole: "wholesale",
    discountCode: "MAYORISTA-FIT",
    ctaLinkEn: "/wholesale",
    ctaLinkEs: "/es/wholesale",
    ctaLinkFr: "/fr/wholesale",
    startDaysAgo: 10,
    endInDays: 50
  }
];

// worker/src/db/seed/products.data.ts
var CARE_SEAMLESS = {
  careEn: [
    "Hand wash or machine wash cold in a mesh bag",
    "Use a mild detergent; no bleach or fabric softener",
    "Lay flat to dry away from direct sun",
    "Do not iron or tumble dry"
  ],
  careEs: [
    "Lavar a mano o en lavadora con agua fr\xEDa, dentro de una bolsa de malla",
    "Usar jab\xF3n suave; sin cloro ni suavizante",
    "Secar a la sombra, extendida sobre una superficie plana",
    "No planchar ni usar secadora"
  ],
  careFr: [
    "Lavage \xE0 la main ou en machine \xE0 froid, dans un filet",
    "Lessive douce, sans javel ni assouplissant",
    "S\xE9cher \xE0 plat, \xE0 l\u2019abri du soleil",
    "Ne pas repasser ni passer au s\xE8che-linge"
  ]
};
var CARE_POWERNET = {
  careEn: [
    "Hand wash in cool water with neutral soap",
    "Close all hooks and zippers before washing",
    "Press out water gently with a towel \u2014 never wring",
    "Air dry in the shade; no dryer, no iron"
  ],
  careEs: [
    "Lavar a mano con agua fresca y jab\xF3n neutro",
    "Abrochar todos los ganchos y cremalleras antes de lavar",
    "Retirar el agua presionando con una toalla, sin retorcer",
    "Secar a la sombra; sin secadora ni plancha"
  ],
  careFr: [
    "Laver \xE0 la main \xE0 l\u2019eau fra\xEEche avec un savon neutre",
    "Fermer toutes les agrafes et fermetures avant le lavage",
    "Essorer d\xE9licatement dans une serviette, sans tordre",
    "S\xE9cher \xE0 l\u2019air libre \xE0 l\u2019ombre ; ni s\xE8che-linge ni fer"
  ]
};
var CARE_LATEX = {
  careEn: [
    "Hand wash only, in cool water with a drop of mild soap",
    "Rinse well and pat dry with a towel",
    "Dry flat in the shade, away from heaters",
    "Keep away from oils and lotions, which can weaken latex"
  ],
  careEs: [
    "Solo lavado a mano, con agua fresca y un poco de jab\xF3n suave",
    "Enjuagar bien y secar con toquecitos de toalla",
    "Secar extendida a la sombra, lejos de fuentes de calor",
    "Evitar aceites y cremas, que desgastan el l\xE1tex"
  ],
  careFr: [
    "Lavage \xE0 la main uniquement, \xE0 l\u2019eau fra\xEEche avec un savon doux",
    "Bien rincer puis tamponner avec une serviette",
    "S\xE9cher \xE0 plat \xE0 l\u2019ombre, loin des radiateurs",
    "\xC9viter huiles et cr\xE8mes, qui ab\xEEment le latex"
  ]
};
var CARE_FACE = {
  careEn: [
    "Hand wash after every few uses with mild soap",
    "Rinse thoroughly to remove skincare residue",
    "Air dry flat; do not tumble dry"
  ],
  careEs: [
    "Lavar a mano cada pocos usos con jab\xF3n suave",
    "Enjuagar bien para retirar restos de cremas",
    "Secar al aire, extendida; sin secadora"
  ],
  careFr: [
    "Laver \xE0 la main toutes les deux ou trois utilisations, au savon doux",
    "Bien rincer pour \xE9liminer les r\xE9sidus de soins",
    "S\xE9cher \xE0 plat \xE0 l\u2019air libre ; pas de s\xE8che-linge"
  ]
};
var seedProducts = [
  // -------------------------------------------------------------------------
  // Everyday confidence — seamless pieces for daily wear
  // -------------------------------------------------------------------------
  {
    code: "EC-1001",
    category: "everyday-confidence",
    nameEn: "Seamless Everyday Bodysuit",
    nameEs: "Body Sin Costuras Diario",
    nameFr: "Body Invisible du Quotidien",
    descriptionEn: "A second-skin bodysuit knitted without side seams, so it disappears under fitted dresses and tees. Light, even control smooths the waist and back while staying comfortable from morning coffee to late dinner.",
    descriptionEs: "Un body tejido sin costuras laterales que se vuelve invisible bajo vestidos ajustados y camisetas. Su control suave y parejo estiliza la cintura y la espalda, y es tan c\xF3modo que lo usas del desayuno a la cena.",
    descriptionFr: "Un body seconde peau, tricot\xE9 sans coutures lat\xE9rales, qui s\u2019efface sous les robes pr\xE8s du corps comme sous un simple tee-shirt. Son maintien l\xE9ger et homog\xE8ne lisse la taille et le dos, avec un confort qui tient toute la journ\xE9e.",
    priceCents: 5900,
    colors: ["beige", "black", "nude", "cocoa"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL"],
    benefitsEn: ["Invisible under clothing", "Light, all-day control", "Breathable microfibre knit", "Snap crotch for easy bathroom breaks"],
    benefitsEs: ["No se marca bajo la ropa", "Control ligero para todo el d\xEDa", "Tejido de microfibra transpirable", "Broches en la entrepierna para mayor practicidad"],
    benefitsFr: ["Invisible sous les v\xEAtements", "Maintien l\xE9ger toute la journ\xE9e", "Maille microfibre respirante", "Entrejambe \xE0 pressions, ultra pratique"],
    ...CARE_SEAMLESS,
    howToUseEn: ["Step into the bodysuit and draw it up over the hips", "Slip on the straps and adjust them to your shoulders", "Fasten the crotch snaps and smooth the fabric from the centre outwards"],
    howToUseEs: ["Mete las piernas y sube el body por las caderas", "Ponte los tirantes y aj\xFAstalos a tus hombros", "Cierra los broches y alisa la tela del centro hacia los lados"],
    howToUseFr: ["Enfilez le body par les jambes et remontez-le sur les hanches", "Passez les bretelles et ajustez-les \xE0 vos \xE9paules", "Fermez les pressions puis lissez le tissu du centre vers l\u2019ext\xE9rieur"],
    stock: 42,
    garment: "bodysuit"
  },
  {
    code: "EC-1002",
    category: "everyday-confidence",
    nameEn: "Invisible Mid-Thigh Smoother",
    nameEs: "Short Invisible a Medio Muslo",
    nameFr: "Panty Lissant Mi-Cuisse",
    descriptionEn: "Our best-selling everyday short: high-rise, seam-free and cut to mid-thigh to prevent chafing under skirts. Laser-cut edges lie flat, so there are no lines, just a smooth silhouette.",
    descriptionEs: "Nuestro short de diario m\xE1s vendido: tiro alto, sin costuras y largo a medio muslo para evitar el roce bajo faldas y vestidos. Los bordes cortados con l\xE1ser no se marcan; solo queda una silueta lisa.",
    descriptionFr: "Notre panty le plus pl\xE9biscit\xE9 : taille haute, sans coutures et coup\xE9 \xE0 mi-cuisse pour \xE9viter les frottements sous les jupes. Les bords d\xE9coup\xE9s au laser restent \xE0 plat, pour une silhouette nette, sans marques.",
    priceCents: 4500,
    colors: ["beige", "black", "nude"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"],
    benefitsEn: ["Stops thigh chafing", "No visible panty lines", "High waist that stays put", "Cotton-lined gusset"],
    benefitsEs: ["Evita el roce entre los muslos", "No marca l\xEDneas bajo la ropa", "Cintura alta que no se enrolla", "Entrepierna forrada en algod\xF3n"],
    benefitsFr: ["Fini les frottements entre les cuisses", "Aucune marque sous les v\xEAtements", "Taille haute qui ne roule pas", "Fond doubl\xE9 coton"],
    ...CARE_SEAMLESS,
    howToUseEn: ["Gather the short and step in one leg at a time", "Pull up evenly until the waistband sits just below the bust", "Smooth the legs down so the hems lie flat"],
    howToUseEs: ["Recoge el short y mete una pierna a la vez", "S\xFAbelo de forma pareja hasta que la pretina quede bajo el busto", "Acomoda las piernas para que los bordes queden planos"],
    howToUseFr: ["Roulez le panty et enfilez une jambe apr\xE8s l\u2019autre", "Remontez-le uniform\xE9ment jusque sous la poitrine", "Lissez les jambes pour que les bords restent \xE0 plat"],
    stock: 58,
    garment: "shorts"
  },
  {
    code: "EC-1003",
    category: "everyday-confidence",
    nameEn: "Soft-Sculpt Wireless Bra",
    nameEs: "Brasier Moldeador Sin Varillas",
    nameFr: "Soutien-gorge Modelant Sans Armatures",
    descriptionEn: "Lift and shape without a single wire. A wide under-band and moulded, removable pads give a rounded, natural line that pairs perfectly with our seamless shapewear.",
    descriptionEs: "Realza y da forma sin una sola varilla. Su banda inferior ancha y las copas moldeadas removibles crean una l\xEDnea redonda y natural, ideal para combinar con nuestras prendas sin costuras.",
    descriptionFr: "Galbe et maintien, sans la moindre armature. Sa large bande sous-poitrine et ses coques moul\xE9es amovibles dessinent une ligne ronde et naturelle, parfaite avec nos pi\xE8ces sans coutures.",
    priceCents: 3900,
    colors: ["beige", "black", "nude", "cocoa"],
    sizes: ["S", "M", "L", "XL", "XXL"],
    benefitsEn: ["Wire-free lift", "Removable moulded pads", "Smooths the under-bust area", "Racerback-friendly straps"],
    benefitsEs: ["Realce sin varillas", "Copas moldeadas removibles", "Alisa la zona bajo el busto", "Tiras adaptables a espalda cruzada"],
    benefitsFr: ["Effet push-up sans armatures", "Coques moul\xE9es amovibles", "Lisse la zone sous la poitrine", "Bretelles convertibles en dos nageur"],
    ...CARE_SEAMLESS,
    howToUseEn: ["Slip the bra over your head like a crop top", "Settle the band flat under the bust and adjust the pads"],
    howToUseEs: ["P\xF3ntelo por la cabeza como un top", "Acomoda la banda bajo el busto y ajusta las copas"],
    howToUseFr: ["Enfilez-le par la t\xEAte comme une brassi\xE8re", "Placez la bande bien \xE0 plat sous la poitrine et ajustez les coques"],
    stock: 35,
    garment: "bra"
  },
  {
    code: "EC-1004",
    category: "everyday-confidence",
    nameEn: "Smoothing Shaper Cami",
    nameEs: "Camiseta Moldeadora de Tiras",
    nameFr: "Caraco Gainant",
    descriptionEn: "A fine-gauge camisole that evens out the torso and back, designed to be worn under blouses or on its own. Adjustable straps and a gently firm midsection make it the easiest layer in your wardrobe.",
    descriptionEs: "Una camiseta de tiras en tejido fino que empareja el torso y la espalda; \xFAsala debajo de blusas o sola. Tiras ajustables y un abdomen de control suave la convierten en la prenda m\xE1s pr\xE1ctica de tu cl\xF3set.",
    descriptionFr: "Un caraco en maille fine qui unifie le buste et le dos, \xE0 porter sous un chemisier ou seul. Bretelles r\xE9glables et ventre l\xE9g\xE8rement gainant : la pi\xE8ce la plus facile de votre garde-robe.",
    priceCents: 4200,
    colors: ["beige", "black"],
    sizes: ["XS", "S", "M", "L", "XL"],
    benefitsEn: ["Smooths back and sides", "Long length stays tucked in", "Adjustable straps", "Soft, breathable knit"],
    benefitsEs: ["Alisa espalda y costados", "Largo extra que no se sale del pantal\xF3n", "Tiras ajustables", "Tejido suave y transpirable"],
    benefitsFr: ["Lisse le dos et les flancs", "Longueur qui reste rentr\xE9e", "Bretelles r\xE9glables", "Maille douce et respirante"],
    ...CARE_SEAMLESS,
    howToUseEn: ["Put it on over your bra like any camisole", "Pull the hem down over the hips and tuck it in if you like"],
    howToUseEs: ["P\xF3ntela sobre el brasier como cualquier camiseta", "Baja el borde hasta la cadera y m\xE9tela en el pantal\xF3n si quieres"],
    howToUseFr: ["Enfilez-le par-dessus votre soutien-gorge comme un caraco classique", "Descendez l\u2019ourlet sur les hanches et rentrez-le si vous le souhaitez"],
    stock: 3,
    garment: "vest"
  },
  {
    code: "EC-1005",
    category: "everyday-confidence",
    nameEn: "Everyday Seamless Faja Short",
    nameEs: "Faja Short Sin Costuras Diaria",
    nameFr: "Gaine Panty Sans Coutures",
    descriptionEn: "All the shaping of a Colombian faja in a soft seamless knit you can wear every day. It firms the tummy, lifts the seat and reaches just above the knee for a clean line under trousers.",
    descriptionEs: "Toda la forma de una faja colombiana en un tejido sin costuras, suave y c\xF3modo para el d\xEDa a d\xEDa. Reafirma el abdomen, levanta la cola y llega justo encima de la rodilla para una l\xEDnea impecable bajo el pantal\xF3n.",
    descriptionFr: "Le galbe d\u2019une gaine colombienne dans une maille sans coutures assez douce pour tous les jours. Elle raffermit le ventre, rehausse le fessier et s\u2019arr\xEAte juste au-dessus du genou pour une ligne nette sous un pantalon.",
    priceCents: 5500,
    colors: ["beige", "black", "cocoa"],
    sizes: ["S", "M", "L", "XL", "XXL", "3XL", "4XL"],
    benefitsEn: ["Medium tummy control", "Shaped seat for a natural lift", "Flat, seam-free finish", "Easy to pull on alone"],
    benefitsEs: ["Control medio de abdomen", "Cola moldeada con levantamiento natural", "Acabado plano, sin costuras", "F\xE1cil de poner sin ayuda"],
    benefitsFr: ["Maintien moyen du ventre", "Fessier galb\xE9 pour un effet rehauss\xE9 naturel", "Finitions plates, sans coutures", "Facile \xE0 enfiler seule"],
    ...CARE_SEAMLESS,
    howToUseEn: ["Roll the faja down to the knees and step in", "Unroll it up the thighs and hips, a little at a time", "Centre the seat panels and smooth the waistband"],
    howToUseEs: ["Enrolla la faja hasta las rodillas y m\xE9tete en ella", "Desenr\xF3llala poco a poco por muslos y caderas", "Centra la zona de la cola y acomoda la pretina"],
    howToUseFr: ["Roulez la gaine jusqu\u2019aux genoux et enfilez-la", "D\xE9roulez-la peu \xE0 peu sur les cuisses et les hanches", "Centrez le fessier et lissez la ceinture"],
    stock: 27,
    garment: "faja-short"
  },
  {
    code: "EC-1006",
    category: "everyday-confidence",
    nameEn: "Light Control Waist Cincher",
    nameEs: "Cinturilla de Control Ligero",
    nameFr: "Serre-taille Maintien L\xE9ger",
    descriptionEn: "A slim, flexible cincher for days when you want definition without intensity. Soft boning and a breathable cotton lining keep it comfortable at your desk, in the car or on a long walk.",
    descriptionEs: "Una cinturilla delgada y flexible para los d\xEDas en que quieres definir sin apretar de m\xE1s. Varillas suaves y forro de algod\xF3n transpirable la hacen c\xF3moda en la oficina, en el carro o caminando.",
    descriptionFr: "Un serre-taille fin et souple pour les jours o\xF9 l\u2019on veut marquer la taille sans contrainte. Ses baleines souples et sa doublure en coton respirant le rendent agr\xE9able au bureau, en voiture comme en balade.",
    priceCents: 4900,
    colors: ["beige", "nude", "black"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL"],
    benefitsEn: ["Gentle waist definition", "Flexible boning that doesn\u2019t dig in", "Cotton lining against the skin", "Discreet under knitwear"],
    benefitsEs: ["Define la cintura con suavidad", "Varillas flexibles que no se clavan", "Forro de algod\xF3n en contacto con la piel", "Discreta bajo sacos y su\xE9teres"],
    benefitsFr: ["Taille marqu\xE9e en douceur", "Baleines souples qui ne blessent pas", "Doublure coton c\xF4t\xE9 peau", "Discret sous un pull"],
    ...CARE_POWERNET,
    howToUseEn: ["Wrap the cincher around your waist with the hooks at the front", "Fasten from the bottom up, starting on the loosest row", "Move to tighter rows only when it feels comfortable"],
    howToUseEs: ["Rodea tu cintura con los ganchos al frente", "Abrocha de abajo hacia arriba, empezando por la hilera m\xE1s floja", "Pasa a hileras m\xE1s ajustadas solo cuando te sientas c\xF3moda"],
    howToUseFr: ["Placez le serre-taille autour de la taille, agrafes devant", "Fermez de bas en haut en commen\xE7ant par la rang\xE9e la plus large", "Passez aux rang\xE9es plus serr\xE9es seulement quand vous \xEAtes \xE0 l\u2019aise"],
    stock: 19,
    garment: "waist-trainer"
  },
  {
    code: "EC-1007",
    category: "everyday-confidence",
    nameEn: "Strapless Seamless Bodysuit",
    nameEs: "Body Strapless Sin Costuras",
    nameFr: "Body Bustier Sans Coutures",
    descriptionEn: "Made for off-shoulder tops and party dresses: a silicone-lined neckline keeps it in place while the seamless body smooths from bust to hips. Detachable straps give you a second way to wear it.",
    descriptionEs: "Pensado para blusas off-shoulder y vestidos de fiesta: el escote con silicona lo mantiene en su sitio y el cuerpo sin costuras alisa del busto a la cadera. Incluye tiras removibles para usarlo de otra forma.",
    descriptionFr: "Con\xE7u pour les hauts \xE9paules d\xE9nud\xE9es et les robes de soir\xE9e : le d\xE9collet\xE9 silicon\xE9 le maintient en place tandis que le corps sans coutures lisse de la poitrine aux hanches. Bretelles amovibles incluses.",
    priceCents: 6400,
    colors: ["beige", "black", "nude"],
    sizes: ["XS", "S", "M", "L", "XL"],
    benefitsEn: ["Non-slip silicone neckline", "Detachable straps", "Smooth from bust to hips", "Snap crotch"],
    benefitsEs: ["Escote con silicona antideslizante", "Tiras removibles", "Alisa del busto a la cadera", "Broches en la entrepierna"],
    benefitsFr: ["Bord silicon\xE9 antiglisse", "Bretelles amovibles", "Lisse de la poitrine aux hanches", "Entrejambe \xE0 pressions"],
    ...CARE_SEAMLESS,
    howToUseEn: ["Step in and pull the body up to the bust", "Position the silicone band flat on the skin", "Clip on the straps if your outfit allows"],
    howToUseEs: ["Mete las piernas y sube el body hasta el busto", "Apoya la banda de silicona bien plana sobre la piel", "Engancha las tiras si tu look lo permite"],
    howToUseFr: ["Enfilez le body et remontez-le jusqu\u2019\xE0 la poitrine", "Posez la bande silicon\xE9e bien \xE0 plat sur la peau", "Clipsez les bretelles si votre tenue le permet"],
    stock: 0,
    garment: "bodysuit"
  },
  // -------------------------------------------------------------------------
  // Sculpt & support — high-compression Colombian fajas
  // -------------------------------------------------------------------------
  {
    code: "SS-2001",
    category: "sculpt-support",
    nameEn: "Stage 2 Post-Surgery Faja",
    nameEs: "Faja Postquir\xFArgica Etapa 2",
    nameFr: "Gaine Post-op\xE9ratoire Stade 2",
    descriptionEn: "A full-body stage 2 faja in double-layer powernet, with a front zipper and hook-and-eye closure for easy dressing during recovery. Wear it only once your surgeon has cleared you for stage 2 compression, and follow their instructions on how many hours a day.",
    descriptionEs: "Faja de cuerpo completo para etapa 2, en powernet de doble capa, con cremallera frontal y broches de gancho para vestirte con facilidad durante la recuperaci\xF3n. \xDAsala solo cuando tu cirujano autorice la etapa 2 y sigue sus indicaciones sobre las horas de uso.",
    descriptionFr: "Gaine int\xE9grale de stade 2 en powernet double \xE9paisseur, avec fermeture \xE9clair et agrafes sur le devant pour s\u2019habiller facilement pendant la convalescence. \xC0 porter uniquement apr\xE8s l\u2019accord de votre chirurgien pour la compression de stade 2, en suivant ses consignes de dur\xE9e.",
    priceCents: 13900,
    colors: ["beige", "nude", "cocoa"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"],
    benefitsEn: ["Firm, even compression", "Zipper plus hook-and-eye front", "Open crotch for practicality", "Flat seams that won\u2019t mark the skin"],
    benefitsEs: ["Compresi\xF3n firme y uniforme", "Cremallera y broches frontales", "Entrepierna abierta muy pr\xE1ctica", "Costuras planas que no marcan la piel"],
    benefitsFr: ["Compression ferme et homog\xE8ne", "Fermeture \xE9clair et agrafes devant", "Entrejambe ouvert, tr\xE8s pratique", "Coutures plates qui ne marquent pas"],
    ...CARE_POWERNET,
    howToUseEn: ["Check with your surgeon that you are ready for stage 2", "Sit down, step into the legs and pull up to the hips", "Close the hooks first, then the zipper, with help if needed", "Wear for the hours your medical team recommends"],
    howToUseEs: ["Confirma con tu cirujano que ya puedes pasar a etapa 2", "Si\xE9ntate, mete las piernas y sube la faja hasta la cadera", "Cierra primero los ganchos y luego la cremallera, con ayuda si hace falta", "\xDAsala las horas que indique tu equipo m\xE9dico"],
    howToUseFr: ["V\xE9rifiez avec votre chirurgien que vous pouvez passer au stade 2", "Asseyez-vous, enfilez les jambes et remontez jusqu\u2019aux hanches", "Fermez d\u2019abord les agrafes, puis la fermeture \xE9clair, avec de l\u2019aide si besoin", "Portez-la le nombre d\u2019heures indiqu\xE9 par votre \xE9quipe m\xE9dicale"],
    stock: 24,
    garment: "faja-long"
  },
  {
    code: "SS-2002",
    category: "sculpt-support",
    nameEn: "Classic Colombian Full-Body Faja",
    nameEs: "Faja Colombiana Cl\xE1sica Completa",
    nameFr: "Gaine Colombienne Int\xE9grale Classique",
    descriptionEn: "The faja that made Medell\xEDn famous: high back, knee-length legs and a firm front panel that sculpts the waist and lifts the seat. Sewn by hand in our workshop with reinforced seams that keep their shape wash after wash.",
    descriptionEs: "La faja que hizo famosa a Medell\xEDn: espalda alta, piernas a la rodilla y un panel frontal firme que moldea la cintura y levanta la cola. Confeccionada a mano en nuestro taller, con costuras reforzadas que mantienen la forma lavada tras lavada.",
    descriptionFr: "La gaine qui a fait la r\xE9putation de Medell\xEDn : dos haut, jambes jusqu\u2019au genou et panneau frontal ferme qui sculpte la taille et rehausse le fessier. Cousue \xE0 la main dans notre atelier, avec des coutures renforc\xE9es qui tiennent lavage apr\xE8s lavage.",
    priceCents: 14900,
    colors: ["beige", "black", "cocoa"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"],
    benefitsEn: ["High compression on waist and tummy", "Butt-lift cut-out panels", "High back for posture support", "Three rows of hook-and-eye closures", "Handmade in Colombia"],
    benefitsEs: ["Alta compresi\xF3n en cintura y abdomen", "Realce de gl\xFAteos con dise\xF1o levantacola", "Espalda alta que ayuda a la postura", "Tres hileras de broches", "Hecha a mano en Colombia"],
    benefitsFr: ["Forte compression de la taille et du ventre", "D\xE9coupe rehausse-fessier", "Dos haut pour un meilleur maintien", "Trois rang\xE9es d\u2019agrafes", "Fabriqu\xE9e \xE0 la main en Colombie"],
    ...CARE_POWERNET,
    howToUseEn: ["Step in with the faja open and pull it up to the hips", "Position the seat openings and settle the back panel", "Fasten the hooks from bottom to top on the loosest row"],
    howToUseEs: ["M\xE9tete en la faja abierta y s\xFAbela hasta la cadera", "Ubica las aberturas de la cola y acomoda la espalda", "Abrocha los ganchos de abajo hacia arriba en la hilera m\xE1s floja"],
    howToUseFr: ["Enfilez la gaine ouverte et remontez-la jusqu\u2019aux hanches", "Positionnez les d\xE9coupes du fessier et ajustez le dos", "Fermez les agrafes de bas en haut sur la rang\xE9e la plus large"],
    stock: 31,
    garment: "faja-long"
  },
  {
    code: "SS-2003",
    category: "sculpt-support",
    nameEn: "Stage 2 Mid-Thigh Faja with Hooks",
    nameEs: "Faja Etapa 2 a Medio Muslo con Broches",
    nameFr: "Gaine Stade 2 Mi-Cuisse \xE0 Agrafes",
    descriptionEn: "A shorter stage 2 option with strapless styling, a front hook-and-eye closure and a reinforced abdominal panel. Choose it when your surgeon recommends compression focused on the midsection, and always follow their advice on fit and wear time.",
    descriptionEs: "Una opci\xF3n m\xE1s corta para etapa 2, sin tiras, con cierre frontal de broches y panel abdominal reforzado. El\xEDgela cuando tu cirujano recomiende compresi\xF3n centrada en el abdomen y sigue siempre sus indicaciones de talla y tiempo de uso.",
    descriptionFr: "Une version courte pour le stade 2, sans bretelles, avec fermeture \xE0 agrafes devant et panneau abdominal renforc\xE9. \xC0 choisir lorsque votre chirurgien recommande une compression centr\xE9e sur le ventre, en suivant toujours ses conseils de taille et de dur\xE9e.",
    priceCents: 11900,
    colors: ["beige", "nude"],
    sizes: ["S", "M", "L", "XL", "XXL", "3XL"],
    benefitsEn: ["Reinforced double front panel", "Strapless, no pressure on shoulders", "Hook-and-eye front closure", "Silicone band keeps the top edge in place"],
    benefitsEs: ["Doble panel frontal reforzado", "Sin tiras, sin presi\xF3n en los hombros", "Cierre frontal de broches", "Banda de silicona que evita que se baje"],
    benefitsFr: ["Double panneau avant renforc\xE9", "Sans bretelles, aucune pression sur les \xE9paules", "Fermeture \xE0 agrafes devant", "Bande silicon\xE9e qui emp\xEAche de glisser"],
    ...CARE_POWERNET,
    howToUseEn: ["Get your surgeon\u2019s go-ahead before switching to stage 2", "Step in and raise the faja to the waist", "Close the hooks from the bottom up, sitting if that is easier"],
    howToUseEs: ["Pide la aprobaci\xF3n de tu cirujano antes de pasar a etapa 2", "M\xE9tete en la faja y s\xFAbela hasta la cintura", "Cierra los broches de abajo hacia arriba; sentada puede ser m\xE1s f\xE1cil"],
    howToUseFr: ["Obtenez l\u2019accord de votre chirurgien avant de passer au stade 2", "Enfilez la gaine et remontez-la jusqu\u2019\xE0 la taille", "Fermez les agrafes de bas en haut, assise si c\u2019est plus simple"],
    stock: 5,
    garment: "faja-short"
  },
  {
    code: "SS-2004",
    category: "sculpt-support",
    nameEn: "High-Back Posture Sculpt Vest",
    nameEs: "Chaleco Moldeador de Espalda Alta",
    nameFr: "Gilet Sculptant Dos Haut",
    descriptionEn: "A firm-compression vest that wraps the torso from under-bust to hips, with wide straps that gently draw the shoulders back. Ideal over a faja short for a complete sculpted look under dresses.",
    descriptionEs: "Un chaleco de compresi\xF3n firme que envuelve el torso desde el busto hasta la cadera, con tiras anchas que llevan los hombros suavemente hacia atr\xE1s. Perfecto sobre un short faja para un look moldeado completo bajo vestidos.",
    descriptionFr: "Un gilet \xE0 compression ferme qui enveloppe le buste de la poitrine aux hanches, avec de larges bretelles qui ram\xE8nent doucement les \xE9paules en arri\xE8re. Id\xE9al par-dessus un panty gainant pour une silhouette sculpt\xE9e sous une robe.",
    priceCents: 9500,
    colors: ["beige", "black", "nude", "cocoa"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL"],
    benefitsEn: ["Wide straps that encourage good posture", "Smooths bra bulges on the back", "Firm waist compression", "Front hook-and-eye closure"],
    benefitsEs: ["Tiras anchas que favorecen una buena postura", "Disimula los gorditos de la espalda", "Compresi\xF3n firme en la cintura", "Cierre frontal de broches"],
    benefitsFr: ["Bretelles larges pour une meilleure posture", "Lisse les bourrelets du dos", "Compression ferme de la taille", "Fermeture \xE0 agrafes devant"],
    ...CARE_POWERNET,
    howToUseEn: ["Slip your arms through the straps like a waistcoat", "Fasten the front hooks from the bottom up", "Adjust the shoulder straps so the back panel sits flat"],
    howToUseEs: ["Pasa los brazos por las tiras como un chaleco", "Abrocha los ganchos frontales de abajo hacia arriba", "Ajusta las tiras para que la espalda quede bien plana"],
    howToUseFr: ["Passez les bras dans les bretelles comme un gilet", "Fermez les agrafes de bas en haut", "R\xE9glez les bretelles pour que le dos reste bien \xE0 plat"],
    stock: 22,
    garment: "vest"
  },
  {
    code: "SS-2005",
    category: "sculpt-support",
    nameEn: "Made-to-Measure Colombian Faja",
    nameEs: "Faja Colombiana a la Medida",
    nameFr: "Gaine Colombienne Sur Mesure",
    descriptionEn: "Cut and sewn to your own measurements in our Colombian workshop, this full-body faja is the closest thing to a perfect fit. After checkout we contact you for your measurements; production takes 4 business days and delivery another 3-5.",
    descriptionEs: "Cortada y cosida con tus propias medidas en nuestro taller en Colombia: lo m\xE1s cercano a un ajuste perfecto. Despu\xE9s de tu compra te contactamos para tomar tus medidas; la confecci\xF3n tarda 4 d\xEDas h\xE1biles y el env\xEDo de 3 a 5 m\xE1s.",
    descriptionFr: "Coup\xE9e et cousue selon vos mensurations dans notre atelier colombien, cette gaine int\xE9grale offre un ajustement quasi parfait. Apr\xE8s votre commande, nous vous contactons pour vos mesures ; la confection prend 4 jours ouvr\xE9s, puis 3 \xE0 5 jours de livraison.",
    priceCents: 18900,
    colors: ["beige", "black", "nude", "cocoa"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"],
    benefitsEn: ["Pattern drafted from your measurements", "Choice of compression level", "Hook-and-eye and zipper options", "Hand-finished seams"],
    benefitsEs: ["Molde hecho con tus medidas", "Eliges el nivel de compresi\xF3n", "Opci\xF3n de broches o cremallera", "Terminaciones hechas a mano"],
    benefitsFr: ["Patron \xE9tabli d\u2019apr\xE8s vos mesures", "Niveau de compression au choix", "Agrafes ou fermeture \xE9clair au choix", "Finitions faites main"],
    ...CARE_POWERNET,
    howToUseEn: ["Pick your closest standard size at checkout", "Send us your waist, hip and torso measurements when we contact you", "Put it on as you would any full-body faja, fastening from the bottom up"],
    howToUseEs: ["Elige tu talla est\xE1ndar m\xE1s cercana al comprar", "Env\xEDanos tus medidas de cintura, cadera y torso cuando te contactemos", "P\xF3ntela como cualquier faja completa, abrochando de abajo hacia arriba"],
    howToUseFr: ["Choisissez la taille standard la plus proche lors de la commande", "Envoyez-nous vos tours de taille, de hanches et de buste quand nous vous contactons", "Enfilez-la comme une gaine int\xE9grale, en fermant de bas en haut"],
    stock: 15,
    garment: "faja-long",
    isCustomMade: true
  },
  {
    code: "SS-2006",
    category: "sculpt-support",
    nameEn: "Made-to-Measure Strapless Faja Short",
    nameEs: "Faja Short Strapless a la Medida",
    nameFr: "Panty Gainant Sans Bretelles Sur Mesure",
    descriptionEn: "Our strapless mid-thigh faja, tailored to your figure by the same hands that make our signature pieces. Perfect under gowns and bridal dresses; allow 4 business days for production plus 3-5 for delivery.",
    descriptionEs: "Nuestra faja strapless a medio muslo, ajustada a tu figura por las mismas manos que hacen nuestras piezas insignia. Ideal bajo vestidos de gala y de novia; calcula 4 d\xEDas h\xE1biles de confecci\xF3n m\xE1s 3 a 5 de env\xEDo.",
    descriptionFr: "Notre gaine sans bretelles \xE0 mi-cuisse, ajust\xE9e \xE0 votre silhouette par les m\xEAmes mains que nos pi\xE8ces phares. Parfaite sous une robe de soir\xE9e ou de mari\xE9e ; comptez 4 jours ouvr\xE9s de confection et 3 \xE0 5 jours de livraison.",
    priceCents: 16900,
    colors: ["beige", "nude", "black"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"],
    benefitsEn: ["Tailored to your measurements", "Invisible under fitted gowns", "Silicone grip at the top edge", "Front hook-and-eye closure"],
    benefitsEs: ["Confeccionada con tus medidas", "Invisible bajo vestidos ajustados", "Silicona en el borde superior", "Cierre frontal de broches"],
    benefitsFr: ["R\xE9alis\xE9e selon vos mesures", "Invisible sous les robes ajust\xE9es", "Bord sup\xE9rieur silicon\xE9", "Fermeture \xE0 agrafes devant"],
    ...CARE_POWERNET,
    howToUseEn: ["Order in your closest size and share your measurements with us", "Try it on as soon as it arrives, hooks on the loosest row", "Tell us within 48 hours if anything about the fit feels off"],
    howToUseEs: ["Pide tu talla m\xE1s cercana y comp\xE1rtenos tus medidas", "Pru\xE9batela apenas llegue, con los broches en la hilera m\xE1s floja", "Av\xEDsanos en las primeras 48 horas si algo del ajuste no te convence"],
    howToUseFr: ["Commandez la taille la plus proche et transmettez-nous vos mesures", "Essayez-la d\xE8s r\xE9ception, agrafes sur la rang\xE9e la plus large", "Pr\xE9venez-nous sous 48 heures si l\u2019ajustement ne vous convient pas"],
    stock: 12,
    garment: "faja-short",
    isCustomMade: true
  },
  {
    code: "SS-2007",
    category: "sculpt-support",
    nameEn: "Firm Compression Capri Faja",
    nameEs: "Faja Capri de Compresi\xF3n Firme",
    nameFr: "Gaine Corsaire Compression Ferme",
    descriptionEn: "Below-the-knee legs and a high, firm waist give this faja an all-over sculpting effect for thighs, hips and tummy. The inner cotton layer feels soft on the skin, while the outer powernet does the work.",
    descriptionEs: "Piernas bajo la rodilla y cintura alta y firme: esta faja moldea muslos, caderas y abdomen a la vez. La capa interna de algod\xF3n es suave con la piel y el powernet exterior hace todo el trabajo.",
    descriptionFr: "Jambes sous le genou et taille haute et ferme : cette gaine sculpte \xE0 la fois les cuisses, les hanches et le ventre. La couche int\xE9rieure en coton reste douce sur la peau, tandis que le powernet ext\xE9rieur fait tout le travail.",
    priceCents: 12900,
    colors: ["black", "cocoa"],
    sizes: ["S", "M", "L", "XL", "XXL", "3XL", "4XL"],
    benefitsEn: ["Sculpts thighs and knees", "Cotton-lined interior", "Firm high-waist panel", "Anti-roll leg bands"],
    benefitsEs: ["Moldea muslos y rodillas", "Interior forrado en algod\xF3n", "Panel de cintura alta y firme", "Bordes de pierna que no se enrollan"],
    benefitsFr: ["Sculpte les cuisses et les genoux", "Int\xE9rieur doubl\xE9 coton", "Panneau taille haute ferme", "Bas de jambes antiroulement"],
    ...CARE_POWERNET,
    howToUseEn: ["Gather each leg and pull it up to the knee first", "Work the faja up over the hips in small steps", "Fasten the front hooks and smooth the waist panel"],
    howToUseEs: ["Recoge cada pierna y s\xFAbela primero hasta la rodilla", "Sube la faja por la cadera poco a poco", "Abrocha los ganchos frontales y acomoda la cintura"],
    howToUseFr: ["Froncez chaque jambe et remontez-la d\u2019abord jusqu\u2019au genou", "Remontez la gaine sur les hanches par petites \xE9tapes", "Fermez les agrafes devant et lissez la ceinture"],
    stock: 18,
    garment: "faja-long"
  },
  // -------------------------------------------------------------------------
  // Silhouette enhancers — butt-lifters, waist trainers, sculpting bodysuits
  // -------------------------------------------------------------------------
  {
    code: "SE-3001",
    category: "silhouette-enhancers",
    nameEn: "Butt-Lifting Shaper Short",
    nameEs: "Short Levantacola",
    nameFr: "Panty Rehausse-fessier",
    descriptionEn: "Open seat panels and a contoured back seam lift and round the curves nature gave you, while the high waist flattens the tummy. No pads, no tricks: just clever Colombian pattern-making.",
    descriptionEs: "Aberturas en la cola y una costura trasera contorneada levantan y redondean tus curvas naturales, mientras la cintura alta aplana el abdomen. Sin rellenos ni trucos: puro patronaje colombiano.",
    descriptionFr: "Des d\xE9coupes au niveau du fessier et une couture arri\xE8re galb\xE9e rehaussent et arrondissent vos courbes naturelles, tandis que la taille haute aplatit le ventre. Ni coussinets ni artifices : juste le savoir-faire colombien.",
    priceCents: 5900,
    colors: ["beige", "black", "nude", "cocoa"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"],
    benefitsEn: ["Natural butt lift without padding", "Flattens the lower tummy", "High waist that doesn\u2019t roll down", "Invisible under jeans"],
    benefitsEs: ["Levanta la cola sin rellenos", "Aplana el bajo vientre", "Cintura alta que no se enrolla", "No se nota bajo los jeans"],
    benefitsFr: ["Effet rehauss\xE9 naturel, sans coussinets", "Aplatit le bas du ventre", "Taille haute qui ne roule pas", "Invisible sous un jean"],
    ...CARE_POWERNET,
    howToUseEn: ["Step in and pull up to the hips", "Centre each seat opening over the curve of the buttock", "Smooth the waistband up to just under the bust"],
    howToUseEs: ["M\xE9tete en el short y s\xFAbelo hasta la cadera", "Centra cada abertura sobre la curva del gl\xFAteo", "Sube la pretina hasta justo debajo del busto"],
    howToUseFr: ["Enfilez le panty et remontez-le jusqu\u2019aux hanches", "Centrez chaque d\xE9coupe sur le galbe du fessier", "Remontez la ceinture juste sous la poitrine"],
    stock: 47,
    garment: "shorts"
  },
  {
    code: "SE-3002",
    category: "silhouette-enhancers",
    nameEn: "Latex Hourglass Waist Trainer",
    nameEs: "Cinturilla de L\xE1tex Reloj de Arena",
    nameFr: "Serre-taille en Latex Sablier",
    descriptionEn: "The classic Colombian latex cincher: a firm core, flexible steel boning and three rows of hooks so you can adjust as you go. Wear it under clothes or over a tank for instant hourglass definition.",
    descriptionEs: "La cl\xE1sica cinturilla colombiana de l\xE1tex: n\xFAcleo firme, varillas de acero flexibles y tres hileras de ganchos para ajustarla a tu ritmo. \xDAsala bajo la ropa o sobre una camiseta para una cintura de reloj de arena al instante.",
    descriptionFr: "Le serre-taille colombien en latex par excellence : c\u0153ur ferme, baleines en acier flexibles et trois rang\xE9es d\u2019agrafes pour l\u2019ajuster \xE0 votre rythme. \xC0 porter sous les v\xEAtements ou sur un d\xE9bardeur pour une taille de gu\xEApe imm\xE9diate.",
    priceCents: 6900,
    colors: ["beige", "black", "nude"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"],
    benefitsEn: ["Instant waist definition", "Flexible steel boning", "Three adjustable hook rows", "Cotton inner lining", "Encourages upright posture"],
    benefitsEs: ["Define la cintura al instante", "Varillas de acero flexibles", "Tres hileras de ganchos ajustables", "Forro interno de algod\xF3n", "Ayuda a mantener una postura erguida"],
    benefitsFr: ["Taille marqu\xE9e instantan\xE9ment", "Baleines en acier flexibles", "Trois rang\xE9es d\u2019agrafes r\xE9glables", "Doublure int\xE9rieure en coton", "Invite \xE0 se tenir droite"],
    ...CARE_LATEX,
    howToUseEn: ["Start with 1-2 hours a day on the loosest hook row", "Wrap it around the waist and fasten from the bottom up", "Build up wear time gradually and take it off if you feel any discomfort"],
    howToUseEs: ["Empieza con 1 a 2 horas al d\xEDa en la hilera m\xE1s floja", "Rodea tu cintura y abrocha de abajo hacia arriba", "Aumenta el tiempo poco a poco y qu\xEDtatela si sientes molestias"],
    howToUseFr: ["Commencez par 1 \xE0 2 heures par jour sur la rang\xE9e la plus large", "Placez-le autour de la taille et fermez de bas en haut", "Augmentez la dur\xE9e progressivement et retirez-le en cas d\u2019inconfort"],
    stock: 53,
    garment: "waist-trainer"
  },
  {
    code: "SE-3003",
    category: "silhouette-enhancers",
    nameEn: "Sport Waist Trainer Belt",
    nameEs: "Cinturilla Deportiva con Velcro",
    nameFr: "Ceinture Sport Serre-taille",
    descriptionEn: "Built for the gym and long walks: a neoprene-lined trainer with a double Velcro wrap that you can tighten or loosen in seconds. It hugs the core and stays put through squats, lunges and cardio.",
    descriptionEs: "Hecha para el gimnasio y las caminatas: cinturilla forrada en neopreno con doble cierre de velcro que ajustas o aflojas en segundos. Abraza el abdomen y no se mueve en sentadillas, zancadas ni cardio.",
    descriptionFr: "Pens\xE9e pour la salle de sport et la marche : une ceinture doubl\xE9e de n\xE9opr\xE8ne, avec double fermeture auto-agrippante \xE0 r\xE9gler en quelques secondes. Elle enveloppe la sangle abdominale et ne bouge pas pendant les squats, fentes et s\xE9ances de cardio.",
    priceCents: 5500,
    colors: ["black", "cocoa"],
    sizes: ["S", "M", "L", "XL", "XXL"],
    benefitsEn: ["Quick double-Velcro adjustment", "Warm neoprene lining", "Stays in place during workouts", "Supportive feel for the lower back"],
    benefitsEs: ["Ajuste r\xE1pido con doble velcro", "Forro t\xE9rmico de neopreno", "No se sube ni se baja al entrenar", "Sensaci\xF3n de soporte en la zona lumbar"],
    benefitsFr: ["R\xE9glage rapide par double bande auto-agrippante", "Doublure n\xE9opr\xE8ne chaude", "Reste en place pendant l\u2019effort", "Sensation de maintien au niveau des lombaires"],
    careEn: ["Wipe the inside with a damp cloth after each workout", "Hand wash weekly in cool water", "Close the Velcro before washing", "Air dry; no dryer"],
    careEs: ["Limpia el interior con un pa\xF1o h\xFAmedo despu\xE9s de entrenar", "L\xE1vala a mano cada semana con agua fresca", "Cierra el velcro antes de lavar", "Secar al aire; sin secadora"],
    careFr: ["Essuyez l\u2019int\xE9rieur avec un linge humide apr\xE8s chaque s\xE9ance", "Lavez-la \xE0 la main chaque semaine \xE0 l\u2019eau fra\xEEche", "Fermez les bandes auto-agrippantes avant le lavage", "S\xE9chage \xE0 l\u2019air libre ; pas de s\xE8che-linge"],
    howToUseEn: ["Wrap the inner band snugly around your waist", "Pull the outer strap across and press firmly to close", "Drink water and take breaks as in any workout"],
    howToUseEs: ["Envuelve la banda interna ajustada a tu cintura", "Cruza la banda externa y presiona firme para cerrar", "Hidr\xE1tate y descansa como en cualquier entrenamiento"],
    howToUseFr: ["Enroulez la bande int\xE9rieure bien ajust\xE9e autour de la taille", "Croisez la sangle ext\xE9rieure et appuyez fermement pour fermer", "Hydratez-vous et faites des pauses comme pour tout entra\xEEnement"],
    stock: 38,
    garment: "waist-trainer"
  },
  {
    code: "SE-3004",
    category: "silhouette-enhancers",
    nameEn: "Hourglass Butt-Lift Bodysuit",
    nameEs: "Body Levantacola Reloj de Arena",
    nameFr: "Body Sablier Rehausse-fessier",
    descriptionEn: "Waist, tummy and seat in one sculpting piece: firm powernet through the middle, a lifting back and an open bust that works with your own bra. It is the secret under every bodycon dress.",
    descriptionEs: "Cintura, abdomen y cola en una sola prenda: powernet firme en el centro, espalda levantacola y busto libre para usar con tu propio brasier. El secreto detr\xE1s de cada vestido ajustado.",
    descriptionFr: "Taille, ventre et fessier en une seule pi\xE8ce sculptante : powernet ferme au centre, dos rehausse-fessier et poitrine libre pour garder votre propre soutien-gorge. Le secret de toutes les robes moulantes.",
    priceCents: 8900,
    colors: ["beige", "black", "cocoa"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL"],
    benefitsEn: ["Defines the waist", "Lifts and rounds the seat", "Open bust for your own bra", "Adjustable straps", "Hook-and-eye crotch"],
    benefitsEs: ["Define la cintura", "Levanta y redondea la cola", "Busto libre para tu brasier", "Tiras ajustables", "Entrepierna con broches"],
    benefitsFr: ["Marque la taille", "Rehausse et arrondit le fessier", "Poitrine libre pour votre soutien-gorge", "Bretelles r\xE9glables", "Entrejambe \xE0 agrafes"],
    ...CARE_POWERNET,
    howToUseEn: ["Step in and draw the bodysuit up over the hips", "Put on the straps and position the bust opening", "Fasten the crotch hooks and smooth the waist"],
    howToUseEs: ["Mete las piernas y sube el body por la cadera", "Ponte las tiras y acomoda la abertura del busto", "Cierra los broches de la entrepierna y alisa la cintura"],
    howToUseFr: ["Enfilez le body et remontez-le sur les hanches", "Passez les bretelles et ajustez l\u2019ouverture de la poitrine", "Fermez les agrafes de l\u2019entrejambe et lissez la taille"],
    stock: 4,
    garment: "bodysuit"
  },
  {
    code: "SE-3005",
    category: "silhouette-enhancers",
    nameEn: "Lift & Define Knee-Length Short",
    nameEs: "Short Levanta y Define a la Rodilla",
    nameFr: "Panty Galbant Longueur Genou",
    descriptionEn: "A longer butt-lifter that also smooths the thighs, so dresses and wide-leg trousers drape beautifully. The back seam follows your curves and the silicone leg grips keep everything where it belongs.",
    descriptionEs: "Un levantacola m\xE1s largo que tambi\xE9n alisa los muslos, para que vestidos y pantalones anchos caigan perfecto. La costura trasera sigue tus curvas y la silicona en las piernas mantiene todo en su lugar.",
    descriptionFr: "Un rehausse-fessier plus long qui lisse aussi les cuisses, pour que robes et pantalons larges tombent parfaitement. La couture arri\xE8re \xE9pouse vos courbes et les bords silicon\xE9s maintiennent tout en place.",
    priceCents: 6500,
    colors: ["beige", "black"],
    sizes: ["S", "M", "L", "XL", "XXL", "3XL", "4XL"],
    benefitsEn: ["Lifts the seat and smooths thighs", "Silicone leg grips", "Contoured back seam", "Medium tummy control"],
    benefitsEs: ["Levanta la cola y alisa los muslos", "Silicona antideslizante en las piernas", "Costura trasera contorneada", "Control medio de abdomen"],
    benefitsFr: ["Rehausse le fessier et lisse les cuisses", "Bords de jambes silicon\xE9s", "Couture arri\xE8re galb\xE9e", "Maintien moyen du ventre"],
    ...CARE_POWERNET,
    howToUseEn: ["Gather the legs and pull up to the knees", "Bring the short up over the hips and align the back seam", "Settle the silicone bands flat on the thighs"],
    howToUseEs: ["Recoge las piernas y s\xFAbelas hasta las rodillas", "Sube el short por la cadera y alinea la costura trasera", "Acomoda la silicona bien plana sobre los muslos"],
    howToUseFr: ["Froncez les jambes et remontez-les jusqu\u2019aux genoux", "Remontez le panty sur les hanches et alignez la couture arri\xE8re", "Posez les bandes silicon\xE9es bien \xE0 plat sur les cuisses"],
    stock: 26,
    garment: "shorts"
  },
  {
    code: "SE-3006",
    category: "silhouette-enhancers",
    nameEn: "Made-to-Measure Hourglass Trainer",
    nameEs: "Cinturilla Reloj de Arena a la Medida",
    nameFr: "Serre-taille Sablier Sur Mesure",
    descriptionEn: "A latex waist trainer cut to your exact under-bust, waist and hip measurements, with boning placed for your torso length. Made in our Colombian workshop in 4 business days and delivered in 3-5 more.",
    descriptionEs: "Cinturilla de l\xE1tex cortada seg\xFAn tus medidas exactas de bajo busto, cintura y cadera, con varillas ubicadas seg\xFAn el largo de tu torso. Hecha en nuestro taller colombiano en 4 d\xEDas h\xE1biles y entregada en 3 a 5 m\xE1s.",
    descriptionFr: "Un serre-taille en latex coup\xE9 selon vos tours sous-poitrine, de taille et de hanches, avec des baleines plac\xE9es selon la longueur de votre buste. Fabriqu\xE9 dans notre atelier colombien en 4 jours ouvr\xE9s, livr\xE9 en 3 \xE0 5 jours.",
    priceCents: 9900,
    colors: ["beige", "black", "nude", "cocoa"],
    sizes: ["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"],
    benefitsEn: ["Cut to your measurements", "Boning placed for your torso length", "Three rows of hooks", "Ideal for short or long torsos"],
    benefitsEs: ["Cortada con tus medidas", "Varillas seg\xFAn el largo de tu torso", "Tres hileras de ganchos", "Ideal para torsos cortos o largos"],
    benefitsFr: ["Coup\xE9 selon vos mesures", "Baleines adapt\xE9es \xE0 la longueur du buste", "Trois rang\xE9es d\u2019agrafes", "Id\xE9al pour les bustes courts ou longs"],
    ...CARE_LATEX,
    howToUseEn: ["Choose your closest size and send us your measurements", "When it arrives, start on the loosest row for short sessions", "Report any fit issue within 48 hours with a photo"],
    howToUseEs: ["Elige tu talla m\xE1s cercana y env\xEDanos tus medidas", "Cuando llegue, empieza en la hilera m\xE1s floja por ratos cortos", "Av\xEDsanos de cualquier problema de ajuste en 48 horas, con foto"],
    howToUseFr: ["Choisissez votre taille la plus proche et envoyez-nous vos mesures", "\xC0 r\xE9ception, commencez sur la rang\xE9e la plus large, par courtes p\xE9riodes", "Signalez tout souci d\u2019ajustement sous 48 heures, photo \xE0 l\u2019appui"],
    stock: 2,
    garment: "waist-trainer",
    isCustomMade: true
  },
  {
    code: "SE-3007",
    category: "silhouette-enhancers",
    nameEn: "Open-Bust Sculpting Bodysuit",
    nameEs: "Body Moldeador Busto Libre",
    nameFr: "Body Sculptant Poitrine Libre",
    descriptionEn: "A lighter sculpting body with a thong-style back, designed for figure-hugging outfits where no line may show. The open bust lets you keep your favourite bra, and the waist panel gently cinches.",
    descriptionEs: "Un body moldeador m\xE1s liviano, con espalda tipo tanga, pensado para looks ajustados donde no se puede notar ninguna l\xEDnea. El busto libre te deja usar tu brasier favorito y el panel de cintura estiliza con suavidad.",
    descriptionFr: "Un body sculptant plus l\xE9ger, dos string, pens\xE9 pour les tenues pr\xE8s du corps o\xF9 aucune ligne ne doit se voir. La poitrine libre permet de garder votre soutien-gorge pr\xE9f\xE9r\xE9 et le panneau de taille affine en douceur.",
    priceCents: 7900,
    colors: ["beige", "black", "nude"],
    sizes: ["XS", "S", "M", "L", "XL"],
    benefitsEn: ["Thong back, zero visible lines", "Gentle waist cinching", "Open bust for your own bra", "Lightweight for warm days"],
    benefitsEs: ["Espalda tipo tanga, cero l\xEDneas", "Estiliza la cintura con suavidad", "Busto libre para tu brasier", "Liviano para d\xEDas de calor"],
    benefitsFr: ["Dos string, aucune ligne visible", "Affine la taille en douceur", "Poitrine libre pour votre soutien-gorge", "L\xE9ger pour les beaux jours"],
    ...CARE_SEAMLESS,
    howToUseEn: ["Put on your usual bra first", "Step into the bodysuit and pull up over the hips", "Slip on the straps and adjust around the bust"],
    howToUseEs: ["Ponte primero tu brasier de siempre", "Mete las piernas y sube el body por la cadera", "Ponte las tiras y acomoda alrededor del busto"],
    howToUseFr: ["Mettez d\u2019abord votre soutien-gorge habituel", "Enfilez le body et remontez-le sur les hanches", "Passez les bretelles et ajustez autour de la poitrine"],
    stock: 33,
    garment: "bodysuit"
  },
  // -------------------------------------------------------------------------
  // Face & neck sculpt — chin straps, neck wraps, face sculpt masks
  // -------------------------------------------------------------------------
  {
    code: "FN-4001",
    category: "face-neck-sculpt",
    nameEn: "Chin Sculpt Strap",
    nameEs: "Mentonera Moldeadora",
    nameFr: "Mentonni\xE8re Sculptante",
    descriptionEn: "A soft, breathable strap that cradles the chin and jawline with gentle, even support. Wear it while you relax at home or overnight as part of your beauty routine.",
    descriptionEs: "Una mentonera suave y transpirable que sostiene el ment\xF3n y la l\xEDnea de la mand\xEDbula con un soporte delicado y parejo. \xDAsala mientras descansas en casa o en la noche como parte de tu rutina de belleza.",
    descriptionFr: "Une mentonni\xE8re douce et respirante qui soutient le menton et l\u2019ovale du visage avec un maintien d\xE9licat et r\xE9gulier. \xC0 porter pendant un moment de d\xE9tente ou la nuit, dans le cadre de votre routine beaut\xE9.",
    priceCents: 2900,
    colors: ["beige", "black", "nude"],
    sizes: ["S", "M", "L"],
    benefitsEn: ["Gentle chin and jaw support", "Breathable, skin-friendly fabric", "Adjustable hook-and-loop fastening"],
    benefitsEs: ["Soporte suave para ment\xF3n y mand\xEDbula", "Tela transpirable, amable con la piel", "Cierre ajustable de contacto"],
    benefitsFr: ["Maintien doux du menton et de la m\xE2choire", "Tissu respirant, doux pour la peau", "Fermeture auto-agrippante r\xE9glable"],
    ...CARE_FACE,
    howToUseEn: ["Place the cup under your chin", "Bring the bands up over the head and fasten at the crown", "Adjust until it feels snug but never tight"],
    howToUseEs: ["Ubica la copa bajo el ment\xF3n", "Lleva las bandas sobre la cabeza y ci\xE9rralas en la coronilla", "Ajusta hasta que quede firme pero nunca apretada"],
    howToUseFr: ["Placez la coque sous le menton", "Ramenez les bandes sur le haut de la t\xEAte et fermez-les", "Ajustez pour un maintien ferme, jamais serr\xE9"],
    stock: 60,
    garment: "chin-strap"
  },
  {
    code: "FN-4002",
    category: "face-neck-sculpt",
    nameEn: "Post-Procedure Chin & Jaw Compression",
    nameEs: "Mentonera de Compresi\xF3n Postprocedimiento",
    nameFr: "Mentonni\xE8re de Compression Post-intervention",
    descriptionEn: "A firmer chin and jaw garment in medical-grade elastic, with ear openings and a wide support band. Use it after facial procedures only as directed by your surgeon or practitioner.",
    descriptionEs: "Una mentonera m\xE1s firme, en el\xE1stico de grado m\xE9dico, con aberturas para las orejas y banda ancha de soporte. \xDAsala despu\xE9s de procedimientos faciales solo como te lo indique tu cirujano o especialista.",
    descriptionFr: "Une mentonni\xE8re plus ferme en \xE9lastique de qualit\xE9 m\xE9dicale, avec ouvertures pour les oreilles et large bande de maintien. \xC0 utiliser apr\xE8s une intervention du visage uniquement selon les indications de votre chirurgien ou praticien.",
    priceCents: 3900,
    colors: ["beige", "nude"],
    sizes: ["S", "M", "L"],
    benefitsEn: ["Firm, even compression", "Ear openings for comfort", "Wide band under the jaw", "Latex-free materials"],
    benefitsEs: ["Compresi\xF3n firme y uniforme", "Aberturas para las orejas", "Banda ancha bajo la mand\xEDbula", "Materiales libres de l\xE1tex"],
    benefitsFr: ["Compression ferme et homog\xE8ne", "Ouvertures pour les oreilles", "Large bande sous la m\xE2choire", "Mati\xE8res sans latex"],
    ...CARE_FACE,
    howToUseEn: ["Follow the wear schedule your surgeon gives you", "Position the band under the jaw with the ears through the openings", "Fasten at the top of the head without over-tightening"],
    howToUseEs: ["Sigue el horario de uso que te indique tu cirujano", "Ubica la banda bajo la mand\xEDbula con las orejas por las aberturas", "Ci\xE9rrala en la parte alta de la cabeza sin apretar de m\xE1s"],
    howToUseFr: ["Respectez le rythme de port indiqu\xE9 par votre chirurgien", "Placez la bande sous la m\xE2choire, oreilles dans les ouvertures", "Fermez sur le haut de la t\xEAte sans trop serrer"],
    stock: 1,
    garment: "chin-strap"
  },
  {
    code: "FN-4003",
    category: "face-neck-sculpt",
    nameEn: "Neck Smoothing Wrap",
    nameEs: "Banda Alisadora de Cuello",
    nameFr: "Bandeau Lissant pour le Cou",
    descriptionEn: "A contoured wrap that rests softly around the neck and d\xE9collet\xE9, helping you keep your chin up and your posture tall while you read, work or unwind. Pair it with your favourite neck cream for a little self-care ritual.",
    descriptionEs: "Una banda contorneada que descansa suavemente alrededor del cuello y el escote y te recuerda mantener el ment\xF3n en alto mientras lees, trabajas o te relajas. Comb\xEDnala con tu crema de cuello favorita para un momento de autocuidado.",
    descriptionFr: "Un bandeau galb\xE9 qui se pose d\xE9licatement autour du cou et du d\xE9collet\xE9, et vous aide \xE0 garder le menton haut et le port de t\xEAte droit pendant la lecture, le travail ou la d\xE9tente. Associez-le \xE0 votre cr\xE8me cou pr\xE9f\xE9r\xE9e pour un vrai rituel.",
    priceCents: 3500,
    colors: ["beige", "black", "nude", "cocoa"],
    sizes: ["M"],
    benefitsEn: ["Encourages a lifted chin posture", "Soft, breathable lining", "Adjustable closure at the nape"],
    benefitsEs: ["Favorece llevar el ment\xF3n en alto", "Forro suave y transpirable", "Cierre ajustable en la nuca"],
    benefitsFr: ["Encourage un port de t\xEAte relev\xE9", "Doublure douce et respirante", "Fermeture r\xE9glable sur la nuque"],
    ...CARE_FACE,
    howToUseEn: ["Apply your skincare and let it absorb", "Wrap the band around the neck with the curved edge under the jaw", "Close at the nape and wear for 20-30 minutes"],
    howToUseEs: ["Aplica tu crema y deja que se absorba", "Coloca la banda con el borde curvo bajo la mand\xEDbula", "Ci\xE9rrala en la nuca y \xFAsala de 20 a 30 minutos"],
    howToUseFr: ["Appliquez votre soin et laissez-le p\xE9n\xE9trer", "Placez le bandeau, bord arrondi sous la m\xE2choire", "Fermez-le sur la nuque et portez-le 20 \xE0 30 minutes"],
    stock: 44,
    garment: "neck-wrap"
  },
  {
    code: "FN-4004",
    category: "face-neck-sculpt",
    nameEn: "Full-Face Sculpt Mask",
    nameEs: "M\xE1scara Moldeadora Facial Completa",
    nameFr: "Masque Sculptant Visage Complet",
    descriptionEn: "A lightweight sculpting mask that supports cheeks, jawline and chin at once, leaving the eyes, nose and mouth free. Made for quiet evenings and overnight wear, in a fabric that stays cool against the skin.",
    descriptionEs: "Una m\xE1scara moldeadora liviana que sostiene mejillas, mand\xEDbula y ment\xF3n a la vez, dejando libres ojos, nariz y boca. Pensada para noches tranquilas y para dormir, en una tela fresca sobre la piel.",
    descriptionFr: "Un masque sculptant l\xE9ger qui soutient \xE0 la fois les joues, l\u2019ovale et le menton, en laissant les yeux, le nez et la bouche libres. Id\xE9al pour les soir\xE9es calmes et la nuit, dans un tissu qui reste frais sur la peau.",
    priceCents: 4500,
    colors: ["beige", "black"],
    sizes: ["S", "M", "L"],
    benefitsEn: ["Supports cheeks, jaw and chin", "Open eyes, nose and mouth", "Cool-touch fabric", "Comfortable enough to sleep in"],
    benefitsEs: ["Sostiene mejillas, mand\xEDbula y ment\xF3n", "Ojos, nariz y boca libres", "Tela fresca al tacto", "Tan c\xF3moda que puedes dormir con ella"],
    benefitsFr: ["Soutient joues, m\xE2choire et menton", "Yeux, nez et bouche d\xE9gag\xE9s", "Tissu frais au toucher", "Assez confortable pour dormir"],
    ...CARE_FACE,
    howToUseEn: ["Slip the mask over your face, chin into the cup", "Adjust the side bands behind the head", "Fasten at the crown with gentle tension"],
    howToUseEs: ["Ponte la m\xE1scara con el ment\xF3n dentro de la copa", "Ajusta las bandas laterales detr\xE1s de la cabeza", "Ci\xE9rrala en la coronilla con una tensi\xF3n suave"],
    howToUseFr: ["Enfilez le masque, menton dans la coque", "Ajustez les bandes lat\xE9rales derri\xE8re la t\xEAte", "Fermez sur le haut de la t\xEAte avec une tension l\xE9g\xE8re"],
    stock: 29,
    garment: "chin-strap"
  },
  {
    code: "FN-4005",
    category: "face-neck-sculpt",
    nameEn: "Silk-Touch Night Neck Wrap",
    nameEs: "Banda Nocturna para Cuello Tacto Seda",
    nameFr: "Bandeau de Nuit Toucher Soie",
    descriptionEn: "A neck wrap with a silky satin lining that glides over the skin and won\u2019t tug at your night cream. A gently structured band keeps its shape so you can simply put it on and sleep.",
    descriptionEs: "Una banda para el cuello con forro satinado, suave como la seda, que se desliza sobre la piel sin arrastrar tu crema de noche. Su estructura ligera mantiene la forma: te la pones y a dormir.",
    descriptionFr: "Un bandeau pour le cou doubl\xE9 d\u2019un satin soyeux qui glisse sur la peau sans accrocher votre cr\xE8me de nuit. Sa structure l\xE9g\xE8re garde sa forme : il suffit de l\u2019enfiler et de dormir.",
    priceCents: 4200,
    colors: ["nude", "cocoa"],
    sizes: ["S", "M", "L"],
    benefitsEn: ["Silky satin lining", "Won\u2019t absorb your night cream", "Holds its shape overnight"],
    benefitsEs: ["Forro satinado tacto seda", "No absorbe tu crema de noche", "Mantiene la forma toda la noche"],
    benefitsFr: ["Doublure satin\xE9e toucher soie", "N\u2019absorbe pas votre cr\xE8me de nuit", "Garde sa forme toute la nuit"],
    ...CARE_FACE,
    howToUseEn: ["Apply your night cream", "Wrap the band around the neck, satin side in", "Close at the nape so it sits comfortably"],
    howToUseEs: ["Aplica tu crema de noche", "Coloca la banda con el lado satinado hacia la piel", "Ci\xE9rrala en la nuca de forma c\xF3moda"],
    howToUseFr: ["Appliquez votre cr\xE8me de nuit", "Placez le bandeau, c\xF4t\xE9 satin contre la peau", "Fermez-le sur la nuque sans serrer"],
    stock: 16,
    garment: "neck-wrap"
  },
  {
    code: "FN-4006",
    category: "face-neck-sculpt",
    nameEn: "Face & Neck Contour Set",
    nameEs: "Set Contorno de Rostro y Cuello",
    nameFr: "Coffret Contour Visage et Cou",
    descriptionEn: "Our chin sculpt strap and neck smoothing wrap together in a keepsake pouch, at a set price. A thoughtful gift, or simply your complete evening routine in one box.",
    descriptionEs: "Nuestra mentonera moldeadora y la banda alisadora de cuello juntas, en un estuche de regalo y a precio especial. Un detalle lindo para regalar, o tu rutina de noche completa en una sola caja.",
    descriptionFr: "Notre mentonni\xE8re sculptante et notre bandeau lissant r\xE9unis dans une jolie pochette, \xE0 prix coffret. Une belle id\xE9e cadeau, ou tout simplement votre rituel du soir au complet.",
    priceCents: 5900,
    colors: ["beige", "black", "nude"],
    sizes: ["S", "M", "L"],
    benefitsEn: ["Two pieces at a set price", "Gift-ready fabric pouch", "Matching colours", "Complete face and neck routine"],
    benefitsEs: ["Dos piezas a precio especial", "Estuche de tela listo para regalar", "Colores combinados", "Rutina completa de rostro y cuello"],
    benefitsFr: ["Deux pi\xE8ces \xE0 prix coffret", "Pochette en tissu pr\xEAte \xE0 offrir", "Coloris assortis", "Rituel complet visage et cou"],
    ...CARE_FACE,
    howToUseEn: ["Use the neck wrap during the day or while you read", "Switch to the chin strap in the evening or overnight"],
    howToUseEs: ["Usa la banda de cuello de d\xEDa o mientras lees", "Cambia a la mentonera en la noche o para dormir"],
    howToUseFr: ["Portez le bandeau pour le cou en journ\xE9e ou pendant la lecture", "Passez \xE0 la mentonni\xE8re le soir ou pour la nuit"],
    stock: 9,
    garment: "neck-wrap"
  },
  {
    code: "FN-4007",
    category: "face-neck-sculpt",
    nameEn: "Overnight V-Line Lifting Band",
    nameEs: "Banda Nocturna L\xEDnea V",
    nameFr: "Bandeau de Nuit Ovale en V",
    descriptionEn: "A slim V-line band in stretch mesh that follows the jaw up to the temples for gentle overnight support. So light you\u2019ll forget you\u2019re wearing it.",
    descriptionEs: "Una banda delgada en malla el\xE1stica que sigue la mand\xEDbula hasta las sienes y da un soporte suave durante la noche. Tan liviana que olvidas que la llevas puesta.",
    descriptionFr: "Un bandeau fin en r\xE9sille extensible qui suit la m\xE2choire jusqu\u2019aux tempes pour un maintien d\xE9licat pendant la nuit. Si l\xE9ger qu\u2019on l\u2019oublie.",
    priceCents: 3200,
    colors: ["beige", "nude", "black", "cocoa"],
    sizes: ["M"],
    benefitsEn: ["Ultra-light stretch mesh", "Follows the V of the jaw", "One size with adjustable closure"],
    benefitsEs: ["Malla el\xE1stica ultraliviana", "Sigue la forma en V de la mand\xEDbula", "Talla \xFAnica con cierre ajustable"],
    benefitsFr: ["R\xE9sille extensible ultral\xE9g\xE8re", "Suit le V de la m\xE2choire", "Taille unique, fermeture r\xE9glable"],
    ...CARE_FACE,
    howToUseEn: ["Place the band under the chin", "Bring both sides up past the ears and close at the top of the head"],
    howToUseEs: ["Ubica la banda bajo el ment\xF3n", "Sube ambos lados por delante de las orejas y ci\xE9rrala arriba"],
    howToUseFr: ["Placez le bandeau sous le menton", "Remontez les deux c\xF4t\xE9s devant les oreilles et fermez sur le dessus de la t\xEAte"],
    stock: 50,
    garment: "chin-strap"
  }
];

// worker/src/db/seed/stable-id.ts
var PRODUCT_NAMESPACE = "f0bb9c7c-a587-420e-aeca-d8c3c26c9c15";
var hexToBytes = (hex) => Uint8Array.from(hex.match(/../g), (pair) => parseInt(pair, 16));
async function nameBasedUuid(namespace, name2) {
  const ns = hexToBytes(namespace.replace(/-/g, ""));
  const text3 = new TextEncoder().encode(name2);
  const input = new Uint8Array(ns.length + text3.length);
  input.set(ns);
  input.set(text3, ns.length);
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-1", input)).slice(0, 16);
  bytes[6] = bytes[6] & 15 | 80;
  bytes[8] = bytes[8] & 63 | 128;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
var productIdFor = (code) => nameBasedUuid(PRODUCT_NAMESPACE, code);

// worker/src/db/seed/seed.ts
var DEMO_ACCOUNTS = [
  { email: "admin@example.com", role: "admin", firstName: "Alejandra", lastName: "Restrepo" },
  { email: "staff@example.com", role: "staff", firstName: "Santiago", lastName: "G\xF3mez" },
  { email: "wholesale@example.com", role: "wholesale", firstName: "Camille", lastName: "Tremblay" },
  { email: "customer@example.com", role: "customer", firstName: "Emily", lastName: "Carter" }
];
var productImagePath = (code, color) => versionedImage(`/images/products/${code.toLowerCase()}-${color}.svg`);
var isEmpty = async (db, table) => (await db.select({ n: sql3`count(*)` }).from(table))[0]?.n === 0;
var daysFrom = (now2, days) => new Date(now2.getTime() + days * 864e5).toISOString();
async function seedDemoData(db, options) {
  const report = { products: 0, posts: 0, offers: 0, accounts: [] };
  const { now: now2 } = options;
  if (await isEmpty(db, products)) {
    const ids = await Promise.all(seedProducts.map((p) => productIdFor(p.code)));
    const rows = seedProducts.map((p, i) => {
      const { garment: _g, ...fields } = p;
      return {
        ...fields,
        id: ids[i],
        images: p.colors.map((c) => productImagePath(p.code, c)),
        // Spread creation times so "newest" sorting is meaningful and stable.
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 864e5).toISOString()
      };
    });
    await db.insert(products).values(rows);
    report.products = rows.length;
  }
  if (await isEmpty(db, blogPosts)) {
    await db.insert(blogPosts).values(seedPosts.map((p) => ({ ...p, imageUrl: versionedImage(`/images/blog/${p.slug}.svg`) })));
    report.posts = seedPosts.length;
  }
  if (await isEmpty(db, dashboardOffers)) {
    await db.insert(dashboardOffers).values(
      seedOffers.map(({ startDaysAgo, endInDays, ...o }) => ({
        ...o,
        startDate: daysFrom(now2, -startDaysAgo),
        endDate: daysFrom(now2, endInDays)
      }))
    );
    report.offers = seedOffers.length;
  }
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) continue;
    const [user] = await db.insert(users).values({ ...account, isEmailVerified: true, preferredLanguage: account.role === "wholesale" ? "fr" : "en" }).returning();
    if (!user) continue;
    await db.insert(userCredentials).values({ userId: user.id, passwordHash: await hashPassword(options.password) });
    report.accounts.push(account.email);
    if (account.role === "wholesale") await seedWholesaleAccount(db, user.id, now2);
    if (account.role === "customer") await seedCustomerHistory(db, user, now2);
  }
  return report;
}
async function seedWholesaleAccount(db, userId, now2) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@example.com"));
  await db.insert(wholesaleAccounts).values({
    userId,
    companyName: "Boutique Silhouette Montr\xE9al",
    taxId: "CA-123456789",
    businessType: "boutique",
    pricingTier: "gold",
    discountBasisPoints: 1500,
    creditLimitCents: 5e5,
    status: "approved",
    approvedAt: daysFrom(now2, -60),
    approvedBy: admin?.id ?? null
  });
}
async function seedCustomerHistory(db, user, now2) {
  const catalogue = await db.select().from(products).orderBy(asc(products.createdAt)).limit(6);
  const baskets = [
    { daysAgo: 160, status: "delivered", picks: [1, 2, 3, 5] },
    { daysAgo: 75, status: "delivered", picks: [0, 2] },
    { daysAgo: 30, status: "shipped", picks: [1] },
    { daysAgo: 4, status: "processing", picks: [3, 4, 5] }
  ];
  for (const basket of baskets) {
    const lines = basket.picks.flatMap((i) => {
      const p = catalogue[i];
      return p ? [{ product: p, quantity: 1 + i % 2 }] : [];
    });
    if (lines.length === 0) continue;
    const subtotal = lines.reduce((s, l) => s + l.product.priceCents * l.quantity, 0);
    const shipping = shippingFor(subtotal);
    const createdAt2 = daysFrom(now2, -basket.daysAgo);
    const address = { street: "245 Maple Avenue", city: "Austin", state: "TX", postalCode: "78701", country: "United States" };
    const [order] = await db.insert(orders).values({
      orderNumber: await nextOrderNumber(db),
      userId: user.id,
      customerEmail: user.email,
      customerName: `${user.firstName} ${user.lastName}`,
      customerPhone: "+1 512 555 0142",
      shippingAddress: address,
      billingAddress: address,
      subtotalCents: subtotal,
      shippingCents: shipping,
      totalCents: subtotal + shipping,
      paymentMethod: "card",
      status: basket.status,
      createdAt: createdAt2,
      updatedAt: createdAt2
    }).returning();
    if (!order) continue;
    await db.insert(orderItems).values(
      lines.map(({ product, quantity: quantity2 }) => ({
        orderId: order.id,
        productId: product.id,
        productCode: product.code,
        productName: product.nameEn,
        productImage: product.images[0] ?? null,
        color: product.colors[0] ?? "black",
        size: product.sizes[Math.min(2, product.sizes.length - 1)] ?? "M",
        quantity: quantity2,
        unitPriceCents: product.priceCents,
        subtotalCents: product.priceCents * quantity2
      }))
    );
    await db.insert(loyaltyLedger).values({
      userId: user.id,
      points: pointsEarnedFor(order.subtotalCents, order.discountCents),
      transactionType: "earned",
      referenceId: order.id,
      description: `Order ${order.orderNumber}`,
      createdAt: createdAt2
    });
  }
}

// worker/node.ts
import { existsSync, mkdirSync, readFileSync as readFileSync2, writeFileSync } from "node:fs";
import { dirname, join as join3, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createClient } from "@libsql/client";
import { Hono as Hono19 } from "hono";

// worker/node-compression.ts
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// worker/src/http/content-coding.ts
function acceptedEncodings(header) {
  const accepted = /* @__PURE__ */ new Set();
  for (const part of (header ?? "").split(",")) {
    const [name2, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name2 && (q === void 0 || Number(q) > 0)) accepted.add(name2);
  }
  return ["br", "gzip"].filter((e) => accepted.has(e));
}

// worker/node-compression.ts
var COMPRESSIBLE = /^(application\/(json|[\w.+-]+\+json)|text\/)/i;
var MIN_BYTES = 1024;
var brotli = promisify(brotliCompress);
var gzipAsync = promisify(gzip);
var compress = (bytes, encoding) => encoding === "br" ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }) : gzipAsync(bytes, { level: 6 });
function compressApi() {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (/accept-encoding/i.test(res.headers.get("Vary") ?? "") || !COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "")) return;
    const encoding = acceptedEncodings(c.req.header("accept-encoding"))[0];
    if (!encoding) {
      res.headers.append("Vary", "Accept-Encoding");
      return;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const body3 = bytes.byteLength >= MIN_BYTES ? await compress(bytes, encoding) : bytes;
    const headers = new Headers(res.headers);
    headers.append("Vary", "Accept-Encoding");
    headers.set("Content-Length", String(body3.byteLength));
    if (body3 !== bytes) headers.set("Content-Encoding", encoding);
    c.res = void 0;
    c.res = new Response(body3, { status: res.status, headers });
  };
}

// worker/node-sync-cursor.ts
import Database from "libsql";
function openSyncCursorReader(path) {
  const connection = new Database(path, { readonly: true });
  const statement = connection.prepare("SELECT value FROM counters WHERE name = 'sync'");
  return {
    read: () => Number(statement.get()?.value ?? 0),
    close: () => connection.close()
  };
}

// worker/node-static.ts
import { readFileSync, statSync } from "node:fs";
import { join, normalize, sep } from "node:path";
import { getMimeType } from "hono/utils/mime";

// worker/src/http/promise-lru.ts
var PromiseLru = class {
  constructor(maxBytes, sizeOf) {
    this.maxBytes = maxBytes;
    this.sizeOf = sizeOf;
  }
  maxBytes;
  sizeOf;
  entries = /* @__PURE__ */ new Map();
  sizes = /* @__PURE__ */ new Map();
  bytes = 0;
  get(key, make) {
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const pending = make();
    this.entries.set(key, pending);
    pending.then(
      (value) => this.admit(key, pending, this.sizeOf(value)),
      () => this.entries.get(key) === pending && this.entries.delete(key)
    );
    return pending;
  }
  clear() {
    this.entries.clear();
    this.sizes.clear();
    this.bytes = 0;
  }
  admit(key, pending, size) {
    if (this.entries.get(key) !== pending) return;
    if (size > this.maxBytes / 2) {
      this.entries.delete(key);
      return;
    }
    this.sizes.set(key, size);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }
};

// worker/src/http/cached-answer.ts
var encoder = new TextEncoder();
async function encode(built) {
  const parts = [];
  let size = 0;
  for await (const piece of built.json) {
    const bytes2 = encoder.encode(piece);
    parts.push(bytes2);
    size += bytes2.byteLength;
  }
  const bytes = parts.length === 1 ? parts[0] : new Uint8Array(size);
  if (parts.length !== 1) {
    let offset = 0;
    for (const part of parts) {
      bytes.set(part, offset);
      offset += part.byteLength;
    }
  }
  return { bytes, etag: built.etag, encoded: {} };
}
var AnswerCache = class {
  /** `cursor` reads the database's sync cursor, afresh on every call. */
  constructor(maxBytes, cursor) {
    this.cursor = cursor;
    this.answers = new PromiseLru(maxBytes, (answer) => answer.bytes.byteLength);
  }
  cursor;
  cachedCursor = -1;
  answers;
  get(cursor, key, build) {
    if (cursor < this.cachedCursor) return build().then(encode);
    if (cursor > this.cachedCursor) {
      this.cachedCursor = cursor;
      this.answers.clear();
    }
    return this.answers.get(key, () => build().then(encode));
  }
};
function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const opaque = (tag) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
function shortHash(text3) {
  let hash = 2166136261;
  for (let i = 0; i < text3.length; i++) hash = Math.imul(hash ^ text3.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(16);
}
var weakEtag = (name2) => `W/"${name2}"`;
async function sendAnswer(c, answer, cacheControl, compress2) {
  c.header("Cache-Control", cacheControl);
  c.header("ETag", answer.etag);
  if (compress2) c.header("Vary", "Accept-Encoding");
  if (matchesEtag(c.req.header("if-none-match"), answer.etag)) return c.body(null, 304);
  c.header("Content-Type", "application/json; charset=UTF-8");
  const encoding = compress2 && answer.bytes.byteLength >= 1024 ? acceptedEncodings(c.req.header("accept-encoding"))[0] : void 0;
  if (!encoding) return c.body(answer.bytes, 200);
  const pending = answer.encoded[encoding] ??= compress2(answer.bytes, encoding);
  pending.catch(() => answer.encoded[encoding] === pending && delete answer.encoded[encoding]);
  const body3 = await pending;
  c.header("Content-Encoding", encoding);
  return c.body(body3, 200);
}
async function* jsonArray(pages) {
  yield "[";
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const text3 = JSON.stringify(page);
    yield first ? text3.slice(1, -1) : `,${text3.slice(1, -1)}`;
    first = false;
  }
  yield "]";
}

// worker/node-static.ts
var NO_CACHE = /(^|\/)(index\.html|sw\.js|registerSW\.js|workbox-[^/]*\.js|manifest\.webmanifest)$/;
var IMMUTABLE = /^\/(assets|images\/v)\//;
var COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon))/;
var MAX_CACHED_BYTES = 4 * 1024 * 1024;
var SUFFIX = { br: ".br", gzip: ".gz" };
function cacheControlFor(path) {
  if (NO_CACHE.test(path)) return "no-cache";
  if (IMMUTABLE.test(path)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}
var statOf = (path) => {
  try {
    return statSync(path);
  } catch {
    return void 0;
  }
};
function readVariant(path, source) {
  const stats = statOf(path);
  return stats?.isFile() && stats.mtimeMs >= source.mtimeMs ? readFileSync(path) : void 0;
}
function staticFiles(root) {
  const files = /* @__PURE__ */ new Map();
  function load(path) {
    const stats = statOf(path);
    if (!stats?.isFile()) return void 0;
    const version = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
    const known = files.get(path);
    if (known?.version === version) return known;
    const type = getMimeType(path) ?? "application/octet-stream";
    const compressible = COMPRESSIBLE_TYPE.test(type);
    const file = {
      version,
      etag: `W/"${version}"`,
      lastModified: stats.mtime.toUTCString(),
      type,
      compressible,
      bodies: { identity: readFileSync(path) }
    };
    if (compressible) {
      for (const encoding of ["br", "gzip"]) file.bodies[encoding] = readVariant(path + SUFFIX[encoding], stats);
    }
    if (stats.size <= MAX_CACHED_BYTES) files.set(path, file);
    return file;
  }
  function resolve2(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return void 0;
    }
    if (decoded.includes("\0") || /\.(br|gz)$/.test(decoded)) return void 0;
    const path = normalize(join(root, decoded));
    return path.startsWith(root + sep) ? path : void 0;
  }
  function send(c, file, cacheControl) {
    c.header("Cache-Control", cacheControl);
    c.header("ETag", file.etag);
    c.header("Last-Modified", file.lastModified);
    if (file.compressible) c.header("Vary", "Accept-Encoding");
    const ifNoneMatch = c.req.header("if-none-match");
    const ifModifiedSince = c.req.header("if-modified-since");
    const unchanged = ifNoneMatch !== void 0 ? matchesEtag(ifNoneMatch, file.etag) : ifModifiedSince !== void 0 && Date.parse(ifModifiedSince) >= Date.parse(file.lastModified);
    if (unchanged) return c.body(null, 304);
    const encoding = acceptedEncodings(c.req.header("accept-encoding")).find((e) => file.bodies[e]);
    const body3 = encoding ? file.bodies[encoding] : file.bodies.identity;
    c.header("Content-Type", file.type);
    if (encoding) c.header("Content-Encoding", encoding);
    c.header("Content-Length", String(body3.byteLength));
    return c.req.method === "HEAD" ? c.body(null, 200) : c.body(body3, 200);
  }
  const middleware = async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = resolve2(c.req.path);
    const file = path ? load(path) : void 0;
    if (!file) return next();
    return send(c, file, cacheControlFor(c.req.path));
  };
  const fileAt = (relativePath) => load(join(root, relativePath));
  return { middleware, fileAt, send };
}

// worker/src/app.ts
import { Hono as Hono18 } from "hono";

// shared/contracts/auth.ts
import { z as z3 } from "zod";

// shared/schemas/auth.ts
import { z as z2 } from "zod";

// shared/catalogue/catalogue.ts
var PRODUCT_CATEGORIES = [
  "everyday-confidence",
  "sculpt-support",
  "silhouette-enhancers",
  "face-neck-sculpt"
];
var PRODUCT_COLORS = ["beige", "black", "nude", "cocoa"];
var LANGUAGES = ["en", "es", "fr"];
var LOCALE_TAGS = { en: "en-US", es: "es-CO", fr: "fr-FR" };
function localized(entity, field, lang) {
  const suffix = lang === "es" ? "Es" : lang === "fr" ? "Fr" : "En";
  return entity[`${field}${suffix}`];
}

// shared/schemas/fields.ts
import { z } from "zod";

// shared/schemas/messages.ts
var MESSAGES = {
  // Email (shared/schemas/fields.ts). The forms word it differently (spec §5): the account and
  // newsletter forms ask 'Please enter a valid email address', the contact form says
  // 'Invalid email address'.
  emailInvalid: "Please enter a valid email address",
  emailRequired: "Please enter your email address.",
  contactEmailInvalid: "Invalid email address",
  // Any one-line text field (shared/schemas/fields.ts singleLineText): names, subjects, phone numbers.
  textSingleLine: "Please use a single line of plain text, without line breaks or control characters",
  // A language code (contact message, newsletter signup).
  languageCodeInvalid: "Language must be one of en, es or fr",
  // Accounts (shared/schemas/auth.ts)
  passwordRequired: "Password is required",
  passwordMin6: "Password must be at least 6 characters",
  passwordMin8: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  passwordLowercase: "Password must contain at least one lowercase letter",
  passwordUppercase: "Password must contain at least one uppercase letter",
  passwordDigit: "Password must contain at least one number",
  passwordsDontMatch: "Passwords don't match",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  firstNameMin: "First name must be at least 2 characters",
  lastNameMin: "Last name must be at least 2 characters",
  nameTooLong: "Name must be at most 80 characters",
  phoneTooLong: "Phone number must be at most 30 characters",
  languageInvalid: "Preferred language must be English, Spanish or French",
  accountTypeInvalid: "Account type must be customer or wholesale",
  roleInvalid: "Role must be customer, wholesale, staff or admin",
  resetTokenRequired: "Reset token is required",
  // Contact form (shared/schemas/contact.ts)
  nameMin: "Name must be at least 2 characters",
  nameMax: "Name must be at most 120 characters",
  subjectMin: "Subject must be at least 5 characters",
  subjectMax: "Subject must be at most 200 characters",
  messageMin: "Message must be at least 10 characters",
  messageMax: "Message must be at most 5000 characters",
  // Checkout (shared/schemas/checkout.ts, worker/src/services/orders.ts). The name reuses the
  // contact form's nameMin/nameMax; the email its emailRequired/emailInvalid.
  phoneRequired: "Please enter your phone number",
  phoneInvalid: "Please enter a valid phone number",
  streetRequired: "Please enter your street address",
  streetTooLong: "Street address must be at most 200 characters",
  cityRequired: "Please enter your city",
  addressPartTooLong: "Must be at most 100 characters",
  countryRequired: "Please choose your country",
  noPoBox: "We do not deliver to PO Boxes, APO or AE addresses",
  cartEmpty: "Your cart is empty",
  tooManyLines: "An order can have at most 50 different items",
  quantityInvalid: "Quantity must be a whole number from 1 to 99",
  lineInvalid: "This item is not in the catalogue",
  redeemPointsInvalid: "Choose 500, 1000 or 2000 points",
  pointsSignInRequired: "Sign in to redeem loyalty points",
  pointsInsufficient: "You do not have enough loyalty points for this reward",
  rewardExceedsItems: "This reward is worth more than the items in your order"
};
var keyByText = new Map(Object.entries(MESSAGES).map(([key, text3]) => [text3, key]));

// shared/schemas/fields.ts
var EMAIL_MAX_LENGTH = 254;
function emailField(messages) {
  const { invalid: invalid2, required } = messages;
  const text3 = z.string({ error: required ?? invalid2 }).trim().toLowerCase();
  return (required ? text3.min(1, required) : text3).max(EMAIL_MAX_LENGTH, invalid2).pipe(z.email(invalid2));
}
var isControl = (code) => code <= 31 || code >= 127 && code <= 159;
var isBidiControl = (code) => code >= 8234 && code <= 8238 || code >= 8294 && code <= 8297;
function isSingleLine(text3) {
  for (let i = 0; i < text3.length; i++) {
    const code = text3.charCodeAt(i);
    if (isControl(code) || isBidiControl(code)) return false;
  }
  return true;
}
function withoutHiddenCharacters(text3) {
  let kept = "";
  for (const char of text3) {
    const code = char.charCodeAt(0);
    if (char === "\n" || char === "	" || !(isControl(code) || isBidiControl(code))) kept += char;
  }
  return kept;
}
var singleLineText = (error) => z.string(error ? { error } : void 0).trim().refine(isSingleLine, MESSAGES.textSingleLine);
var multiLineText = (error) => z.string(error ? { error } : void 0).overwrite((text3) => withoutHiddenCharacters(text3.replace(/\r\n?/g, "\n"))).trim();

// shared/schemas/auth.ts
var ROLES = ["customer", "wholesale", "staff", "admin"];
var ACCOUNT_TYPES = ["customer", "wholesale"];
var PASSWORD_MAX_LENGTH = 128;
var M = MESSAGES;
var email = emailField({ invalid: M.emailInvalid });
var strongPassword = z2.string({ error: M.passwordMin8 }).min(8, M.passwordMin8).max(PASSWORD_MAX_LENGTH, M.passwordTooLong).regex(/[a-z]/, M.passwordLowercase).regex(/[A-Z]/, M.passwordUppercase).regex(/\d/, M.passwordDigit);
var name = (missing, tooShort) => singleLineText(missing).min(1, missing).min(2, tooShort).max(80, M.nameTooLong);
var phone = singleLineText().max(30, M.phoneTooLong).nullish().transform((v) => v ? v : void 0);
var preferredLanguage = z2.enum(LANGUAGES, { error: M.languageInvalid }).default("en");
var personFields = {
  email,
  password: strongPassword,
  firstName: name(M.firstNameRequired, M.firstNameMin),
  lastName: name(M.lastNameRequired, M.lastNameMin),
  phone,
  preferredLanguage
};
var registerSchema = z2.object({
  ...personFields,
  accountType: z2.enum(ACCOUNT_TYPES, { error: M.accountTypeInvalid }).default("customer")
});
var loginSchema = z2.object({
  email,
  password: z2.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH, M.passwordTooLong)
});
var forgotPasswordSchema = z2.object({ email });
var resetPasswordSchema = z2.object({
  token: singleLineText(M.resetTokenRequired).min(1, M.resetTokenRequired).max(200, M.resetTokenRequired),
  password: strongPassword,
  confirmPassword: z2.string({ error: M.passwordsDontMatch })
}).refine((v) => v.password === v.confirmPassword, { message: M.passwordsDontMatch, path: ["confirmPassword"] });
var adminCreateUserSchema = z2.object({
  ...personFields,
  role: z2.enum(ROLES, { error: M.roleInvalid }).default("customer")
});
var roleUpdateSchema = z2.object({ role: z2.enum(ROLES, { error: M.roleInvalid }) });
var adminUserQuerySchema = z2.object({
  role: z2.enum([...ROLES, "all"], { error: M.roleInvalid }).optional(),
  search: singleLineText().max(100).optional()
});
var loginFormSchema = z2.object({
  email,
  password: z2.string().min(6, M.passwordMin6)
});
var registerFormSchema = z2.object({
  email,
  password: z2.string().min(8, M.passwordMin8),
  confirmPassword: z2.string(),
  firstName: singleLineText().min(1, M.firstNameRequired),
  lastName: singleLineText().min(1, M.lastNameRequired),
  phone,
  preferredLanguage,
  accountType: z2.enum(ACCOUNT_TYPES).default("customer")
}).refine((v) => v.password === v.confirmPassword, { message: M.passwordsDontMatch, path: ["confirmPassword"] });
var publicUserSchema = z2.object({
  id: z2.string(),
  email: z2.string(),
  firstName: z2.string(),
  lastName: z2.string(),
  phone: z2.string().nullable(),
  role: z2.enum(ROLES),
  preferredLanguage: z2.string(),
  profileImageUrl: z2.string().nullable(),
  isEmailVerified: z2.boolean(),
  createdAt: z2.string()
});

// shared/contracts/contract.ts
var define = (method) => (path, spec) => (base) => ({ method, path, url: path === "/" ? base : `${base}${path}`, ...spec });
var get = define("GET");
var post = define("POST");
var put = define("PUT");
var patch = define("PATCH");
var del = define("DELETE");
function resource(base, calls) {
  const built = { base };
  for (const [name2, make] of Object.entries(calls)) built[name2] = make(base);
  return built;
}

// shared/contracts/auth.ts
var message = z3.object({ message: z3.string() });
var authApi = resource("/api/auth", {
  register: post("/register", { access: "public", input: registerSchema, output: publicUserSchema }),
  login: post("/login", { access: "public", input: loginSchema, output: publicUserSchema }),
  logout: post("/logout", { access: "public", output: z3.object({ ok: z3.literal(true) }) }),
  me: get("/me", { access: "signed-in", output: publicUserSchema }),
  forgotPassword: post("/forgot-password", { access: "public", input: forgotPasswordSchema, output: message }),
  resetPassword: post("/reset-password", { access: "public", input: resetPasswordSchema, output: message })
});

// shared/contracts/catalogue.ts
import { z as z5 } from "zod";

// shared/schemas/catalogue.ts
import { z as z4 } from "zod";
var localisedList = z4.array(z4.string());
var productSchema = z4.object({
  id: z4.string(),
  code: z4.string(),
  nameEn: z4.string(),
  nameEs: z4.string(),
  nameFr: z4.string(),
  descriptionEn: z4.string(),
  descriptionEs: z4.string(),
  descriptionFr: z4.string(),
  /** USD, two decimals: "89.00" */
  price: z4.string(),
  category: z4.string(),
  images: z4.array(z4.string()),
  colors: z4.array(z4.string()),
  sizes: z4.array(z4.string()),
  benefitsEn: localisedList,
  benefitsEs: localisedList,
  benefitsFr: localisedList,
  careEn: localisedList,
  careEs: localisedList,
  careFr: localisedList,
  howToUseEn: localisedList,
  howToUseEs: localisedList,
  howToUseFr: localisedList,
  stock: z4.number().int(),
  lowStockThreshold: z4.number().int(),
  isCustomMade: z4.boolean(),
  version: z4.number().int(),
  createdAt: z4.string(),
  updatedAt: z4.string()
});
var blogPostSchema = z4.object({
  id: z4.string(),
  slug: z4.string(),
  category: z4.string(),
  imageUrl: z4.string().nullable(),
  keywords: z4.array(z4.string()),
  titleEn: z4.string(),
  titleEs: z4.string(),
  titleFr: z4.string(),
  excerptEn: z4.string(),
  excerptEs: z4.string(),
  excerptFr: z4.string(),
  contentEn: z4.string(),
  contentEs: z4.string(),
  contentFr: z4.string(),
  seoDescriptionEn: z4.string(),
  seoDescriptionEs: z4.string(),
  seoDescriptionFr: z4.string(),
  version: z4.number().int(),
  publishedAt: z4.string(),
  updatedAt: z4.string()
});
var wholeNumber = (name2, min, max) => z4.string().regex(/^\d{1,15}$/, `${name2} must be a whole number from ${min} to ${max}`).transform(Number).refine((n) => n >= min && n <= max, `${name2} must be a whole number from ${min} to ${max}`);
var MAX_PAGE_SIZE = 500;
var productListQuerySchema = z4.object({
  category: z4.enum(PRODUCT_CATEGORIES, { error: "category must be one of the four product categories" }).optional(),
  limit: wholeNumber("limit", 1, MAX_PAGE_SIZE).optional(),
  after: z4.string().min(1, "after must be the id of a product").max(100, "after must be the id of a product").optional()
});
var syncQuerySchema = z4.object({
  since: z4.string().regex(/^\d{1,15}$/, "since must be a whole number of 0 or more (the cursor of the last sync)").transform(Number).default(0),
  limit: wholeNumber("limit", 1, MAX_PAGE_SIZE).default(MAX_PAGE_SIZE)
});
var syncDeltaSchema = z4.object({
  /** The cursor to send as `since` next time. */
  cursor: z4.number().int().nonnegative(),
  /** True when this is one page of a longer answer: ask again right away with `since` = `cursor`. */
  more: z4.boolean(),
  /** True when the client's cursor is ahead of the server (database restored or reset): drop local copies first. */
  reset: z4.boolean(),
  products: z4.array(productSchema),
  posts: z4.array(blogPostSchema),
  /** Ids to drop locally: deleted rows, and products taken off sale (inactive). */
  deleted: z4.object({ products: z4.array(z4.string()), posts: z4.array(z4.string()) })
});

// shared/contracts/catalogue.ts
var productsApi = resource("/api/products", {
  list: get("/", { access: "public", query: productListQuerySchema, output: z5.array(productSchema) }),
  byId: get("/:id", { access: "public", output: productSchema })
});
var blogApi = resource("/api/blog", {
  list: get("/", { access: "public", output: z5.array(blogPostSchema) }),
  bySlug: get("/:slug", { access: "public", output: blogPostSchema })
});
var syncApi = resource("/api/sync", {
  changes: get("/", { access: "public", query: syncQuerySchema, output: syncDeltaSchema })
});

// shared/contracts/content.ts
import { z as z10 } from "zod";

// shared/schemas/contact.ts
import { z as z6 } from "zod";
var contactMessageSchema = z6.object({
  name: singleLineText(MESSAGES.nameMin).min(2, MESSAGES.nameMin).max(120, MESSAGES.nameMax),
  email: emailField({ invalid: MESSAGES.contactEmailInvalid }),
  subject: singleLineText(MESSAGES.subjectMin).min(5, MESSAGES.subjectMin).max(200, MESSAGES.subjectMax),
  message: multiLineText(MESSAGES.messageMin).min(10, MESSAGES.messageMin).max(5e3, MESSAGES.messageMax),
  language: z6.enum(LANGUAGES, { error: MESSAGES.languageCodeInvalid }).default("en")
});

// shared/schemas/newsletter.ts
import { z as z7 } from "zod";
var email2 = emailField({ invalid: MESSAGES.emailInvalid, required: MESSAGES.emailRequired });
var newsletterSubscribeSchema = z7.object({
  email: email2,
  language: z7.enum(LANGUAGES, { error: MESSAGES.languageCodeInvalid }).default("en")
});
var newsletterUnsubscribeSchema = z7.object({ email: email2 });

// shared/schemas/site.ts
import { z as z9 } from "zod";

// shared/schemas/orders.ts
import { z as z8 } from "zod";
var ORDER_STATUSES2 = ["pending", "processing", "shipped", "delivered", "cancelled", "refunded"];
var PAYMENT_GATEWAYS = ["stripe", "test"];
var orderReference = (orderId) => orderId.slice(0, 8).toUpperCase();
var amount = z8.string().regex(/^-?\d+\.\d{2}$/);
var orderTotalsSchema = z8.object({
  subtotal: amount,
  shipping: amount,
  tax: amount,
  discount: amount,
  total: amount
});
var paymentIntentAnswerSchema = z8.object({
  clientSecret: z8.string(),
  orderId: z8.string(),
  orderNumber: z8.string(),
  gateway: z8.enum(PAYMENT_GATEWAYS),
  /** The server's figures; the checkout shows these, whatever the cart said. */
  totals: orderTotalsSchema,
  /** Each line at the price it was ordered, so the cart can take a changed price. */
  items: z8.array(z8.object({ productId: z8.string(), color: z8.string(), size: z8.string(), quantity: z8.number().int(), unitPrice: amount })),
  pointsRedeemed: z8.number().int().nullable()
});
var orderAddressSchema = z8.object({
  street: z8.string(),
  city: z8.string(),
  state: z8.string().optional(),
  postalCode: z8.string().optional(),
  /** An ISO code (shared/schemas/countries.ts) for orders placed at checkout; the demo's older orders hold a name. */
  country: z8.string()
});
var orderConfirmationSchema = z8.object({
  id: z8.string(),
  orderNumber: z8.string(),
  status: z8.enum(ORDER_STATUSES2),
  totalAmount: amount,
  subtotalAmount: amount,
  shippingAmount: amount,
  discountAmount: amount,
  createdAt: z8.string(),
  shippingAddress: orderAddressSchema.nullable(),
  items: z8.array(
    z8.object({
      productName: z8.string(),
      productImage: z8.string().nullable(),
      color: z8.string(),
      size: z8.string(),
      quantity: z8.number().int(),
      /** Unit price */
      price: amount,
      /** price × quantity */
      subtotal: amount
    })
  )
});
var testCardPaymentSchema = z8.object({
  clientSecret: z8.string().min(1).max(300),
  cardNumber: z8.string().max(40)
});

// shared/schemas/site.ts
var siteInfoSchema = z9.object({
  companyName: z9.string(),
  companyAddress: z9.string(),
  supportEmail: z9.string(),
  supportPhone: z9.string().nullable(),
  payments: z9.object({
    /** null: card payments are not configured (production without Stripe keys). */
    gateway: z9.enum(PAYMENT_GATEWAYS).nullable(),
    /** Stripe's publishable key when the gateway is Stripe. */
    publishableKey: z9.string().nullable()
  })
});

// shared/contracts/content.ts
var emailTransportSchema = z10.enum(["smtp", "resend", "files", "not_configured"]);
var contactApi = resource("/api/contact", {
  send: post("/", { access: "public", input: contactMessageSchema, output: z10.object({ id: z10.string(), status: z10.string() }) })
});
var newsletterApi = resource("/api/newsletter", {
  /** The same answer whether the address is new, returning or already subscribed. */
  subscribe: post("/subscribe", { access: "public", input: newsletterSubscribeSchema, output: z10.object({ subscribed: z10.literal(true) }) }),
  /** Success even for an unknown address, so the form never tells who is on the list. */
  unsubscribe: post("/unsubscribe", { access: "public", input: newsletterUnsubscribeSchema, output: z10.object({ unsubscribed: z10.literal(true) }) })
});
var siteApi = resource("/api/site", {
  info: get("/", { access: "public", output: siteInfoSchema })
});
var healthApi = resource("/api/health", {
  check: get("/", {
    access: "public",
    output: z10.object({
      status: z10.literal("ok"),
      runtime: z10.enum(["node", "workers"]),
      database: z10.literal("ok"),
      /** How queued emails leave: a transport, the development mail folder, or not at all yet (they wait). */
      email: emailTransportSchema
    })
  })
});

// shared/contracts/account.ts
import { z as z12 } from "zod";

// shared/schemas/addresses.ts
import { z as z11 } from "zod";
var userAddressSchema = z11.object({
  id: z11.string(),
  type: z11.string(),
  isDefault: z11.boolean(),
  fullName: z11.string(),
  addressLine1: z11.string(),
  addressLine2: z11.string().nullable(),
  city: z11.string(),
  state: z11.string().nullable(),
  postalCode: z11.string().nullable(),
  country: z11.string(),
  phone: z11.string().nullable()
});

// shared/contracts/account.ts
var accountApi = resource("/api/account", {
  /** The default address first, then the newest. */
  addresses: get("/addresses", { access: "signed-in", output: z12.array(userAddressSchema) })
});

// shared/contracts/loyalty.ts
import { z as z13 } from "zod";
var loyaltyApi = resource("/api/loyalty", {
  balance: get("/balance", { access: "signed-in", output: z13.object({ points: z13.number().int().nonnegative() }) })
});

// shared/contracts/orders.ts
import { z as z15 } from "zod";

// shared/schemas/checkout.ts
import { z as z14 } from "zod";

// shared/schemas/countries.ts
var COUNTRY_CODES = [
  "AD",
  "AE",
  "AF",
  "AG",
  "AI",
  "AL",
  "AM",
  "AO",
  "AR",
  "AS",
  "AT",
  "AU",
  "AW",
  "AX",
  "AZ",
  "BA",
  "BB",
  "BD",
  "BE",
  "BF",
  "BG",
  "BH",
  "BI",
  "BJ",
  "BL",
  "BM",
  "BN",
  "BO",
  "BQ",
  "BR",
  "BS",
  "BT",
  "BW",
  "BY",
  "BZ",
  "CA",
  "CC",
  "CD",
  "CF",
  "CG",
  "CH",
  "CI",
  "CK",
  "CL",
  "CM",
  "CN",
  "CO",
  "CR",
  "CU",
  "CV",
  "CW",
  "CX",
  "CY",
  "CZ",
  "DE",
  "DJ",
  "DK",
  "DM",
  "DO",
  "DZ",
  "EC",
  "EE",
  "EG",
  "EH",
  "ER",
  "ES",
  "ET",
  "FI",
  "FJ",
  "FK",
  "FM",
  "FO",
  "FR",
  "GA",
  "GB",
  "GD",
  "GE",
  "GF",
  "GG",
  "GH",
  "GI",
  "GL",
  "GM",
  "GN",
  "GP",
  "GQ",
  "GR",
  "GS",
  "GT",
  "GU",
  "GW",
  "GY",
  "HK",
  "HN",
  "HR",
  "HT",
  "HU",
  "ID",
  "IE",
  "IL",
  "IM",
  "IN",
  "IO",
  "IQ",
  "IR",
  "IS",
  "IT",
  "JE",
  "JM",
  "JO",
  "JP",
  "KE",
  "KG",
  "KH",
  "KI",
  "KM",
  "KN",
  "KP",
  "KR",
  "KW",
  "KY",
  "KZ",
  "LA",
  "LB",
  "LC",
  "LI",
  "LK",
  "LR",
  "LS",
  "LT",
  "LU",
  "LV",
  "LY",
  "MA",
  "MC",
  "MD",
  "ME",
  "MF",
  "MG",
  "MH",
  "MK",
  "ML",
  "MM",
  "MN",
  "MO",
  "MP",
  "MQ",
  "MR",
  "MS",
  "MT",
  "MU",
  "MV",
  "MW",
  "MX",
  "MY",
  "MZ",
  "NA",
  "NC",
  "NE",
  "NF",
  "NG",
  "NI",
  "NL",
  "NO",
  "NP",
  "NR",
  "NU",
  "NZ",
  "OM",
  "PA",
  "PE",
  "PF",
  "PG",
  "PH",
  "PK",
  "PL",
  "PM",
  "PN",
  "PR",
  "PS",
  "PT",
  "PW",
  "PY",
  "QA",
  "RE",
  "RO",
  "RS",
  "RU",
  "RW",
  "SA",
  "SB",
  "SC",
  "SD",
  "SE",
  "SG",
  "SH",
  "SI",
  "SJ",
  "SK",
  "SL",
  "SM",
  "SN",
  "SO",
  "SR",
  "SS",
  "ST",
  "SV",
  "SX",
  "SY",
  "SZ",
  "TC",
  "TD",
  "TF",
  "TG",
  "TH",
  "TJ",
  "TK",
  "TL",
  "TM",
  "TN",
  "TO",
  "TR",
  "TT",
  "TV",
  "TW",
  "TZ",
  "UA",
  "UG",
  "US",
  "UY",
  "UZ",
  "VA",
  "VC",
  "VE",
  "VG",
  "VI",
  "VN",
  "VU",
  "WF",
  "WS",
  "YE",
  "YT",
  "ZA",
  "ZM",
  "ZW"
];
function countryName(code, locale) {
  try {
    return new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}

// shared/schemas/checkout.ts
var MAX_ORDER_LINES = 50;
var MAX_LINE_QUANTITY = 99;
var optionalText = (max) => singleLineText().max(max, MESSAGES.addressPartTooLong).nullish().transform((v) => v ? v : void 0);
var requiredText = (missing, max, tooLong) => singleLineText(missing).min(1, missing).max(max, tooLong);
var addressSchema = z14.object({
  street: requiredText(MESSAGES.streetRequired, 200, MESSAGES.streetTooLong),
  city: requiredText(MESSAGES.cityRequired, 100, MESSAGES.addressPartTooLong),
  state: optionalText(100),
  postalCode: optionalText(20),
  country: z14.enum(COUNTRY_CODES, { error: MESSAGES.countryRequired })
});
var PO_BOX = /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box|apartado\s+(?:postal|a[ée]reo)|bo[iî]te\s+postale|case\s+postale|casilla\s+de\s+correos?)\b/i;
var MILITARY_MAIL = /\b(?:APO|FPO|DPO)\b/i;
var ARMED_FORCES_STATES = /* @__PURE__ */ new Set(["AA", "AE", "AP"]);
function undeliverablePart(address) {
  if (PO_BOX.test(address.street) || MILITARY_MAIL.test(address.street)) return "street";
  if (PO_BOX.test(address.city) || MILITARY_MAIL.test(address.city)) return "city";
  if (address.country === "US" && address.state && ARMED_FORCES_STATES.has(address.state.trim().toUpperCase())) return "state";
  return void 0;
}
var shippingAddressSchema = addressSchema.superRefine((address, ctx) => {
  const part = undeliverablePart(address);
  if (part) ctx.addIssue({ code: "custom", path: [part], message: MESSAGES.noPoBox });
});
var quantity = z14.number({ error: MESSAGES.quantityInvalid }).int(MESSAGES.quantityInvalid).min(1, MESSAGES.quantityInvalid).max(MAX_LINE_QUANTITY, MESSAGES.quantityInvalid);
var checkoutLineSchema = z14.object({
  productId: z14.string({ error: MESSAGES.lineInvalid }).min(1, MESSAGES.lineInvalid).max(100, MESSAGES.lineInvalid),
  color: z14.string({ error: MESSAGES.lineInvalid }).min(1, MESSAGES.lineInvalid).max(40, MESSAGES.lineInvalid),
  size: z14.string({ error: MESSAGES.lineInvalid }).min(1, MESSAGES.lineInvalid).max(20, MESSAGES.lineInvalid),
  quantity
});
var ignoredAmount = z14.unknown().optional();
var checkoutSchema = z14.object({
  customerName: singleLineText(MESSAGES.nameMin).min(2, MESSAGES.nameMin).max(120, MESSAGES.nameMax),
  customerEmail: emailField({ invalid: MESSAGES.emailInvalid, required: MESSAGES.emailRequired }),
  customerPhone: z14.string({ error: MESSAGES.phoneRequired }).trim().min(1, MESSAGES.phoneRequired).max(30, MESSAGES.phoneTooLong).regex(/^\+?[\d\s().-]*\d[\d\s().-]*$/, MESSAGES.phoneInvalid).refine((v) => v.replace(/\D/g, "").length >= 6, MESSAGES.phoneInvalid),
  items: z14.array(checkoutLineSchema, { error: MESSAGES.cartEmpty }).min(1, MESSAGES.cartEmpty).max(MAX_ORDER_LINES, MESSAGES.tooManyLines),
  shippingAddress: shippingAddressSchema,
  /** The card's billing address; the shipping address when the shopper gives no other. */
  billingAddress: addressSchema.optional(),
  /** A loyalty reward for a signed-in customer: 500, 1000 or 2000 points. */
  redeemPoints: z14.union(
    REDEMPTION_POINTS.map((p) => z14.literal(p)),
    { error: MESSAGES.redeemPointsInvalid }
  ).nullish().transform((v) => v ?? void 0),
  /** The order's language: its confirmation email is written in it. */
  language: z14.enum(LANGUAGES).default("en"),
  subtotal: ignoredAmount,
  shipping: ignoredAmount,
  tax: ignoredAmount,
  discount: ignoredAmount,
  total: ignoredAmount
});

// shared/contracts/orders.ts
var checkoutApi = resource("/api", {
  createPaymentIntent: post("/create-payment-intent", { access: "public", input: checkoutSchema, output: paymentIntentAnswerSchema })
});
var ordersApi = resource("/api/orders", {
  /** Empty body; 409 `payment_not_completed` until the gateway reports the payment succeeded. */
  confirm: post("/:id/confirm", { access: "public", output: orderConfirmationSchema }),
  guest: get("/guest/:id", { access: "public", output: orderConfirmationSchema })
});
var testPaymentsApi = resource("/api/test-payments", {
  confirm: post("/confirm", { access: "public", input: testCardPaymentSchema, output: z15.object({ status: z15.literal("succeeded") }) })
});
var webhooksApi = resource("/api/webhooks", {
  stripe: post("/stripe", { access: "public", output: z15.object({ received: z15.literal(true) }) })
});

// worker/src/app.ts
import { bodyLimit } from "hono/body-limit";

// worker/src/services/sync.ts
import { and as and2, eq as eq3, gt as gt2, lte, sql as sql4 } from "drizzle-orm";

// worker/src/services/catalogue.ts
import { and, asc as asc2, desc, eq as eq2, gt, or } from "drizzle-orm";

// shared/pricing/money.ts
function formatAmount(cents) {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

// worker/src/services/domain-errors.ts
var DomainError = class extends Error {
  constructor(kind, code, message2, details = {}) {
    super(message2);
    this.kind = kind;
    this.code = code;
    this.details = details;
  }
  kind;
  code;
  details;
  name = "DomainError";
};
var invalid = (message2, code = "invalid", fields) => new DomainError("invalid", code, message2, { fields });
var paymentFailed = (message2, code = "payment_failed") => new DomainError("payment_failed", code, message2);
var forbidden = (message2 = "You do not have permission to do this", code = "forbidden") => new DomainError("forbidden", code, message2);
var notFound = (message2 = "Not found", code = "not_found") => new DomainError("not_found", code, message2);
var conflict = (message2, code = "conflict") => new DomainError("conflict", code, message2);
var limited = (retryAfterSeconds, message2 = "Too many attempts. Please try again later.", code = "too_many_requests") => new DomainError("limited", code, message2, { retryAfterSeconds });
var unavailable = (message2, code = "unavailable") => new DomainError("unavailable", code, message2);

// worker/src/services/catalogue.ts
function toProduct(row) {
  const { priceCents, isActive: _active, reserved, stock, ...rest } = row;
  return { ...rest, stock: Math.max(0, stock - reserved), price: formatAmount(priceCents) };
}
function toBlogPost(row) {
  return row;
}
var nextTurn = () => new Promise((resolve2) => setTimeout(resolve2, 0));
var READ_SLICE = 50;
async function* productPages(db, query = {}) {
  let position;
  if (query.after) {
    const [found] = await db.select({ createdAt: products.createdAt, code: products.code }).from(products).where(eq2(products.id, query.after)).limit(1);
    position = found;
    if (!position) throw invalid("No product has this id: start again from the first page", "unknown_cursor", { after: "No product has this id" });
  }
  let remaining = query.limit ?? Number.POSITIVE_INFINITY;
  while (remaining > 0) {
    const conditions = [eq2(products.isActive, true)];
    if (query.category) conditions.push(eq2(products.category, query.category));
    if (position) {
      conditions.push(or(gt(products.createdAt, position.createdAt), and(eq2(products.createdAt, position.createdAt), gt(products.code, position.code))));
    }
    const size = Math.min(remaining, READ_SLICE);
    const rows = await db.select().from(products).where(and(...conditions)).orderBy(asc2(products.createdAt), asc2(products.code)).limit(size);
    yield rows.map(toProduct);
    remaining -= rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    position = { createdAt: last.createdAt, code: last.code };
    await nextTurn();
  }
}
async function findProduct(db, id2) {
  const [row] = await db.select().from(products).where(eq2(products.id, id2)).limit(1);
  return row && row.isActive ? toProduct(row) : void 0;
}
async function listPosts(db) {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt));
  return rows.map(toBlogPost);
}
async function findPost(db, slug) {
  const [row] = await db.select().from(blogPosts).where(eq2(blogPosts.slug, slug)).limit(1);
  return row ? toBlogPost(row) : void 0;
}

// worker/src/services/sync.ts
var cursorQueries = /* @__PURE__ */ new WeakMap();
async function currentSyncCursor(db) {
  let query = cursorQueries.get(db);
  if (!query) {
    query = db.select({ value: counters.value }).from(counters).where(eq3(counters.name, "sync")).prepare();
    cursorQueries.set(db, query);
  }
  return (await query.get())?.value ?? 0;
}
var changedVersions = (from) => sql4`
  SELECT ${products.version} AS v FROM ${products} WHERE ${products.version} > ${from}
  UNION ALL SELECT ${blogPosts.version} FROM ${blogPosts} WHERE ${blogPosts.version} > ${from}
  UNION ALL SELECT ${syncTombstones.version} FROM ${syncTombstones} WHERE ${syncTombstones.version} > ${from}`;
var pageBound = (from, limit2) => sql4`coalesce(
  (SELECT v FROM (${changedVersions(from)}) ORDER BY v LIMIT 1 OFFSET ${limit2 - 1}),
  (SELECT ${counters.value} FROM ${counters} WHERE ${counters.name} = 'sync'),
  0)`;
async function readSlice(db, from, limit2) {
  const bound = pageBound(from, limit2);
  const [counter, productRows, postRows, tombstones] = await db.batch([
    db.select({ value: counters.value, bound: sql4`${bound}` }).from(counters).where(eq3(counters.name, "sync")),
    db.select().from(products).where(and2(gt2(products.version, from), lte(products.version, bound))),
    db.select().from(blogPosts).where(and2(gt2(blogPosts.version, from), lte(blogPosts.version, bound))),
    db.select().from(syncTombstones).where(and2(gt2(syncTombstones.version, from), lte(syncTombstones.version, bound)))
  ]);
  const cursor = counter[0]?.value ?? 0;
  return { cursor, bound: Math.min(Number(counter[0]?.bound ?? cursor), cursor), products: productRows, posts: postRows, tombstones };
}
async function changesSince(db, since, limit2 = MAX_PAGE_SIZE) {
  let slice = await readSlice(db, since, Math.min(limit2, READ_SLICE));
  const reset = since > slice.cursor;
  if (reset) slice = await readSlice(db, 0, Math.min(limit2, READ_SLICE));
  const slices = [slice];
  let read = slice.products.length + slice.posts.length + slice.tombstones.length;
  while (slice.bound < slice.cursor && read < limit2) {
    await nextTurn();
    slice = await readSlice(db, slice.bound, Math.min(limit2 - read, READ_SLICE));
    slices.push(slice);
    read += slice.products.length + slice.posts.length + slice.tombstones.length;
  }
  const deleted = { products: [], posts: [] };
  const activeProducts = [];
  const posts = [];
  for (const { products: productRows, posts: postRows, tombstones } of slices) {
    for (const t of tombstones) (t.entity === "product" ? deleted.products : deleted.posts).push(t.entityId);
    for (const row of productRows) {
      if (row.isActive) activeProducts.push(toProduct(row));
      else deleted.products.push(row.id);
    }
    for (const row of postRows) posts.push(toBlogPost(row));
  }
  return { cursor: slice.bound, more: slice.bound < slice.cursor, reset, products: activeProducts, posts, deleted };
}

// worker/src/http/errors.ts
import { HTTPException } from "hono/http-exception";

// worker/src/db/client.ts
import { drizzle } from "drizzle-orm/libsql";
function createDb(client) {
  return drizzle(client.protocol === "file" ? waitingFileClient(client) : client, { schema: schema_exports });
}
function isDatabaseBusy(error) {
  for (let e = error; e; e = e.cause) {
    if (e.code === "SQLITE_BUSY") return true;
  }
  return false;
}
var READS_ONLY = /^\s*select\b/i;
var isRead = (stmt) => READS_ONLY.test(typeof stmt === "string" ? stmt : stmt.sql);
function waitingFileClient(client) {
  let reopening = false;
  const recover = (error) => {
    if (isDatabaseBusy(error) && !reopening) {
      reopening = true;
      console.warn("The database stayed locked past the busy timeout; reopening its connections.");
      setTimeout(() => {
        reopening = false;
        void client.reconnect();
      }, 0);
    }
    throw error;
  };
  const guarded = {
    batch: (stmts, mode) => client.batch(stmts, mode ?? (stmts.every(isRead) ? "deferred" : "write")).catch(recover),
    execute: (...args) => client.execute(...args).catch(recover),
    migrate: (stmts) => client.migrate(stmts).catch(recover)
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(guarded, property)) return guarded[property];
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    }
  });
}

// worker/src/http/errors.ts
var ApiError = class extends Error {
  constructor(status, code, message2, fields, headers) {
    super(message2);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
  }
  status;
  code;
  fields;
  headers;
  body() {
    return { error: { code: this.code, message: this.message, ...this.fields ? { fields: this.fields } : {} } };
  }
};
var unauthorized = (message2 = "Authentication required", code = "unauthorized") => new ApiError(401, code, message2);
var STATUS_OF = {
  invalid: 400,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  limited: 429,
  unavailable: 503
};
function toApiError(error) {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) {
    const { fields, retryAfterSeconds } = error.details;
    const headers = retryAfterSeconds === void 0 ? void 0 : { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) };
    return new ApiError(STATUS_OF[error.kind], error.code, error.message, fields, headers);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(error.status, "bad_request", error.message || "Bad request");
  }
  if (isDatabaseBusy(error)) {
    return new ApiError(503, "database_busy", "The shop is busy for a moment. Please try again.", void 0, { "Retry-After": "1" });
  }
  return void 0;
}
function errorAnswer(c, error) {
  const known = toApiError(error);
  if (!known) return void 0;
  for (const [name2, value] of Object.entries(known.headers ?? {})) c.header(name2, value);
  return c.json(known.body(), known.status);
}

// worker/src/http/validate.ts
function validationError(error) {
  const fields = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return new ApiError(400, "validation_failed", error.issues[0]?.message ?? "Invalid input", fields);
}
function parseWith(schema, value) {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
var clientWentAway = (error, request) => request.signal.aborted || error.code === "ECONNRESET";
async function bodyText(c) {
  try {
    return await c.req.text();
  } catch (error) {
    if (!clientWentAway(error, c.req.raw)) throw error;
    console.warn(`[${c.get("requestId") ?? "-"}] ${c.req.method} ${c.req.path}: the client went away before its whole body arrived`);
    throw new ApiError(400, "incomplete_body", "The request body did not arrive whole");
  }
}
async function jsonBody(c) {
  const text3 = await bodyText(c);
  if (text3.trim() === "") return {};
  if (!/^application\/(.+\+)?json\b/i.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(400, "unsupported_content_type", "Request body must be JSON (Content-Type: application/json)");
  }
  try {
    return JSON.parse(text3);
  } catch {
    throw new ApiError(400, "malformed_json", "Request body is not valid JSON");
  }
}
async function readJson(c, schema) {
  return parseWith(schema, await jsonBody(c));
}
function readQuery(c, schema) {
  return parseWith(schema, c.req.query());
}

// worker/src/http/origin-check.ts
var STATE_CHANGING = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
function hostOf(url) {
  if (!url) return void 0;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return void 0;
  }
}
var originCheck = async (c, next) => {
  if (STATE_CHANGING.has(c.req.method)) {
    const refuse = () => forbidden("Cross-site requests are not allowed", "cross_site_request");
    if (c.req.header("sec-fetch-site")?.toLowerCase() === "cross-site") throw refuse();
    const origin = c.req.header("origin");
    if (origin !== void 0) {
      const originHost = origin === "null" ? void 0 : hostOf(origin);
      const allowed = [c.req.header("host")?.toLowerCase(), hostOf(c.req.url), hostOf(c.get("deps").config.publicUrl)];
      if (!originHost || !allowed.includes(originHost)) throw refuse();
    }
  }
  await next();
};

// worker/src/routes/account/account.routes.ts
import { Hono } from "hono";

// worker/src/context.ts
var requestTime = (c) => c.get("deps").now?.() ?? /* @__PURE__ */ new Date();

// worker/src/services/sessions.ts
import { and as and3, eq as eq4, gt as gt3, lte as lte2 } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
var SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
function secretKey(config2) {
  if (!config2.jwtSecret) throw unavailable("The shop is not configured: missing JWT_SECRET", "missing_configuration");
  return new TextEncoder().encode(config2.jwtSecret);
}
async function createSession(db, config2, userId, now2) {
  const id2 = crypto.randomUUID();
  const expiresAt = new Date(now2.getTime() + SESSION_LIFETIME_SECONDS * 1e3);
  await db.insert(sessions).values({ id: id2, userId, expiresAt: expiresAt.toISOString(), createdAt: now2.toISOString() });
  const token = await new SignJWT({ sid: id2 }).setProtectedHeader({ alg: "HS256" }).setSubject(userId).setIssuedAt(Math.floor(now2.getTime() / 1e3)).setExpirationTime(Math.floor(expiresAt.getTime() / 1e3)).sign(secretKey(config2));
  return { id: id2, token, expiresAt };
}
async function sessionIdFromToken(config2, token, now2) {
  try {
    const { payload } = await jwtVerify(token, secretKey(config2), { algorithms: ["HS256"], currentDate: now2 });
    return typeof payload.sid === "string" ? payload.sid : void 0;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    return void 0;
  }
}
async function userForToken(db, config2, token, now2) {
  const sid = await sessionIdFromToken(config2, token, now2);
  if (!sid) return null;
  const [row] = await db.select({ user: users }).from(sessions).innerJoin(users, eq4(users.id, sessions.userId)).where(and3(eq4(sessions.id, sid), gt3(sessions.expiresAt, now2.toISOString())));
  return row?.user ?? null;
}
async function endSession(db, config2, token, now2) {
  const sid = await sessionIdFromToken(config2, token, now2);
  if (sid) await db.delete(sessions).where(eq4(sessions.id, sid));
}
var deleteUserSessions = (db, userId) => db.delete(sessions).where(eq4(sessions.userId, userId));
async function purgeExpiredSessions(db, now2) {
  const gone = await db.delete(sessions).where(lte2(sessions.expiresAt, now2.toISOString())).returning({ id: sessions.id });
  return gone.length;
}

// worker/src/http/session-cookie.ts
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

// worker/src/http/transport.ts
function isHttpsRequest(request) {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return new URL(request.url).protocol === "https:" || forwarded === "https";
}
var isSecureTransport = (config2, request) => config2.environment === "production" || isHttpsRequest(request);

// worker/src/http/session-cookie.ts
var SESSION_COOKIE = "session";
var SIGNED_IN_HINT_COOKIE = "signed_in";
var secure = (c) => isSecureTransport(c.get("deps").config, c.req.raw);
function setSessionCookie(c, token, expiresAt) {
  const common = { sameSite: "Lax", secure: secure(c), path: "/", expires: expiresAt, maxAge: SESSION_LIFETIME_SECONDS };
  setCookie(c, SESSION_COOKIE, token, { ...common, httpOnly: true });
  setCookie(c, SIGNED_IN_HINT_COOKIE, "1", common);
}
function clearSessionCookie(c) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "Lax", secure: secure(c) });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: "/", sameSite: "Lax", secure: secure(c) });
}
var sessionToken = (c) => getCookie(c, SESSION_COOKIE);
async function startSession(c, userId) {
  const { db, config: config2 } = c.get("deps");
  const session = await createSession(db, config2, userId, requestTime(c));
  setSessionCookie(c, session.token, session.expiresAt);
  return session;
}

// worker/src/http/auth.ts
async function currentUser(c) {
  const cached = c.get("user");
  if (cached !== void 0) return cached;
  const token = sessionToken(c);
  const { db, config: config2 } = c.get("deps");
  const user = token ? await userForToken(db, config2, token, requestTime(c)) : null;
  c.set("user", user);
  return user;
}
function signedInUser(c) {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}
var requireUser = async (c, next) => {
  if (!await currentUser(c)) throw unauthorized("Please sign in to continue");
  await next();
};
function requireRole(...roles) {
  return async (c, next) => {
    const user = await currentUser(c);
    if (!user) throw unauthorized("Please sign in to continue");
    if (!roles.includes(user.role)) throw forbidden();
    await next();
  };
}

// worker/src/services/addresses.ts
import { asc as asc3, desc as desc2, eq as eq5 } from "drizzle-orm";
async function listAddresses(db, userId) {
  const rows = await db.select().from(userAddresses).where(eq5(userAddresses.userId, userId)).orderBy(desc2(userAddresses.isDefault), desc2(userAddresses.createdAt), asc3(userAddresses.id));
  return rows.map(({ userId: _userId, createdAt: _createdAt, ...address }) => address);
}

// worker/src/routes/account/account.routes.ts
var accountRoutes = new Hono().get(
  accountApi.addresses.path,
  requireUser,
  async (c) => c.json(await listAddresses(c.get("deps").db, signedInUser(c).id))
);

// worker/src/routes/admin/admin.routes.ts
import { Hono as Hono3 } from "hono";

// shared/contracts/admin-users.ts
import { z as z16 } from "zod";
var adminUsersApi = resource("/api/admin/users", {
  list: get("/", { access: "admin", query: adminUserQuerySchema, output: z16.array(publicUserSchema) }),
  create: post("/", { access: "admin", input: adminCreateUserSchema, output: publicUserSchema }),
  changeRole: patch("/:id/role", { access: "admin", input: roleUpdateSchema, output: publicUserSchema }),
  remove: del("/:id", { access: "admin", output: z16.object({ ok: z16.literal(true), id: z16.string() }) })
});

// worker/src/services/users.ts
import { and as and6, desc as desc4, eq as eq8, or as or2, sql as sql5 } from "drizzle-orm";

// worker/src/services/accounts.ts
import { and as and5, eq as eq7, exists, gt as gt4 } from "drizzle-orm";

// shared/brand.ts
var BRAND_NAME = "Forma Bella";

// worker/src/emails/layout.ts
var PALETTE = {
  page: "#faf6f1",
  card: "#ffffff",
  ink: "#1f1c1a",
  muted: "#6f6259",
  line: "#eadfd3",
  accent: "#6b4632",
  accentText: "#ffffff",
  quote: "#f4ede5"
};
var FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
var SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
function escapeHtml(value) {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]);
}
var isWebLink = (url) => /^https?:\/\//i.test(url);
var text2 = (value) => escapeHtml(value).replace(/\r?\n/g, "<br>");
function blockHtml(block) {
  const p = `margin:0 0 16px;font-size:16px;line-height:1.55;`;
  switch (block.kind) {
    case "paragraph":
      return `<p style="${p}">${text2(block.text)}</p>`;
    case "heading":
      return `<h2 style="margin:24px 0 8px;font-family:${SERIF};font-size:20px;font-weight:600;line-height:1.3;">${text2(block.text)}</h2>`;
    case "note":
      return `<p class="fb-muted" style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${PALETTE.muted};">${text2(block.text)}</p>`;
    case "link":
      return `<p class="fb-muted" style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${PALETTE.muted};">${text2(block.text)} ` + (isWebLink(block.url) ? `<a href="${escapeHtml(block.url)}" style="color:${PALETTE.accent};text-decoration:underline;">${text2(block.label)}</a>` : text2(block.url)) + `</p>`;
    case "quote":
      return `<blockquote class="fb-quote" style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${PALETTE.accent};background:${PALETTE.quote};font-size:15px;line-height:1.55;">${text2(block.text)}</blockquote>`;
    case "button":
      if (!isWebLink(block.url)) return `<p style="${p}">${text2(`${block.label}: ${block.url}`)}</p>`;
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr><td class="fb-button" style="border-radius:6px;background:${PALETTE.accent};"><a class="fb-button-link" href="${escapeHtml(block.url)}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:600;color:${PALETTE.accentText};text-decoration:none;border-radius:6px;">${text2(block.label)}</a></td></tr></table><p class="fb-muted" style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${PALETTE.muted};word-break:break-all;">${text2(block.url)}</p>`;
    case "facts":
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;font-size:15px;line-height:1.5;">` + block.rows.map(
        ([label, value]) => `<tr><td class="fb-muted" style="padding:4px 12px 4px 0;color:${PALETTE.muted};vertical-align:top;white-space:nowrap;">${text2(label)}</td><td style="padding:4px 0;vertical-align:top;">${text2(value)}</td></tr>`
      ).join("") + `</table>`;
    case "table": {
      const align = (i) => block.align?.[i] ?? "left";
      const cell = `padding:8px 8px 8px 0;border-bottom:1px solid ${PALETTE.line};vertical-align:top;`;
      return `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;border-collapse:collapse;font-size:14px;line-height:1.45;"><caption style="text-align:left;padding:0 0 8px;font-weight:600;font-size:15px;">${text2(block.caption)}</caption><thead><tr>${block.columns.map((c, i) => `<th scope="col" class="fb-muted fb-line" style="${cell}text-align:${align(i)};font-weight:600;color:${PALETTE.muted};">${text2(c)}</th>`).join("")}</tr></thead><tbody>${block.rows.map((row) => `<tr>${row.map((v, i) => `<td class="fb-line" style="${cell}text-align:${align(i)};">${text2(v)}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
    }
  }
}
function blockText(block, language) {
  const colon = language === "fr" ? " :" : ":";
  switch (block.kind) {
    case "paragraph":
    case "note":
      return block.text;
    case "heading":
      return `${block.text}
${"-".repeat(Math.min(block.text.length, 60))}`;
    case "quote":
      return block.text.split(/\r?\n/).map((line) => `> ${line}`).join("\n");
    case "button":
      return `${block.label}${colon}
${block.url}`;
    case "link":
      return `${block.text}
${block.url}`;
    case "facts":
      return block.rows.map(([label, value]) => `${label}${colon} ${value}`).join("\n");
    case "table":
      return [`${block.caption}${colon}`, ...block.rows.map((row) => `- ${row.filter((v) => v !== "").join(" | ")}`)].join("\n");
  }
}
function renderEmail(doc) {
  const wordmark = doc.shopUrl && isWebLink(doc.shopUrl) ? `<a href="${escapeHtml(doc.shopUrl)}" class="fb-brand" style="color:${PALETTE.accent};text-decoration:none;">${escapeHtml(BRAND_NAME)}</a>` : escapeHtml(BRAND_NAME);
  const html = `<!doctype html>
<html lang="${doc.language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(doc.title)}</title>
<style>
@media (prefers-color-scheme: dark) {
  .fb-page { background: #171412 !important; }
  .fb-card { background: #24201d !important; color: #f3ece4 !important; }
  .fb-card a, .fb-brand { color: #e8b9a0 !important; }
  .fb-muted { color: #c9bcb0 !important; }
  .fb-quote { background: #2f2925 !important; }
  .fb-button { background: #e8b9a0 !important; }
  .fb-card a.fb-button-link { color: #1f1c1a !important; }
  .fb-line { border-color: #4a413b !important; }
}
</style>
</head>
<body class="fb-page" style="margin:0;padding:0;background:${PALETTE.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;">${escapeHtml(doc.preheader)}</div>
<div role="article" aria-roledescription="email" aria-label="${escapeHtml(doc.title)}" lang="${doc.language}" dir="ltr">
<table role="presentation" class="fb-page" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:${PALETTE.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" class="fb-card" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;background:${PALETTE.card};color:${PALETTE.ink};border-radius:8px;font-family:${FONT};">
<tr><td style="padding:28px 32px 0;font-family:${SERIF};font-size:26px;font-weight:600;letter-spacing:0.02em;color:${PALETTE.accent};">${wordmark}</td></tr>
<tr><td style="padding:16px 32px 8px;">
<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:26px;font-weight:600;line-height:1.25;">${text2(doc.heading)}</h1>
${doc.blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td class="fb-muted fb-line" style="padding:16px 32px 28px;border-top:1px solid ${PALETTE.line};font-size:12px;line-height:1.5;color:${PALETTE.muted};">${escapeHtml(BRAND_NAME)}${doc.shopUrl ? ` \xB7 ${escapeHtml(doc.shopUrl)}` : ""}</td></tr>
</table>
</td></tr>
</table>
</div>
</body>
</html>
`;
  const textPart = [doc.heading, ...doc.blocks.map((block) => blockText(block, doc.language)), `\u2014 ${BRAND_NAME}${doc.shopUrl ? `
${doc.shopUrl}` : ""}`].join("\n\n");
  return { text: `${textPart}
`, html };
}

// worker/src/emails/outgoing-email.ts
var body2 = (rendered) => ({ bodyText: rendered.text, bodyHtml: rendered.html });
var emailLanguage = (language) => language === "es" || language === "fr" ? language : "en";
function shopLink(origin, language, path) {
  const prefix = language === "en" ? "" : `/${language}`;
  return `${origin.replace(/\/+$/, "")}${prefix}${path}`;
}
var shopHome = (origin, language) => shopLink(origin, language, "/");
function shopHomeOf(link, language) {
  try {
    return shopHome(new URL(link).origin, language);
  } catch {
    return void 0;
  }
}
function formatMoney(amount2, language) {
  const value = Number(amount2);
  if (!Number.isFinite(value)) return amount2;
  return new Intl.NumberFormat(LOCALE_TAGS[language], { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(value);
}
function formatDate(iso, language) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], { dateStyle: "long", timeZone: "UTC" }).format(date);
}
var COLOR_NAMES = {
  en: { beige: "Beige", black: "Black", nude: "Nude", cocoa: "Cocoa" },
  es: { beige: "Beige", black: "Negro", nude: "Nude", cocoa: "Cacao" },
  fr: { beige: "Beige", black: "Noir", nude: "Nude", cocoa: "Cacao" }
};
function colorName(color, language) {
  return PRODUCT_COLORS.includes(color) ? COLOR_NAMES[language][color] : color;
}

// worker/src/emails/password-reset.ts
var TEXTS = {
  en: {
    subject: "Reset your password",
    preheader: "Your link to choose a new password works for one hour.",
    greeting: (name2) => `Hello ${name2},`,
    intro: "We received a request to reset the password of your account. Open this link within one hour to choose a new password:",
    button: "Choose a new password",
    ignore: "If you did not ask for this, you can ignore this email: your password stays the same. The link works only once."
  },
  es: {
    subject: "Restablece tu contrase\xF1a",
    preheader: "Tu enlace para elegir una nueva contrase\xF1a es v\xE1lido durante una hora.",
    greeting: (name2) => `Hola ${name2}:`,
    intro: "Recibimos una solicitud para restablecer la contrase\xF1a de tu cuenta. Abre este enlace dentro de la pr\xF3xima hora para elegir una nueva contrase\xF1a:",
    button: "Elegir una nueva contrase\xF1a",
    ignore: "Si no la solicitaste, puedes ignorar este correo: tu contrase\xF1a seguir\xE1 siendo la misma. El enlace solo funciona una vez."
  },
  fr: {
    subject: "R\xE9initialisez votre mot de passe",
    preheader: "Votre lien pour choisir un nouveau mot de passe est valable une heure.",
    greeting: (name2) => `Bonjour ${name2},`,
    intro: "Nous avons re\xE7u une demande de r\xE9initialisation du mot de passe de votre compte. Ouvrez ce lien dans l\u2019heure qui vient pour choisir un nouveau mot de passe :",
    button: "Choisir un nouveau mot de passe",
    ignore: "Si vous n\u2019\xEAtes pas \xE0 l\u2019origine de cette demande, ignorez simplement ce courriel : votre mot de passe reste inchang\xE9. Le lien ne fonctionne qu\u2019une seule fois."
  }
};
function passwordResetEmail(data) {
  const language = emailLanguage(data.language);
  const link = shopLink(data.origin, language, `/reset-password?token=${encodeURIComponent(data.token)}`);
  const t = TEXTS[language];
  const rendered = renderEmail({
    language,
    title: t.subject,
    preheader: t.preheader,
    heading: t.subject,
    shopUrl: shopHome(data.origin, language),
    blocks: [
      { kind: "paragraph", text: t.greeting(data.firstName) },
      { kind: "paragraph", text: t.intro },
      { kind: "button", label: t.button, url: link },
      { kind: "note", text: t.ignore }
    ]
  });
  return { to: data.to, subject: t.subject, ...body2(rendered), template: "password_reset", secrets: [data.token] };
}

// worker/src/services/email-outbox.ts
import { and as and4, count, desc as desc3, eq as eq6, inArray, isNotNull } from "drizzle-orm";

// worker/src/services/audit-log.ts
var recordAdminAction = (db, entry, now2) => db.insert(adminAuditLog).values({
  userId: entry.userId,
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId ?? null,
  before: entry.before ?? null,
  after: entry.after ?? null,
  createdAt: now2.toISOString()
});

// worker/src/services/email-outbox.ts
var oneLine = (value) => value.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, " ").replace(/\s{2,}/g, " ").trim();
var queueEmail = (db, email3) => db.insert(emailOutbox).values({
  to: email3.to,
  replyTo: email3.replyTo ?? null,
  subject: oneLine(email3.subject),
  bodyText: email3.bodyText,
  bodyHtml: email3.bodyHtml,
  headers: email3.headers && Object.keys(email3.headers).length > 0 ? email3.headers : null,
  template: email3.template,
  secrets: email3.secrets && email3.secrets.length > 0 ? email3.secrets : null
});
var TROUBLE_LIMIT = 20;
var troubleColumns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  template: emailOutbox.template,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  nextAttemptAt: emailOutbox.nextAttemptAt
};
async function emailOutboxSummary(db) {
  const [byStatus, [oldest], problems] = await db.batch([
    db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
    db.select({ createdAt: emailOutbox.createdAt }).from(emailOutbox).where(inArray(emailOutbox.status, ["pending", "sending"])).orderBy(emailOutbox.createdAt).limit(1),
    db.select(troubleColumns).from(emailOutbox).where(and4(inArray(emailOutbox.status, ["pending", "sending", "failed"]), isNotNull(emailOutbox.lastError))).orderBy(desc3(emailOutbox.createdAt)).limit(TROUBLE_LIMIT)
  ]);
  const counts = Object.fromEntries(EMAIL_STATUSES.map((s) => [s, 0]));
  for (const row of byStatus) counts[row.status] = row.n;
  return { counts, oldestWaitingSince: oldest?.createdAt ?? null, problems };
}
var notFailed = () => conflict("Only a failed email can be retried; this one is still on its way or was sent.", "email_not_failed");
async function retryFailedEmail(db, adminId, id2, now2) {
  const [email3] = await db.select({ ...troubleColumns, redactedAt: emailOutbox.redactedAt }).from(emailOutbox).where(eq6(emailOutbox.id, id2));
  if (!email3) throw notFound("No such email", "email_not_found");
  if (email3.status !== "failed") throw notFailed();
  if (email3.redactedAt) throw conflict("This email carried a one-time link that has expired. Ask the customer to request a new one.", "email_link_expired");
  const [[retried]] = await db.batch([
    db.update(emailOutbox).set({ status: "pending", attempts: 0, nextAttemptAt: null }).where(and4(eq6(emailOutbox.id, id2), eq6(emailOutbox.status, "failed"))).returning(troubleColumns),
    recordAdminAction(db, { userId: adminId, action: "email.retry", targetType: "email", targetId: id2, before: { status: "failed", attempts: email3.attempts, lastError: email3.lastError } }, now2)
  ]);
  if (!retried) throw notFailed();
  return retried;
}

// worker/src/services/accounts.ts
var EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Please sign in instead.";
var INVALID_RESET_TOKEN_MESSAGE = "This password reset link is invalid or has expired. Please request a new one.";
var RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1e3;
async function findUserByEmail(db, email3) {
  const [user] = await db.select().from(users).where(eq7(users.email, email3.trim().toLowerCase()));
  return user;
}
var isUniqueViolation = (error) => /UNIQUE constraint failed/i.test(String(error?.cause ?? error));
async function createAccount(db, account, options) {
  const email3 = account.email.trim().toLowerCase();
  if (await findUserByEmail(db, email3)) throw conflict(EMAIL_TAKEN_MESSAGE, "email_taken");
  const nowIso = options.now.toISOString();
  const user = {
    id: crypto.randomUUID(),
    email: email3,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone ?? null,
    role: account.role,
    preferredLanguage: account.preferredLanguage,
    profileImageUrl: null,
    isEmailVerified: false,
    createdAt: nowIso,
    updatedAt: nowIso
  };
  const passwordHash = await hashPassword(account.password);
  try {
    await db.batch([
      db.insert(users).values(user),
      db.insert(userCredentials).values({ userId: user.id, passwordHash, updatedAt: nowIso }),
      ...account.role === "wholesale" ? [db.insert(wholesaleAccounts).values({ userId: user.id, companyName: `${account.firstName} ${account.lastName}` })] : [],
      ...options.alongside?.(user) ?? []
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE, "email_taken");
    throw error;
  }
  return user;
}
var dummyHash;
async function checkCredentials(db, email3, password) {
  const [row] = await db.select({ user: users, passwordHash: userCredentials.passwordHash }).from(users).innerJoin(userCredentials, eq7(userCredentials.userId, users.id)).where(eq7(users.email, email3.trim().toLowerCase()));
  if (!row) {
    await verifyPassword(password, await (dummyHash ??= hashPassword("not-a-real-password")));
    return void 0;
  }
  return await verifyPassword(password, row.passwordHash) ? row.user : void 0;
}
async function sha256Hex(text3) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text3));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
async function requestPasswordReset(db, email3, options) {
  const user = await findUserByEmail(db, email3);
  if (!user) return;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  const mail = passwordResetEmail({ to: user.email, firstName: user.firstName, language: user.preferredLanguage, origin: options.origin, token });
  await db.batch([
    db.update(userCredentials).set({
      passwordResetToken: await sha256Hex(token),
      passwordResetExpiry: new Date(options.now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString(),
      updatedAt: options.now.toISOString()
    }).where(eq7(userCredentials.userId, user.id)),
    queueEmail(db, mail)
  ]);
}
async function resetPasswordWithToken(db, token, password, now2) {
  const tokenHash = await sha256Hex(token);
  const usable = and5(eq7(userCredentials.passwordResetToken, tokenHash), gt4(userCredentials.passwordResetExpiry, now2.toISOString()));
  const [holder] = await db.select({ userId: userCredentials.userId }).from(userCredentials).where(usable);
  if (!holder) throw invalid(INVALID_RESET_TOKEN_MESSAGE, "invalid_reset_token");
  const passwordHash = await hashPassword(password);
  const [consumed, , [user]] = await db.batch([
    db.update(userCredentials).set({ passwordHash, passwordResetToken: null, passwordResetExpiry: null, updatedAt: now2.toISOString() }).where(and5(eq7(userCredentials.userId, holder.userId), usable)).returning({ userId: userCredentials.userId }),
    // Only when this update took the token (its fresh salted hash is there): a concurrent use of
    // the same link that lost must not end the sessions begun with the winner's new password.
    db.delete(sessions).where(
      and5(
        eq7(sessions.userId, holder.userId),
        exists(db.select().from(userCredentials).where(and5(eq7(userCredentials.userId, holder.userId), eq7(userCredentials.passwordHash, passwordHash))))
      )
    ),
    db.select().from(users).where(eq7(users.id, holder.userId))
  ]);
  if (consumed.length === 0 || !user) throw invalid(INVALID_RESET_TOKEN_MESSAGE, "invalid_reset_token");
  return user;
}

// worker/src/services/users.ts
var USER_NOT_FOUND = "User not found";
function toPublicUser(user) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    preferredLanguage: user.preferredLanguage,
    profileImageUrl: user.profileImageUrl,
    isEmailVerified: user.isEmailVerified,
    createdAt: user.createdAt
  };
}
async function listUsers(db, filter) {
  const needle = filter.search?.toLowerCase();
  const rows = await db.select().from(users).where(
    and6(
      filter.role && filter.role !== "all" ? eq8(users.role, filter.role) : void 0,
      // instr() rather than LIKE, so % and _ typed in the box are matched literally.
      needle ? or2(
        sql5`instr(${users.email}, ${needle}) > 0`,
        sql5`instr(lower(${users.firstName} || ' ' || ${users.lastName}), ${needle}) > 0`
      ) : void 0
    )
  ).orderBy(desc4(users.createdAt));
  return rows.map(toPublicUser);
}
async function createUser(db, actorId, input, now2) {
  const user = await createAccount(db, input, {
    now: now2,
    alongside: (created) => [
      recordAdminAction(db, { userId: actorId, action: "user.create", targetType: "user", targetId: created.id, after: toPublicUser(created) }, now2)
    ]
  });
  return toPublicUser(user);
}
async function findTarget(db, id2) {
  const [target] = await db.select().from(users).where(eq8(users.id, id2));
  if (!target) throw notFound(USER_NOT_FOUND);
  return target;
}
async function changeUserRole(db, actorId, targetId, role, now2) {
  const target = await findTarget(db, targetId);
  if (target.id === actorId && role !== target.role) throw forbidden("You cannot change your own role", "cannot_change_own_role");
  if (role === target.role) return toPublicUser(target);
  const [[updated]] = await db.batch([
    db.update(users).set({ role, updatedAt: now2.toISOString() }).where(eq8(users.id, target.id)).returning(),
    deleteUserSessions(db, target.id),
    recordAdminAction(
      db,
      { userId: actorId, action: "user.role_change", targetType: "user", targetId: target.id, before: { role: target.role }, after: { role } },
      now2
    )
  ]);
  if (!updated) throw notFound(USER_NOT_FOUND);
  return toPublicUser(updated);
}
async function deleteUser(db, actorId, targetId, now2) {
  if (targetId === actorId) throw forbidden("You cannot delete your own account", "cannot_delete_self");
  const target = await findTarget(db, targetId);
  await db.batch([
    recordAdminAction(db, { userId: actorId, action: "user.delete", targetType: "user", targetId, before: toPublicUser(target) }, now2),
    deleteUserSessions(db, targetId),
    db.delete(users).where(eq8(users.id, targetId))
  ]);
  return { ok: true, id: targetId };
}

// worker/src/routes/admin/email-outbox.routes.ts
import { Hono as Hono2 } from "hono";

// shared/contracts/admin-email-outbox.ts
import { z as z17 } from "zod";
var emailStatusSchema = z17.enum(["pending", "sending", "sent", "failed"]);
var outboxEmailSchema = z17.object({
  id: z17.string(),
  to: z17.string(),
  subject: z17.string(),
  template: z17.string(),
  status: emailStatusSchema,
  attempts: z17.number().int(),
  lastError: z17.string().nullable(),
  createdAt: z17.string(),
  /** When the next attempt is due (pending), or when a delivery run's claim lapses (sending). */
  nextAttemptAt: z17.string().nullable()
});
var emailOutboxSummarySchema = z17.object({
  /** How emails leave this deployment: a transport, the development mail folder, or not at all yet. */
  transport: emailTransportSchema,
  counts: z17.object({ pending: z17.number().int(), sending: z17.number().int(), sent: z17.number().int(), failed: z17.number().int() }),
  /** When the oldest email still waiting was queued; null when none waits. */
  oldestWaitingSince: z17.string().nullable(),
  /** Failed emails and those being retried, with their last error, newest first (at most 20). */
  problems: z17.array(outboxEmailSchema)
});
var adminEmailOutboxApi = resource("/api/admin/email-outbox", {
  summary: get("/", { access: "admin", output: emailOutboxSummarySchema }),
  /** A failed email back in the queue with a fresh set of attempts; 409 unless it failed. */
  retry: post("/:id/retry", { access: "admin", output: outboxEmailSchema })
});

// worker/src/http/after-response.ts
var leftRunning = /* @__PURE__ */ new WeakMap();
function afterResponse(c, label, task) {
  const running = Promise.resolve().then(task).catch((error) => console.error(`[${c.get("requestId")}] ${label} failed:`, error));
  leftRunning.set(c.req.raw, [...leftRunning.get(c.req.raw) ?? [], running]);
  let executionCtx;
  try {
    executionCtx = c.executionCtx;
  } catch {
  }
  executionCtx?.waitUntil(running);
}
var afterResponseSettled = (c) => Promise.allSettled(leftRunning.get(c.req.raw) ?? []);
function backgroundWork() {
  const running = /* @__PURE__ */ new Set();
  const executionCtx = {
    waitUntil: (task) => {
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    passThroughOnException: () => void 0,
    props: {}
  };
  return {
    executionCtx,
    settled: async () => {
      while (running.size > 0) await Promise.allSettled(running);
    }
  };
}

// worker/src/http/deliver-email.ts
var deliversEmail = () => async (c, next) => {
  await next();
  const { email: email3 } = c.get("deps");
  if (!email3 || c.res.status >= 400) return;
  const now2 = requestTime(c);
  const work = new Promise((started) => setTimeout(started, 0)).then(() => afterResponseSettled(c)).then(() => email3.run(now2)).catch((error) => console.error("email delivery after a request failed:", error));
  try {
    c.executionCtx.waitUntil(work);
  } catch {
  }
};

// worker/src/routes/admin/email-outbox.routes.ts
var adminEmailOutbox = new Hono2().use("*", requireRole("admin")).get(adminEmailOutboxApi.summary.path, async (c) => {
  const { db, email: email3 } = c.get("deps");
  return c.json({ transport: email3?.transport ?? "not_configured", ...await emailOutboxSummary(db) });
}).post(adminEmailOutboxApi.retry.path, deliversEmail(), async (c) => {
  return c.json(await retryFailedEmail(c.get("deps").db, signedInUser(c).id, c.req.param("id"), requestTime(c)));
});

// worker/src/routes/admin/admin.routes.ts
var adminRoutes = new Hono3();
adminRoutes.use("*", requireRole("admin", "staff"));
var userManagement = new Hono3().use("*", requireRole("admin")).get(adminUsersApi.list.path, async (c) => {
  const filter = readQuery(c, adminUsersApi.list.query);
  return c.json(await listUsers(c.get("deps").db, filter));
}).post(adminUsersApi.create.path, async (c) => {
  const input = await readJson(c, adminUsersApi.create.input);
  return c.json(await createUser(c.get("deps").db, signedInUser(c).id, input, requestTime(c)), 201);
}).patch(adminUsersApi.changeRole.path, async (c) => {
  const { role } = await readJson(c, adminUsersApi.changeRole.input);
  return c.json(await changeUserRole(c.get("deps").db, signedInUser(c).id, c.req.param("id"), role, requestTime(c)));
}).delete(adminUsersApi.remove.path, async (c) => {
  return c.json(await deleteUser(c.get("deps").db, signedInUser(c).id, c.req.param("id"), requestTime(c)));
});
adminRoutes.route("/users", userManagement);
adminRoutes.route("/email-outbox", adminEmailOutbox);

// worker/src/routes/auth/auth.routes.ts
import { Hono as Hono4 } from "hono";

// worker/src/http/client-ip.ts
function clientIp(c) {
  const { config: config2 } = c.get("deps");
  if (config2.runtime === "workers") return c.req.header("cf-connecting-ip") ?? "unknown";
  if (config2.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = c.env?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

// worker/src/http/known-device.ts
import { getCookie as getCookie2, setCookie as setCookie2 } from "hono/cookie";

// worker/src/services/known-devices.ts
import { jwtVerify as jwtVerify2, SignJWT as SignJWT2 } from "jose";
var KNOWN_DEVICE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;
var AUDIENCE = "known-device";
async function accountTag(email3) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email3.trim().toLowerCase()));
  return btoa(String.fromCharCode(...new Uint8Array(digest).slice(0, 16)));
}
async function issueKnownDevice(config2, email3, now2) {
  const deviceId = crypto.randomUUID();
  const expiresAt = new Date(now2.getTime() + KNOWN_DEVICE_LIFETIME_SECONDS * 1e3);
  const token = await new SignJWT2({ dev: deviceId, acct: await accountTag(email3) }).setProtectedHeader({ alg: "HS256" }).setAudience(AUDIENCE).setIssuedAt(Math.floor(now2.getTime() / 1e3)).setExpirationTime(Math.floor(expiresAt.getTime() / 1e3)).sign(secretKey(config2));
  return { deviceId, token, expiresAt };
}
async function knownDeviceId(config2, token, email3, now2) {
  try {
    const { payload } = await jwtVerify2(token, secretKey(config2), { algorithms: ["HS256"], audience: AUDIENCE, currentDate: now2 });
    if (payload.acct !== await accountTag(email3) || typeof payload.dev !== "string") return void 0;
    return payload.dev;
  } catch {
    return void 0;
  }
}

// worker/src/http/known-device.ts
var KNOWN_DEVICE_COOKIE = "known_device";
var recognised = /* @__PURE__ */ new WeakMap();
function knownDevice(c, email3) {
  let found = recognised.get(c.req.raw);
  if (!found) {
    const token = getCookie2(c, KNOWN_DEVICE_COOKIE);
    found = token ? knownDeviceId(c.get("deps").config, token, email3, requestTime(c)) : Promise.resolve(void 0);
    recognised.set(c.req.raw, found);
  }
  return found;
}
async function rememberDevice(c, email3) {
  const { config: config2 } = c.get("deps");
  const { token, expiresAt } = await issueKnownDevice(config2, email3, requestTime(c));
  setCookie2(c, KNOWN_DEVICE_COOKIE, token, {
    path: authApi.base,
    httpOnly: true,
    sameSite: "Strict",
    secure: isSecureTransport(config2, c.req.raw),
    expires: expiresAt,
    maxAge: KNOWN_DEVICE_LIFETIME_SECONDS
  });
}

// worker/src/http/public-origin.ts
function publicOrigin(c) {
  const { config: config2 } = c.get("deps");
  if (config2.publicUrl) return config2.publicUrl;
  if (config2.environment === "production") throw new Error("PUBLIC_URL is required in production (parseConfig enforces it)");
  return new URL(c.req.url).origin;
}

// worker/src/services/rate-limit.ts
import { and as and7, eq as eq9, gt as gt5, lte as lte3, sql as sql6 } from "drizzle-orm";
var LONGEST_RATE_LIMIT_WINDOW_SECONDS = 24 * 60 * 60;
var SECOND = 1e3;
function slowDownOffsetSeconds(n, slowDown) {
  let total = 0;
  for (let k = 0; k < n; k++) total += Math.min(slowDown.firstDelaySeconds * 2 ** k, slowDown.maxDelaySeconds);
  return total;
}
var refused = (until, now2) => ({
  allowed: false,
  remaining: 0,
  retryAfterSeconds: Math.max(1, Math.ceil((until - now2.getTime()) / SECOND))
});
async function hitRateLimit(db, key, rule, now2) {
  const nowIso = now2.toISOString();
  const expiredBefore = new Date(now2.getTime() - rule.windowSeconds * SECOND).toISOString();
  const expired = lte3(rateLimits.windowStart, expiredBefore);
  const [taken] = await db.insert(rateLimits).values({ key, count: 1, windowStart: nowIso }).onConflictDoUpdate({
    target: rateLimits.key,
    set: {
      count: sql6`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
      windowStart: sql6`CASE WHEN ${expired} THEN ${nowIso} ELSE ${rateLimits.windowStart} END`
    },
    setWhere: sql6`${expired} OR ${rateLimits.count} < ${rule.limit}`
  }).returning();
  if (taken) return { allowed: true, remaining: Math.max(0, rule.limit - taken.count), retryAfterSeconds: 0 };
  const [row] = await db.select().from(rateLimits).where(eq9(rateLimits.key, key));
  if (!row) return hitRateLimit(db, key, rule, now2);
  const windowStart = Date.parse(row.windowStart);
  const windowEnd = windowStart + rule.windowSeconds * SECOND;
  if (!rule.slowDown) return refused(windowEnd, now2);
  const turn = windowStart + slowDownOffsetSeconds(row.count - rule.limit + 1, rule.slowDown) * SECOND;
  if (turn > now2.getTime()) return refused(Math.min(turn, windowEnd), now2);
  const [won] = await db.update(rateLimits).set({ count: row.count + 1 }).where(and7(eq9(rateLimits.key, key), eq9(rateLimits.count, row.count), eq9(rateLimits.windowStart, row.windowStart))).returning();
  if (won) return { allowed: true, remaining: 0, retryAfterSeconds: 0 };
  return hitRateLimit(db, key, rule, now2);
}
async function giveBackRateLimit(db, key) {
  await db.update(rateLimits).set({ count: sql6`${rateLimits.count} - 1` }).where(and7(eq9(rateLimits.key, key), gt5(rateLimits.count, 0)));
}
async function resetRateLimit(db, key) {
  await db.delete(rateLimits).where(eq9(rateLimits.key, key));
}
async function purgeExpiredRateLimits(db, now2) {
  const passedBefore = new Date(now2.getTime() - LONGEST_RATE_LIMIT_WINDOW_SECONDS * SECOND).toISOString();
  const gone = await db.delete(rateLimits).where(lte3(rateLimits.windowStart, passedBefore)).returning({ key: rateLimits.key });
  return gone.length;
}

// worker/src/http/rate-limit.ts
var rateLimitKey = (bucket, subject) => `${bucket}:${subject}`;
function rateLimit(options) {
  const { bucket, rule, counts = "every-request", clearsWhen, message: message2 } = options;
  if (rule.windowSeconds > LONGEST_RATE_LIMIT_WINDOW_SECONDS) {
    throw new Error(`Rate limit ${bucket}: windows longer than ${LONGEST_RATE_LIMIT_WINDOW_SECONDS} s are purged too early`);
  }
  return async (c, next) => {
    const body3 = options.input ? await readJson(c, options.input) : void 0;
    const subject = options.subject ? await options.subject(c, body3) : clientIp(c);
    if (subject === void 0) return next();
    const key = rateLimitKey(bucket, subject);
    const { db } = c.get("deps");
    const state = await hitRateLimit(db, key, rule, requestTime(c));
    if (!state.allowed) {
      const seconds = state.retryAfterSeconds;
      throw limited(seconds, typeof message2 === "function" ? message2(seconds) : message2);
    }
    await next();
    const status = c.res.status;
    if (clearsWhen?.(status)) await resetRateLimit(db, key);
    else if (counts !== "every-request" && !counts(status)) await giveBackRateLimit(db, key);
  };
}

// worker/src/routes/auth/auth.routes.ts
var LOGIN_PAIR_RULE = { limit: 5, windowSeconds: 15 * 60 };
var LOGIN_ADDRESS_RULE = { limit: 30, windowSeconds: 60 * 60 };
var LOGIN_ACCOUNT_RULE = {
  limit: 10,
  windowSeconds: 24 * 60 * 60,
  slowDown: { firstDelaySeconds: 1, maxDelaySeconds: 15 * 60 }
};
var FORGOT_RULE = { limit: 5, windowSeconds: 15 * 60 };
var REGISTER_RULE = { limit: 20, windowSeconds: 60 * 60 };
var INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
var FORGOT_PASSWORD_MESSAGE = "If an account exists for this email, we have sent a link to reset your password.";
var tryAgainIn = (seconds) => seconds < 60 ? `Too many attempts. Please try again in ${Math.max(1, Math.ceil(seconds))} second(s).` : `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minute(s).`;
var byEmail = (_c, body3) => body3.email;
var failedSignIn = (status) => status === 401;
var signedIn = (status) => status === 200;
var fromStranger = (subject) => async (c, body3) => await knownDevice(c, body3.email) ? void 0 : subject(c, body3);
var loginLimits = [
  rateLimit({
    bucket: "login:pair",
    rule: LOGIN_PAIR_RULE,
    input: authApi.login.input,
    subject: async (c, body3) => {
      const device = await knownDevice(c, body3.email);
      return `${body3.email}|${device ? `device:${device}` : clientIp(c)}`;
    },
    counts: failedSignIn,
    clearsWhen: signedIn,
    message: tryAgainIn
  }),
  rateLimit({ bucket: "login:address", rule: LOGIN_ADDRESS_RULE, input: authApi.login.input, subject: fromStranger((c) => clientIp(c)), counts: failedSignIn, message: tryAgainIn }),
  rateLimit({ bucket: "login:account", rule: LOGIN_ACCOUNT_RULE, input: authApi.login.input, subject: fromStranger(byEmail), counts: failedSignIn, message: tryAgainIn })
];
var authRoutes = new Hono4().post(
  authApi.register.path,
  // Only created accounts count: a refused sign-up (taken email) gives its slot back.
  rateLimit({ bucket: "register:ip", rule: REGISTER_RULE, input: authApi.register.input, counts: (status) => status === 201, message: tryAgainIn }),
  async (c) => {
    const input = await readJson(c, authApi.register.input);
    const user = await createAccount(
      c.get("deps").db,
      {
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        preferredLanguage: input.preferredLanguage,
        // Self-registration can only make customers or wholesale buyers (spec §6).
        role: input.accountType === "wholesale" ? "wholesale" : "customer"
      },
      { now: requestTime(c) }
    );
    await startSession(c, user.id);
    await rememberDevice(c, user.email);
    return c.json(toPublicUser(user), 201);
  }
).post(authApi.login.path, ...loginLimits, async (c) => {
  const { email: email3, password } = await readJson(c, authApi.login.input);
  const user = await checkCredentials(c.get("deps").db, email3, password);
  if (!user) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, "invalid_credentials");
  await startSession(c, user.id);
  await rememberDevice(c, user.email);
  return c.json(toPublicUser(user));
}).post(authApi.logout.path, async (c) => {
  const token = sessionToken(c);
  if (token) await endSession(c.get("deps").db, c.get("deps").config, token, requestTime(c));
  clearSessionCookie(c);
  return c.json({ ok: true });
}).get(authApi.me.path, async (c) => {
  const user = await currentUser(c);
  if (!user) {
    clearSessionCookie(c);
    throw unauthorized("Please sign in to continue");
  }
  return c.json(toPublicUser(user));
}).post(
  authApi.forgotPassword.path,
  // Every request counts before anything is looked up, so the limit also holds in parallel.
  rateLimit({ bucket: "forgot:ip", rule: FORGOT_RULE, input: authApi.forgotPassword.input, message: tryAgainIn }),
  rateLimit({ bucket: "forgot:email", rule: FORGOT_RULE, input: authApi.forgotPassword.input, subject: byEmail, message: tryAgainIn }),
  deliversEmail(),
  async (c) => {
    const { email: email3 } = await readJson(c, authApi.forgotPassword.input);
    const { db } = c.get("deps");
    const options = { origin: publicOrigin(c), now: requestTime(c) };
    afterResponse(c, "password reset request", () => requestPasswordReset(db, email3, options));
    return c.json({ message: FORGOT_PASSWORD_MESSAGE });
  }
).post(authApi.resetPassword.path, async (c) => {
  const { token, password } = await readJson(c, authApi.resetPassword.input);
  const user = await resetPasswordWithToken(c.get("deps").db, token, password, requestTime(c));
  await rememberDevice(c, user.email);
  return c.json({ message: "Your password has been reset. You can now sign in with your new password." });
});

// worker/src/routes/blog/blog.routes.ts
import { Hono as Hono5 } from "hono";
var blogRoutes = new Hono5().get(blogApi.list.path, async (c) => c.json(await listPosts(c.get("deps").db))).get(blogApi.bySlug.path, async (c) => {
  const post2 = await findPost(c.get("deps").db, c.req.param("slug"));
  if (!post2) throw notFound("Article not found");
  return c.json(post2);
});

// worker/src/routes/contact/contact.routes.ts
import { Hono as Hono6 } from "hono";

// worker/src/services/idempotency-keys.ts
import { and as and8, eq as eq10, isNull, lt } from "drizzle-orm";
var rowOf = (scope, key) => and8(eq10(idempotencyKeys.scope, scope), eq10(idempotencyKeys.key, key));
async function claimIdempotencyKey(db, claim, now2, ttlMs) {
  const nowIso = now2.toISOString();
  const fresh = { requestHash: claim.requestHash, createdAt: nowIso, expiresAt: new Date(now2.getTime() + ttlMs).toISOString() };
  const claimed = await db.insert(idempotencyKeys).values({ scope: claim.scope, key: claim.key, ...fresh }).onConflictDoUpdate({
    target: [idempotencyKeys.scope, idempotencyKeys.key],
    set: { ...fresh, statusCode: null, responseBody: null },
    setWhere: lt(idempotencyKeys.expiresAt, nowIso)
  }).returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}
async function findIdempotencyKey(db, scope, key) {
  const [row] = await db.select().from(idempotencyKeys).where(rowOf(scope, key));
  return row;
}
async function takeOverAbandonedClaim(db, scope, key, abandonedBefore, now2) {
  const takenOver = await db.update(idempotencyKeys).set({ createdAt: now2.toISOString() }).where(and8(rowOf(scope, key), isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, abandonedBefore.toISOString()))).returning({ key: idempotencyKeys.key });
  return takenOver.length > 0;
}
var storeIdempotentAnswer = (db, scope, key, answer) => db.update(idempotencyKeys).set(answer).where(rowOf(scope, key));
async function recordIdempotentAnswer(db, scope, key, answer) {
  await storeIdempotentAnswer(db, scope, key, answer);
}
async function releaseUnansweredClaims(db) {
  const freed = await db.delete(idempotencyKeys).where(isNull(idempotencyKeys.statusCode)).returning({ key: idempotencyKeys.key });
  return freed.length;
}
async function releaseIdempotencyKey(db, scope, key) {
  await db.delete(idempotencyKeys).where(rowOf(scope, key));
}
async function purgeExpiredIdempotencyKeys(db, now2) {
  const gone = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now2.toISOString())).returning({ key: idempotencyKeys.key });
  return gone.length;
}

// worker/src/http/idempotency.ts
var IDEMPOTENCY_HEADER = "Idempotency-Key";
var REPLAYED_HEADER = "Idempotent-Replayed";
var IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
var ABANDONED_CLAIM_SECONDS = 60;
var KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
var WRITE_METHODS = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
async function sha256(text3) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text3));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
var isStorable = (status) => status >= 200 && status < 300 || status >= 400 && status < 500 && status !== 408 && status !== 429;
var inProgress = () => new ApiError(409, "idempotency_request_in_progress", "This request is already being processed. Please retry in a moment.", void 0, { "Retry-After": "1" });
function idempotency(options = {}) {
  const ttlMs = (options.ttlSeconds ?? IDEMPOTENCY_TTL_SECONDS) * 1e3;
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === void 0 || !WRITE_METHODS.has(c.req.method)) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new ApiError(400, "invalid_idempotency_key", "Idempotency-Key must be 8 to 255 visible ASCII characters (a UUID is ideal)");
    }
    const { db } = c.get("deps");
    const now2 = requestTime(c);
    const scope = `${c.req.method} ${c.req.path}`;
    const caller = (await currentUser(c))?.id ?? "visitor";
    const requestHash = await sha256(`${caller}
${await c.req.text()}`);
    if (!await claimIdempotencyKey(db, { scope, key, requestHash }, now2, ttlMs)) {
      const existing = await findIdempotencyKey(db, scope, key);
      if (!existing) throw inProgress();
      if (existing.requestHash !== requestHash) {
        throw new ApiError(409, "idempotency_key_reused", "This Idempotency-Key was already used for a different request");
      }
      if (existing.statusCode !== null) {
        return new Response(existing.responseBody || null, {
          status: existing.statusCode,
          headers: { "Content-Type": "application/json; charset=UTF-8", [REPLAYED_HEADER]: "true" }
        });
      }
      const abandonedBefore = new Date(now2.getTime() - ABANDONED_CLAIM_SECONDS * 1e3);
      if (!await takeOverAbandonedClaim(db, scope, key, abandonedBefore, now2)) throw inProgress();
    }
    c.set("idempotency", { scope, key, answered: false });
    try {
      await next();
    } catch (error) {
      const stored = c.get("idempotency")?.answered ? await findIdempotencyKey(db, scope, key) : void 0;
      if (stored?.statusCode == null) await releaseIdempotencyKey(db, scope, key);
      throw error;
    }
    if (c.get("idempotency")?.answered && (await findIdempotencyKey(db, scope, key))?.statusCode != null) return;
    const status = c.res.status;
    if (isStorable(status)) {
      await recordIdempotentAnswer(db, scope, key, { statusCode: status, responseBody: await c.res.clone().text() });
    } else {
      await releaseIdempotencyKey(db, scope, key);
    }
  };
}
function answerOnce(c, status, shape) {
  return {
    writes: (created) => {
      const claim = c.get("idempotency");
      if (!claim) return [];
      claim.answered = true;
      const { db } = c.get("deps");
      return [storeIdempotentAnswer(db, claim.scope, claim.key, { statusCode: status, responseBody: JSON.stringify(shape(created)) })];
    },
    send: (created) => c.json(shape(created), status)
  };
}

// worker/src/emails/contact-notification.ts
var LANGUAGE_NAMES = { en: "English", es: "Spanish", fr: "French" };
function contactNotificationEmail(data) {
  const { message: message2 } = data;
  const subject = `New contact message: ${message2.subject}`;
  const rendered = renderEmail({
    language: "en",
    title: subject,
    preheader: `${message2.name} wrote: ${message2.subject}`,
    heading: "New contact message",
    blocks: [
      {
        kind: "facts",
        rows: [
          ["From", `${message2.name} <${message2.email}>`],
          ["Language", LANGUAGE_NAMES[message2.language] ?? message2.language],
          ["Received", message2.receivedAt],
          ["Subject", message2.subject]
        ]
      },
      { kind: "quote", text: message2.message },
      { kind: "paragraph", text: `Reply to this email to answer ${message2.name} at ${message2.email}, within 24-48 hours.` }
    ]
  });
  return { to: data.supportEmail, replyTo: message2.email, subject, ...body2(rendered), template: "contact_notification" };
}

// worker/src/services/contact-messages.ts
async function receiveContactMessage(db, input, options) {
  const id2 = crypto.randomUUID();
  const receivedAt = options.now.toISOString();
  const email3 = contactNotificationEmail({ supportEmail: options.supportEmail, message: { ...input, receivedAt } });
  const message2 = { ...input, id: id2, status: "new", createdAt: receivedAt };
  await db.batch([db.insert(contactMessages).values(message2), queueEmail(db, email3), ...options.alsoWrite?.(message2) ?? []]);
  return message2;
}

// worker/src/routes/contact/contact.routes.ts
var CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 };
var contactRoutes = new Hono6().post(
  contactApi.send.path,
  // The app's offline outbox retries with an Idempotency-Key: a replay is answered before it counts.
  idempotency(),
  rateLimit({ bucket: "contact", rule: CONTACT_RATE_LIMIT, input: contactApi.send.input, message: "Too many messages sent. Please try again later." }),
  deliversEmail(),
  async (c) => {
    const input = await readJson(c, contactApi.send.input);
    const { db, config: config2 } = c.get("deps");
    const answer = answerOnce(c, 201, (message3) => ({ id: message3.id, status: message3.status }));
    const message2 = await receiveContactMessage(db, input, {
      supportEmail: config2.supportEmail,
      now: requestTime(c),
      alsoWrite: answer.writes
    });
    return answer.send(message2);
  }
);

// worker/src/routes/dashboard/dashboard.routes.ts
import { Hono as Hono7 } from "hono";
var dashboardRoutes = new Hono7();

// worker/src/routes/health/health.routes.ts
import { Hono as Hono8 } from "hono";

// worker/src/services/health.ts
import { sql as sql7 } from "drizzle-orm";
async function checkDatabase(db) {
  await db.run(sql7`select 1`);
}

// worker/src/routes/health/health.routes.ts
var healthRoutes = new Hono8().get(healthApi.check.path, async (c) => {
  const { db, config: config2, email: email3 } = c.get("deps");
  await checkDatabase(db);
  return c.json({ status: "ok", runtime: config2.runtime, database: "ok", email: email3?.transport ?? "not_configured" });
});

// worker/src/routes/loyalty/loyalty.routes.ts
import { Hono as Hono9 } from "hono";

// worker/src/services/loyalty.ts
import { and as and9, eq as eq11, sql as sql8 } from "drizzle-orm";

// worker/src/db/constraint-errors.ts
function messagesOf(error) {
  const parts = [];
  for (let e = error, depth = 0; e && depth < 5; e = e.cause, depth++) {
    parts.push(e instanceof Error ? e.message : String(e));
  }
  return parts.join(" | ");
}
var databaseRefused = (error, rule) => messagesOf(error).includes(rule);

// worker/src/services/loyalty.ts
async function loyaltyBalance(db, userId) {
  const [row] = await db.select({ balance: sql8`coalesce(sum(CASE ${loyaltyLedger.transactionType} WHEN 'earned' THEN ${loyaltyLedger.points} ELSE -${loyaltyLedger.points} END), 0)` }).from(loyaltyLedger).where(eq11(loyaltyLedger.userId, userId));
  return Number(row?.balance ?? 0);
}
var holdRedemption = (db, { userId, orderId, orderNumber, points, now: now2 }) => db.insert(loyaltyLedger).values({
  userId,
  points,
  transactionType: "redeemed",
  referenceId: orderId,
  description: `Reward on order ${orderNumber}`,
  createdAt: now2.toISOString()
});
var releaseRedemption = (db, orderId) => db.delete(loyaltyLedger).where(and9(eq11(loyaltyLedger.referenceId, orderId), eq11(loyaltyLedger.transactionType, "redeemed")));
var awardPoints = (db, { userId, orderId, orderNumber, points, now: now2 }) => db.insert(loyaltyLedger).values({
  userId,
  points,
  transactionType: "earned",
  referenceId: orderId,
  description: `Order ${orderNumber}`,
  createdAt: now2.toISOString()
});
var isLoyaltyOverdraft = (error) => databaseRefused(error, "loyalty_balance_insufficient");

// worker/src/routes/loyalty/loyalty.routes.ts
var loyaltyRoutes = new Hono9().get(
  loyaltyApi.balance.path,
  requireUser,
  async (c) => c.json({ points: await loyaltyBalance(c.get("deps").db, signedInUser(c).id) })
);

// worker/src/routes/newsletter/newsletter.routes.ts
import { Hono as Hono10 } from "hono";

// worker/src/services/newsletter.ts
import { eq as eq12, sql as sql9 } from "drizzle-orm";

// worker/src/emails/newsletter-welcome.ts
var TEXTS2 = {
  en: {
    subject: "Welcome to our newsletter",
    preheader: "New collections, care tips and offers, now in your inbox.",
    thanks: "Thank you for subscribing to our newsletter!",
    what: "You will hear from us about new collections, care tips and offers.",
    shop: "Visit the shop",
    unsubscribe: "If you no longer wish to receive these emails, you can unsubscribe at any time:",
    unsubscribeButton: "Unsubscribe"
  },
  es: {
    subject: "Te damos la bienvenida a nuestro bolet\xEDn",
    preheader: "Nuevas colecciones, consejos de cuidado y ofertas, ahora en tu correo.",
    thanks: "\xA1Gracias por suscribirte a nuestro bolet\xEDn!",
    what: "Te contaremos sobre nuevas colecciones, consejos de cuidado y ofertas.",
    shop: "Visitar la tienda",
    unsubscribe: "Si ya no quieres recibir estos correos, puedes cancelar tu suscripci\xF3n en cualquier momento:",
    unsubscribeButton: "Cancelar la suscripci\xF3n"
  },
  fr: {
    subject: "Bienvenue dans notre newsletter",
    preheader: "Nouvelles collections, conseils d\u2019entretien et offres, d\xE9sormais dans votre bo\xEEte mail.",
    thanks: "Merci pour votre abonnement \xE0 notre newsletter !",
    what: "Vous recevrez nos nouvelles collections, nos conseils d\u2019entretien et nos offres.",
    shop: "D\xE9couvrir la boutique",
    unsubscribe: "Si vous ne souhaitez plus recevoir ces e-mails, vous pouvez vous d\xE9sabonner \xE0 tout moment :",
    unsubscribeButton: "Se d\xE9sabonner"
  }
};
function newsletterWelcomeEmail(data) {
  const t = TEXTS2[data.language];
  const home = shopHome(data.origin, data.language);
  const unsubscribeUrl = shopLink(data.origin, data.language, `/unsubscribe?email=${encodeURIComponent(data.to)}`);
  const rendered = renderEmail({
    language: data.language,
    title: t.subject,
    preheader: t.preheader,
    heading: t.subject,
    shopUrl: home,
    blocks: [
      { kind: "paragraph", text: t.thanks },
      { kind: "paragraph", text: t.what },
      { kind: "button", label: t.shop, url: home },
      { kind: "link", text: t.unsubscribe, label: t.unsubscribeButton, url: unsubscribeUrl }
    ]
  });
  return {
    to: data.to,
    subject: t.subject,
    ...body2(rendered),
    template: "newsletter_welcome",
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>` }
  };
}

// worker/src/services/newsletter.ts
async function subscribe(db, input, options) {
  const nowIso = options.now.toISOString();
  const [existing] = await db.select().from(newsletterSubscribers).where(eq12(newsletterSubscribers.email, input.email));
  const becameActive = !existing?.isActive;
  const upsert = db.insert(newsletterSubscribers).values({ email: input.email, language: input.language, isActive: true, subscribedAt: nowIso }).onConflictDoUpdate({
    target: newsletterSubscribers.email,
    set: {
      language: input.language,
      isActive: true,
      unsubscribedAt: null,
      // A returning subscriber's date is the day they came back; an active one keeps theirs.
      subscribedAt: sql9`CASE WHEN ${newsletterSubscribers.isActive} = 1 THEN ${newsletterSubscribers.subscribedAt} ELSE ${nowIso} END`
    }
  });
  if (!becameActive) {
    await upsert;
    return { becameActive };
  }
  const welcome = newsletterWelcomeEmail({ to: input.email, language: input.language, origin: options.origin });
  await db.batch([upsert, queueEmail(db, welcome)]);
  return { becameActive };
}
async function unsubscribe(db, email3, now2) {
  await db.update(newsletterSubscribers).set({ isActive: false, unsubscribedAt: now2.toISOString() }).where(eq12(newsletterSubscribers.email, email3));
}

// worker/src/routes/newsletter/newsletter.routes.ts
var NEWSLETTER_RATE_LIMIT = { limit: 20, windowSeconds: 10 * 60 };
var limit = (input) => rateLimit({ bucket: "newsletter", rule: NEWSLETTER_RATE_LIMIT, input, message: "Too many requests. Please try again later." });
var newsletterRoutes = new Hono10().post(newsletterApi.subscribe.path, idempotency(), limit(newsletterApi.subscribe.input), deliversEmail(), async (c) => {
  const input = await readJson(c, newsletterApi.subscribe.input);
  await subscribe(c.get("deps").db, input, { origin: publicOrigin(c), now: requestTime(c) });
  return c.json({ subscribed: true });
}).post(newsletterApi.unsubscribe.path, idempotency(), limit(newsletterApi.unsubscribe.input), async (c) => {
  const { email: email3 } = await readJson(c, newsletterApi.unsubscribe.input);
  await unsubscribe(c.get("deps").db, email3, requestTime(c));
  return c.json({ unsubscribed: true });
});

// worker/src/routes/orders/orders.routes.ts
import { Hono as Hono11 } from "hono";

// worker/src/services/order-settlement.ts
import { and as and10, asc as asc5, eq as eq14, lt as lt2, sql as sql11 } from "drizzle-orm";

// worker/src/emails/order-confirmation.ts
var TEXTS3 = {
  en: {
    subject: (n) => `Your order ${n} is confirmed`,
    preheader: (name2) => `Thank you, ${name2}. Here is your order summary.`,
    heading: "Thank you for your order",
    greeting: (name2) => `Hello ${name2},`,
    intro: "We have received your order and are preparing it with care. You will get another email with the tracking number as soon as it ships.",
    orderNumber: "Order number",
    orderDate: "Order date",
    items: "Your items",
    columns: ["Item", "Qty", "Total"],
    each: (price) => `${price} each`,
    measurements: "Measurements",
    subtotal: "Subtotal",
    shipping: "Shipping",
    free: "Free",
    discount: "Discount",
    total: "Total",
    address: "Shipping address",
    button: "View your order",
    questions: "Questions about your order? Write to us from the contact page and mention your order number."
  },
  es: {
    subject: (n) => `Tu pedido ${n} est\xE1 confirmado`,
    preheader: (name2) => `Gracias, ${name2}. Este es el resumen de tu pedido.`,
    heading: "Gracias por tu pedido",
    greeting: (name2) => `Hola ${name2}:`,
    intro: "Recibimos tu pedido y lo estamos preparando con cuidado. Te enviaremos otro correo con el n\xFAmero de gu\xEDa en cuanto salga.",
    orderNumber: "N\xFAmero de pedido",
    orderDate: "Fecha del pedido",
    items: "Tus productos",
    columns: ["Producto", "Cant.", "Total"],
    each: (price) => `${price} c/u`,
    measurements: "Medidas",
    subtotal: "Subtotal",
    shipping: "Env\xEDo",
    free: "Gratis",
    discount: "Descuento",
    total: "Total",
    address: "Direcci\xF3n de env\xEDo",
    button: "Ver tu pedido",
    questions: "\xBFTienes preguntas sobre tu pedido? Escr\xEDbenos desde la p\xE1gina de contacto e indica tu n\xFAmero de pedido."
  },
  fr: {
    subject: (n) => `Votre commande ${n} est confirm\xE9e`,
    preheader: (name2) => `Merci, ${name2}. Voici le r\xE9capitulatif de votre commande.`,
    heading: "Merci pour votre commande",
    greeting: (name2) => `Bonjour ${name2},`,
    intro: "Nous avons bien re\xE7u votre commande et la pr\xE9parons avec soin. Vous recevrez un autre e-mail avec le num\xE9ro de suivi d\xE8s son exp\xE9dition.",
    orderNumber: "Num\xE9ro de commande",
    orderDate: "Date de commande",
    items: "Vos articles",
    columns: ["Article", "Qt\xE9", "Total"],
    each: (price) => `${price} l\u2019unit\xE9`,
    measurements: "Mesures",
    subtotal: "Sous-total",
    shipping: "Livraison",
    free: "Offerte",
    discount: "Remise",
    total: "Total",
    address: "Adresse de livraison",
    button: "Voir votre commande",
    questions: "Une question sur votre commande ? \xC9crivez-nous depuis la page de contact en indiquant votre num\xE9ro de commande."
  }
};
var isZero = (amount2) => Number(amount2) === 0;
function orderConfirmationEmail(data) {
  const language = emailLanguage(data.language);
  const t = TEXTS3[language];
  const money = (amount2) => formatMoney(amount2, language);
  const address = data.shippingAddress;
  const subject = t.subject(data.orderNumber);
  const rendered = renderEmail({
    language,
    title: subject,
    preheader: t.preheader(data.customerName),
    heading: t.heading,
    shopUrl: shopHomeOf(data.confirmationUrl, language),
    blocks: [
      { kind: "paragraph", text: t.greeting(data.customerName) },
      { kind: "paragraph", text: t.intro },
      {
        kind: "facts",
        rows: [
          [t.orderNumber, data.orderNumber],
          [t.orderDate, formatDate(data.createdAt, language)]
        ]
      },
      {
        kind: "table",
        caption: t.items,
        columns: t.columns,
        align: ["left", "right", "right"],
        rows: data.items.map((item) => [
          [
            item.productName,
            `${colorName(item.color, language)} \xB7 ${item.size} \xB7 ${t.each(money(item.unitPrice))}`,
            ...item.measurements ? [`${t.measurements}: ${item.measurements}`] : []
          ].join("\n"),
          String(item.quantity),
          money(item.lineTotal)
        ])
      },
      {
        kind: "facts",
        rows: [
          [t.subtotal, money(data.subtotal)],
          [t.shipping, isZero(data.shipping) ? t.free : money(data.shipping)],
          ...isZero(data.discount) ? [] : [[t.discount, `\u2212${money(data.discount.replace(/^-/, ""))}`]],
          [t.total, money(data.total)]
        ]
      },
      { kind: "heading", text: t.address },
      {
        kind: "paragraph",
        text: [
          data.customerName,
          address.street,
          [address.city, address.state, address.postalCode].filter(Boolean).join(", "),
          address.country
        ].join("\n")
      },
      { kind: "button", label: t.button, url: data.confirmationUrl },
      { kind: "note", text: t.questions }
    ]
  });
  return { to: data.to, subject, ...body2(rendered), template: "order_confirmation" };
}

// worker/src/services/orders.ts
import { asc as asc4, eq as eq13, inArray as inArray2, sql as sql10 } from "drizzle-orm";
var changeReserved = (db, productId, delta) => db.update(products).set({ reserved: sql10`${products.reserved} + ${delta}` }).where(eq13(products.id, productId));
function unitsPerProduct(lines) {
  const units = /* @__PURE__ */ new Map();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}
var imageFor = (product, color) => product.images[product.colors.indexOf(color)] ?? product.images[0] ?? null;
var availableOf = (product) => Math.max(0, product.stock - product.reserved);
function notEnoughStock(product, available) {
  const name2 = product.nameEn;
  return conflict(available === 0 ? `${name2} is sold out` : `Not enough stock of ${name2}: only ${available} left`, "insufficient_stock");
}
function readLines(input, catalogue) {
  const merged = [];
  input.forEach((line, i) => {
    const product = catalogue.get(line.productId);
    if (!product || !product.isActive) {
      const message2 = product ? `${product.nameEn} is no longer available` : MESSAGES.lineInvalid;
      throw invalid(message2, "product_unavailable", { [`items.${i}.productId`]: message2 });
    }
    if (!product.colors.includes(line.color)) {
      const message2 = `${product.nameEn} is not made in the colour "${line.color}"`;
      throw invalid(message2, "invalid_option", { [`items.${i}.color`]: message2 });
    }
    if (!product.sizes.includes(line.size)) {
      const message2 = `${product.nameEn} is not made in size "${line.size}"`;
      throw invalid(message2, "invalid_option", { [`items.${i}.size`]: message2 });
    }
    const same = merged.find((l) => l.product.id === product.id && l.color === line.color && l.size === line.size);
    if (same) same.quantity += line.quantity;
    else merged.push({ product, color: line.color, size: line.size, quantity: line.quantity });
  });
  return merged;
}
async function redemptionFor(db, points, userId, subtotalCents) {
  if (points === void 0) return 0;
  if (!userId) throw invalid(MESSAGES.pointsSignInRequired, "points_sign_in_required", { redeemPoints: MESSAGES.pointsSignInRequired });
  const discount = redemptionDiscount(points);
  if (discount > subtotalCents) throw invalid(MESSAGES.rewardExceedsItems, "reward_exceeds_items", { redeemPoints: MESSAGES.rewardExceedsItems });
  if (await loyaltyBalance(db, userId) < points) throw invalid(MESSAGES.pointsInsufficient, "insufficient_points", { redeemPoints: MESSAGES.pointsInsufficient });
  return discount;
}
async function placeOrder(db, gateway, input, options) {
  const ids = [...new Set(input.items.map((l) => l.productId))];
  const catalogue = new Map((await db.select().from(products).where(inArray2(products.id, ids))).map((p) => [p.id, p]));
  const lines = readLines(input.items, catalogue);
  for (const [productId, units] of unitsPerProduct(lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })))) {
    const product = catalogue.get(productId);
    if (units > availableOf(product)) throw notEnoughStock(product, availableOf(product));
  }
  const language = input.language;
  const subtotalCents = lines.reduce((sum, l) => sum + l.product.priceCents * l.quantity, 0);
  const discountCents = await redemptionFor(db, input.redeemPoints, options.userId, subtotalCents);
  const totals = totalsFor(subtotalCents, discountCents);
  const orderId = crypto.randomUUID();
  const orderNumber = await nextOrderNumber(db);
  const now2 = options.now.toISOString();
  const intent = await gateway.createIntent({ orderId, orderNumber, amountCents: totals.totalCents, receiptEmail: input.customerEmail, idempotencyKey: orderId }).catch((error) => {
    console.error(`payment intent for order ${orderId} could not be created:`, error);
    throw unavailable("Card payments are unavailable right now. Please try again in a moment.", "payment_provider_unavailable");
  });
  const placed = {
    orderId,
    orderNumber,
    totals,
    lines: lines.map((l) => ({ productId: l.product.id, color: l.color, size: l.size, quantity: l.quantity, unitPriceCents: l.product.priceCents })),
    pointsRedeemed: input.redeemPoints ?? null,
    gateway: gateway.name,
    clientSecret: intent.clientSecret
  };
  const statements = [
    db.insert(orders).values({
      id: orderId,
      orderNumber,
      userId: options.userId ?? null,
      customerEmail: input.customerEmail,
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      shippingAddress: input.shippingAddress,
      billingAddress: input.billingAddress ?? input.shippingAddress,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      currency: "USD",
      paymentIntentId: intent.id,
      paymentMethod: "card",
      status: "pending",
      language,
      createdAt: now2,
      updatedAt: now2
    }),
    db.insert(orderItems).values(
      lines.map((l) => ({
        orderId,
        productId: l.product.id,
        productCode: l.product.code,
        // The name as the shopper read it, kept as it was even if the catalogue changes later.
        productName: localized(l.product, "name", language),
        productImage: imageFor(l.product, l.color),
        color: l.color,
        size: l.size,
        quantity: l.quantity,
        unitPriceCents: l.product.priceCents,
        subtotalCents: l.product.priceCents * l.quantity
      }))
    ),
    ...[...unitsPerProduct(placed.lines)].map(([productId, units]) => changeReserved(db, productId, units))
  ];
  if (input.redeemPoints !== void 0 && options.userId) {
    statements.push(holdRedemption(db, { userId: options.userId, orderId, orderNumber, points: input.redeemPoints, now: options.now }));
  }
  statements.push(...options.alsoWrite?.(placed) ?? []);
  try {
    await db.batch(statements);
  } catch (error) {
    await gateway.cancelIntent(intent.id).catch((cancelError) => console.error(`could not cancel payment intent ${intent.id}:`, cancelError));
    if (databaseRefused(error, "products_reserved_within_stock")) throw await shortestLine(db, placed.lines);
    if (isLoyaltyOverdraft(error)) throw invalid(MESSAGES.pointsInsufficient, "insufficient_points", { redeemPoints: MESSAGES.pointsInsufficient });
    throw error;
  }
  return placed;
}
async function shortestLine(db, lines) {
  const wanted = unitsPerProduct(lines);
  const rows = await db.select().from(products).where(inArray2(products.id, [...wanted.keys()]));
  const short = rows.find((p) => (wanted.get(p.id) ?? 0) > availableOf(p));
  return short ? notEnoughStock(short, availableOf(short)) : conflict("Some items are no longer available in the quantity you chose. Please try again.", "insufficient_stock");
}
function paymentIntentAnswer(placed) {
  const { totals } = placed;
  return {
    clientSecret: placed.clientSecret,
    orderId: placed.orderId,
    orderNumber: placed.orderNumber,
    gateway: placed.gateway,
    totals: {
      subtotal: formatAmount(totals.subtotalCents),
      shipping: formatAmount(totals.shippingCents),
      tax: formatAmount(totals.taxCents),
      discount: formatAmount(totals.discountCents),
      total: formatAmount(totals.totalCents)
    },
    items: placed.lines.map(({ unitPriceCents, ...line }) => ({ ...line, unitPrice: formatAmount(unitPriceCents) })),
    pointsRedeemed: placed.pointsRedeemed
  };
}
async function findOrder(db, orderId) {
  const [order] = await db.select().from(orders).where(eq13(orders.id, orderId));
  if (!order) return void 0;
  const items = await db.select().from(orderItems).where(eq13(orderItems.orderId, orderId)).orderBy(asc4(orderItems.productCode), asc4(orderItems.id));
  return { order, items };
}
function orderConfirmationOf({ order, items }) {
  const address = order.shippingAddress;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    totalAmount: formatAmount(order.totalCents),
    subtotalAmount: formatAmount(order.subtotalCents),
    shippingAmount: formatAmount(order.shippingCents),
    discountAmount: formatAmount(order.discountCents),
    createdAt: order.createdAt,
    shippingAddress: address ? {
      street: address.street,
      city: address.city,
      ...address.state && { state: address.state },
      ...address.postalCode && { postalCode: address.postalCode },
      country: address.country
    } : null,
    items: items.map((i) => ({
      productName: i.productName,
      productImage: i.productImage,
      color: i.color,
      size: i.size,
      quantity: i.quantity,
      price: formatAmount(i.unitPriceCents),
      subtotal: formatAmount(i.subtotalCents)
    }))
  };
}
async function findOrderConfirmation(db, orderId) {
  const found = await findOrder(db, orderId);
  return found && orderConfirmationOf(found);
}

// worker/src/services/order-settlement.ts
async function settle(db, orderId, outcome, now2, statements) {
  try {
    await db.batch([db.insert(orderSettlements).values({ orderId, outcome, settledAt: now2.toISOString() }), ...statements]);
    return true;
  } catch (error) {
    if (databaseRefused(error, "order_settlements.order_id")) return false;
    throw error;
  }
}
function confirmationEmail({ order, items }, origin) {
  const language = emailLanguage(order.language);
  const address = order.shippingAddress;
  return orderConfirmationEmail({
    to: order.customerEmail,
    language,
    customerName: order.customerName,
    orderId: order.id,
    // The number the shopper sees everywhere (spec §9): the id's first 8 characters.
    orderNumber: orderReference(order.id),
    createdAt: order.createdAt,
    items: items.map((i) => ({
      productName: i.productName,
      color: i.color,
      size: i.size,
      quantity: i.quantity,
      unitPrice: formatAmount(i.unitPriceCents),
      lineTotal: formatAmount(i.subtotalCents)
    })),
    subtotal: formatAmount(order.subtotalCents),
    shipping: formatAmount(order.shippingCents),
    discount: formatAmount(order.discountCents),
    total: formatAmount(order.totalCents),
    shippingAddress: {
      street: address?.street ?? "",
      city: address?.city ?? "",
      ...address?.state && { state: address.state },
      ...address?.postalCode && { postalCode: address.postalCode },
      country: address ? countryName(address.country, LOCALE_TAGS[language]) : ""
    },
    confirmationUrl: shopLink(origin, language, `/order-confirmation/${order.id}`)
  });
}
async function settlePaid(db, found, context, also = []) {
  const { order, items } = found;
  const now2 = context.now.toISOString();
  const statements = [
    db.update(orders).set({ status: "processing", paidAt: now2, updatedAt: now2 }).where(eq14(orders.id, order.id)),
    ...[...unitsPerProduct(items)].map(
      ([productId, units]) => db.update(products).set({ stock: sql11`${products.stock} - ${units}`, reserved: sql11`${products.reserved} - ${units}` }).where(eq14(products.id, productId))
    )
  ];
  const points = pointsEarnedFor(order.subtotalCents, order.discountCents);
  if (order.userId && points > 0) {
    statements.push(awardPoints(db, { userId: order.userId, orderId: order.id, orderNumber: order.orderNumber, points, now: context.now }));
  }
  statements.push(queueEmail(db, confirmationEmail(found, context.origin)), ...also);
  return settle(db, order.id, "paid", context.now, statements);
}
async function settleCancelled(db, found, outcome, now2, also = []) {
  const { order, items } = found;
  return settle(db, order.id, outcome, now2, [
    db.update(orders).set({ status: "cancelled", updatedAt: now2.toISOString() }).where(eq14(orders.id, order.id)),
    ...[...unitsPerProduct(items)].map(([productId, units]) => changeReserved(db, productId, -units)),
    releaseRedemption(db, order.id),
    ...also
  ]);
}
function pays(intent, order) {
  return intent.status === "succeeded" && intent.id === order.paymentIntentId && (intent.orderId === void 0 || intent.orderId === order.id) && intent.currency.toLowerCase() === order.currency.toLowerCase() && intent.amountCents === order.totalCents;
}
async function mustFind(db, orderId) {
  const found = await findOrder(db, orderId);
  if (!found) throw notFound("Order not found");
  return found;
}
async function confirmOrderPayment(db, gateway, orderId, context) {
  const found = await mustFind(db, orderId);
  const { order } = found;
  if (order.status !== "pending") return orderConfirmationOf(found);
  const payments = gateway();
  const intent = order.paymentIntentId && payments.owns(order.paymentIntentId) ? await payments.retrieveIntent(order.paymentIntentId) : void 0;
  if (!intent || intent.status !== "succeeded") {
    throw conflict("The payment for this order has not been completed yet", "payment_not_completed");
  }
  if (!pays(intent, order)) {
    console.error(`payment ${intent.id} (${intent.amountCents} ${intent.currency}) does not match order ${order.id} (${order.totalCents} ${order.currency})`);
    throw conflict("The payment does not match this order. Please contact us.", "payment_mismatch");
  }
  await settlePaid(db, found, context);
  return orderConfirmationOf(await mustFind(db, orderId));
}
var EXPIRY_BATCH = 100;
async function expireUnpaidOrders(db, gateway, now2, options) {
  const cutoff = new Date(now2.getTime() - options.holdMinutes * 6e4).toISOString();
  const stale = await db.select({ id: orders.id }).from(orders).where(and10(eq14(orders.status, "pending"), lt2(orders.createdAt, cutoff))).orderBy(asc5(orders.createdAt)).limit(EXPIRY_BATCH);
  const result = { expired: 0, paid: 0, retryLater: 0 };
  for (const { id: id2 } of stale) {
    const found = await findOrder(db, id2);
    if (!found || found.order.status !== "pending") continue;
    const intentId = found.order.paymentIntentId;
    try {
      const status = gateway && intentId && gateway.owns(intentId) ? await gateway.cancelIntent(intentId) : "canceled";
      if (status === "succeeded") {
        const intent = await gateway.retrieveIntent(intentId);
        if (pays(intent, found.order) && await settlePaid(db, found, { now: now2, origin: options.origin })) result.paid++;
        else if (!pays(intent, found.order)) console.error(`order ${id2}: payment ${intent.id} succeeded but does not match the order; left pending for the shop`);
        continue;
      }
      if (await settleCancelled(db, found, "expired", now2)) result.expired++;
    } catch (error) {
      console.error(`order ${id2}: could not expire it now, will retry:`, error);
      result.retryLater++;
    }
  }
  return result;
}
async function handlePaymentEvent(db, event, context) {
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq14(paymentEvents.id, event.id));
  if (seen) return "duplicate";
  const found = event.type === "other" ? void 0 : await orderOfIntent(db, event.intent);
  const record = (orderId) => db.insert(paymentEvents).values({ id: event.id, type: event.type === "other" ? event.stripeType : event.type, orderId, processedAt: context.now.toISOString() });
  const recordOnly = async () => {
    try {
      await record(found?.order.id ?? null);
    } catch (error) {
      if (databaseRefused(error, "payment_events.id")) return "duplicate";
      throw error;
    }
    return "ignored";
  };
  if (!found || found.order.status !== "pending" || event.type === "other") {
    if (found && event.type === "payment_succeeded" && found.order.status === "cancelled") {
      console.error(`order ${found.order.id} was paid (${event.intent.id}) after it was cancelled: refund it or restore it`);
    }
    return recordOnly();
  }
  try {
    if (event.type === "payment_succeeded") {
      if (!pays(event.intent, found.order)) {
        console.error(`payment ${event.intent.id} does not match order ${found.order.id}; left pending for the shop`);
        return recordOnly();
      }
      return await settlePaid(db, found, context, [record(found.order.id)]) ? "applied" : recordOnly();
    }
    return await settleCancelled(db, found, "payment_canceled", context.now, [record(found.order.id)]) ? "applied" : recordOnly();
  } catch (error) {
    if (databaseRefused(error, "payment_events.id")) return "duplicate";
    throw error;
  }
}
async function orderOfIntent(db, intent) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq14(orders.paymentIntentId, intent.id));
  return row ? findOrder(db, row.id) : void 0;
}

// worker/src/services/payments/stripe-gateway.ts
import Stripe from "stripe";
var clients = /* @__PURE__ */ new WeakMap();
function clientFor(config2) {
  const cached = clients.get(config2);
  if (cached) return cached;
  const base = config2.stripe.apiBase ? new URL(config2.stripe.apiBase) : void 0;
  const client = new Stripe(config2.stripe.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 2e4,
    ...base && {
      host: base.hostname,
      port: base.port || (base.protocol === "http:" ? 80 : 443),
      protocol: base.protocol === "http:" ? "http" : "https"
    }
  });
  clients.set(config2, client);
  return client;
}
var cryptoProvider = Stripe.createSubtleCryptoProvider();
function statusOf(status) {
  if (status === "succeeded") return "succeeded";
  if (status === "processing") return "processing";
  if (status === "canceled") return "canceled";
  return "open";
}
var intentOf = (pi) => ({
  id: pi.id,
  status: statusOf(pi.status),
  amountCents: pi.amount,
  currency: pi.currency,
  orderId: pi.metadata?.orderId
});
var isUnexpectedState = (error) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "payment_intent_unexpected_state";
function stripeGateway(config2) {
  const stripe = clientFor(config2);
  return {
    name: "stripe",
    owns: (intentId) => intentId.startsWith("pi_"),
    async createIntent({ orderId, orderNumber, amountCents, receiptEmail, idempotencyKey }) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: "usd",
          automatic_payment_methods: { enabled: true },
          receipt_email: receiptEmail,
          metadata: { orderId, orderNumber }
        },
        { idempotencyKey }
      );
      if (!pi.client_secret) throw new Error(`Stripe answered PaymentIntent ${pi.id} without a client secret`);
      return { ...intentOf(pi), clientSecret: pi.client_secret };
    },
    async retrieveIntent(intentId) {
      return intentOf(await stripe.paymentIntents.retrieve(intentId));
    },
    async cancelIntent(intentId) {
      try {
        return statusOf((await stripe.paymentIntents.cancel(intentId)).status);
      } catch (error) {
        if (!isUnexpectedState(error)) throw error;
        return statusOf((await stripe.paymentIntents.retrieve(intentId)).status);
      }
    },
    async refund(intentId, { amountCents, idempotencyKey }) {
      await stripe.refunds.create({ payment_intent: intentId, ...amountCents !== void 0 && { amount: amountCents } }, { idempotencyKey });
    },
    async verifyWebhook(payload, signature, now2) {
      const secret = config2.stripe.webhookSecret;
      if (!secret) throw unavailable("Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET", "webhooks_not_configured");
      if (!signature) throw invalid("Missing Stripe-Signature header", "invalid_signature");
      let event;
      try {
        event = await Stripe.webhooks.constructEventAsync(payload, signature, secret, void 0, cryptoProvider, Math.floor(now2.getTime() / 1e3));
      } catch {
        throw invalid("The Stripe-Signature header does not match this payload", "invalid_signature");
      }
      return eventOf(event);
    }
  };
}
function eventOf(event) {
  if (event.type === "payment_intent.succeeded") return { id: event.id, type: "payment_succeeded", intent: intentOf(event.data.object) };
  if (event.type === "payment_intent.canceled") return { id: event.id, type: "payment_canceled", intent: intentOf(event.data.object) };
  return { id: event.id, type: "other", stripeType: event.type };
}

// worker/src/services/payments/test-gateway.ts
import { and as and11, eq as eq15, sql as sql12 } from "drizzle-orm";
var TEST_CARDS = { succeeds: "4242424242424242", declined: "4000000000000002" };
var ID_PREFIX = "testpi_";
var SECRET_SEPARATOR = "_secret_";
var statusOf2 = (row) => row.status === "requires_payment_method" ? "open" : row.status;
var intentOf2 = (row) => ({ id: row.id, status: statusOf2(row), amountCents: row.amountCents, currency: row.currency, orderId: row.orderId });
function randomSecret() {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function testGateway(db) {
  const find = async (id2) => (await db.select().from(testPaymentIntents).where(eq15(testPaymentIntents.id, id2)))[0];
  const mustFind2 = async (id2) => {
    const row = await find(id2);
    if (!row) throw notFound(`No such payment intent: ${id2}`, "payment_intent_not_found");
    return row;
  };
  const settle2 = async (id2, status) => {
    await db.update(testPaymentIntents).set({ status, updatedAt: sql12`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` }).where(and11(eq15(testPaymentIntents.id, id2), eq15(testPaymentIntents.status, "requires_payment_method")));
    return (await mustFind2(id2)).status;
  };
  return {
    name: "test",
    owns: (intentId) => intentId.startsWith(ID_PREFIX),
    async createIntent({ orderId, amountCents, idempotencyKey }) {
      const id2 = `${ID_PREFIX}${idempotencyKey}`;
      await db.insert(testPaymentIntents).values({ id: id2, orderId, amountCents, currency: "usd", clientSecret: `${id2}${SECRET_SEPARATOR}${randomSecret()}` }).onConflictDoNothing();
      const row = await mustFind2(id2);
      return { ...intentOf2(row), clientSecret: row.clientSecret };
    },
    retrieveIntent: async (intentId) => intentOf2(await mustFind2(intentId)),
    async cancelIntent(intentId) {
      const status = await settle2(intentId, "canceled");
      return status === "requires_payment_method" ? "open" : status;
    },
    async refund(intentId, { amountCents }) {
      const row = await mustFind2(intentId);
      if (row.status !== "succeeded") throw conflict("Only a paid intent can be refunded", "payment_not_refundable");
      const refunded = Math.min(row.amountCents, row.amountRefundedCents + (amountCents ?? row.amountCents));
      await db.update(testPaymentIntents).set({ amountRefundedCents: refunded }).where(eq15(testPaymentIntents.id, intentId));
    },
    async verifyWebhook() {
      throw notFound("The test gateway sends no webhooks", "webhooks_not_configured");
    },
    /**
     * What Stripe.js does in the browser: pays the intent behind `clientSecret` with a card.
     * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined; paying twice is harmless.
     */
    async payWithCard(clientSecret, cardNumber) {
      const id2 = clientSecret.split(SECRET_SEPARATOR)[0] ?? "";
      const row = await find(id2);
      if (!row || row.clientSecret !== clientSecret) throw notFound("This payment could not be found. Please check out again.", "payment_intent_not_found");
      if (row.status === "succeeded") return "succeeded";
      if (row.status === "canceled") throw conflict("This order was cancelled because it was not paid in time. Please check out again.", "payment_intent_canceled");
      const digits = cardNumber.replace(/[\s-]/g, "");
      if (digits === TEST_CARDS.declined) throw paymentFailed("Your card was declined.", "card_declined");
      if (digits !== TEST_CARDS.succeeds) {
        const message2 = "Invalid test card. Use 4242 4242 4242 4242 (payment succeeds) or 4000 0000 0000 0002 (card declined).";
        throw invalid(message2, "invalid_test_card", { cardNumber: message2 });
      }
      const status = await settle2(id2, "succeeded");
      if (status !== "succeeded") throw conflict("This order was cancelled because it was not paid in time. Please check out again.", "payment_intent_canceled");
      return "succeeded";
    }
  };
}

// worker/src/services/payments/gateway.ts
function activeGatewayName(config2) {
  if (config2.stripe.secretKey) return config2.stripe.publishableKey ? "stripe" : null;
  return config2.environment !== "production" || config2.paymentsTestMode ? "test" : null;
}
function paymentGateway(deps) {
  const name2 = activeGatewayName(deps.config);
  if (name2 === "stripe") return stripeGateway(deps.config);
  if (name2 === "test") return testGateway(deps.db);
  throw unavailable(
    deps.config.stripe.secretKey ? "Card payments are not configured: STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY is missing" : "Card payments are not configured: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (or PAYMENTS_TEST_MODE=true on a test deployment)",
    "payments_not_configured"
  );
}

// worker/src/routes/orders/orders.routes.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var orderIdOf = (id2) => {
  if (!UUID.test(id2)) throw notFound("Order not found");
  return id2.toLowerCase();
};
var ordersRoutes = new Hono11().post(ordersApi.confirm.path, async (c) => {
  const deps = c.get("deps");
  const view = await confirmOrderPayment(deps.db, () => paymentGateway(deps), orderIdOf(c.req.param("id")), {
    now: requestTime(c),
    origin: publicOrigin(c)
  });
  return c.json(view);
}).get(ordersApi.guest.path, async (c) => {
  const order = await findOrderConfirmation(c.get("deps").db, orderIdOf(c.req.param("id")));
  if (!order) throw notFound("Order not found");
  return c.json(order);
});

// worker/src/routes/payments/payments.routes.ts
import { Hono as Hono12 } from "hono";
var CHECKOUT_RATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };
var paymentsRoutes = new Hono12().post(
  checkoutApi.createPaymentIntent.path,
  // A double click or a retried request answers the same order and client secret (decision 012).
  idempotency(),
  rateLimit({
    bucket: "checkout",
    rule: CHECKOUT_RATE_LIMIT,
    input: checkoutApi.createPaymentIntent.input,
    counts: (status) => status === 201,
    message: "Too many orders placed from this connection. Please try again later."
  }),
  async (c) => {
    const input = await readJson(c, checkoutApi.createPaymentIntent.input);
    const deps = c.get("deps");
    const gateway = paymentGateway(deps);
    const user = await currentUser(c);
    const answer = answerOnce(c, 201, (placed2) => paymentIntentAnswer(placed2));
    const placed = await placeOrder(deps.db, gateway, input, { userId: user?.id, now: requestTime(c), alsoWrite: answer.writes });
    return answer.send(placed);
  }
);
var testPaymentsRoutes = new Hono12().post(testPaymentsApi.confirm.path, async (c) => {
  const { clientSecret, cardNumber } = await readJson(c, testPaymentsApi.confirm.input);
  const deps = c.get("deps");
  if (paymentGateway(deps).name !== "test") throw notFound("The test payment gateway is not active on this shop", "test_gateway_inactive");
  return c.json({ status: await testGateway(deps.db).payWithCard(clientSecret, cardNumber) });
});

// worker/src/routes/products/products.routes.ts
import { Hono as Hono13 } from "hono";
var CATALOGUE_CACHE_CONTROL = "public, no-cache";
var productsRoutes = new Hono13().get(productsApi.list.path, async (c) => {
  const query = readQuery(c, productsApi.list.query);
  const { db, answers, compress: compress2 } = c.get("deps");
  const cursor = await answers.cursor();
  const filtered = query.category !== void 0 || query.limit !== void 0 || query.after !== void 0;
  const key = filtered ? `products?${query.category ?? ""}&${query.limit ?? ""}&${query.after ?? ""}` : "products";
  const etag = weakEtag(filtered ? `products-${cursor}-${shortHash(key)}` : `products-${cursor}`);
  if (matchesEtag(c.req.header("if-none-match"), etag)) {
    c.header("ETag", etag);
    c.header("Cache-Control", CATALOGUE_CACHE_CONTROL);
    return c.body(null, 304);
  }
  const answer = await answers.get(cursor, key, async () => {
    const pages = productPages(db, query);
    const first = await pages.next();
    async function* all() {
      if (!first.done) yield first.value;
      yield* pages;
    }
    return { json: jsonArray(all()), etag };
  });
  return sendAnswer(c, answer, CATALOGUE_CACHE_CONTROL, compress2);
}).get(productsApi.byId.path, async (c) => {
  const product = await findProduct(c.get("deps").db, c.req.param("id"));
  if (!product) throw notFound("Product not found");
  return c.json(product);
});

// worker/src/routes/site/site.routes.ts
import { Hono as Hono14 } from "hono";
var PHONE_SEGMENT = /^(?:phone|tel|tél|teléfono|telefono)\.?:?\s*(\+?[\d][\d\s().-]{5,})$/i;
function siteInfo(company, supportEmail, payments) {
  const segments = company.address.split(/\s*,\s*/).filter(Boolean);
  let supportPhone = null;
  const address = [];
  for (const segment of segments) {
    const phone2 = PHONE_SEGMENT.exec(segment);
    if (phone2 && !supportPhone) supportPhone = phone2[1].trim();
    else address.push(segment);
  }
  return { companyName: company.name, companyAddress: address.join(", "), supportEmail, supportPhone, payments };
}
var siteRoutes = new Hono14().get(siteApi.info.path, (c) => {
  const { config: config2 } = c.get("deps");
  c.header("Cache-Control", "public, max-age=300");
  const gateway = activeGatewayName(config2);
  return c.json(siteInfo(config2.company, config2.supportEmail, { gateway, publishableKey: gateway === "stripe" ? config2.stripe.publishableKey : null }));
});

// worker/src/routes/sync/sync.routes.ts
import { Hono as Hono15 } from "hono";
var etagOf = (cursor) => weakEtag(`sync-${cursor}`);
async function* deltaJson({ products: products2, ...rest }) {
  yield `${JSON.stringify(rest).slice(0, -1)},"products":`;
  async function* slices() {
    for (let i = 0; i < products2.length; i += READ_SLICE) {
      if (i > 0) await nextTurn();
      yield products2.slice(i, i + READ_SLICE);
    }
  }
  yield* jsonArray(slices());
  yield "}";
}
var SYNC_CACHE_CONTROL = "no-store";
var syncRoutes = new Hono15().get(syncApi.changes.path, async (c) => {
  const { since, limit: limit2 } = readQuery(c, syncApi.changes.query);
  const { db, answers, compress: compress2 } = c.get("deps");
  const cursor = await answers.cursor();
  const etag = etagOf(cursor);
  if (since === cursor || matchesEtag(c.req.header("if-none-match"), etag)) {
    c.header("Cache-Control", SYNC_CACHE_CONTROL);
    c.header("ETag", etag);
    return c.body(null, 304);
  }
  const answer = await answers.get(cursor, `sync?${since}&${limit2}`, async () => {
    const delta = await changesSince(db, since, limit2);
    return { json: deltaJson(delta), etag: etagOf(delta.cursor) };
  });
  return sendAnswer(c, answer, SYNC_CACHE_CONTROL, compress2);
});

// worker/src/routes/webhooks/webhooks.routes.ts
import { Hono as Hono16 } from "hono";
var webhooksRoutes = new Hono16().post(webhooksApi.stripe.path, async (c) => {
  const deps = c.get("deps");
  const gateway = paymentGateway(deps);
  if (gateway.name !== "stripe") throw unavailable("Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET", "webhooks_not_configured");
  const now2 = requestTime(c);
  const event = await gateway.verifyWebhook(await c.req.text(), c.req.header("stripe-signature"), now2);
  await handlePaymentEvent(deps.db, event, { now: now2, origin: publicOrigin(c) });
  return c.json({ received: true });
});

// worker/src/routes/wholesale/wholesale.routes.ts
import { Hono as Hono17 } from "hono";
var wholesaleRoutes = new Hono17();

// worker/src/app.ts
var MAX_BODY_BYTES = 100 * 1024;
var DEFAULT_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
function createApp(appDeps) {
  const app = new Hono18();
  const readCursor = appDeps.syncCursor ?? (() => currentSyncCursor(appDeps.db));
  const deps = { ...appDeps, answers: new AnswerCache(appDeps.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES, async () => readCursor()) };
  app.use("/api/*", async (c, next) => {
    c.set("deps", deps);
    c.set("requestId", c.req.header("cf-ray") ?? crypto.randomUUID());
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  app.use("/api/*", originCheck);
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, "payload_too_large", `Request body must be at most ${MAX_BODY_BYTES / 1024} KB`);
    }
  });
  app.use("/api/*", (c, next) => c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next));
  app.use("/api/*", async (c, next) => {
    if (["POST", "PUT", "PATCH", "DELETE"].includes(c.req.method)) await jsonBody(c);
    await next();
  });
  app.route(healthApi.base, healthRoutes);
  app.route(authApi.base, authRoutes);
  app.route(productsApi.base, productsRoutes);
  app.route(blogApi.base, blogRoutes);
  app.route(syncApi.base, syncRoutes);
  app.route(contactApi.base, contactRoutes);
  app.route(newsletterApi.base, newsletterRoutes);
  app.route(siteApi.base, siteRoutes);
  app.route(checkoutApi.base, paymentsRoutes);
  app.route(testPaymentsApi.base, testPaymentsRoutes);
  app.route(webhooksApi.base, webhooksRoutes);
  app.route(ordersApi.base, ordersRoutes);
  app.route(accountApi.base, accountRoutes);
  app.route(loyaltyApi.base, loyaltyRoutes);
  app.route("/api/wholesale", wholesaleRoutes);
  app.route("/api/dashboard", dashboardRoutes);
  app.route("/api/admin", adminRoutes);
  app.notFound((c) => {
    const body3 = { error: { code: "not_found", message: `No such endpoint: ${c.req.method} ${c.req.path}` } };
    return c.json(body3, 404);
  });
  app.onError((err, c) => {
    const answer = errorAnswer(c, err);
    if (answer) return answer;
    const requestId = c.get("requestId") ?? crypto.randomUUID();
    console.error(`[${requestId}] ${c.req.method} ${c.req.path} failed:`, err);
    const body3 = {
      error: { code: "internal_error", message: "Something went wrong on our side. Please try again.", requestId }
    };
    return c.json(body3, 500);
  });
  return app;
}

// worker/src/db/local-file.ts
var BUSY_TIMEOUT_MS = 5e3;
async function enableWriteAheadLog(client) {
  await client.execute("PRAGMA journal_mode = WAL");
}

// worker/src/db/migrate.ts
import { sql as sql13 } from "drizzle-orm";

// worker/src/db/migrations.gen.ts
var migrations = [
  {
    "sql": [
      "CREATE TABLE `admin_audit_log` (\n	`id` text PRIMARY KEY NOT NULL,\n	`user_id` text,\n	`action` text NOT NULL,\n	`target_type` text NOT NULL,\n	`target_id` text,\n	`before` text,\n	`after` text,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null\n);\n",
      "\nCREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created_at`);",
      "\nCREATE TABLE `blog_posts` (\n	`id` text PRIMARY KEY NOT NULL,\n	`slug` text NOT NULL,\n	`category` text NOT NULL,\n	`image_url` text,\n	`keywords` text DEFAULT '[]' NOT NULL,\n	`title_en` text NOT NULL,\n	`title_es` text NOT NULL,\n	`title_fr` text NOT NULL,\n	`excerpt_en` text NOT NULL,\n	`excerpt_es` text NOT NULL,\n	`excerpt_fr` text NOT NULL,\n	`content_en` text NOT NULL,\n	`content_es` text NOT NULL,\n	`content_fr` text NOT NULL,\n	`seo_description_en` text DEFAULT '' NOT NULL,\n	`seo_description_es` text DEFAULT '' NOT NULL,\n	`seo_description_fr` text DEFAULT '' NOT NULL,\n	`version` integer DEFAULT 0 NOT NULL,\n	`published_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL\n);\n",
      "\nCREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);",
      "\nCREATE INDEX `blog_posts_version_idx` ON `blog_posts` (`version`);",
      "\nCREATE TABLE `contact_messages` (\n	`id` text PRIMARY KEY NOT NULL,\n	`name` text NOT NULL,\n	`email` text NOT NULL,\n	`subject` text NOT NULL,\n	`message` text NOT NULL,\n	`language` text DEFAULT 'en' NOT NULL,\n	`status` text DEFAULT 'new' NOT NULL,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL\n);\n",
      "\nCREATE TABLE `counters` (\n	`name` text PRIMARY KEY NOT NULL,\n	`value` integer DEFAULT 0 NOT NULL\n);\n",
      "\nCREATE TABLE `dashboard_offers` (\n	`id` text PRIMARY KEY NOT NULL,\n	`title_en` text NOT NULL,\n	`title_es` text NOT NULL,\n	`title_fr` text NOT NULL,\n	`description_en` text NOT NULL,\n	`description_es` text NOT NULL,\n	`description_fr` text NOT NULL,\n	`target_role` text,\n	`discount_code` text,\n	`image_url` text,\n	`cta_link_en` text,\n	`cta_link_es` text,\n	`cta_link_fr` text,\n	`start_date` text NOT NULL,\n	`end_date` text NOT NULL,\n	`is_active` integer DEFAULT true NOT NULL,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL\n);\n",
      "\nCREATE TABLE `email_outbox` (\n	`id` text PRIMARY KEY NOT NULL,\n	`to` text NOT NULL,\n	`subject` text NOT NULL,\n	`body_text` text NOT NULL,\n	`template` text NOT NULL,\n	`status` text DEFAULT 'pending' NOT NULL,\n	`attempts` integer DEFAULT 0 NOT NULL,\n	`last_error` text,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	`sent_at` text\n);\n",
      "\nCREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`);",
      "\nCREATE TABLE `idempotency_keys` (\n	`key` text NOT NULL,\n	`scope` text NOT NULL,\n	`request_hash` text NOT NULL,\n	`status_code` integer,\n	`response_body` text,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	`expires_at` text NOT NULL,\n	PRIMARY KEY(`scope`, `key`)\n);\n",
      "\nCREATE INDEX `idempotency_keys_expires_idx` ON `idempotency_keys` (`expires_at`);",
      "\nCREATE TABLE `loyalty_ledger` (\n	`id` text PRIMARY KEY NOT NULL,\n	`user_id` text NOT NULL,\n	`points` integer NOT NULL,\n	`transaction_type` text NOT NULL,\n	`reference_id` text,\n	`description` text,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,\n	CONSTRAINT \"loyalty_ledger_type_valid\" CHECK(transaction_type in ('earned', 'redeemed')),\n	CONSTRAINT \"loyalty_ledger_points_positive\" CHECK(\"loyalty_ledger\".\"points\" > 0)\n);\n",
      "\nCREATE INDEX `loyalty_ledger_user_idx` ON `loyalty_ledger` (`user_id`);",
      "\nCREATE TABLE `newsletter_subscribers` (\n	`id` text PRIMARY KEY NOT NULL,\n	`email` text NOT NULL,\n	`language` text DEFAULT 'en' NOT NULL,\n	`is_active` integer DEFAULT true NOT NULL,\n	`subscribed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	`unsubscribed_at` text\n);\n",
      "\nCREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);",
      '\nCREATE TABLE `order_items` (\n	`id` text PRIMARY KEY NOT NULL,\n	`order_id` text NOT NULL,\n	`product_id` text NOT NULL,\n	`product_code` text NOT NULL,\n	`product_name` text NOT NULL,\n	`product_image` text,\n	`color` text NOT NULL,\n	`size` text NOT NULL,\n	`quantity` integer NOT NULL,\n	`unit_price_cents` integer NOT NULL,\n	`subtotal_cents` integer NOT NULL,\n	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,\n	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,\n	CONSTRAINT "order_items_quantity_positive" CHECK("order_items"."quantity" > 0)\n);\n',
      "\nCREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);",
      "\nCREATE INDEX `order_items_product_idx` ON `order_items` (`product_id`);",
      "\nCREATE TABLE `order_shipments` (\n	`id` text PRIMARY KEY NOT NULL,\n	`order_id` text NOT NULL,\n	`carrier` text,\n	`tracking_number` text,\n	`status` text DEFAULT 'pending' NOT NULL,\n	`shipped_at` text,\n	`estimated_delivery` text,\n	`delivered_at` text,\n	`notes` text,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade\n);\n",
      "\nCREATE INDEX `order_shipments_order_idx` ON `order_shipments` (`order_id`);",
      "\nCREATE TABLE `orders` (\n	`id` text PRIMARY KEY NOT NULL,\n	`order_number` text NOT NULL,\n	`user_id` text,\n	`wholesale_account_id` text,\n	`customer_email` text NOT NULL,\n	`customer_name` text NOT NULL,\n	`customer_phone` text,\n	`shipping_address_id` text,\n	`billing_address_id` text,\n	`shipping_address` text,\n	`billing_address` text,\n	`subtotal_cents` integer NOT NULL,\n	`shipping_cents` integer DEFAULT 0 NOT NULL,\n	`tax_cents` integer DEFAULT 0 NOT NULL,\n	`discount_cents` integer DEFAULT 0 NOT NULL,\n	`total_cents` integer NOT NULL,\n	`currency` text DEFAULT 'USD' NOT NULL,\n	`payment_intent_id` text,\n	`payment_method` text,\n	`status` text DEFAULT 'pending' NOT NULL,\n	`language` text DEFAULT 'en' NOT NULL,\n	`notes` text,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,\n	FOREIGN KEY (`wholesale_account_id`) REFERENCES `wholesale_accounts`(`id`) ON UPDATE no action ON DELETE set null,\n	FOREIGN KEY (`shipping_address_id`) REFERENCES `user_addresses`(`id`) ON UPDATE no action ON DELETE set null,\n	FOREIGN KEY (`billing_address_id`) REFERENCES `user_addresses`(`id`) ON UPDATE no action ON DELETE set null,\n	CONSTRAINT \"orders_status_valid\" CHECK(status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'))\n);\n",
      "\nCREATE UNIQUE INDEX `orders_order_number_unique` ON `orders` (`order_number`);",
      "\nCREATE INDEX `orders_user_idx` ON `orders` (`user_id`);",
      "\nCREATE INDEX `orders_created_idx` ON `orders` (`created_at`);",
      "\nCREATE UNIQUE INDEX `orders_payment_intent_unique` ON `orders` (`payment_intent_id`);",
      "\nCREATE TABLE `products` (\n	`id` text PRIMARY KEY NOT NULL,\n	`code` text NOT NULL,\n	`name_en` text NOT NULL,\n	`name_es` text NOT NULL,\n	`name_fr` text NOT NULL,\n	`description_en` text DEFAULT '' NOT NULL,\n	`description_es` text DEFAULT '' NOT NULL,\n	`description_fr` text DEFAULT '' NOT NULL,\n	`price_cents` integer NOT NULL,\n	`category` text NOT NULL,\n	`images` text DEFAULT '[]' NOT NULL,\n	`colors` text DEFAULT '[]' NOT NULL,\n	`sizes` text DEFAULT '[]' NOT NULL,\n	`benefits_en` text DEFAULT '[]' NOT NULL,\n	`benefits_es` text DEFAULT '[]' NOT NULL,\n	`benefits_fr` text DEFAULT '[]' NOT NULL,\n	`care_en` text DEFAULT '[]' NOT NULL,\n	`care_es` text DEFAULT '[]' NOT NULL,\n	`care_fr` text DEFAULT '[]' NOT NULL,\n	`how_to_use_en` text DEFAULT '[]' NOT NULL,\n	`how_to_use_es` text DEFAULT '[]' NOT NULL,\n	`how_to_use_fr` text DEFAULT '[]' NOT NULL,\n	`stock` integer DEFAULT 0 NOT NULL,\n	`low_stock_threshold` integer DEFAULT 5 NOT NULL,\n	`is_custom_made` integer DEFAULT false NOT NULL,\n	`is_active` integer DEFAULT true NOT NULL,\n	`version` integer DEFAULT 0 NOT NULL,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	CONSTRAINT \"products_stock_non_negative\" CHECK(\"products\".\"stock\" >= 0),\n	CONSTRAINT \"products_price_non_negative\" CHECK(\"products\".\"price_cents\" >= 0)\n);\n",
      "\nCREATE UNIQUE INDEX `products_code_unique` ON `products` (`code`);",
      "\nCREATE INDEX `products_version_idx` ON `products` (`version`);",
      "\nCREATE TABLE `rate_limits` (\n	`key` text PRIMARY KEY NOT NULL,\n	`count` integer DEFAULT 0 NOT NULL,\n	`window_start` text NOT NULL\n);\n",
      "\nCREATE TABLE `sessions` (\n	`id` text PRIMARY KEY NOT NULL,\n	`user_id` text NOT NULL,\n	`data` text,\n	`expires_at` text NOT NULL,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade\n);\n",
      "\nCREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);",
      "\nCREATE TABLE `sync_tombstones` (\n	`entity` text NOT NULL,\n	`entity_id` text NOT NULL,\n	`version` integer NOT NULL,\n	PRIMARY KEY(`entity`, `entity_id`)\n);\n",
      "\nCREATE INDEX `sync_tombstones_version_idx` ON `sync_tombstones` (`version`);",
      "\nCREATE TABLE `user_addresses` (\n	`id` text PRIMARY KEY NOT NULL,\n	`user_id` text NOT NULL,\n	`type` text DEFAULT 'shipping' NOT NULL,\n	`is_default` integer DEFAULT false NOT NULL,\n	`full_name` text NOT NULL,\n	`address_line1` text NOT NULL,\n	`address_line2` text,\n	`city` text NOT NULL,\n	`state` text,\n	`postal_code` text,\n	`country` text NOT NULL,\n	`phone` text,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade\n);\n",
      "\nCREATE INDEX `user_addresses_user_idx` ON `user_addresses` (`user_id`);",
      "\nCREATE TABLE `user_credentials` (\n	`user_id` text PRIMARY KEY NOT NULL,\n	`password_hash` text NOT NULL,\n	`password_reset_token` text,\n	`password_reset_expiry` text,\n	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade\n);\n",
      "\nCREATE TABLE `users` (\n	`id` text PRIMARY KEY NOT NULL,\n	`email` text NOT NULL,\n	`first_name` text NOT NULL,\n	`last_name` text NOT NULL,\n	`phone` text,\n	`role` text DEFAULT 'customer' NOT NULL,\n	`preferred_language` text DEFAULT 'en' NOT NULL,\n	`profile_image_url` text,\n	`is_email_verified` integer DEFAULT false NOT NULL,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	CONSTRAINT \"users_role_valid\" CHECK(role in ('customer', 'wholesale', 'staff', 'admin'))\n);\n",
      "\nCREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);",
      "\nCREATE TABLE `wholesale_accounts` (\n	`id` text PRIMARY KEY NOT NULL,\n	`user_id` text NOT NULL,\n	`company_name` text NOT NULL,\n	`tax_id` text,\n	`business_type` text,\n	`pricing_tier` text DEFAULT 'standard' NOT NULL,\n	`discount_basis_points` integer DEFAULT 0 NOT NULL,\n	`credit_limit_cents` integer DEFAULT 0 NOT NULL,\n	`minimum_order_quantity` integer DEFAULT 10 NOT NULL,\n	`status` text DEFAULT 'pending' NOT NULL,\n	`approved_at` text,\n	`approved_by` text,\n	`notes` text,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,\n	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,\n	CONSTRAINT \"wholesale_accounts_status_valid\" CHECK(status in ('pending', 'approved', 'rejected'))\n);\n",
      "\nCREATE INDEX `wholesale_accounts_user_idx` ON `wholesale_accounts` (`user_id`);",
      "\nCREATE TABLE `wholesale_inquiries` (\n	`id` text PRIMARY KEY NOT NULL,\n	`company_name` text NOT NULL,\n	`contact_name` text NOT NULL,\n	`email` text NOT NULL,\n	`phone` text NOT NULL,\n	`country` text NOT NULL,\n	`items` text DEFAULT '[]' NOT NULL,\n	`notes` text,\n	`status` text DEFAULT 'pending' NOT NULL,\n	`user_id` text,\n	`language` text DEFAULT 'en' NOT NULL,\n	`business_type` text,\n	`years_in_business` text,\n	`tax_id` text,\n	`website` text,\n	`products_interested` text DEFAULT '[]' NOT NULL,\n	`estimated_monthly_order` text,\n	`target_market` text,\n	`current_suppliers` text,\n	`additional_notes` text,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,\n	CONSTRAINT \"wholesale_inquiries_status_valid\" CHECK(status in ('pending', 'reviewing', 'approved', 'rejected', 'contacted'))\n);\n",
      "\nCREATE INDEX `wholesale_inquiries_created_idx` ON `wholesale_inquiries` (`created_at`);",
      "\nCREATE INDEX `wholesale_inquiries_user_idx` ON `wholesale_inquiries` (`user_id`);"
    ],
    "bps": true,
    "folderMillis": 1795354233342,
    "hash": "802e859cd8a3b30becd50c1f9cec2b4a681d1947cb27c3a06c2f9e644a23a19e"
  },
  {
    "sql": [
      "-- Counters start here: the order-number sequence and the delta-sync cursor.\nINSERT INTO counters (name, value) VALUES ('sync', 0), ('order_number', 100000) ON CONFLICT(name) DO NOTHING;\n",
      "\n-- Every insert, update (stock and price included) and delete of a product or blog post\n-- advances the sync counter and stamps the row, whatever code path made the change.\nCREATE TRIGGER products_sync_insert AFTER INSERT ON products\nBEGIN\n  UPDATE counters SET value = value + 1 WHERE name = 'sync';\n  UPDATE products SET version = (SELECT value FROM counters WHERE name = 'sync') WHERE id = NEW.id;\n  DELETE FROM sync_tombstones WHERE entity = 'product' AND entity_id = NEW.id;\nEND;\n",
      "\nCREATE TRIGGER products_sync_update AFTER UPDATE ON products WHEN NEW.version = OLD.version\nBEGIN\n  UPDATE counters SET value = value + 1 WHERE name = 'sync';\n  UPDATE products\n    SET version = (SELECT value FROM counters WHERE name = 'sync'),\n        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')\n    WHERE id = NEW.id;\nEND;\n",
      "\nCREATE TRIGGER products_sync_delete AFTER DELETE ON products\nBEGIN\n  UPDATE counters SET value = value + 1 WHERE name = 'sync';\n  INSERT INTO sync_tombstones (entity, entity_id, version)\n    VALUES ('product', OLD.id, (SELECT value FROM counters WHERE name = 'sync'))\n    ON CONFLICT(entity, entity_id) DO UPDATE SET version = excluded.version;\nEND;\n",
      "\nCREATE TRIGGER blog_posts_sync_insert AFTER INSERT ON blog_posts\nBEGIN\n  UPDATE counters SET value = value + 1 WHERE name = 'sync';\n  UPDATE blog_posts SET version = (SELECT value FROM counters WHERE name = 'sync') WHERE id = NEW.id;\n  DELETE FROM sync_tombstones WHERE entity = 'post' AND entity_id = NEW.id;\nEND;\n",
      "\nCREATE TRIGGER blog_posts_sync_update AFTER UPDATE ON blog_posts WHEN NEW.version = OLD.version\nBEGIN\n  UPDATE counters SET value = value + 1 WHERE name = 'sync';\n  UPDATE blog_posts\n    SET version = (SELECT value FROM counters WHERE name = 'sync'),\n        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')\n    WHERE id = NEW.id;\nEND;\n",
      "\nCREATE TRIGGER blog_posts_sync_delete AFTER DELETE ON blog_posts\nBEGIN\n  UPDATE counters SET value = value + 1 WHERE name = 'sync';\n  INSERT INTO sync_tombstones (entity, entity_id, version)\n    VALUES ('post', OLD.id, (SELECT value FROM counters WHERE name = 'sync'))\n    ON CONFLICT(entity, entity_id) DO UPDATE SET version = excluded.version;\nEND;\n"
    ],
    "bps": true,
    "folderMillis": 1795354243845,
    "hash": "fadbfe18bedf7f5dac25b3ae188591019d5f8683a82314e543a641bff035487f"
  },
  {
    "sql": [
      "ALTER TABLE `email_outbox` ADD `reply_to` text;",
      "\nALTER TABLE `email_outbox` ADD `body_html` text;",
      "\nALTER TABLE `email_outbox` ADD `headers` text;",
      "\nALTER TABLE `email_outbox` ADD `secrets` text;",
      "\nALTER TABLE `email_outbox` ADD `next_attempt_at` text;",
      "\nALTER TABLE `email_outbox` ADD `redacted_at` text;"
    ],
    "bps": true,
    "folderMillis": 1795399016055,
    "hash": "8f20cc7085c72dde27fcf996c7afbeefe71295be7bed56250ad6477d74351ff7"
  },
  {
    "sql": [
      "CREATE TABLE `order_settlements` (\n	`order_id` text PRIMARY KEY NOT NULL,\n	`outcome` text NOT NULL,\n	`settled_at` text NOT NULL,\n	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,\n	CONSTRAINT \"order_settlements_outcome_valid\" CHECK(outcome in ('paid', 'expired', 'payment_canceled', 'cancelled_by_shop'))\n);\n",
      "\nCREATE TABLE `payment_events` (\n	`id` text PRIMARY KEY NOT NULL,\n	`type` text NOT NULL,\n	`order_id` text,\n	`processed_at` text NOT NULL\n);\n",
      "\nCREATE TABLE `test_payment_intents` (\n	`id` text PRIMARY KEY NOT NULL,\n	`order_id` text NOT NULL,\n	`amount_cents` integer NOT NULL,\n	`currency` text NOT NULL,\n	`client_secret` text NOT NULL,\n	`status` text DEFAULT 'requires_payment_method' NOT NULL,\n	`amount_refunded_cents` integer DEFAULT 0 NOT NULL,\n	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,\n	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL\n);\n",
      "\nALTER TABLE `orders` ADD `paid_at` text;",
      "\nCREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);",
      '\n-- Hand-written instead of drizzle-kit\'s table rebuild: a rebuild would drop the sync triggers of\n-- 0001 and, with foreign keys on, cannot drop a products table that order items reference. SQLite\n-- checks a column\'s CHECK against every existing row when it is added (3.37+); 0 always passes.\nALTER TABLE `products` ADD `reserved` integer DEFAULT 0 NOT NULL CONSTRAINT "products_reserved_within_stock" CHECK("reserved" >= 0 AND "reserved" <= "stock");',
      "\nCREATE INDEX `loyalty_ledger_reference_idx` ON `loyalty_ledger` (`reference_id`);",
      "\n-- Loyalty balance = earned \u2212 redeemed, never below zero (DESIGN.md): a redemption larger than the\n-- balance aborts the whole batch it is part of, so two checkouts redeeming at once cannot both\n-- spend the same points (SQLite runs write transactions one at a time).\nCREATE TRIGGER loyalty_ledger_no_overdraft BEFORE INSERT ON loyalty_ledger\nWHEN NEW.transaction_type = 'redeemed'\nBEGIN\n  SELECT RAISE(ABORT, 'loyalty_balance_insufficient')\n  WHERE NEW.points > (\n    SELECT coalesce(sum(CASE transaction_type WHEN 'earned' THEN points ELSE -points END), 0)\n    FROM loyalty_ledger WHERE user_id = NEW.user_id\n  );\nEND;\n"
    ],
    "bps": true,
    "folderMillis": 1795403176331,
    "hash": "80af6827a1e116c89d779cb855435856e600afc009b40c9ad30bba664e3de0f7"
  }
];

// worker/src/db/migrate.ts
var TABLE = "__drizzle_migrations";
async function runMigrations(db, migrations2 = migrations) {
  await db.run(
    sql13.raw(`CREATE TABLE IF NOT EXISTS ${TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`)
  );
  const lastMillis = await lastAppliedMillis(db);
  const pending = migrations2.filter((m) => m.folderMillis > lastMillis);
  if (pending.length === 0) return 0;
  const statements = pending.flatMap((m) => [
    ...m.sql.filter((s) => s.trim() !== "").map((s) => db.run(sql13.raw(s))),
    db.run(sql13`INSERT INTO ${sql13.identifier(TABLE)} ("hash", "created_at") VALUES (${m.hash}, ${m.folderMillis})`)
  ]);
  try {
    await db.session.migrate(statements);
  } catch (error) {
    if (await lastAppliedMillis(db) >= pending.at(-1).folderMillis) return 0;
    throw error;
  }
  return pending.length;
}
async function lastAppliedMillis(db) {
  const last = await db.values(
    sql13.raw(`SELECT id, hash, created_at FROM ${TABLE} ORDER BY created_at DESC LIMIT 1`)
  );
  return last[0] ? Number(last[0][2]) : -1;
}

// worker/src/db/prepare.ts
async function prepareDatabase(db, config2, now2) {
  const migrated = await runMigrations(db);
  const seeded = config2.seedDemo ? await db.transaction((tx) => seedDemoData(tx, { password: config2.demoPassword, now: now2 })) : void 0;
  return { migrated, seeded };
}

// worker/src/env.ts
import { z as z18 } from "zod";
var flag = z18.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");
var rawSchema = z18.object({
  NODE_ENV: z18.enum(["development", "production", "test"]).optional(),
  DATABASE_URL: z18.string().min(1).optional(),
  DATABASE_AUTH_TOKEN: z18.string().min(1).optional(),
  TURSO_DATABASE_URL: z18.string().min(1).optional(),
  TURSO_AUTH_TOKEN: z18.string().min(1).optional(),
  JWT_SECRET: z18.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  SEED_DEMO: flag.optional(),
  DEMO_PASSWORD: z18.string().min(8).optional(),
  PUBLIC_URL: z18.url({ protocol: /^https?$/, error: "PUBLIC_URL must be the shop\u2019s http(s) origin, e.g. https://shop.example.com" }).optional(),
  PORT: z18.coerce.number().int().min(0).max(65535).optional(),
  /** Node only: the interface to listen on (tests use 127.0.0.1). */
  HOST: z18.string().min(1).optional(),
  /** Node only: a reverse proxy in front sets X-Forwarded-For, and the caller's address is read there. */
  TRUST_PROXY: flag.optional(),
  STRIPE_SECRET_KEY: z18.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z18.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z18.string().min(1).optional(),
  /** For tests and local stubs: where the Stripe SDK sends its requests, e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: z18.url().optional(),
  /** Lets the built-in test gateway take (fake) payments where NODE_ENV=production, e.g. a staging site. */
  PAYMENTS_TEST_MODE: flag.optional(),
  /** How long an unpaid order holds its units and points before it is cancelled. */
  ORDER_HOLD_MINUTES: z18.coerce.number().int().min(5).max(24 * 60).optional(),
  /** The operating company named on legal and contact pages: "Name | address line | city…" */
  COMPANY_INFO: z18.string().min(1).optional(),
  SUPPORT_EMAIL: z18.email().optional(),
  /** Outgoing mail over SMTP, both runtimes: smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. */
  SMTP_URL: z18.url({ protocol: /^smtps?$/, error: "SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465" }).optional(),
  /** Outgoing mail through Resend's HTTP API, both runtimes. */
  RESEND_API_KEY: z18.string().min(1).optional(),
  /** For tests and local stubs: where the Resend requests go instead of https://api.resend.com */
  RESEND_API_BASE: z18.url().optional(),
  /** The sender of every email: `Forma Bella <hello@example.com>` or a bare address. */
  EMAIL_FROM: z18.string().min(1).refine((v) => parseMailbox(v) !== void 0, "EMAIL_FROM must be an address, optionally with a name: Forma Bella <hello@example.com>").optional()
});
function parseMailbox(value) {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  if (!address || !z18.email().safeParse(address).success) return void 0;
  const name2 = match?.[1]?.trim();
  return name2 ? { name: name2, address } : { address };
}
var RESEND_API_BASE = "https://api.resend.com";
var DEFAULT_COMPANY_INFO = "The operating company | Address available on request";
var DEFAULT_DATABASE_URL = "file:data/shop.db";
var DEFAULT_ORDER_HOLD_MINUTES = 30;
function parseConfig(raw, runtime, purpose = "serve") {
  const picked = Object.fromEntries(
    Object.keys(rawSchema.shape).map((k) => [k, raw[k] === "" ? void 0 : raw[k]])
  );
  const parsed = rawSchema.safeParse(picked);
  if (!parsed.success) {
    return { ok: false, missing: [], invalid: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) };
  }
  const env = parsed.data;
  const databaseUrl = runtime === "workers" ? env.TURSO_DATABASE_URL ?? env.DATABASE_URL : env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const missing = [];
  if (runtime === "workers") {
    if (!databaseUrl) missing.push("TURSO_DATABASE_URL");
    if (!env.JWT_SECRET && purpose === "serve") missing.push("JWT_SECRET");
  }
  const environment = env.NODE_ENV ?? (runtime === "workers" ? "production" : "development");
  if (env.SMTP_URL && env.RESEND_API_KEY) {
    return { ok: false, missing: [], invalid: ["SMTP_URL, RESEND_API_KEY: set one of them, not both"] };
  }
  const transport = env.SMTP_URL ? { kind: "smtp", url: env.SMTP_URL } : env.RESEND_API_KEY ? { kind: "resend", apiKey: env.RESEND_API_KEY, apiBase: env.RESEND_API_BASE ?? RESEND_API_BASE } : { kind: "none" };
  if (environment === "production" && purpose === "serve") {
    if (!env.PUBLIC_URL) missing.push("PUBLIC_URL");
    if (transport.kind !== "none" && !env.EMAIL_FROM) missing.push("EMAIL_FROM");
  }
  if (missing.length > 0 || !databaseUrl) return { ok: false, missing, invalid: [] };
  const [companyName, ...addressLines] = (env.COMPANY_INFO ?? DEFAULT_COMPANY_INFO).split("|").map((s) => s.trim());
  return {
    ok: true,
    config: {
      runtime,
      environment,
      databaseUrl,
      databaseAuthToken: runtime === "workers" ? env.TURSO_AUTH_TOKEN ?? env.DATABASE_AUTH_TOKEN : env.DATABASE_AUTH_TOKEN,
      jwtSecret: env.JWT_SECRET,
      // A Workers deployment never seeds demo accounts unless asked to explicitly.
      seedDemo: env.SEED_DEMO ?? runtime === "node",
      demoPassword: env.DEMO_PASSWORD ?? "Demo12345",
      publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ""),
      port: env.PORT ?? 8787,
      host: env.HOST ?? "0.0.0.0",
      trustProxy: env.TRUST_PROXY ?? false,
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE
      },
      paymentsTestMode: env.PAYMENTS_TEST_MODE ?? false,
      orderHoldMinutes: env.ORDER_HOLD_MINUTES ?? DEFAULT_ORDER_HOLD_MINUTES,
      company: { name: companyName || "The operating company", address: addressLines.join(", ") },
      supportEmail: env.SUPPORT_EMAIL ?? "support@example.com",
      email: { from: env.EMAIL_FROM ? parseMailbox(env.EMAIL_FROM) : void 0, transport }
    }
  };
}

// worker/src/http/security-headers.ts
var STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com", "https://m.stripe.network"],
  connect: ["https://api.stripe.com", "https://m.stripe.network"]
};
function contentSecurityPolicy({ stripe, nonce }) {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...nonce ? [`'nonce-${nonce}'`] : [], ...stripe ? STRIPE.script : []],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...stripe ? STRIPE.connect : []],
    "frame-src": stripe ? STRIPE.frame : ["'none'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"]
  };
  return Object.entries(directives).map(([name2, sources]) => `${name2} ${sources.join(" ")}`).join("; ");
}
function permissionsPolicy({ stripe }) {
  const denied = ["accelerometer", "camera", "display-capture", "geolocation", "gyroscope", "hid", "magnetometer", "microphone", "midi", "serial", "usb"];
  const payment = stripe ? `payment=(self "https://js.stripe.com")` : "payment=()";
  return [...denied.map((feature) => `${feature}=()`), payment].join(", ");
}
var HSTS = "max-age=31536000; includeSubDomains";
function securityHeaderValues(options, contentType) {
  const html = contentType?.toLowerCase().startsWith("text/html") ?? false;
  return {
    "Content-Security-Policy": contentSecurityPolicy({ stripe: options.stripe, nonce: html ? options.nonce : void 0 }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy(options),
    // For browsers older than frame-ancestors.
    "X-Frame-Options": "DENY",
    ...options.hsts ? { "Strict-Transport-Security": HSTS } : {}
  };
}
function newCspNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
function securityHeaders(options) {
  return async (c, next) => {
    const nonce = newCspNonce();
    c.set("cspNonce", nonce);
    await next();
    const values = securityHeaderValues({ ...options(c.req.raw), nonce }, c.res.headers.get("content-type"));
    for (const [name2, value] of Object.entries(values)) c.res.headers.set(name2, value);
  };
}

// worker/src/jobs/scheduled.ts
function gatewayOrNone(deps) {
  try {
    return paymentGateway(deps);
  } catch {
    return void 0;
  }
}
var SCHEDULED_JOBS = [
  {
    // Unpaid orders older than ORDER_HOLD_MINUTES give their units and points back.
    name: "expire-unpaid-orders",
    run: (deps, now2) => expireUnpaidOrders(deps.db, gatewayOrNone(deps), now2, {
      holdMinutes: deps.config.orderHoldMinutes,
      origin: deps.config.publicUrl ?? `http://localhost:${deps.config.port}`
    })
  },
  {
    // The email outbox (services/email-delivery.ts); without a transport, emails wait queued.
    name: "deliver-email",
    run: async ({ email: email3 }, now2) => email3 ? { ...await email3.run(now2) } : {}
  },
  {
    // Rows that can never be used again: ended sessions, passed rate-limit windows, expired keys.
    name: "purge-expired",
    run: async ({ db }, now2) => ({
      sessions: await purgeExpiredSessions(db, now2),
      rateLimits: await purgeExpiredRateLimits(db, now2),
      idempotencyKeys: await purgeExpiredIdempotencyKeys(db, now2)
    })
  }
];
async function runScheduledJobs(deps, now2, jobs = SCHEDULED_JOBS) {
  const outcomes = [];
  for (const job of jobs) {
    try {
      outcomes.push({ name: job.name, ok: true, result: await job.run(deps, now2) });
    } catch (error) {
      console.error(`scheduled job ${job.name} failed:`, error);
      outcomes.push({ name: job.name, ok: false, error });
    }
  }
  return outcomes;
}

// worker/src/services/email-delivery.ts
import { and as and12, eq as eq16, inArray as inArray3, isNull as isNull2, lte as lte4, ne, or as or3, sql as sql14 } from "drizzle-orm";

// worker/src/services/email-transport.ts
var SEND_TIMEOUT_MS = 2e4;
function formatMailbox(mailbox) {
  if (!mailbox.name) return mailbox.address;
  const name2 = /^[\w !#$%&'*+/=?^`{|}~.-]*$/.test(mailbox.name) ? mailbox.name : `"${mailbox.name.replace(/["\\]/g, "\\$&")}"`;
  return `${name2} <${mailbox.address}>`;
}
function parseSmtpUrl(url) {
  const parsed = new URL(url);
  const secure2 = parsed.protocol === "smtps:";
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ""),
    port: parsed.port ? Number(parsed.port) : secure2 ? 465 : 587,
    secure: secure2,
    user: parsed.username ? decodeURIComponent(parsed.username) : void 0,
    password: parsed.password ? decodeURIComponent(parsed.password) : void 0
  };
}
function resendTransport(options) {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    kind: "resend",
    async send(message2) {
      const res = await send(`${options.apiBase.replace(/\/+$/, "")}/emails`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          "content-type": "application/json",
          "idempotency-key": `email-outbox/${message2.id}`
        },
        body: JSON.stringify({
          from: formatMailbox(message2.from),
          to: [message2.to],
          subject: message2.subject,
          text: message2.text,
          ...message2.html ? { html: message2.html } : {},
          ...message2.replyTo ? { reply_to: message2.replyTo } : {},
          headers: message2.headers
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS)
      });
      if (!res.ok) {
        const detail = await res.text().catch(() => "");
        let reason = detail;
        try {
          reason = JSON.parse(detail).message ?? detail;
        } catch {
        }
        throw new Error(`Resend answered ${res.status}${reason ? `: ${reason.slice(0, 300)}` : ""}`);
      }
    }
  };
}

// worker/src/services/email-delivery.ts
var MAX_ATTEMPTS = 8;
var FIRST_RETRY_MS = 6e4;
var LONGEST_RETRY_MS = 60 * 6e4;
var BATCH_SIZE = 10;
var CLAIM_MS = 5 * 6e4 + BATCH_SIZE * SEND_TIMEOUT_MS;
var DEFAULT_SENDER = { name: BRAND_NAME, address: "hello@example.com" };
var REDACTED = "[redacted]";
var retryDelayMs = (attempts) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
var due = (nowIso) => and12(inArray3(emailOutbox.status, ["pending", "sending"]), or3(isNull2(emailOutbox.nextAttemptAt), lte4(emailOutbox.nextAttemptAt, nowIso)));
async function claimNext(db, now2) {
  const nowIso = now2.toISOString();
  const oldestDue = db.select({ id: emailOutbox.id }).from(emailOutbox).where(due(nowIso)).orderBy(sql14`rowid`).limit(1);
  const [row] = await db.update(emailOutbox).set({ status: "sending", attempts: sql14`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now2.getTime() + CLAIM_MS).toISOString() }).where(and12(inArray3(emailOutbox.id, oldestDue), due(nowIso))).returning();
  return row;
}
function redact(row, now2) {
  if (!row.secrets?.length) return {};
  const spellings = [...new Set(row.secrets.flatMap((s) => [s, encodeURIComponent(s), escapeHtml(s)]))].filter((s) => s.length > 0);
  const blank = (value) => spellings.reduce((text3, secret) => text3.split(secret).join(REDACTED), value);
  return {
    subject: blank(row.subject),
    bodyText: blank(row.bodyText),
    bodyHtml: row.bodyHtml === null ? null : blank(row.bodyHtml),
    headers: row.headers ? Object.fromEntries(Object.entries(row.headers).map(([k, v]) => [k, blank(v)])) : null,
    secrets: null,
    redactedAt: now2.toISOString()
  };
}
function messageOf(row, from) {
  return {
    id: row.id,
    messageId: `<${row.id}@${from.address.split("@").pop()}>`,
    from,
    to: row.to,
    replyTo: row.replyTo ?? void 0,
    subject: row.subject,
    text: row.bodyText,
    html: row.bodyHtml ?? void 0,
    headers: row.headers ?? {}
  };
}
var errorText = (error) => (error instanceof Error ? error.message : String(error)).slice(0, 1e3);
async function deliver(db, transport, from, row, now2) {
  try {
    await transport.send(messageOf(row, from));
  } catch (error) {
    const givenUp = row.attempts >= MAX_ATTEMPTS;
    await db.update(emailOutbox).set(
      givenUp ? { status: "failed", lastError: errorText(error), nextAttemptAt: null, ...redact(row, now2) } : { status: "pending", lastError: errorText(error), nextAttemptAt: new Date(now2.getTime() + retryDelayMs(row.attempts)).toISOString() }
    ).where(and12(eq16(emailOutbox.id, row.id), eq16(emailOutbox.status, "sending"), eq16(emailOutbox.attempts, row.attempts)));
    return givenUp ? "failed" : "retrying";
  }
  await db.update(emailOutbox).set({ status: "sent", sentAt: now2.toISOString(), nextAttemptAt: null, ...redact(row, now2) }).where(and12(eq16(emailOutbox.id, row.id), ne(emailOutbox.status, "sent")));
  return "sent";
}
async function deliverDueEmails(db, transport, now2, options = {}) {
  const report = { sent: 0, retrying: 0, failed: 0 };
  const limit2 = options.limit ?? BATCH_SIZE;
  for (let i = 0; i < limit2; i++) {
    const row = await claimNext(db, now2);
    if (!row) return { ...report, more: false };
    report[await deliver(db, transport, options.from ?? DEFAULT_SENDER, row, now2)] += 1;
  }
  return { ...report, more: true };
}
function createEmailDelivery(options) {
  const { clock } = options;
  let running;
  let again = false;
  async function drain(first) {
    const total = { sent: 0, retrying: 0, failed: 0 };
    let at = first;
    do {
      again = false;
      const { more, ...report } = await deliverDueEmails(options.db, options.transport, at, { from: options.from });
      total.sent += report.sent;
      total.retrying += report.retrying;
      total.failed += report.failed;
      if (more) again = true;
      at = clock();
    } while (again);
    return total;
  }
  return {
    transport: options.transport.kind,
    run(now2) {
      if (running) {
        again = true;
        return running;
      }
      running = drain(now2).finally(() => {
        running = void 0;
      });
      return running;
    },
    async idle() {
      await running?.catch(() => void 0);
    }
  };
}

// worker/src/services/email-transport-node.ts
import { mkdir, writeFile } from "node:fs/promises";
import { join as join2 } from "node:path";
import { createTransport } from "nodemailer";
var mailOptions = (message2) => ({
  from: formatMailbox(message2.from),
  to: message2.to,
  replyTo: message2.replyTo,
  subject: message2.subject,
  text: message2.text,
  html: message2.html,
  messageId: message2.messageId,
  headers: message2.headers
});
function nodemailerTransport(smtpUrl) {
  const smtp = parseSmtpUrl(smtpUrl);
  const mailer = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? "" } : void 0,
    connectionTimeout: SEND_TIMEOUT_MS / 2,
    greetingTimeout: SEND_TIMEOUT_MS / 2,
    socketTimeout: SEND_TIMEOUT_MS
  });
  return {
    kind: "smtp",
    async send(message2) {
      await mailer.sendMail(mailOptions(message2));
    }
  };
}
function mailFolderTransport(dir, log = console.log) {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(message2) {
      const { message: raw } = await composer.sendMail(mailOptions(message2));
      await mkdir(dir, { recursive: true });
      const file = join2(dir, `${(/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-")}-${message2.id}.eml`);
      await writeFile(file, raw);
      const links = [...new Set(message2.text.match(/https?:\/\/\S+/g) ?? [])];
      log(`[email] to=${message2.to} subject="${message2.subject}" saved ${file}${links.map((l) => `
  ${l}`).join("")}`);
    }
  };
}

// worker/node.ts
var projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
function localDatabasePath(url) {
  if (!url.startsWith("file:")) return void 0;
  const path = url.slice("file:".length);
  return path === ":memory:" ? void 0 : resolve(projectRoot, path);
}
function dataDir(config2) {
  const dbPath = localDatabasePath(config2.databaseUrl);
  return dbPath ? dirname(dbPath) : join3(projectRoot, "data");
}
function ensureJwtSecret(config2) {
  if (config2.jwtSecret) return config2.jwtSecret;
  const file = join3(dataDir(config2), "jwt-secret");
  if (existsSync(file)) return readFileSync2(file, "utf8").trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString("base64url");
  writeFileSync(file, secret, { mode: 384 });
  return secret;
}
function emailTransport(config2) {
  const { transport } = config2.email;
  if (transport.kind === "smtp") return nodemailerTransport(transport.url);
  if (transport.kind === "resend") return resendTransport(transport);
  return config2.environment === "production" ? void 0 : mailFolderTransport(join3(dataDir(config2), "mail"));
}
function scheduleJobs(deps, everyMs) {
  let running;
  const tick = () => {
    running ??= runScheduledJobs(deps, /* @__PURE__ */ new Date()).catch((error) => console.error("scheduled jobs failed:", error)).finally(() => running = void 0);
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    }
  };
}
var NODE_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;
async function startNodeServer(options = {}) {
  const parsed = parseConfig(options.env ?? process.env, "node");
  if (!parsed.ok) {
    const problems = [...parsed.missing.length > 0 ? [`missing ${parsed.missing.join(", ")}`] : [], ...parsed.invalid];
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  const config2 = { ...parsed.config };
  config2.jwtSecret = ensureJwtSecret(config2);
  const dbPath = localDatabasePath(config2.databaseUrl);
  if (dbPath) mkdirSync(dirname(dbPath), { recursive: true });
  const client = createClient({
    url: dbPath ? `file:${dbPath}` : config2.databaseUrl,
    authToken: config2.databaseAuthToken,
    // Another process holding the file briefly (a backup, db:migrate, the sqlite3 shell) makes
    // requests wait, not fail.
    timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS
  });
  if (dbPath) await enableWriteAheadLog(client);
  const db = createDb(client);
  const prepared = await prepareDatabase(db, config2, /* @__PURE__ */ new Date());
  await releaseUnansweredClaims(db);
  const transport = emailTransport(config2);
  const email3 = transport ? createEmailDelivery({ db, transport, from: config2.email.from, clock: () => /* @__PURE__ */ new Date() }) : void 0;
  const cursorReader = dbPath ? openSyncCursorReader(dbPath) : void 0;
  const api = createApp({ db, config: config2, email: email3, compress, answerCacheBytes: NODE_ANSWER_CACHE_BYTES, syncCursor: cursorReader?.read });
  const background = backgroundWork();
  const distDir = resolve(options.distDir ?? join3(projectRoot, "dist"));
  const files = staticFiles(distDir);
  const server2 = new Hono19();
  server2.use("*", securityHeaders((request) => ({ stripe: Boolean(config2.stripe.secretKey), hsts: isSecureTransport(config2, request) })));
  server2.use("/api/*", compressApi());
  server2.all("/api/*", (c) => api.fetch(c.req.raw, c.env, background.executionCtx));
  server2.all("/api", (c) => api.fetch(c.req.raw, c.env, background.executionCtx));
  server2.use("*", files.middleware);
  server2.get("*", (c) => {
    const shell = files.fileAt("index.html");
    if (!shell) return c.text("The app is not built yet: run `npm run build`.", 503);
    return files.send(c, shell, "no-cache");
  });
  const hostname = config2.host;
  const httpServer = await new Promise((resolveServer) => {
    const s = serve({ fetch: server2.fetch, port: config2.port, hostname }, () => resolveServer(s));
  });
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : config2.port;
  const jobs = scheduleJobs({ db, config: config2, email: email3 }, options.jobsEveryMs ?? 6e4);
  return {
    config: config2,
    db,
    prepared,
    port,
    url: `http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`,
    close: async () => {
      await jobs.stop();
      await new Promise((done) => httpServer.close(() => done()));
      await background.settled();
      await email3?.idle();
      cursorReader?.close();
      client.close();
    }
  };
}

// scripts/start.ts
var SOURCES = ["app", "shared", "vite.config.ts", "package.json"];
function newestMtime(path) {
  if (!existsSync2(path)) return 0;
  const stat = statSync2(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name2) => name2 === "node_modules" ? max : Math.max(max, newestMtime(join4(path, name2))), stat.mtimeMs);
}
function buildIfStale() {
  const builtAt = existsSync2("dist/index.html") ? statSync2("dist/index.html").mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newestMtime));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? "Sources changed since the last build; rebuilding the app\u2026" : "Building the app (first start)\u2026");
  execFileSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], { stdio: "inherit" });
}
if (process.env.SKIP_BUILD !== "true") buildIfStale();
var server = await startNodeServer();
var { config } = server;
console.log(`
${"\u2500".repeat(60)}
  Shop running at ${server.url}
  Database: ${config.databaseUrl}`);
if (server.prepared.migrated > 0) console.log(`  Applied ${server.prepared.migrated} migration(s)`);
if (server.prepared.seeded && (server.prepared.seeded.products > 0 || server.prepared.seeded.accounts.length > 0)) {
  const s = server.prepared.seeded;
  console.log(`  Seeded ${s.products} products, ${s.posts} posts, ${s.offers} offers, ${s.accounts.length} accounts`);
}
if (config.seedDemo) {
  console.log(`
  Demo accounts (password: ${config.demoPassword}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`    ${a.role.padEnd(10)} ${a.email}`);
}
console.log(`${"\u2500".repeat(60)}
`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
//# sourceMappingURL=start.mjs.map
