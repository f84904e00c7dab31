// Accounts API (spec §7 auth rows, plus reset-password): register, login, logout, me,
// forgot-password and reset-password. Responses carry the public user only: never a password
// hash, a reset token or the session token (that travels in the HttpOnly cookie alone).
import { Hono, type Context } from 'hono'
import { authApi } from '#shared/contracts/auth'
import type { AppEnv } from '#worker/context'
import { currentUser, requestTime } from '#worker/http/auth'
import { clientIp } from '#worker/http/client-ip'
import { ApiError, tooManyRequests, unauthorized } from '#worker/http/errors'
import { readJson } from '#worker/http/validate'
import {
  checkCredentials,
  createAccount,
  findUserByEmail,
  issuePasswordResetToken,
  resetPasswordWithToken,
} from '#worker/services/accounts'
import { queueEmail } from '#worker/services/email-outbox'
import { checkRateLimit, hitRateLimit, resetRateLimit, type RateLimitRule } from '#worker/services/rate-limit'
import {
  clearSessionCookie,
  deleteSession,
  sessionIdFromToken,
  sessionToken,
  startSession,
  toPublicUser,
} from '#worker/services/sessions'
import { resetPasswordEmail } from './reset-email'

/** 5 failed sign-ins per 15 minutes, per IP and per email; the 6th in a row is refused. */
export const LOGIN_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }
/** 5 reset requests per 15 minutes, per IP and per email. */
export const FORGOT_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }
/** 20 new accounts per hour from one address: room for a shared office, none for a bot. */
export const REGISTER_RULE: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 }

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, we have sent a link to reset your password.'
export const INVALID_RESET_TOKEN_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.'

const limitedFor = (seconds: number) =>
  tooManyRequests(seconds, `Too many attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`)

/** Where links in emails point: the configured public URL, else the origin the request came to. */
const publicOrigin = (c: Context<AppEnv>) => c.get('deps').config.publicUrl ?? new URL(c.req.url).origin

export const authRoutes = new Hono<AppEnv>()
  .post(authApi.register.path, async (c) => {
    const input = await readJson(c, authApi.register.input)
    const { db } = c.get('deps')
    const now = requestTime(c)
    const ipKey = `register:ip:${clientIp(c)}`
    const state = await checkRateLimit(db, ipKey, REGISTER_RULE, now)
    if (!state.allowed) throw limitedFor(state.retryAfterSeconds)
    const user = await createAccount(db, {
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      preferredLanguage: input.preferredLanguage,
      // Self-registration can only make customers or wholesale buyers (spec §6).
      role: input.accountType === 'wholesale' ? 'wholesale' : 'customer',
    })
    await hitRateLimit(db, ipKey, REGISTER_RULE, now)
    await startSession(c, user.id)
    return c.json(toPublicUser(user), 201)
  })

  .post(authApi.login.path, async (c) => {
    const { email, password } = await readJson(c, authApi.login.input)
    const { db } = c.get('deps')
    const now = requestTime(c)
    const keys = [`login:ip:${clientIp(c)}`, `login:email:${email}`]
    for (const key of keys) {
      const state = await checkRateLimit(db, key, LOGIN_RULE, now)
      if (!state.allowed) throw limitedFor(state.retryAfterSeconds)
    }
    const user = await checkCredentials(db, email, password)
    if (!user) {
      for (const key of keys) await hitRateLimit(db, key, LOGIN_RULE, now)
      throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE)
    }
    // Only the account's counter is cleared: a success must not reset an IP that is guessing others.
    await resetRateLimit(db, `login:email:${email}`)
    await startSession(c, user.id)
    return c.json(toPublicUser(user))
  })

  .post(authApi.logout.path, async (c) => {
    const token = sessionToken(c)
    if (token) {
      const sid = await sessionIdFromToken(c.get('deps').config, token, requestTime(c))
      if (sid) await deleteSession(c.get('deps').db, sid)
    }
    clearSessionCookie(c)
    return c.json({ ok: true })
  })

  .get(authApi.me.path, async (c) => {
    const user = await currentUser(c)
    if (!user) {
      // Whatever the browser still holds (an ended or expired session, a stale hint) is dropped.
      clearSessionCookie(c)
      throw unauthorized('Please sign in to continue')
    }
    return c.json(toPublicUser(user))
  })

  .post(authApi.forgotPassword.path, async (c) => {
    const { email } = await readJson(c, authApi.forgotPassword.input)
    const { db, config } = c.get('deps')
    const now = requestTime(c)
    for (const key of [`forgot:ip:${clientIp(c)}`, `forgot:email:${email}`]) {
      const state = await hitRateLimit(db, key, FORGOT_RULE, now)
      if (!state.allowed) throw limitedFor(state.retryAfterSeconds)
    }
    const user = await findUserByEmail(db, email)
    if (user) {
      const token = await issuePasswordResetToken(db, user.id, now)
      await queueEmail(
        db,
        resetPasswordEmail({ to: user.email, firstName: user.firstName, language: user.preferredLanguage, origin: publicOrigin(c), token }),
        { log: config.environment !== 'production' },
      )
    }
    // The same answer either way, so the form cannot be used to find out who has an account.
    return c.json({ message: FORGOT_PASSWORD_MESSAGE })
  })

  .post(authApi.resetPassword.path, async (c) => {
    const { token, password } = await readJson(c, authApi.resetPassword.input)
    const { db } = c.get('deps')
    const user = await resetPasswordWithToken(db, token, password, requestTime(c))
    if (!user) throw new ApiError(400, 'invalid_reset_token', INVALID_RESET_TOKEN_MESSAGE)
    await resetRateLimit(db, `login:email:${user.email}`)
    return c.json({ message: 'Your password has been reset. You can now sign in with your new password.' })
  })

