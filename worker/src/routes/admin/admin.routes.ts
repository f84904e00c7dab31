// The back office API, /api/admin/*. The guard below admits admin and staff to everything
// mounted here; user management adds its own admin-only guard.
//
// Adding admin endpoints (orders, wholesale inquiries, inventory…): build a sub-router in its
// own file and mount it at the bottom of this file, e.g. `adminRoutes.route('/orders', adminOrders)`.
// Mount it here, after the guard, never directly in app.ts: admin-guard.test.ts walks every
// /api/admin route the app registers and fails for one that a visitor or a customer can reach.
import { and, desc, eq, or, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { adminUsersApi } from '#shared/contracts/admin-users'
import type { AppEnv } from '#worker/context'
import { users } from '#worker/db/schema'
import { requireRole, signedInUser } from '#worker/http/auth'
import { ApiError, forbidden, notFound } from '#worker/http/errors'
import { readJson, readQuery } from '#worker/http/validate'
import { createAccount } from '#worker/services/accounts'
import { recordAdminAction } from '#worker/services/audit-log'
import { deleteUserSessions, toPublicUser } from '#worker/services/sessions'

export const adminRoutes = new Hono<AppEnv>()
adminRoutes.use('*', requireRole('admin', 'staff'))

const USER_NOT_FOUND = 'User not found'

/** User management (spec §2.9): admins only, staff get 403. Every write is audited. */
const userManagement = new Hono<AppEnv>()
userManagement.use('*', requireRole('admin'))

userManagement.get(adminUsersApi.list.path, async (c) => {
  const { role, search } = readQuery(c, adminUsersApi.list.query)
  const { db } = c.get('deps')
  const needle = search?.toLowerCase()
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        role && role !== 'all' ? eq(users.role, role) : undefined,
        // instr() rather than LIKE, so % and _ typed in the box are matched literally.
        needle
          ? or(
              sql`instr(${users.email}, ${needle}) > 0`,
              sql`instr(lower(${users.firstName} || ' ' || ${users.lastName}), ${needle}) > 0`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt))
  return c.json(rows.map(toPublicUser))
})

userManagement.post(adminUsersApi.create.path, async (c) => {
  const input = await readJson(c, adminUsersApi.create.input)
  const { db } = c.get('deps')
  const user = await createAccount(db, input)
  await recordAdminAction(db, {
    userId: signedInUser(c).id,
    action: 'user.create',
    targetType: 'user',
    targetId: user.id,
    after: toPublicUser(user),
  })
  return c.json(toPublicUser(user), 201)
})

userManagement.patch(adminUsersApi.changeRole.path, async (c) => {
  const { role } = await readJson(c, adminUsersApi.changeRole.input)
  const { db } = c.get('deps')
  const actor = signedInUser(c)
  const [target] = await db.select().from(users).where(eq(users.id, c.req.param('id')))
  if (!target) throw notFound(USER_NOT_FOUND)
  // An admin demoting themself could leave the shop without any admin.
  if (target.id === actor.id && role !== target.role) throw forbidden('You cannot change your own role', 'cannot_change_own_role')
  if (role === target.role) return c.json(toPublicUser(target))
  const [updated] = await db
    .update(users)
    .set({ role, updatedAt: new Date().toISOString() })
    .where(eq(users.id, target.id))
    .returning()
  // New role, new sessions: whatever the old role allowed ends with this request.
  await deleteUserSessions(db, target.id)
  await recordAdminAction(db, {
    userId: actor.id,
    action: 'user.role_change',
    targetType: 'user',
    targetId: target.id,
    before: { role: target.role },
    after: { role },
  })
  return c.json(toPublicUser(updated!))
})

userManagement.delete(adminUsersApi.remove.path, async (c) => {
  const { db } = c.get('deps')
  const actor = signedInUser(c)
  const id = c.req.param('id')
  if (id === actor.id) throw new ApiError(403, 'cannot_delete_self', 'You cannot delete your own account')
  const [target] = await db.select().from(users).where(eq(users.id, id))
  if (!target) throw notFound(USER_NOT_FOUND)
  await deleteUserSessions(db, id)
  // Foreign keys cascade to credentials, sessions and wholesale accounts; orders stay for the
  // books with their user link cleared (ON DELETE SET NULL).
  await db.delete(users).where(eq(users.id, id))
  await recordAdminAction(db, {
    userId: actor.id,
    action: 'user.delete',
    targetType: 'user',
    targetId: id,
    before: toPublicUser(target),
  })
  return c.json({ ok: true, id })
})

adminRoutes.route('/users', userManagement)
