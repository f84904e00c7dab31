// Returns in the back office (admin and staff; decision 039): the paged list with its search, status
// filter and the count of each status, waiting cases first (oldest first); a case in full with its
// order's lines, evidence, timeline and what each way of finishing would give; and staff's steps,
// each allowed only from the states shared/returns/states.ts names, audited, emailed to the
// customer in their language and added to the case's timeline. Finishing goes through the order's
// refund (decision 012, 035): a card refund, or store credit with its bonus; an exchange sends the
// replacement as a new order at no charge, its return fee (if the terms take one) paid by card.
import { z } from 'zod'
import { RETURN_OUTCOMES, RETURN_TERMS } from '#shared/returns/policy-settings'
import { RETURN_STATES } from '#shared/returns/states'
import { MESSAGES as M } from '#shared/schemas/messages'
import { pageQuery, pagedListSchema, searchQuery } from '#shared/schemas/paging'
import { RETURN_CONDITIONS, RETURN_MESSAGE_MAX, returnAmountSchema, returnCaseSchema, returnCaseSummarySchema, returnMessageInputSchema } from '#shared/schemas/returns'
import { multiLineText } from '#shared/schemas/fields'
import { RETURN_ERRORS } from '#shared/errors/catalogue'
import { get, post, resource } from './contract'

const returnListQuerySchema = z.object({
  status: z.enum([...RETURN_STATES, 'all']).optional(),
  /** A piece of the case number, the order number or the customer's email. */
  search: searchQuery,
  page: pageQuery,
})

const returnListItemSchema = returnCaseSummarySchema.extend({
  customerEmail: z.string(),
  /** Units in the case. */
  units: z.int(),
})

const returnListSchema = pagedListSchema(returnListItemSchema).extend({
  /** How many cases the search matches in each state, whatever the status filter. */
  counts: z.record(z.enum(RETURN_STATES), z.int()),
})

export const adminReturnCaseSchema = returnCaseSchema.extend({
  customerEmail: z.string(),
  lines: z.array(
    returnCaseSchema.shape.lines.element.extend({
      restock: z.boolean(),
      damagedQuantity: z.int(),
      madeToMeasure: z.boolean(),
      /** For an exchange: units of the size and colour wanted on the shelf now (stock less holds); null when the product is not made in them. */
      exchangeAvailable: z.int().nullable(),
    }),
  ),
  inspectionNote: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The refund the case was finished with, if any. */
  refundId: z.string().nullable(),
  /** What finishing would give now, on the case's terms and the inspection's damaged units; null once finished or closed. */
  amounts: z.object({ card_refund: returnAmountSchema, store_credit: returnAmountSchema, exchange: returnAmountSchema }).nullable(),
})
export type AdminReturnCase = z.infer<typeof adminReturnCaseSchema>

const noteSchema = z.object({ note: multiLineText(M.messageMin).min(1, M.messageMin).max(RETURN_MESSAGE_MAX, M.messageMax) })

const inspectionSchema = z.object({
  /** Staff may price the case by other terms than the reason's (decision 037): e.g. a "not as described" that was not. */
  terms: z.enum(RETURN_TERMS).optional(),
  note: multiLineText().max(RETURN_MESSAGE_MAX, M.messageMax).optional(),
  lines: z
    .array(
      z.object({
        itemId: z.uuid(),
        condition: z.enum(RETURN_CONDITIONS),
        restock: z.boolean(),
        /** Units damaged or worn beyond what the customer reported: the damage deduction's base. */
        damagedQuantity: z.int().min(0).max(1000),
      }),
    )
    .min(1),
})

const finishSchema = z.object({ outcome: z.enum(RETURN_OUTCOMES) })

const stepErrors = ['not_found', ...RETURN_ERRORS] as const

export const adminReturnsApi = resource('/api/admin/returns', {
  list: get('/', { access: 'back-office', query: returnListQuerySchema, output: returnListSchema }),
  detail: get('/:id', { access: 'back-office', output: adminReturnCaseSchema, errors: ['not_found'] }),
  /** requested → approved: the customer is emailed where to send the parcel, within how many business days, with the case number. */
  approve: post('/:id/approve', { access: 'back-office', output: adminReturnCaseSchema, errors: stepErrors }),
  /** requested or received → rejected, with the reason the customer is told; the units are free again. */
  reject: post('/:id/reject', { access: 'back-office', input: noteSchema, output: adminReturnCaseSchema, errors: stepErrors }),
  /** approved or shipped_back → received. */
  receive: post('/:id/receive', { access: 'back-office', output: adminReturnCaseSchema, errors: stepErrors }),
  /** Records what arrived, per line (the case stays received). */
  inspect: post('/:id/inspection', { access: 'back-office', input: inspectionSchema, output: adminReturnCaseSchema, errors: stepErrors }),
  /**
   * received → refunded (card) or credited (store credit with its bonus), through the order's refund
   * with the case's lines and amount; or exchanged: a new order for the sizes and colours wanted,
   * holding their units. Two staff members finishing at once finish it once (the other is answered
   * `return_transition_not_allowed`).
   */
  finish: post('/:id/finish', {
    access: 'back-office',
    input: finishSchema,
    output: adminReturnCaseSchema,
    errors: [
      ...stepErrors, 'refund_nothing_selected', 'refund_quantity_exceeds', 'refund_restock_made_to_measure', 'refund_restock_returned', 'refund_exceeds_remaining',
      'nothing_to_refund', 'refund_gateway_mismatch', 'refund_failed', 'order_changed', 'payments_not_configured', 'payment_provider_unavailable',
      'store_credit_guest_order',
    ],
  }),
  /** A reply to the customer, emailed; on a case waiting for them, the closing job counts from it. */
  message: post('/:id/messages', { access: 'back-office', status: 201, input: returnMessageInputSchema, output: adminReturnCaseSchema, errors: ['not_found'] }),
  /** rejected, refunded or credited → closed. */
  close: post('/:id/close', { access: 'back-office', output: adminReturnCaseSchema, errors: stepErrors }),
})
