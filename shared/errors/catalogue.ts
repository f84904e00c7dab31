// Every error code the API can answer, defined once (decision 030): its HTTP status and the key
// of its text in the app's locales (`namespace:path`, read by the app's one translation of an
// API error, app/src/components/form/use-error-text.ts). The server can only throw these codes
// (DomainError, ApiError), each contract lists the codes its call answers (`errors`, with the
// implicit ones of `errorsOf`), and the app reads every error answer as one of them (or its own
// fallback, app/src/lib/api-client.ts). On the wire: {"error":{"code","message","fields?","requestId?"}},
// `message` the server's English text; the key names the app's words for the code in the page language.
// Zod-free, so the app imports it at no cost.
import type { Access, Call } from '#shared/contracts/contract'
import { DISCOUNT_REFUSALS, promoCodeError } from '#shared/pricing/discount-codes'
import { RETURN_REFUSALS, returnError } from '#shared/returns/refusals'

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 500 | 503

type Entry = { status: ErrorStatus; key: string }

// A new text lives in `admin` for a code only the back office's calls answer, else in `validation`
// (decision 008: back-office strings stay out of the storefront's chunks); a text a screen already
// had is reused where its namespace is loaded wherever the code is answered.
export const ERROR_CATALOGUE = {
  // 400: the request is malformed or breaks a rule the caller can fix.
  bad_request: { status: 400, key: 'validation:errors.bad_request' },
  validation_failed: { status: 400, key: 'validation:errors.validation_failed' },
  malformed_json: { status: 400, key: 'validation:errors.bad_request' },
  unsupported_content_type: { status: 400, key: 'validation:errors.bad_request' },
  incomplete_body: { status: 400, key: 'validation:errors.incomplete_body' },
  malformed_path: { status: 400, key: 'validation:errors.malformed_path' },
  invalid_idempotency_key: { status: 400, key: 'validation:errors.bad_request' },
  invalid_reset_token: { status: 400, key: 'auth:reset.invalidToken' },
  wrong_password: { status: 400, key: 'validation:messages.currentPasswordWrong' },
  undeliverable_address: { status: 400, key: 'validation:messages.noPoBox' },
  default_address_required: { status: 400, key: 'validation:messages.defaultAddressRequired' },
  unknown_cursor: { status: 400, key: 'validation:errors.unknown_cursor' },
  product_unavailable: { status: 400, key: 'validation:errors.product_unavailable' },
  invalid_option: { status: 400, key: 'validation:errors.invalid_option' },
  measurements_required: { status: 400, key: 'validation:errors.measurements_required' },
  points_sign_in_required: { status: 400, key: 'validation:messages.pointsSignInRequired' },
  reward_exceeds_items: { status: 400, key: 'validation:messages.rewardExceedsItems' },
  insufficient_points: { status: 400, key: 'validation:messages.pointsInsufficient' },
  store_credit_sign_in_required: { status: 400, key: 'validation:errors.store_credit_sign_in_required' },
  retail_line_limit: { status: 400, key: 'validation:errors.retail_line_limit' },
  retail_order_limit: { status: 400, key: 'validation:errors.retail_order_limit' },
  items_unavailable: { status: 400, key: 'validation:messages.wholesaleItemsUnavailable' },
  invalid_test_card: { status: 400, key: 'checkout:testMode.invalidCard' },
  invalid_signature: { status: 400, key: 'validation:errors.invalid_signature' },
  not_an_image: { status: 400, key: 'admin:errors.not_an_image' },
  refund_item_unknown: { status: 400, key: 'admin:order.errors.refund_item_unknown' },
  refund_nothing_selected: { status: 400, key: 'admin:order.errors.refund_nothing_selected' },
  stock_import_malformed: { status: 400, key: 'admin:inventory.import.fileErrors.stock_import_malformed' },
  stock_import_columns: { status: 400, key: 'admin:inventory.import.fileErrors.stock_import_columns' },
  stock_import_empty: { status: 400, key: 'admin:inventory.import.fileErrors.stock_import_empty' },
  stock_import_too_many_rows: { status: 400, key: 'admin:inventory.import.fileErrors.stock_import_too_many_rows' },
  discount_code_accounts_unknown: { status: 400, key: 'admin:discounts.errors.discount_code_accounts_unknown' },
  discount_code_products_unknown: { status: 400, key: 'admin:discounts.errors.discount_code_products_unknown' },
  offer_code_unknown: { status: 400, key: 'admin:offers.errors.offer_code_unknown' },
  offer_code_audience: { status: 400, key: 'admin:offers.errors.offer_code_audience' },
  offer_image_unknown: { status: 400, key: 'admin:offers.errors.offer_image_unknown' },
  // A push subscription whose endpoint is not `https` on a known push service's host (decision 043).
  push_endpoint_not_allowed: { status: 400, key: 'validation:errors.push_endpoint_not_allowed' },
  // A discount code that cannot be used (decision 034); `fields.promoCode` carries the message, and
  // for a minimum not reached `fields.missingAmount` the amount missing ("12.50").
  promo_code_unknown: { status: 400, key: 'validation:errors.promo_code_unknown' },
  promo_code_not_started: { status: 400, key: 'validation:errors.promo_code_not_started' },
  promo_code_expired: { status: 400, key: 'validation:errors.promo_code_expired' },
  promo_code_paused: { status: 400, key: 'validation:errors.promo_code_paused' },
  promo_code_not_for_account: { status: 400, key: 'validation:errors.promo_code_not_for_account' },
  promo_code_nothing_applies: { status: 400, key: 'validation:errors.promo_code_nothing_applies' },
  promo_code_minimum_not_reached: { status: 400, key: 'validation:errors.promo_code_minimum_not_reached' },
  promo_code_not_with_rewards: { status: 400, key: 'validation:errors.promo_code_not_with_rewards' },

  // 401: nobody is signed in, or the credentials are wrong.
  unauthorized: { status: 401, key: 'validation:errors.unauthorized' },
  invalid_credentials: { status: 401, key: 'validation:errors.invalid_credentials' },

  // 402: the payment provider declined the card (the test gateway's codes; shared/payments/payment-failures.ts).
  card_declined: { status: 402, key: 'checkout:paymentFailure.card_declined' },
  insufficient_funds: { status: 402, key: 'checkout:paymentFailure.insufficient_funds' },

  // 403: a known caller who may not do this.
  forbidden: { status: 403, key: 'validation:errors.forbidden' },
  cross_site_request: { status: 403, key: 'validation:errors.cross_site_request' },
  cannot_change_own_role: { status: 403, key: 'admin:users.ownRole' },
  cannot_delete_self: { status: 403, key: 'admin:users.cannotDeleteSelf' },

  // 404: nothing of that name (or nothing the caller may see).
  not_found: { status: 404, key: 'validation:errors.not_found' },
  variant_not_found: { status: 404, key: 'validation:errors.variant_not_found' },
  stock_alert_link_invalid: { status: 404, key: 'validation:errors.stock_alert_link_invalid' },
  payment_intent_not_found: { status: 404, key: 'validation:errors.payment_intent_not_found' },
  test_gateway_inactive: { status: 404, key: 'validation:errors.test_gateway_inactive' },
  shipment_not_found: { status: 404, key: 'admin:errors.shipment_not_found' },
  email_not_found: { status: 404, key: 'admin:errors.email_not_found' },
  review_link_invalid: { status: 404, key: 'validation:errors.review_link_invalid' },

  // 409: the current state refuses the change.
  email_taken: { status: 409, key: 'validation:errors.email_taken' },
  address_book_full: { status: 409, key: 'validation:messages.addressBookFull' },
  last_admin: { status: 409, key: 'dashboard:privacy.lastAdmin' },
  variant_not_offered: { status: 409, key: 'stock-alerts:errors.unavailable' },
  variant_in_stock: { status: 409, key: 'stock-alerts:errors.inStock' },
  insufficient_stock: { status: 409, key: 'checkout:errors.stockChanged' },
  client_hold_limit: { status: 409, key: 'validation:errors.client_hold_limit' },
  order_not_pending: { status: 409, key: 'validation:errors.order_not_pending' },
  order_hold_expired: { status: 409, key: 'checkout:payment.expired' },
  order_not_payable: { status: 409, key: 'checkout:payAgain.notPayable' },
  payment_processing: { status: 409, key: 'validation:errors.payment_processing' },
  payment_intent_canceled: { status: 409, key: 'checkout:payment.expired' },
  payment_not_completed: { status: 409, key: 'validation:errors.payment_not_completed' },
  payment_mismatch: { status: 409, key: 'validation:errors.payment_mismatch' },
  client_id_reused: { status: 409, key: 'validation:errors.client_id_reused' },
  idempotency_request_in_progress: { status: 409, key: 'validation:errors.idempotency_request_in_progress' },
  idempotency_key_reused: { status: 409, key: 'validation:errors.idempotency_key_reused' },
  order_changed: { status: 409, key: 'admin:order.errors.order_changed' },
  order_not_shippable: { status: 409, key: 'admin:order.errors.order_not_shippable' },
  order_closed: { status: 409, key: 'admin:order.errors.order_closed' },
  order_not_paid: { status: 409, key: 'admin:order.errors.order_not_paid' },
  order_paid_meanwhile: { status: 409, key: 'admin:order.errors.order_paid_meanwhile' },
  order_already_paid: { status: 409, key: 'admin:order.errors.order_already_paid' },
  nothing_to_refund: { status: 409, key: 'admin:order.errors.nothing_to_refund' },
  refund_gateway_mismatch: { status: 409, key: 'admin:order.errors.refund_gateway_mismatch' },
  refund_exceeds_remaining: { status: 409, key: 'admin:order.errors.refund_exceeds_remaining' },
  refund_failed: { status: 409, key: 'admin:order.errors.refund_failed' },
  refund_quantity_exceeds: { status: 409, key: 'admin:order.errors.refund_quantity_exceeds' },
  refund_restock_made_to_measure: { status: 409, key: 'admin:order.errors.refund_restock_made_to_measure' },
  refund_restock_returned: { status: 409, key: 'admin:order.errors.refund_restock_returned' },
  product_incomplete: { status: 409, key: 'catalogue-admin:errors.incomplete' },
  product_code_taken: { status: 409, key: 'catalogue-admin:errors.codeTaken' },
  product_ordered: { status: 409, key: 'catalogue-admin:errors.ordered' },
  variant_sku_taken: { status: 409, key: 'admin:errors.variant_sku_taken' },
  sku_taken: { status: 409, key: 'admin:inventory.errors.sku_taken' },
  discount_code_taken: { status: 409, key: 'admin:discounts.errors.discount_code_taken' },
  discount_code_in_use: { status: 409, key: 'admin:discounts.errors.discount_code_in_use' },
  discount_code_ended: { status: 409, key: 'admin:discounts.errors.discount_code_ended' },
  offer_ended: { status: 409, key: 'admin:offers.errors.offer_ended' },
  contact_message_changed: { status: 409, key: 'admin:messages.errors.contact_message_changed' },
  stock_negative: { status: 409, key: 'admin:inventory.errors.stock_negative' },
  promo_code_used_up: { status: 409, key: 'validation:errors.promo_code_used_up' },
  promo_code_already_used: { status: 409, key: 'validation:errors.promo_code_already_used' },
  // Store credit (decision 035): the balance fell under what checkout applied meanwhile (placing again applies what is left);
  // a guest order has no account to credit; only a customer or wholesale account holds credit.
  store_credit_changed: { status: 409, key: 'validation:errors.store_credit_changed' },
  store_credit_guest_order: { status: 409, key: 'admin:order.errors.store_credit_guest_order' },
  store_credit_not_customer: { status: 409, key: 'admin:errors.store_credit_not_customer' },
  stock_below_pending: { status: 409, key: 'admin:errors.stock_below_pending' },
  variant_option_removed: { status: 409, key: 'admin:inventory.errors.variant_option_removed' },
  email_not_failed: { status: 409, key: 'admin:errors.email_not_failed' },
  email_link_expired: { status: 409, key: 'admin:errors.email_link_expired' },

  // A return refused by the policy (decision 037, shared/returns/refusals.ts); a refused line's
  // answer names every refusal in `fields` (`lines.<n>`), the code is the first.
  return_order_not_shipped: { status: 409, key: 'validation:errors.return_order_not_shipped' },
  return_order_closed: { status: 409, key: 'validation:errors.return_order_closed' },
  return_window_closed: { status: 409, key: 'validation:errors.return_window_closed' },
  return_heavily_discounted: { status: 409, key: 'validation:errors.return_heavily_discounted' },
  return_not_returnable: { status: 409, key: 'validation:errors.return_not_returnable' },
  return_sample: { status: 409, key: 'validation:errors.return_sample' },
  return_made_to_measure: { status: 409, key: 'validation:errors.return_made_to_measure' },
  return_already_returned: { status: 409, key: 'validation:errors.return_already_returned' },
  return_quantity_exceeds: { status: 409, key: 'validation:errors.return_quantity_exceeds' },
  return_nothing_selected: { status: 409, key: 'validation:errors.return_nothing_selected' },
  return_exchange_unavailable: { status: 409, key: 'validation:errors.return_exchange_unavailable' },
  return_exchange_out_of_stock: { status: 409, key: 'validation:errors.return_exchange_out_of_stock' },
  return_not_approved: { status: 409, key: 'validation:errors.return_not_approved' },
  return_transition_not_allowed: { status: 409, key: 'validation:errors.return_transition_not_allowed' },
  return_actor_not_allowed: { status: 409, key: 'validation:errors.return_actor_not_allowed' },
  // Evidence for a return (decision 039): a file that is no photo or video the shop takes, or one too many.
  return_evidence_type: { status: 400, key: 'validation:errors.return_evidence_type' },
  return_evidence_too_many: { status: 409, key: 'validation:errors.return_evidence_too_many' },
  // Two admins saved the return policy at the same moment (decision 041): the second reloads it.
  return_policy_changed: { status: 409, key: 'admin:returnPolicy.errors.return_policy_changed' },
  // Reviews (decision 042): a line not yet received by its buyer, a line already reviewed, and a
  // review that moved on (edited, or decided by another moderator) since staff opened it.
  review_not_delivered: { status: 409, key: 'validation:errors.review_not_delivered' },
  review_already_written: { status: 409, key: 'validation:errors.review_already_written' },
  review_changed: { status: 409, key: 'admin:errors.review_changed' },
  // A review's photo that is no photo the shop takes, or one too many (decision 042).
  review_photo_type: { status: 400, key: 'validation:errors.review_photo_type' },
  review_photo_too_many: { status: 409, key: 'validation:errors.review_photo_too_many' },

  // 413: the body is larger than the call accepts.
  payload_too_large: { status: 413, key: 'validation:errors.payload_too_large' },

  // 429: too many attempts; the answer's Retry-After says when to try again.
  too_many_requests: { status: 429, key: 'validation:errors.too_many_requests' },

  // 500: a crash, logged with the request id.
  internal_error: { status: 500, key: 'validation:errors.internal_error' },

  // 503: nothing the caller can fix; trying again later may work.
  database_busy: { status: 503, key: 'validation:errors.database_busy' },
  database_unavailable: { status: 503, key: 'validation:errors.database_unavailable' },
  missing_configuration: { status: 503, key: 'validation:errors.missing_configuration' },
  payments_not_configured: { status: 503, key: 'validation:errors.payments_not_configured' },
  payment_provider_unavailable: { status: 503, key: 'validation:errors.payment_provider_unavailable' },
  webhooks_not_configured: { status: 503, key: 'validation:errors.missing_configuration' },
  push_not_configured: { status: 503, key: 'validation:errors.push_not_configured' },
  uploads_unavailable: { status: 503, key: 'admin:errors.uploads_unavailable' },
} as const satisfies Record<string, Entry>

export type ErrorCode = keyof typeof ERROR_CATALOGUE

/** The codes answered with `status` (the server's `conflict()` takes only 409 codes). */
export type ErrorCodeOf<S extends ErrorStatus> = { [C in ErrorCode]: (typeof ERROR_CATALOGUE)[C]['status'] extends S ? C : never }[ErrorCode]

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[]

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value)

/** The HTTP status every answer with this code has. */
export const statusOf = (code: ErrorCode): ErrorStatus => ERROR_CATALOGUE[code].status

/** The key of the code's text in the app's locales, `namespace:path`. */
export const messageKeyOf = (code: ErrorCode): string => ERROR_CATALOGUE[code].key

/** What a call that accepts an Idempotency-Key (worker/src/http/idempotency.ts) may answer about it. */
export const IDEMPOTENCY_ERRORS = ['invalid_idempotency_key', 'idempotency_request_in_progress', 'idempotency_key_reused'] as const satisfies readonly ErrorCode[]

/** Why a discount code cannot be used (decision 034): what the code check and the checkout may answer about one. */
export const PROMO_CODE_ERRORS = DISCOUNT_REFUSALS.map(promoCodeError) satisfies readonly ErrorCode[]

/** Why a return, a line of it or a step of its case is refused (decision 037): what the returns calls may answer. */
export const RETURN_ERRORS = RETURN_REFUSALS.map(returnError) satisfies readonly ErrorCode[]

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const ALWAYS: ErrorCode[] = ['internal_error', 'database_busy', 'database_unavailable', 'missing_configuration', 'malformed_path']
const WRITE: ErrorCode[] = ['cross_site_request', 'payload_too_large', 'unsupported_content_type', 'malformed_json', 'incomplete_body', 'bad_request']
const BY_ACCESS: Record<Access, ErrorCode[]> = {
  public: [],
  'signed-in': ['unauthorized'],
  'back-office': ['unauthorized', 'forbidden'],
  admin: ['unauthorized', 'forbidden'],
}

/**
 * The codes a call can answer: those its contract declares (`errors`) and those every call of its
 * kind answers without saying so. The implicit codes:
 * - every call: `internal_error` (a crash), `database_busy`, `database_unavailable`,
 *   `missing_configuration` (the shop cannot serve at all) and `malformed_path` (a path that
 *   does not decode, refused before any route);
 * - a write (POST, PUT, PATCH, DELETE), whose body is read and checked before its route runs:
 *   `cross_site_request`, `payload_too_large`, `unsupported_content_type`, `malformed_json`,
 *   `incomplete_body` and `bad_request`;
 * - a call with an input or a query schema: `validation_failed`;
 * - by its access: `unauthorized` unless public, `forbidden` for the back office and admins.
 * Everything else, rate limits (`too_many_requests`) and idempotency keys included, is declared.
 */
export function errorsOf(call: Pick<Call, 'method' | 'access' | 'input' | 'query' | 'errors'>): ErrorCode[] {
  const codes = new Set<ErrorCode>(call.errors ?? [])
  for (const code of ALWAYS) codes.add(code)
  if (WRITES.has(call.method)) for (const code of WRITE) codes.add(code)
  if (call.input || call.query) codes.add('validation_failed')
  for (const code of BY_ACCESS[call.access]) codes.add(code)
  return ERROR_CODES.filter((code) => codes.has(code))
}
