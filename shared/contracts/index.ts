// Every resource of the API, by name: the OpenAPI document (decision 031) and the contract tests
// walk this list. Only the server and tests import it; the app loads each contract on its own
// (decision 007), so this file never enters an app bundle.
import { adminAuditLogApi } from './admin-audit-log'
import { adminDiscountsApi } from './admin-discounts'
import { adminEmailOutboxApi } from './admin-email-outbox'
import { adminHealthApi } from './admin-health'
import { adminInventoryApi } from './admin-inventory'
import { adminOffersApi } from './admin-offers'
import { adminMessagesApi } from './admin-messages'
import { adminOperationsApi } from './admin-operations'
import { adminOrdersApi } from './admin-orders'
import { adminReturnsApi } from './admin-returns'
import { adminReturnPolicyApi } from './admin-return-policy'
import { adminReviewsApi } from './admin-reviews'
import { adminSubscribersApi } from './admin-subscribers'
import { adminProductsApi, uploadsApi } from './admin-products'
import { adminUsersApi } from './admin-users'
import { accountApi } from './account'
import { apiDocsApi } from './api-docs'
import { authApi } from './auth'
import { blogApi, productsApi, syncApi } from './catalogue'
import { contactApi, healthApi, newsletterApi, siteApi } from './content'
import type { Call } from './contract'
import { dashboardApi } from './dashboard'
import { loyaltyApi } from './loyalty'
import { checkoutApi, ordersApi, testPaymentsApi, webhooksApi } from './orders'
import { promoCodesApi } from './promo-codes'
import { pushApi } from './push'
import { returnsApi } from './returns'
import { reviewsApi } from './reviews'
import { stockAlertsApi } from './stock-alerts'
import { adminStoreCreditApi, storeCreditApi } from './store-credit'
import { adminAccountsApi, adminInquiriesApi, wholesaleApi } from './wholesale'

/** In the order a reader meets them: the shop's public side, the customer's, then the back office. */
export const API_RESOURCES = {
  healthApi,
  siteApi,
  productsApi,
  blogApi,
  syncApi,
  uploadsApi,
  contactApi,
  newsletterApi,
  stockAlertsApi,
  authApi,
  promoCodesApi,
  checkoutApi,
  ordersApi,
  testPaymentsApi,
  webhooksApi,
  accountApi,
  loyaltyApi,
  storeCreditApi,
  returnsApi,
  pushApi,
  reviewsApi,
  dashboardApi,
  wholesaleApi,
  adminOrdersApi,
  adminReturnsApi,
  adminReturnPolicyApi,
  adminReviewsApi,
  adminProductsApi,
  adminInventoryApi,
  adminDiscountsApi,
  adminOffersApi,
  adminStoreCreditApi,
  adminInquiriesApi,
  adminAccountsApi,
  adminMessagesApi,
  adminSubscribersApi,
  adminUsersApi,
  adminAuditLogApi,
  adminEmailOutboxApi,
  adminHealthApi,
  adminOperationsApi,
  apiDocsApi,
}

export type ResourceName = keyof typeof API_RESOURCES

/** Each resource in a sentence, for a reader of the API reference. */
export const RESOURCE_SUMMARIES: Record<ResourceName, string> = {
  healthApi: 'Whether the shop can serve: its version, runtime, database and how email leaves.',
  siteApi: 'The operating company, the support address and the active payment gateway.',
  productsApi: 'The public catalogue: products with their variants, prices and units available.',
  blogApi: 'Blog posts in English, Spanish and French.',
  syncApi: 'The catalogue and blog changes since a cursor, for the offline app.',
  uploadsApi: 'Uploaded product photos, by content hash.',
  contactApi: 'The contact form.',
  newsletterApi: 'Subscribing to the newsletter and leaving it.',
  stockAlertsApi: 'Back-in-stock alerts for a sold-out colour and size.',
  authApi: 'Registering, signing in and out, the signed-in user, forgotten and reset passwords.',
  promoCodesApi: 'Promo codes: what a code takes off a basket for this shopper, or why it cannot be used.',
  checkoutApi: 'Checkout: places a pending order, priced by the server, and answers how to pay it.',
  ordersApi: 'An order after checkout (confirm, hold, pay again, its confirmation page) and the customer’s own orders.',
  testPaymentsApi: 'The built-in test gateway’s card form (only without Stripe).',
  webhooksApi: 'Stripe’s webhook: payments, refunds and disputes as Stripe reports them.',
  accountApi: 'The signed-in user’s profile, password, address book, data export and account deletion.',
  loyaltyApi: 'The signed-in customer’s reward points.',
  storeCreditApi: 'The signed-in customer’s store credit: the balance and its history.',
  adminReviewsApi: 'Moderating reviews: the queue by status and rating, approving, rejecting with a reason kept for staff, and the shop’s public reply, each audited.',
  reviewsApi: 'Verified reviews: an order’s lines with their reviews, a buyer writing, editing or deleting one, and a product’s approved reviews with its rating and fit summary.',
  returnsApi: 'Returns and exchanges: what an order allows, the itemised amount for each outcome, asking for a return, and the customer’s cases with their timeline.',
  pushApi: 'Web Push notifications: this device’s subscription of the signed-in user, its topics (order progress, returns, back in stock, queued wholesale orders), and leaving it.',
  dashboardApi: 'The signed-in user’s dashboard summary.',
  wholesaleApi: 'The wholesale order form, and a buyer’s own inquiries and accounts.',
  adminOrdersApi: 'Back office: retail orders, their status, shipments and refunds, and their CSV export.',
  adminReturnsApi: 'Back office: return cases with their counts per state; approving, rejecting, receiving, inspecting, refunding or crediting, replying and closing, each audited and emailed.',
  adminReturnPolicyApi: 'Back office: the return policy in force (windows, deductions, the return fee, closing); admins change it or go back to the policy’s defaults, audited.',
  adminProductsApi: 'Back office: the catalogue editor and product photos.',
  adminInventoryApi: 'Back office: stock per variant, its CSV export and import.',
  adminDiscountsApi: 'Back office: discount codes with their uses, revenue and discount given; creating, editing, pausing and ending one.',
  adminOffersApi: 'Back office: dashboard offers with their status; creating, editing and ending one early.',
  adminStoreCreditApi: 'Back office: a customer’s store credit, and goodwill credit issued to them.',
  adminInquiriesApi: 'Back office: wholesale inquiries.',
  adminAccountsApi: 'Back office: wholesale account applications and terms.',
  adminMessagesApi: 'Back office: contact messages from customers, read and marked new, answered or closed.',
  adminSubscribersApi: 'Back office: newsletter subscribers and the CSV export of the active ones.',
  adminUsersApi: 'Admins: user accounts and their roles.',
  adminAuditLogApi: 'Admins: who changed what in the back office.',
  adminEmailOutboxApi: 'Admins: the email outbox and retrying a failed email.',
  adminHealthApi: 'Admins: the operational health report.',
  adminOperationsApi: 'Admins: the last server errors and 30 days of daily figures for the operations screen.',
  apiDocsApi: 'This API’s OpenAPI document and its interactive reference.',
}

/** One call of the API with its resource's and its own name (`ordersApi`, `confirm`). */
export type NamedCall = { resource: ResourceName; name: string; call: Call }

/** Every call of every resource, in the list's order. */
export const API_CALLS: NamedCall[] = Object.entries(API_RESOURCES).flatMap(([resource, calls]) =>
  Object.entries(calls)
    .filter((entry): entry is [string, Call] => typeof entry[1] === 'object')
    .map(([name, call]) => ({ resource: resource as ResourceName, name, call })),
)
