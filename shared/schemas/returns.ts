// Returns as the API shows them (decision 039): what an order allows (windows, each line's
// returnability per reason with every refusal), the itemised amounts for each outcome, a request,
// and a case with its timeline. Money is integer cents, as the policy computes it
// (shared/returns/amounts.ts); instants are ISO 8601 UTC, shop days YYYY-MM-DD in the shop's zone.
import { z } from 'zod'
import { AMOUNT_ENTRY_KINDS } from '#shared/returns/amounts'
import { RETURN_OUTCOMES, RETURN_REASONS, RETURN_TERMS, RETURN_WINDOWS } from '#shared/returns/policy-settings'
import { RETURN_REFUSALS } from '#shared/returns/refusals'
import { RETURN_ACTORS, RETURN_STATES } from '#shared/returns/states'
import { multiLineText, singleLineText } from './fields'
import { lineNamesSchema, ORDER_STATUSES } from './orders'
import { MESSAGES as M } from './messages'

/** What the inspection found of a returned line. */
export const RETURN_CONDITIONS = ['as_new', 'worn', 'damaged'] as const
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number]

/**
 * Evidence a customer sends (decision 039): photos (JPEG, PNG, WebP, AVIF) up to 10 MB and short
 * videos (MP4, QuickTime, WebM) up to 25 MB, told by their bytes, at most 6 files a case.
 */
export const RETURN_EVIDENCE_MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const RETURN_EVIDENCE_MAX_VIDEO_BYTES = 25 * 1024 * 1024
export const RETURN_EVIDENCE_MAX_FILES = 6

export const returnEvidenceSchema = z.object({ id: z.string(), contentType: z.string(), sizeBytes: z.int(), createdAt: z.string() })

/** The most lines a request may name (an order has far fewer), and the longest message. */
export const RETURN_MAX_LINES = 50
export const RETURN_MESSAGE_MAX = 5000

const windowStateSchema = z.object({
  closesAt: z.string(),
  lastDay: z.string(),
  open: z.boolean(),
  extendedForHoliday: z.boolean(),
})

export const returnWindowsSchema = z.object({
  receivedAt: z.string(),
  receivedOn: z.string(),
  receipt: z.enum(['delivered', 'estimated_from_shipping', 'estimated_from_payment']),
  holidayOrder: z.boolean(),
  windows: z.object({ problem: windowStateSchema, size: windowStateSchema, unworn: windowStateSchema }),
})

const eligibilitySchema = z.object({
  returnable: z.boolean(),
  refusals: z.array(z.enum(RETURN_REFUSALS)),
  returnableQuantity: z.int(),
})

export const returnableLineSchema = z.object({
  itemId: z.string(),
  productName: z.string(),
  /** The line's name in each language (decision 040): screens show the reader's. */
  productNames: lineNamesSchema.optional(),
  productImage: z.string().nullable(),
  color: z.string(),
  size: z.string(),
  quantity: z.int(),
  /** Units already in other cases. */
  returnedQuantity: z.int(),
  madeToMeasure: z.boolean(),
  byReason: z.record(z.enum(RETURN_REASONS), eligibilitySchema),
  /**
   * What it may be exchanged for: the product's other sizes and colours (decision 039), whether
   * any is on the shelf now (staff check again when they send the replacement). Empty for a
   * made-to-measure piece.
   */
  exchangeOptions: z.array(z.object({ color: z.string(), size: z.string(), inStock: z.boolean() })),
})

/** GET /api/returns/orders/:orderId: what the order allows before the customer chooses. */
export const returnOptionsSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** Every refusal of the order as a whole (not shipped, closed); empty when it can have returns. */
  orderRefusals: z.array(z.enum(RETURN_REFUSALS)),
  windows: returnWindowsSchema,
  /** Each reason's window and terms, as the shop's settings say. */
  reasons: z.record(z.enum(RETURN_REASONS), z.object({ window: z.enum(RETURN_WINDOWS), terms: z.enum(RETURN_TERMS) })),
  lines: z.array(returnableLineSchema),
})
export type ReturnOptions = z.infer<typeof returnOptionsSchema>

const chosenLineSchema = z.object({
  itemId: z.uuid(),
  quantity: z.int().min(1).max(1000),
})

/** POST /api/returns/orders/:orderId/quote: the lines and the reason to price. */
export const returnQuoteRequestSchema = z.object({
  reason: z.enum(RETURN_REASONS),
  lines: z.array(chosenLineSchema).min(1).max(RETURN_MAX_LINES),
})
export type ReturnQuoteRequest = z.infer<typeof returnQuoteRequestSchema>

export const amountEntrySchema = z.object({
  kind: z.enum(AMOUNT_ENTRY_KINDS),
  cents: z.int(),
  itemId: z.string().optional(),
  percent: z.number().optional(),
  baseCents: z.int().optional(),
})

export const returnAmountSchema = z.object({
  outcome: z.enum(RETURN_OUTCOMES),
  terms: z.enum(RETURN_TERMS),
  entries: z.array(amountEntrySchema),
  lines: z.array(z.object({ itemId: z.string(), quantity: z.int(), paidCents: z.int(), totalCents: z.int() })),
  totalCents: z.int(),
  owedCents: z.int(),
})
export type ReturnAmount = z.infer<typeof returnAmountSchema>

/** The itemised amount for every outcome. */
export const returnQuoteSchema = z.object({
  reason: z.enum(RETURN_REASONS),
  terms: z.enum(RETURN_TERMS),
  amounts: z.object({ card_refund: returnAmountSchema, store_credit: returnAmountSchema, exchange: returnAmountSchema }),
})
export type ReturnQuote = z.infer<typeof returnQuoteSchema>

/** POST /api/returns/orders/:orderId: a return asked for. An exchange names the colour and size wanted per line. */
export const returnRequestSchema = returnQuoteRequestSchema
  .extend({
    outcome: z.enum(RETURN_OUTCOMES),
    lines: z
      .array(
        chosenLineSchema.extend({
          exchangeColor: singleLineText().min(1).max(60).optional(),
          exchangeSize: singleLineText().min(1).max(30).optional(),
        }),
      )
      .min(1)
      .max(RETURN_MAX_LINES),
    message: multiLineText().max(RETURN_MESSAGE_MAX, M.messageMax).default(''),
  })
  .refine((r) => new Set(r.lines.map((l) => l.itemId)).size === r.lines.length, { message: 'A line is chosen twice', path: ['lines'] })
  .refine((r) => r.outcome !== 'exchange' || r.lines.every((l) => l.exchangeColor || l.exchangeSize), {
    message: 'An exchange names the colour or size wanted for each line',
    path: ['lines'],
  })
export type ReturnRequest = z.input<typeof returnRequestSchema>

/** POST /api/returns/:caseId/messages. */
export const returnMessageInputSchema = z.object({
  message: multiLineText(M.messageMin).min(1, M.messageMin).max(RETURN_MESSAGE_MAX, M.messageMax),
})

/** POST /api/returns/:caseId/shipped and …/withdraw: the tracking number or a word to staff, optional. */
export const returnCustomerStepSchema = z.object({
  message: multiLineText().max(RETURN_MESSAGE_MAX, M.messageMax).default(''),
})

export const returnTimelineEntrySchema = z.object({
  id: z.string(),
  author: z.enum(RETURN_ACTORS),
  body: z.string(),
  /** The step this entry records, if it is one. */
  status: z.enum(RETURN_STATES).nullable(),
  createdAt: z.string(),
})

export const returnCaseLineSchema = z.object({
  itemId: z.string(),
  productName: z.string(),
  productNames: lineNamesSchema.optional(),
  color: z.string(),
  size: z.string(),
  quantity: z.int(),
  exchangeColor: z.string().nullable(),
  exchangeSize: z.string().nullable(),
  condition: z.enum(RETURN_CONDITIONS).nullable(),
})

/** A case as its customer reads it. */
export const returnCaseSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS),
  outcome: z.enum(RETURN_OUTCOMES),
  terms: z.enum(RETURN_TERMS),
  message: z.string(),
  /** The last shop day an approved return may be shipped; null until approved. */
  shipBackBy: z.string().nullable(),
  amountCents: z.int().nullable(),
  /** An exchanged case's replacement: the order sent at no charge (decision 039), by the number people see. */
  exchangeOrder: z
    .object({
      id: z.string(),
      number: z.string(),
      status: z.enum(ORDER_STATUSES),
      /** Its signed link's key (decision 023), so whoever follows the case opens the replacement's page, where a return fee due is paid. */
      accessKey: z.string().nullable(),
    })
    .nullable(),
  lines: z.array(returnCaseLineSchema),
  timeline: z.array(returnTimelineEntrySchema),
  /** The photos and videos sent, read at GET /api/returns/:caseId/evidence/:evidenceId. */
  evidence: z.array(returnEvidenceSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ReturnCase = z.infer<typeof returnCaseSchema>

/** A case without what only its own page shows: the facts a list of cases shows. */
export const returnCaseSummarySchema = returnCaseSchema.omit({ lines: true, timeline: true, evidence: true, exchangeOrder: true })
export type ReturnCaseSummary = z.infer<typeof returnCaseSummarySchema>

export const returnCaseListSchema = z.object({ cases: z.array(returnCaseSummarySchema) })
