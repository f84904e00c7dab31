// Configuration is read here and nowhere else: parsed once with zod per runtime.
import { z } from 'zod'

export type Runtime = 'node' | 'workers'

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const rawSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_AUTH_TOKEN: z.string().min(1).optional(),
  TURSO_DATABASE_URL: z.string().min(1).optional(),
  TURSO_AUTH_TOKEN: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: flag.optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  PUBLIC_URL: z.url().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Node only: the interface to listen on (tests use 127.0.0.1). */
  HOST: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** For tests and local stubs: where the Stripe SDK sends its requests, e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: z.url().optional(),
  /** The operating company named on legal and contact pages: "Name | address line | city…" */
  COMPANY_INFO: z.string().min(1).optional(),
  SUPPORT_EMAIL: z.email().optional(),
})

export type Config = {
  runtime: Runtime
  environment: 'development' | 'production' | 'test'
  databaseUrl: string
  databaseAuthToken?: string
  /** Undefined only on Node before the secret file is created (see worker/node.ts). */
  jwtSecret?: string
  seedDemo: boolean
  demoPassword: string
  publicUrl?: string
  port: number
  host: string
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string }
  company: { name: string; address: string }
  supportEmail: string
}

export const DEFAULT_COMPANY_INFO = 'The operating company | Address available on request'

export type ConfigResult = { ok: true; config: Config } | { ok: false; missing: string[]; invalid: string[] }

export const DEFAULT_DATABASE_URL = 'file:data/shop.db'

/**
 * `purpose: 'database'` is for the tools that only open the database (`npm run db:migrate`,
 * drizzle-kit): the settings a server also needs (JWT_SECRET on Workers) are not required.
 */
export function parseConfig(raw: Record<string, unknown>, runtime: Runtime, purpose: 'serve' | 'database' = 'serve'): ConfigResult {
  const picked = Object.fromEntries(
    Object.keys(rawSchema.shape).map((k) => [k, raw[k] === '' ? undefined : raw[k]]),
  )
  const parsed = rawSchema.safeParse(picked)
  if (!parsed.success) {
    return { ok: false, missing: [], invalid: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }
  }
  const env = parsed.data
  const databaseUrl =
    runtime === 'workers' ? (env.TURSO_DATABASE_URL ?? env.DATABASE_URL) : (env.DATABASE_URL ?? DEFAULT_DATABASE_URL)
  const missing: string[] = []
  if (runtime === 'workers') {
    if (!databaseUrl) missing.push('TURSO_DATABASE_URL')
    if (!env.JWT_SECRET && purpose === 'serve') missing.push('JWT_SECRET')
  }
  if (missing.length > 0 || !databaseUrl) return { ok: false, missing, invalid: [] }

  const [companyName, ...addressLines] = (env.COMPANY_INFO ?? DEFAULT_COMPANY_INFO).split('|').map((s) => s.trim())
  return {
    ok: true,
    config: {
      runtime,
      environment: env.NODE_ENV ?? (runtime === 'workers' ? 'production' : 'development'),
      databaseUrl,
      databaseAuthToken: runtime === 'workers' ? (env.TURSO_AUTH_TOKEN ?? env.DATABASE_AUTH_TOKEN) : env.DATABASE_AUTH_TOKEN,
      jwtSecret: env.JWT_SECRET,
      // A Workers deployment never seeds demo accounts unless asked to explicitly.
      seedDemo: env.SEED_DEMO ?? runtime === 'node',
      demoPassword: env.DEMO_PASSWORD ?? 'Demo12345',
      publicUrl: env.PUBLIC_URL,
      port: env.PORT ?? 8787,
      host: env.HOST ?? '0.0.0.0',
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE,
      },
      company: { name: companyName || 'The operating company', address: addressLines.join(', ') },
      supportEmail: env.SUPPORT_EMAIL ?? 'support@example.com',
    },
  }
}

/**
 * The database the tools work on, read through parseConfig with the runtime's own precedence: a
 * Worker's Turso database when TURSO_* is given (`TURSO_DATABASE_URL=… npm run db:migrate` before
 * a deploy), otherwise what `npm start` opens (DATABASE_URL, by default the embedded file).
 */
export function toolDatabase(raw: Record<string, unknown>): { url: string; authToken?: string } {
  const runtime: Runtime = raw.TURSO_DATABASE_URL || raw.TURSO_AUTH_TOKEN ? 'workers' : 'node'
  const parsed = parseConfig(raw, runtime, 'database')
  if (!parsed.ok) throw new Error(`Invalid database configuration: ${[...parsed.missing, ...parsed.invalid].join('; ')}`)
  return { url: parsed.config.databaseUrl, authToken: parsed.config.databaseAuthToken }
}
