// User management: admin only (staff run orders and stock, not accounts; decision 017).
import { z } from 'zod'
import { adminCreateUserSchema, adminUserQuerySchema, publicUserSchema, roleUpdateSchema } from '#shared/schemas/auth'
import { pagedListSchema } from '#shared/schemas/paging'
import { del, get, patch, post, resource } from './contract'

export const adminUsersApi = resource('/api/admin/users', {
  list: get('/', { access: 'admin', query: adminUserQuerySchema, output: pagedListSchema(publicUserSchema) }),
  create: post('/', { access: 'admin', input: adminCreateUserSchema, output: publicUserSchema, errors: ['email_taken'] }),
  changeRole: patch('/:id/role', { access: 'admin', input: roleUpdateSchema, output: publicUserSchema, errors: ['not_found', 'cannot_change_own_role'] }),
  remove: del('/:id', { access: 'admin', output: z.object({ ok: z.literal(true), id: z.string() }), errors: ['not_found', 'cannot_delete_self'] }),
})
