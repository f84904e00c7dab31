// Dashboard offers in the back office (admin and staff, like the other catalogue tools; decisions
// 017 and 036): the offers with their status, and creating, editing and ending one early. Every
// change is audited. An offer is written in the three languages; it may link a discount code that
// exists (the dashboard shows it as the code is now) and show one of the shop's own images.
import { z } from 'zod'
import { promoCodeField } from '#shared/schemas/checkout'
import { multiLineText, singleLineText } from '#shared/schemas/fields'
import { MESSAGES as M } from '#shared/schemas/messages'
import { pageQuery, pagedListSchema, searchQuery } from '#shared/schemas/paging'
import type { DiscountAudience } from '#shared/pricing/discount-codes'
import { get, patch, post, resource } from './contract'

/**
 * Where an offer stands now: `ended` once staff ended it early or its end has passed, else
 * `scheduled` before its start, else `live` (the dashboard shows only live offers).
 */
export const OFFER_STATUSES = ['live', 'scheduled', 'ended'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]

/** Who sees an offer on their dashboard: every signed-in reader, customers, or wholesale accounts. */
export const OFFER_AUDIENCES = ['everyone', 'customer', 'wholesale'] as const
export type OfferAudience = (typeof OFFER_AUDIENCES)[number]

/**
 * Whether an offer may promote a code of this audience (decision 036): everyone the offer is shown
 * to must be able to use its code, so a customers' code goes on customers' offers only, a
 * wholesale code on wholesale offers only, and a code for named accounts on none.
 */
export const offerMayPromote = (offer: OfferAudience, code: DiscountAudience) =>
  code === 'everyone' || (code === 'customers' && offer === 'customer') || (code === 'wholesale' && offer === 'wholesale')

/** Where an offer's button may lead: a path of the shop (/shop, /es/shop) or an https address. */
export const isOfferLink = (link: string) => /^\/(?![/\\])\S*$/.test(link) || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(\/\S*)?$/i.test(link)

const offerQuerySchema = z.object({
  /** Part of the title in any language, or of the linked code. */
  search: searchQuery,
  status: z.enum(OFFER_STATUSES, { error: M.offerStatusInvalid }).optional(),
  page: pageQuery,
})

const texts = { titleEn: z.string(), titleEs: z.string(), titleFr: z.string(), descriptionEn: z.string(), descriptionEs: z.string(), descriptionFr: z.string() }

/** An offer as the back office shows it: its words, dates, audience, code and image, and its status now. */
const adminOfferSchema = z.object({
  id: z.string(),
  ...texts,
  ctaLinkEn: z.string().nullable(),
  ctaLinkEs: z.string().nullable(),
  ctaLinkFr: z.string().nullable(),
  imageUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** When staff ended it early, else null. */
  endedEarlyAt: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  audience: z.enum(OFFER_AUDIENCES),
  /** The linked discount code as it is now, else null. */
  discountCode: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminOffer = z.infer<typeof adminOfferSchema>

/** An image the shop already shows (a product's drawing or uploaded photo), which an offer may use. */
/** An image and its product's name in each language (the dialog lists it in the reader's). */
const offerImageSchema = z.object({ url: z.string(), productNames: z.object({ en: z.string(), es: z.string(), fr: z.string() }) })
export type OfferImage = z.infer<typeof offerImageSchema>

const title = singleLineText(M.offerTitleRequired).min(1, M.offerTitleRequired).max(120, M.offerTitleTooLong)
const description = multiLineText(M.offerDescriptionRequired).min(1, M.offerDescriptionRequired).max(1000, M.offerDescriptionTooLong)
/** Empty (or null) is no button in that language. */
const link = singleLineText(M.offerLinkInvalid)
  .max(500, M.offerLinkInvalid)
  .nullable()
  .transform((v) => v || null)
  .refine((v) => v === null || isOfferLink(v), M.offerLinkInvalid)
const dateInput = z.iso.datetime({ offset: true, error: M.estimatedDeliveryInvalid })

/**
 * An offer as staff write it, to create it or replace it. `discountCode` names an existing code in
 * any case (null for none) and `imageUrl` one of the images `images` lists (null for none); the
 * server answers 400 for either it does not know.
 */
export const offerInputSchema = z
  .strictObject({
    titleEn: title,
    titleEs: title,
    titleFr: title,
    descriptionEn: description,
    descriptionEs: description,
    descriptionFr: description,
    ctaLinkEn: link,
    ctaLinkEs: link,
    ctaLinkFr: link,
    imageUrl: singleLineText(M.offerImageInvalid).max(500, M.offerImageInvalid).nullable().transform((v) => v || null),
    startsAt: dateInput,
    endsAt: dateInput,
    audience: z.enum(OFFER_AUDIENCES, { error: M.offerAudienceInvalid }),
    discountCode: singleLineText(M.promoCodeInvalid)
      .nullable()
      .transform((v) => v || null)
      .pipe(promoCodeField.nullable()),
  })
  .transform((input, ctx) => {
    if (Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.discountEndBeforeStart })
      return z.NEVER
    }
    return { ...input, startsAt: new Date(input.startsAt).toISOString(), endsAt: new Date(input.endsAt).toISOString() }
  })
export type OfferInput = z.output<typeof offerInputSchema>

const inputErrors = ['offer_code_unknown', 'offer_code_audience', 'offer_image_unknown'] as const

export const adminOffersApi = resource('/api/admin/offers', {
  /** Newest first, 50 a page, by part of a title or of the code and by status. */
  list: get('/', { access: 'back-office', query: offerQuerySchema, output: pagedListSchema(adminOfferSchema) }),
  /** The shop's images an offer may show: each product's drawings and uploaded photos. */
  images: get('/images', { access: 'back-office', output: z.object({ items: z.array(offerImageSchema) }) }),
  /** 400 `offer_code_unknown` (on `discountCode`) for a code the shop does not have; `offer_image_unknown` (on `imageUrl`) for an image not in `images`. */
  create: post('/', { access: 'back-office', status: 201, input: offerInputSchema, output: adminOfferSchema, errors: inputErrors }),
  /** Replaces the offer. The same errors as create, and 409 `offer_ended` for an offer ended early (ending is final). */
  update: patch('/:id', { access: 'back-office', input: offerInputSchema, output: adminOfferSchema, errors: ['not_found', ...inputErrors, 'offer_ended'] }),
  /** Ends the offer now: its end becomes this moment and it leaves every dashboard; 409 `offer_ended` for one already ended. */
  end: post('/:id/end', { access: 'back-office', output: adminOfferSchema, errors: ['not_found', 'offer_ended'] }),
})
