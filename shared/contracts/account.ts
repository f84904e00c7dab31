// The signed-in user's own account (decision 015): profile, password, address
// book, and the privacy policy's promises (a copy of one's data, deleting one's account).
import { z } from 'zod'
import { accountExportSchema } from '#shared/schemas/account-export'
import { addressInputSchema, addressPatchSchema, userAddressSchema } from '#shared/schemas/addresses'
import { accountDeletionSchema, passwordChangeSchema, profileUpdateSchema, publicUserSchema } from '#shared/schemas/auth'
import { IDEMPOTENCY_ERRORS } from '#shared/errors/catalogue'
import { del, get, patch, post, resource } from './contract'

export const accountApi = resource('/api/account', {
  profile: get('/profile', { access: 'signed-in', output: publicUserSchema }),
  /** First and last name, phone and preferred language, by the register rules. */
  updateProfile: patch('/profile', { access: 'signed-in', input: profileUpdateSchema, output: publicUserSchema, errors: ['not_found'] }),
  /** 400 `wrong_password` for a wrong current password; ends the user's other sessions, keeps this one. */
  changePassword: post('/password', {
    access: 'signed-in',
    input: passwordChangeSchema,
    output: z.object({ message: z.string() }),
    errors: ['wrong_password', 'too_many_requests'],
  }),
  /** The default address first, then the newest. */
  addresses: get('/addresses', { access: 'signed-in', output: z.array(userAddressSchema) }),
  /** 201; the first address, or one sent with `isDefault: true`, becomes the default. Accepts an Idempotency-Key. */
  addAddress: post('/addresses', {
    access: 'signed-in',
    input: addressInputSchema,
    output: userAddressSchema,
    errors: [...IDEMPOTENCY_ERRORS, 'undeliverable_address', 'address_book_full'],
  }),
  updateAddress: patch('/addresses/:id', {
    access: 'signed-in',
    input: addressPatchSchema,
    output: userAddressSchema,
    errors: ['not_found', 'undeliverable_address', 'default_address_required'],
  }),
  /** 204; when the default goes, the newest remaining address becomes the default. */
  removeAddress: del('/addresses/:id', { access: 'signed-in', errors: ['not_found'] }),
  /** A JSON download (Content-Disposition: attachment) of everything the shop holds about the user. */
  exportData: get('/export', { access: 'signed-in', output: accountExportSchema }),
  /** 204 and the session cookie cleared; orders stay, detached from the account. 409 `last_admin` for the only admin. */
  remove: del('/', { access: 'signed-in', input: accountDeletionSchema, errors: ['wrong_password', 'last_admin', 'too_many_requests'] }),
})
