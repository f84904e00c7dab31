// Accounts API (spec §7 auth rows, plus reset-password): register, login, logout, me,
// forgot-password and reset-password. Responses carry the public user only: never a password
// hash, a reset token or the session token (that travels in the HttpOnly cookie alone).
import { Hono, type Context } from 'hono'
import { authApi } from '#shared/contracts/auth'
import { requestTime, type AppEnv } from '#worker/context'
import { currentUser } from '#worker/http/auth'
import { deliversEmail } from '#worker/http/deliver-email'
import { unauthorized } from '#worker/http/errors'
import { publicOrigin } from '#worker/http/public-origin'
import { clearRateLimit, rateLimit } from '#worker/http/rate-limit'
import { clearSessionCookie, sessionToken, startSession } from '#worker/http/session-cookie'
import { readJson } from '#worker/http/validate'
import { checkCredentials, createAccount, requestPasswordReset, resetPasswordWithToken } from '#worker/services/accounts'
import type { RateLimitRule } from '#worker/services/rate-limit'
import { endSession } from '#worker/services/sessions'
import { toPublicUser } from '#worker/services/users'

/** 5 failed sign-ins per 15 minutes, per IP and per email; the 6th in a row is refused. */
export const LOGIN_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }
/** 5 reset requests per 15 minutes, per IP and per email. */
export const FORGOT_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }
/** 20 new accounts per hour from one address: room for a shared office, none for a bot. */
export const REGISTER_RULE: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 }

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, we have sent a link to reset your password.'

/** The account a sign-in tries, counted apart from the caller's address. */
const LOGIN_BY_ACCOUNT = 'login:email'

const tryAgainIn = (seconds: number) => `Too many attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`
const byEmail = (_c: Context<AppEnv>, body: { email: string }) => body.email

export const authRoutes = new Hono<AppEnv>()
  .post(
    authApi.register.path,
    // Only created accounts count: a refused sign-up (taken email, weak password) costs nothing.
    rateLimit({ bucket: 'register:ip', rule: REGISTER_RULE, input: authApi.register.input, counts: (status) => status === 201, message: tryAgainIn }),
    async (c) => {
      const input = await readJson(c, authApi.register.input)
      const user = await createAccount(
        c.get('deps').db,
        {
          email: input.email,
          password: input.password,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          preferredLanguage: input.preferredLanguage,
          // Self-registration can only make customers or wholesale buyers (spec §6).
          role: input.accountType === 'wholesale' ? 'wholesale' : 'customer',
        },
        { now: requestTime(c) },
      )
      await startSession(c, user.id)
      return c.json(toPublicUser(user), 201)
    },
  )

  .post(
    authApi.login.path,
    // Failures count, per address and per account; a success clears the account's counter only,
    // so it does not reset an address that is guessing at others.
    rateLimit({ bucket: 'login:ip', rule: LOGIN_RULE, input: authApi.login.input, counts: (status) => status === 401, message: tryAgainIn }),
    rateLimit({
      bucket: LOGIN_BY_ACCOUNT,
      rule: LOGIN_RULE,
      input: authApi.login.input,
      subject: byEmail,
      counts: (status) => status === 401,
      clearsWhen: (status) => status === 200,
      message: tryAgainIn,
    }),
    async (c) => {
      const { email, password } = await readJson(c, authApi.login.input)
      const user = await checkCredentials(c.get('deps').db, email, password)
      if (!user) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials')
      await startSession(c, user.id)
      return c.json(toPublicUser(user))
    },
  )

  .post(authApi.logout.path, async (c) => {
    const token = sessionToken(c)
    if (token) await endSession(c.get('deps').db, c.get('deps').config, token, requestTime(c))
    clearSessionCookie(c)
    return c.json({ ok: true as const })
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

  .post(
    authApi.forgotPassword.path,
    // Every request counts before anything is looked up, so the limit also holds in parallel.
    rateLimit({ bucket: 'forgot:ip', rule: FORGOT_RULE, input: authApi.forgotPassword.input, message: tryAgainIn }),
    rateLimit({ bucket: 'forgot:email', rule: FORGOT_RULE, input: authApi.forgotPassword.input, subject: byEmail, message: tryAgainIn }),
    deliversEmail(),
    async (c) => {
      const { email } = await readJson(c, authApi.forgotPassword.input)
      await requestPasswordReset(c.get('deps').db, email, { origin: publicOrigin(c), now: requestTime(c) })
      // The same answer either way, so the form cannot be used to find out who has an account.
      return c.json({ message: FORGOT_PASSWORD_MESSAGE })
    },
  )

  .post(authApi.resetPassword.path, async (c) => {
    const { token, password } = await readJson(c, authApi.resetPassword.input)
    const user = await resetPasswordWithToken(c.get('deps').db, token, password, requestTime(c))
    // The account's owner proved themself by email: earlier failed sign-ins no longer hold them back.
    await clearRateLimit(c, LOGIN_BY_ACCOUNT, user.email)
    return c.json({ message: 'Your password has been reset. You can now sign in with your new password.' })
  })
