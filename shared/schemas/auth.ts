// Account contracts. The server schemas guard the API; the form schemas steer the
// screens before a request is sent. Every message is in the catalogue (./messages.ts), so the
// app can show it in the visitor's language whichever side produced it.
import { z } from 'zod'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { emailField, optionalPhoneField, singleLineText } from './fields'
import { MESSAGES } from './messages'
import { pageQuery, searchQuery } from './paging'

/** The shop's four roles (also the database CHECK in worker/src/db/schema.ts). */
export const ROLES = ['customer', 'wholesale', 'staff', 'admin'] as const
export type Role = (typeof ROLES)[number]
/** Self-registration offers only these; staff and admin are given by an admin. */
export const ACCOUNT_TYPES = ['customer', 'wholesale'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

export const PASSWORD_MAX_LENGTH = 128

const M = MESSAGES

const email = emailField({ invalid: M.emailInvalid })

/** Register rules: at least 8 characters, with a lowercase letter, an uppercase letter and a digit. */
const strongPassword = z
  .string({ error: M.passwordMin8 })
  .min(8, M.passwordMin8)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong)
  .regex(/[a-z]/, M.passwordLowercase)
  .regex(/[A-Z]/, M.passwordUppercase)
  .regex(/\d/, M.passwordDigit)

const name = (missing: string, tooShort: string) => singleLineText(missing).min(1, missing).min(2, tooShort).max(80, M.nameTooLong)

/** Optional, by the checkout's phone rule; an empty field counts as no phone. */
const phone = optionalPhoneField()

const preferredLanguage = z.enum(LANGUAGES, { error: M.languageInvalid }).default('en')

const personFields = {
  email,
  password: strongPassword,
  firstName: name(M.firstNameRequired, M.firstNameMin),
  lastName: name(M.lastNameRequired, M.lastNameMin),
  phone,
  preferredLanguage,
}

// ---- Server contracts ----

/** A wholesale registration's business name (optional; the pending account then carries the person's name). */
const companyName = singleLineText()
  .max(120, M.companyNameTooLong)
  .nullish()
  .transform((v) => (v ? v : undefined))

export const registerSchema = z.object({
  ...personFields,
  accountType: z.enum(ACCOUNT_TYPES, { error: M.accountTypeInvalid }).default('customer'),
  companyName,
})

export const loginSchema = z.object({
  email,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
})
export type LoginInput = z.input<typeof loginSchema>

export const forgotPasswordSchema = z.object({ email })

export const resetPasswordSchema = z
  .object({
    token: singleLineText(M.resetTokenRequired).min(1, M.resetTokenRequired).max(200, M.resetTokenRequired),
    password: strongPassword,
    confirmPassword: z.string({ error: M.passwordsDontMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: M.passwordsDontMatch, path: ['confirmPassword'] })

/** Admin create-user: the register rules with a role instead of an account type. */
export const adminCreateUserSchema = z.object({
  ...personFields,
  role: z.enum(ROLES, { error: M.roleInvalid }).default('customer'),
})

export const roleUpdateSchema = z.object({ role: z.enum(ROLES, { error: M.roleInvalid }) })

/** User Management's list: role filter, search in email and name, 50 a page. */
export const adminUserQuerySchema = z.object({
  role: z.enum([...ROLES, 'all'], { error: M.roleInvalid }).optional(),
  search: searchQuery,
  page: pageQuery,
})

// ---- The signed-in user's own account (customer area, decision 015) ----

/** PATCH /api/account/profile: the register rules for the fields a person may change themself. */
export const profileUpdateSchema = z.object({
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  phone,
  preferredLanguage: z.enum(LANGUAGES, { error: M.languageInvalid }),
})

const currentPassword = z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(PASSWORD_MAX_LENGTH, M.passwordTooLong)

/** POST /api/account/password: the current password, and a new one by the register rules, typed twice. */
export const passwordChangeSchema = z
  .object({ currentPassword, newPassword: strongPassword, confirmPassword: z.string({ error: M.passwordsDontMatch }) })
  .refine((v) => v.newPassword === v.confirmPassword, { message: M.passwordsDontMatch, path: ['confirmPassword'] })
  .refine((v) => v.newPassword !== v.currentPassword, { message: M.passwordUnchanged, path: ['newPassword'] })

/** DELETE /api/account: the current password confirms it is the person, not someone at their unlocked screen. */
export const accountDeletionSchema = z.object({ password: currentPassword })

// ---- Form contracts (client side: they steer the screens, the server schemas above decide) ----

export const loginFormSchema = z.object({
  email,
  password: z.string().min(6, M.passwordMin6),
})

export const registerFormSchema = z
  .object({
    email,
    password: z.string().min(8, M.passwordMin8),
    confirmPassword: z.string(),
    firstName: singleLineText().min(1, M.firstNameRequired),
    lastName: singleLineText().min(1, M.lastNameRequired),
    phone,
    preferredLanguage,
    accountType: z.enum(ACCOUNT_TYPES).default('customer'),
    companyName,
  })
  .refine((v) => v.password === v.confirmPassword, { message: M.passwordsDontMatch, path: ['confirmPassword'] })

export const forgotPasswordFormSchema = forgotPasswordSchema

/** The reset screen applies the server rules directly: the token comes from the link. */
export const resetPasswordFormSchema = resetPasswordSchema

/** What the API returns for a user: never a password hash, reset token or session token. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  preferredLanguage: z.string(),
  profileImageUrl: z.string().nullable(),
  isEmailVerified: z.boolean(),
  createdAt: z.string(),
})
export type PublicUser = z.infer<typeof publicUserSchema>
