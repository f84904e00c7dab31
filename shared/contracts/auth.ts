// Accounts (spec §7 auth rows, plus reset-password).
import { z } from 'zod'
import { forgotPasswordSchema, loginSchema, publicUserSchema, registerSchema, resetPasswordSchema } from '#shared/schemas/auth'
import { get, post, resource } from './contract'

const message = z.object({ message: z.string() })

export const authApi = resource('/api/auth', {
  register: post('/register', { input: registerSchema, output: publicUserSchema }),
  login: post('/login', { input: loginSchema, output: publicUserSchema }),
  logout: post('/logout', { output: z.object({ ok: z.literal(true) }) }),
  me: get('/me', { output: publicUserSchema }),
  forgotPassword: post('/forgot-password', { input: forgotPasswordSchema, output: message }),
  resetPassword: post('/reset-password', { input: resetPasswordSchema, output: message }),
})
