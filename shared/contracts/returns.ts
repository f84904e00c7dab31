// Returns, the customer's side (decision 039): what an order allows, the itemised amounts before
// sending, the request, the customer's own cases with their timeline, and a message on one. The
// order's signed-in owner needs nothing more; a guest passes the order's signed link key (`?key=`,
// as the order pages do, decision 023). Anyone else is answered as for an order or a case that
// does not exist. Refusals are the policy's `return_*` codes (decision 037).
import { orderAccessQuerySchema } from '#shared/schemas/order-access'
import {
  returnCaseListSchema,
  returnCaseSchema,
  returnCustomerStepSchema,
  returnMessageInputSchema,
  returnOptionsSchema,
  returnQuoteRequestSchema,
  returnQuoteSchema,
  returnRequestSchema,
} from '#shared/schemas/returns'
import { RETURN_ERRORS } from '#shared/errors/catalogue'
import { get, post, resource } from './contract'

export const returnsApi = resource('/api/returns', {
  /** The windows that apply, and each line's returnability for every reason with every refusal. */
  options: get('/orders/:orderId', { access: 'public', query: orderAccessQuerySchema, output: returnOptionsSchema, errors: ['not_found', 'too_many_requests'] }),
  /** The itemised amount for each outcome (card refund, store credit, exchange) of the chosen lines and reason. */
  quote: post('/orders/:orderId/quote', {
    access: 'public',
    query: orderAccessQuerySchema,
    input: returnQuoteRequestSchema,
    output: returnQuoteSchema,
    errors: ['not_found', 'too_many_requests', ...RETURN_ERRORS],
  }),
  /** 201 with the new case (status `requested`, waiting for staff's approval); the customer is emailed its number. */
  request: post('/orders/:orderId', {
    access: 'public',
    status: 201,
    query: orderAccessQuerySchema,
    input: returnRequestSchema,
    output: returnCaseSchema,
    errors: ['not_found', 'too_many_requests', ...RETURN_ERRORS],
  }),
  /** The signed-in customer's cases, newest first. */
  mine: get('/', { access: 'signed-in', output: returnCaseListSchema }),
  /** One case with its lines and timeline (its order's owner, or a guest with the order's key). */
  byId: get('/:caseId', { access: 'public', query: orderAccessQuerySchema, output: returnCaseSchema, errors: ['not_found', 'too_many_requests'] }),
  /** approved → shipped_back: the customer sent the parcel (the message may carry its tracking number). */
  shipped: post('/:caseId/shipped', {
    access: 'public',
    query: orderAccessQuerySchema,
    input: returnCustomerStepSchema,
    output: returnCaseSchema,
    errors: ['not_found', 'too_many_requests', 'return_not_approved', 'return_transition_not_allowed', 'return_actor_not_allowed'],
  }),
  /** requested or approved → closed: the customer withdraws the case, its units free again. */
  withdraw: post('/:caseId/withdraw', {
    access: 'public',
    query: orderAccessQuerySchema,
    input: returnCustomerStepSchema,
    output: returnCaseSchema,
    errors: ['not_found', 'too_many_requests', 'return_transition_not_allowed', 'return_actor_not_allowed'],
  }),
  /** A photo or short video for the case, private (decision 039): 201 with the case as it now stands. */
  addEvidence: post('/:caseId/evidence', {
    access: 'public',
    status: 201,
    query: orderAccessQuerySchema,
    takes: {
      mediaType: 'multipart/form-data',
      description: 'One file named `file`: a photo (JPEG, PNG, WebP or AVIF, 10 MB at most) or a short video (MP4, QuickTime or WebM, 25 MB at most), told by its bytes; 6 files a case at most.',
    },
    output: returnCaseSchema,
    errors: ['not_found', 'too_many_requests', 'validation_failed', 'return_evidence_type', 'return_evidence_too_many', 'return_transition_not_allowed', 'uploads_unavailable'],
  }),
  /** A file of the case, for its customer and staff only: never cached, never on the public uploads route. */
  evidence: get('/:caseId/evidence/:evidenceId', {
    access: 'public',
    query: orderAccessQuerySchema,
    gives: { mediaType: '*/*', description: 'The photo or video as it was sent (private, not cached).' },
    errors: ['not_found', 'too_many_requests'],
  }),
  /** 201 with the case as it now stands; a case waiting on the customer starts waiting on staff. */
  message: post('/:caseId/messages', {
    access: 'public',
    status: 201,
    query: orderAccessQuerySchema,
    input: returnMessageInputSchema,
    output: returnCaseSchema,
    errors: ['not_found', 'too_many_requests', 'return_transition_not_allowed'],
  }),
})
