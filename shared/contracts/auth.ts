// Accounts: current user, sign-in, registration, sign-out, forgotten and reset password.
import { z } from 'zod'
import { forgotPasswordSchema, loginSchema, publicUserSchema, registerSchema, resetPasswordSchema } from '#shared/schemas/auth'
import { get, post, resource } from './contract'

const message = z.object({ message: z.string() })

export const authApi = resource('/api/auth', {
  register: post('/register', { access: 'public', input: registerSchema, output: publicUserSchema, errors: ['email_taken', 'too_many_requests'] }),
  login: post('/login', { access: 'public', input: loginSchema, output: publicUserSchema, errors: ['invalid_credentials', 'too_many_requests'] }),
  logout: post('/logout', { access: 'public', output: z.object({ ok: z.literal(true) }) }),
  me: get('/me', { access: 'signed-in', output: publicUserSchema }),
  forgotPassword: post('/forgot-password', { access: 'public', input: forgotPasswordSchema, output: message, errors: ['too_many_requests'] }),
  resetPassword: post('/reset-password', { access: 'public', input: resetPasswordSchema, output: message, errors: ['invalid_reset_token'] }),
})
