// Store credit (decision 035): the signed-in customer's balance and ledger, and the back office's
// view of a customer's credit with its goodwill grant (audited). Credit instead of a card refund
// goes through the order's refund (adminOrdersApi.refund, `to: 'store_credit'`); credit at checkout
// through checkoutApi (`useStoreCredit`).
import { adminStoreCreditSchema, storeCreditGrantSchema, storeCreditSchema } from '#shared/schemas/store-credit'
import { get, post, resource } from './contract'

export const storeCreditApi = resource('/api/store-credit', {
  /** The balance and the latest 100 entries, newest first. */
  mine: get('/', { access: 'signed-in', output: storeCreditSchema }),
})

export const adminStoreCreditApi = resource('/api/admin/store-credit', {
  ofCustomer: get('/:userId', { access: 'back-office', output: adminStoreCreditSchema, errors: ['not_found'] }),
  /** Goodwill credit: 201 with the customer's credit as it now stands; the customer is emailed in their language. */
  grant: post('/:userId', {
    access: 'back-office',
    status: 201,
    input: storeCreditGrantSchema,
    output: adminStoreCreditSchema,
    errors: ['not_found', 'store_credit_not_customer'],
  }),
})
