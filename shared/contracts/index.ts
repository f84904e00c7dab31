// Every resource of the API, by name: the OpenAPI document (decision 031) and the contract tests
// walk this list. Only the server and tests import it; the app loads each contract on its own
// (decision 007), so this file never enters an app bundle.
import { adminAuditLogApi } from './admin-audit-log'
import { adminEmailOutboxApi } from './admin-email-outbox'
import { adminHealthApi } from './admin-health'
import { adminInventoryApi } from './admin-inventory'
import { adminOrdersApi } from './admin-orders'
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
import { stockAlertsApi } from './stock-alerts'
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
  checkoutApi,
  ordersApi,
  testPaymentsApi,
  webhooksApi,
  accountApi,
  loyaltyApi,
  dashboardApi,
  wholesaleApi,
  adminOrdersApi,
  adminProductsApi,
  adminInventoryApi,
  adminInquiriesApi,
  adminAccountsApi,
  adminUsersApi,
  adminAuditLogApi,
  adminEmailOutboxApi,
  adminHealthApi,
  apiDocsApi,
}

export type ResourceName = keyof typeof API_RESOURCES

/** One call of the API with its resource's and its own name (`ordersApi`, `confirm`). */
export type NamedCall = { resource: ResourceName; name: string; call: Call }

/** Every call of every resource, in the list's order. */
export const API_CALLS: NamedCall[] = Object.entries(API_RESOURCES).flatMap(([resource, calls]) =>
  Object.entries(calls)
    .filter((entry): entry is [string, Call] => typeof entry[1] === 'object')
    .map(([name, call]) => ({ resource: resource as ResourceName, name, call })),
)
