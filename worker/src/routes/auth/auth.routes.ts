// Accounts API: register, login, logout, me,
// forgot-password and reset-password. Responses carry the public user only: never a password
// hash, a reset token or the session token (that travels in the HttpOnly cookie alone).
import { Hono } from 'hono'
import { authApi } from '#shared/contracts/auth'
import { requestTime, type AppEnv } from '#worker/context'
import { forgotPasswordLimits, loginLimits, registerLimit } from '#worker/http/account-limits'
import { afterResponse } from '#worker/http/after-response'
import { currentUser } from '#worker/http/auth'
import { deliversEmail } from '#worker/http/deliver-email'
import { unauthorized } from '#worker/http/errors'
import { rememberDevice } from '#worker/http/known-device'
import { publicOrigin } from '#worker/http/public-origin'
import { clearSessionCookie, sessionToken, startSession } from '#worker/http/session-cookie'
import { readJson } from '#worker/http/validate'
import { checkCredentials, createAccount, requestPasswordReset, resetPasswordWithToken } from '#worker/services/accounts'
import { endSession } from '#worker/services/sessions'
import { toPublicUser } from '#worker/services/users'

const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, we have sent a link to reset your password.'

export const authRoutes = new Hono<AppEnv>()
  .post(
    authApi.register.path,
    registerLimit,
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
    ...forgotPasswordLimits,
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
