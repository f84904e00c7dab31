// User management (admin only): the list, creation, role changes and deletion. Every
// change is audited in the same batch as the change itself, and a change of role or a deletion
// ends the person's sessions in that batch too: whatever the old role allowed ends with it.
import { and, count, desc, eq } from 'drizzle-orm'
import type { PublicUser, Role } from '#shared/schemas/auth'
import type { PagedList } from '#shared/schemas/paging'
import type { Db } from '#worker/db/client'
import { users } from '#worker/db/schema'
import { createAccount, type NewAccount } from './accounts'
import { recordAdminAction } from './audit-log'
import { forbidden, notFound } from './domain-errors'
import { pageAnswer, pageWindow } from './paging'
import { matchesSearch, type SearchIndex } from './search-index'
import { deleteUserSessions, type SessionUser } from './sessions'

const USER_NOT_FOUND = 'User not found'

/** The user as every API answer shows it: no hash, no token. */
export function toPublicUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    preferredLanguage: user.preferredLanguage,
    profileImageUrl: user.profileImageUrl,
    isEmailVerified: user.isEmailVerified,
    createdAt: user.createdAt,
  }
}

const userSearch: SearchIndex = { table: 'users_search', key: 'user_id', id: users.id, columns: [users.email, users.firstName, users.lastName] }

/** Newest first, 50 a page, filtered by role and searched in email and name (case- and accent-insensitive). */
export async function listUsers(db: Db, filter: { role?: Role | 'all'; search?: string; page: number }): Promise<PagedList<PublicUser>> {
  const where = and(filter.role && filter.role !== 'all' ? eq(users.role, filter.role) : undefined, matchesSearch(userSearch, filter.search))
  const { limit, offset } = pageWindow(filter.page)
  const [rows, [counted]] = await db.batch([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ])
  return pageAnswer(rows.map(toPublicUser), counted, filter.page)
}

export async function createUser(db: Db, actorId: string, input: NewAccount, now: Date): Promise<PublicUser> {
  const user = await createAccount(db, input, {
    now,
    alongside: (created) => [
      recordAdminAction(db, { userId: actorId, action: 'user.create', targetType: 'user', targetId: created.id, after: toPublicUser(created) }, now),
    ],
  })
  return toPublicUser(user)
}

/**
 * An admin account made from the server's console (`npm run create-admin`, decision 022): how a
 * production shop, which has no demo admin, gets its first one. Audited as made by itself.
 */
export async function createConsoleAdmin(db: Db, input: Omit<NewAccount, 'role'>, now: Date): Promise<PublicUser> {
  const user = await createAccount(db, { ...input, role: 'admin' }, {
    now,
    alongside: (created) => [
      recordAdminAction(db, { userId: created.id, action: 'user.create', targetType: 'user', targetId: created.id, after: { ...toPublicUser(created), via: 'console' } }, now),
    ],
  })
  return toPublicUser(user)
}

async function findTarget(db: Db, id: string) {
  const [target] = await db.select().from(users).where(eq(users.id, id))
  if (!target) throw notFound(USER_NOT_FOUND)
  return target
}

export async function changeUserRole(db: Db, actorId: string, targetId: string, role: Role, now: Date): Promise<PublicUser> {
  const target = await findTarget(db, targetId)
  // An admin demoting themself could leave the shop without any admin.
  if (target.id === actorId && role !== target.role) throw forbidden('You cannot change your own role', 'cannot_change_own_role')
  if (role === target.role) return toPublicUser(target)
  const [[updated]] = await db.batch([
    db.update(users).set({ role, updatedAt: now.toISOString() }).where(eq(users.id, target.id)).returning(),
    deleteUserSessions(db, target.id),
    recordAdminAction(
      db,
      { userId: actorId, action: 'user.role_change', targetType: 'user', targetId: target.id, before: { role: target.role }, after: { role } },
      now,
    ),
  ])
  if (!updated) throw notFound(USER_NOT_FOUND)
  return toPublicUser(updated)
}

/**
 * Foreign keys cascade to credentials, sessions and wholesale accounts; orders stay for the books
 * with their user link cleared (ON DELETE SET NULL).
 */
export async function deleteUser(db: Db, actorId: string, targetId: string, now: Date) {
  if (targetId === actorId) throw forbidden('You cannot delete your own account', 'cannot_delete_self')
  const target = await findTarget(db, targetId)
  await db.batch([
    recordAdminAction(db, { userId: actorId, action: 'user.delete', targetType: 'user', targetId, before: toPublicUser(target) }, now),
    deleteUserSessions(db, targetId),
    db.delete(users).where(eq(users.id, targetId)),
  ])
  return { ok: true as const, id: targetId }
}
