// The wholesale channel (decision 016): the public order
// form, the buyer's own inquiries and accounts, and the back office's inquiries and accounts.
import { z } from 'zod'
import {
  accountDecisionSchema,
  accountListQuerySchema,
  accountListSchema,
  accountSummarySchema,
  adminAccountSchema,
  inquiryDetailSchema,
  inquiryListQuerySchema,
  inquiryListSchema,
  inquiryStatusUpdateSchema,
  myInquirySchema,
  wholesaleOrderSchema,
  wholesaleReceiptSchema,
} from '#shared/schemas/wholesale'
import { IDEMPOTENCY_ERRORS } from '#shared/errors/catalogue'
import { get, patch, post, resource } from './contract'

export const wholesaleApi = resource('/api/wholesale', {
  /** Anyone may ask for a quote; signed in, the inquiry is linked to the account. Idempotent with Idempotency-Key. */
  submit: post('/orders', {
    access: 'public',
    input: wholesaleOrderSchema,
    output: wholesaleReceiptSchema,
    errors: [...IDEMPOTENCY_ERRORS, 'items_unavailable', 'client_id_reused', 'too_many_requests'],
  }),
  /** The signed-in user's inquiries, newest first. */
  myOrders: get('/orders', { access: 'signed-in', output: z.array(myInquirySchema) }),
  /** The signed-in user's wholesale accounts (the dashboard shows the first). */
  myAccounts: get('/accounts', { access: 'signed-in', output: z.array(accountSummarySchema) }),
})

export const adminInquiriesApi = resource('/api/admin/wholesale-orders', {
  list: get('/', { access: 'back-office', query: inquiryListQuerySchema, output: inquiryListSchema }),
  byId: get('/:id', { access: 'back-office', output: inquiryDetailSchema, errors: ['not_found'] }),
  changeStatus: patch('/:id/status', { access: 'back-office', input: inquiryStatusUpdateSchema, output: inquiryDetailSchema, errors: ['not_found'] }),
})

export const adminAccountsApi = resource('/api/admin/wholesale-accounts', {
  /** Pending applications first, then newest. */
  list: get('/', { access: 'back-office', query: accountListQuerySchema, output: accountListSchema }),
  decide: patch('/:id', { access: 'back-office', input: accountDecisionSchema, output: adminAccountSchema, errors: ['not_found'] }),
})
