// User management (spec §2.9, §7): admin only.
import { z } from 'zod'
import { adminCreateUserSchema, adminUserQuerySchema, publicUserSchema, roleUpdateSchema } from '#shared/schemas/auth'
import { del, get, patch, post, resource } from './contract'

export const adminUsersApi = resource('/api/admin/users', {
  list: get('/', { query: adminUserQuerySchema, output: z.array(publicUserSchema) }),
  create: post('/', { input: adminCreateUserSchema, output: publicUserSchema }),
  changeRole: patch('/:id/role', { input: roleUpdateSchema, output: publicUserSchema }),
  remove: del('/:id', { output: z.object({ ok: z.literal(true), id: z.string() }) }),
})
