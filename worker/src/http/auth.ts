// Who is asking: the user behind the session cookie, loaded once per request and only by the
// routes that need it (a catalogue read never touches the sessions table). The guards here are
// the real access control; the app's route guards only steer.
import type { Context, MiddlewareHandler } from 'hono'
import type { Role } from '#shared/schemas/auth'
import { requestTime, type AppEnv } from '#worker/context'
import { forbidden } from '#worker/services/domain-errors'
import { userForToken, type SessionUser } from '#worker/services/sessions'
import { unauthorized } from './errors'
import { sessionToken } from './session-cookie'

/** The signed-in user or null; cached in the context so guards and handlers share one lookup. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('user') as SessionUser | null | undefined
  if (cached !== undefined) return cached
  const token = sessionToken(c)
  const { db, config } = c.get('deps')
  const user = token ? await userForToken(db, config, token, requestTime(c)) : null
  c.set('user', user)
  return user
}

/** For handlers behind requireUser/requireRole: the user is certain to be there. */
export function signedInUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user')
  if (!user) throw unauthorized()
  return user
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await currentUser(c))) throw unauthorized('Please sign in to continue')
  await next()
}

/** Anonymous → 401, signed in with another role → 403. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await currentUser(c)
    if (!user) throw unauthorized('Please sign in to continue')
    if (!roles.includes(user.role)) throw forbidden()
    await next()
  }
}
