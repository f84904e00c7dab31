// The limits of sign-up, sign-in, password reset and the account's own password checks
// (decision 014), as middlewares the auth and account routes attach. Every attempt takes its slot
// before the password is checked, so guesses sent at once get no more evaluations than one after
// another. A browser that has signed in to the account before (a known device) is counted on its
// own; only strangers share the address and account limits, so they can never lock the owner out.
import type { Context } from 'hono'
import { accountApi } from '#shared/contracts/account'
import { authApi } from '#shared/contracts/auth'
import type { LoginInput } from '#shared/schemas/auth'
import type { AppEnv } from '#worker/context'
import { signedInUser } from './auth'
import { clientIp } from './client-ip'
import { knownDevice } from './known-device'
import { rateLimit } from './rate-limit'
import { ACCOUNT_PASSWORD_RULE, FORGOT_RULE, LOGIN_ACCOUNT_RULE, LOGIN_ADDRESS_RULE, LOGIN_PAIR_RULE, REGISTER_RULE } from '#worker/services/rate-limit-rules'

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

/** The three sign-in limits, in the order they are checked. */
export const loginLimits = [
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

/** Only created accounts count: a refused sign-up (taken email) gives its slot back. */
export const registerLimit = rateLimit({ bucket: 'register:ip', rule: REGISTER_RULE, input: authApi.register.input, counts: (status) => status === 201, message: tryAgainIn })

/** Per address and per email; every request counts before anything is looked up, so the limit also holds in parallel. */
export const forgotPasswordLimits = [
  rateLimit({ bucket: 'forgot:ip', rule: FORGOT_RULE, input: authApi.forgotPassword.input, message: tryAgainIn }),
  rateLimit({ bucket: 'forgot:email', rule: FORGOT_RULE, input: authApi.forgotPassword.input, subject: byEmail, message: tryAgainIn }),
] as const

/** Wrong current passwords (changing the password, deleting the account) per account. */
export const wrongPasswords = <S extends typeof accountApi.changePassword.input | typeof accountApi.remove.input>(input: S) =>
  rateLimit({
    bucket: 'account-password:user',
    rule: ACCOUNT_PASSWORD_RULE,
    input,
    subject: (c) => signedInUser(c).id,
    // Only a refused password counts (the body was already checked against the schema).
    counts: (status) => status === 400,
    message: (seconds) => `Too many attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`,
  })
