// Accounts API: register, login, logout, me,
// forgot-password and reset-password. Responses carry the public user only: never a password
// hash, a reset token or the session token (that travels in the HttpOnly cookie alone).
import { Hono, type Context } from 'hono'
import { authApi } from '#shared/contracts/auth'
import type { LoginInput } from '#shared/schemas/auth'
import { requestTime, type AppEnv } from '#worker/context'
import { afterResponse } from '#worker/http/after-response'
import { currentUser } from '#worker/http/auth'
import { clientIp } from '#worker/http/client-ip'
import { deliversEmail } from '#worker/http/deliver-email'
import { unauthorized } from '#worker/http/errors'
import { knownDevice, rememberDevice } from '#worker/http/known-device'
import { publicOrigin } from '#worker/http/public-origin'
import { rateLimit } from '#worker/http/rate-limit'
import { clearSessionCookie, sessionToken, startSession } from '#worker/http/session-cookie'
import { readJson } from '#worker/http/validate'
import { checkCredentials, createAccount, requestPasswordReset, resetPasswordWithToken } from '#worker/services/accounts'
import type { RateLimitRule } from '#worker/services/rate-limit'
import { endSession } from '#worker/services/sessions'
import { toPublicUser } from '#worker/services/users'

// Sign-in limits (docs/decisions/014). Every attempt takes its slot before the password is
// checked, so guesses sent at once get no more evaluations than one after another. A browser that
// has signed in to the account before (a known device) is counted on its own; only strangers
// share the address and account limits, so they can never lock the owner out.

/** One account from one place (a known device, else an address): 5 failed sign-ins per 15 minutes; a success clears it. */
export const LOGIN_PAIR_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }
/** One address, whatever the accounts (password spraying): 30 failed sign-ins per hour. */
export const LOGIN_ADDRESS_RULE: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 }
/**
 * One account from unknown devices, whatever the addresses (distributed guessing): 10 failed
 * sign-ins a day, then one attempt at a time with growing gaps (1 s, 2 s, 4 s… at most 15 min),
 * never a hard lock: about 100 guesses a day at most, and the owner's known devices are not affected.
 */
export const LOGIN_ACCOUNT_RULE: RateLimitRule = {
  limit: 10,
  windowSeconds: 24 * 60 * 60,
  slowDown: { firstDelaySeconds: 1, maxDelaySeconds: 15 * 60 },
}
/** 5 reset requests per 15 minutes, per IP and per email. */
export const FORGOT_RULE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 }
/** 20 new accounts per hour from one address: room for a shared office, none for a bot. */
export const REGISTER_RULE: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 }

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, we have sent a link to reset your password.'

const tryAgainIn = (seconds: number) =>
  seconds < 60
    ? `Too many attempts. Please try again in ${Math.max(1, Math.ceil(seconds))} second(s).`
    : `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minute(s).`
const byEmail = (_c: Context<AppEnv>, body: { email: string }) => body.email
const failedSignIn = (status: number) => status === 401
const signedIn = (status: number) => status === 200
/** Only attempts from browsers the account has never seen count against the address and the account. */
const fromStranger = (subject: (c: Context<AppEnv>, body: LoginInput) => string) => async (c: Context<AppEnv>, body: LoginInput) =>
  (await knownDevice(c, body.email)) ? undefined : subject(c, body)

const loginLimits = [
  rateLimit({
    bucket: 'login:pair',
    rule: LOGIN_PAIR_RULE,
    input: authApi.login.input,
    subject: async (c, body) => {
      const device = await knownDevice(c, body.email)
      return `${body.email}|${device ? `device:${device}` : clientIp(c)}`
    },
    counts: failedSignIn,
    clearsWhen: signedIn,
    message: tryAgainIn,
  }),
  rateLimit({ bucket: 'login:address', rule: LOGIN_ADDRESS_RULE, input: authApi.login.input, subject: fromStranger((c) => clientIp(c)), counts: failedSignIn, message: tryAgainIn }),
  rateLimit({ bucket: 'login:account', rule: LOGIN_ACCOUNT_RULE, input: authApi.login.input, subject: fromStranger(byEmail), counts: failedSignIn, message: tryAgainIn }),
] as const

export const authRoutes = new Hono<AppEnv>()
  .post(
    authApi.register.path,
    // Only created accounts count: a refused sign-up (taken email) gives its slot back.
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
          // Self-registration makes only customers or wholesale buyers; an admin gives other roles.
          role: input.accountType === 'wholesale' ? 'wholesale' : 'customer',
          companyName: input.accountType === 'wholesale' ? input.companyName : undefined,
        },
        { now: requestTime(c) },
      )
      await startSession(c, user.id)
      await rememberDevice(c, user.email)
      return c.json(toPublicUser(user), 201)
    },
  )

  .post(authApi.login.path, ...loginLimits, async (c) => {
    const { email, password } = await readJson(c, authApi.login.input)
    const user = await checkCredentials(c.get('deps').db, email, password)
    if (!user) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials')
    await startSession(c, user.id)
    await rememberDevice(c, user.email)
    return c.json(toPublicUser(user))
  })

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
      const { db } = c.get('deps')
      const options = { origin: publicOrigin(c), now: requestTime(c) }
      // The same answer either way, sent before the account is even looked up: neither its
      // words nor its timing (nor a failure to queue the email) tell who has an account.
      afterResponse(c, 'password reset request', () => requestPasswordReset(db, email, options))
      return c.json({ message: FORGOT_PASSWORD_MESSAGE })
    },
  )

  .post(authApi.resetPassword.path, async (c) => {
    const { token, password } = await readJson(c, authApi.resetPassword.input)
    const user = await resetPasswordWithToken(c.get('deps').db, token, password, requestTime(c))
    // The owner proved themself by email: this browser becomes a known device of the account, so
    // it signs in at once even while strangers are being slowed down (decision 014).
    await rememberDevice(c, user.email)
    return c.json({ message: 'Your password has been reset. You can now sign in with your new password.' })
  })
