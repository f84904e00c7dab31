// Configuration is read here and nowhere else: parsed once with zod per runtime.
import { z } from 'zod'
import type { Runtime } from '#shared/contracts/content'
import { DEFAULT_RETAIL_LIMITS, type RetailLimits } from '#shared/pricing/retail-limits'
import { LOG_LEVELS, type LogLevel } from './log'


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
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be the shop’s http(s) origin, e.g. https://shop.example.com' }).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Node: where uploaded product photos are kept (default: uploads/ beside the database). */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** Node only: the interface to listen on (tests use 127.0.0.1). */
  HOST: z.string().min(1).optional(),
  /** Node only: a reverse proxy in front sets X-Forwarded-For, and the caller's address is read there. */
  TRUST_PROXY: flag.optional(),
  /** The least severe log lines written (worker/src/log.ts): debug, info (default), warn, error or silent. */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** Sentry's DSN: unhandled errors of the server and the app are reported there (decision 033). */
  SENTRY_DSN: z.url({ protocol: /^https?$/, error: 'SENTRY_DSN must be a Sentry DSN, e.g. https://public-key@o0.ingest.sentry.io/0' }).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** For tests and local stubs: where the Stripe SDK sends its requests, e.g. http://127.0.0.1:12111 */
  STRIPE_API_BASE: z.url().optional(),
  /** Lets the built-in test gateway take (fake) payments where NODE_ENV=production, e.g. a staging site. */
  PAYMENTS_TEST_MODE: flag.optional(),
  /** How long an unpaid order holds its units and points before it is cancelled, unless the shopper is paying (decision 023). */
  ORDER_HOLD_MINUTES: z.coerce.number().int().min(5).max(24 * 60).optional(),
  /** The most units one line of a retail order may hold (shared/pricing/retail-limits.ts). */
  RETAIL_MAX_UNITS_PER_LINE: z.coerce.number().int().min(1).max(99).optional(),
  /** The most units a retail order, and one client's unpaid orders together, may hold. */
  RETAIL_MAX_UNITS_PER_ORDER: z.coerce.number().int().min(1).max(1000).optional(),
  /** The operating company named on legal and contact pages: "Name | address line | city…" */
  COMPANY_INFO: z.string().min(1).optional(),
  SUPPORT_EMAIL: z.email().optional(),
  /** Outgoing mail over SMTP, both runtimes: smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465' }).optional(),
  /** Outgoing mail through Resend's HTTP API, both runtimes. */
  RESEND_API_KEY: z.string().min(1).optional(),
  /** For tests and local stubs: where the Resend requests go instead of https://api.resend.com */
  RESEND_API_BASE: z.url().optional(),
  /** The sender of every email: `Forma Bella <hello@example.com>` or a bare address. */
  EMAIL_FROM: z
    .string()
    .min(1)
    .refine((v) => parseMailbox(v) !== undefined, 'EMAIL_FROM must be an address, optionally with a name: Forma Bella <hello@example.com>')
    .optional(),
  /** The sales inbox told about each wholesale inquiry; SUPPORT_EMAIL when unset. */
  WHOLESALE_EMAIL: z.email().optional(),
  /** Web Push (decision 043): the shop's VAPID key pair, base64url (`npx web-push generate-vapid-keys`). */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url').optional(),
  /** Who the push services may contact about the shop's notifications: mailto:… or https://… */
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be mailto:someone@example.com or an https:// URL').optional(),
  /** The push services' hosts a subscription may point at, comma-separated; replaces the built-in list (decision 043). */
  PUSH_SERVICE_HOSTS: z.string().min(1).optional(),
  /** Days after an order's delivery its buyer is asked to review it (decision 042); 0 sends no request. */
  REVIEW_REQUEST_DAYS: z.coerce.number().int().min(0).max(90).optional(),
})

export type Mailbox = { name?: string; address: string }

/** `Forma Bella <hello@example.com>` or `hello@example.com`; undefined for anything else. */
function parseMailbox(value: string): Mailbox | undefined {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value)
  const address = match?.[2] ?? match?.[3]
  if (!address || !z.email().safeParse(address).success) return undefined
  const name = match?.[1]?.trim()
  return name ? { name, address } : { address }
}

/** How the delivery job sends: chosen by which setting is present (README, "Email"). */
export type EmailTransportConfig =
  | { kind: 'smtp'; url: string }
  | { kind: 'resend'; apiKey: string; apiBase: string }
  /** Nothing configured: Node outside production writes .eml files; otherwise emails wait queued. */
  | { kind: 'none' }

const RESEND_API_BASE = 'https://api.resend.com'

/**
 * The push services of the browsers that matter (Chrome and Android's FCM, Firefox's autopush,
 * Edge's WNS, Safari's APNs), as PUSH_SERVICE_HOSTS would list them: a subscription's endpoint must
 * be `https` on one of these, so the shop never calls an address a client chose (decision 043).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
] as const

/** The shop's VAPID identity (RFC 8292): keys in base64url, as browsers and web-push take them. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

export type Config = {
  runtime: Runtime
  environment: 'development' | 'production' | 'test'
  databaseUrl: string
  databaseAuthToken?: string
  /** Undefined only on Node before the secret file is created (see worker/node.ts). */
  jwtSecret?: string
  /** SEED_DEMO, else true outside production (Workers default to production): decision 022. */
  seedDemo: boolean
  demoPassword: string
  /**
   * The shop's public origin, for links in emails. Always set in production (parseConfig refuses
   * to go without it there): a link built from the request's Host header could be poisoned.
   */
  publicUrl?: string
  port: number
  host: string
  /** Node only: the product photo folder, when not the default beside the database. */
  uploadsDir?: string
  /** Node behind a reverse proxy: the caller's address is the last one in X-Forwarded-For. */
  trustProxy: boolean
  /** LOG_LEVEL: the least severe log lines written. */
  logLevel: LogLevel
  /** SENTRY_DSN: where unhandled errors are reported; none without it (decision 033). */
  sentryDsn?: string
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string }
  /** The built-in test gateway may run although the environment is production (PAYMENTS_TEST_MODE). */
  paymentsTestMode: boolean
  orderHoldMinutes: number
  /** Caps of a retail order, and of one client's unpaid orders together (decision 023). */
  retailLimits: RetailLimits
  /** COMPANY_INFO read: the name, and the address lines joined (null when none is given); null when it is not set. */
  company: { name: string; address: string | null } | null
  supportEmail: string
  /** `from` is undefined outside production when EMAIL_FROM is not set: the shop's name at hello@example.com. */
  email: { from?: Mailbox; transport: EmailTransportConfig }
  wholesaleEmail: string
  /**
   * Web Push (decision 043): the VAPID keys, undefined when none are configured (on Node in
   * development, worker/node.ts generates them first); without them nothing is offered or queued.
   */
  vapid?: VapidKeys
  /** Where subscriptions may point: PUSH_SERVICE_HOSTS, else DEFAULT_PUSH_SERVICE_HOSTS. */
  pushServiceHosts: readonly string[]
  /** REVIEW_REQUEST_DAYS: days after delivery the review request is emailed; 0: never. */
  reviewRequestDays: number
}

type ConfigResult = { ok: true; config: Config } | { ok: false; missing: string[]; invalid: string[] }

const DEFAULT_DATABASE_URL = 'file:data/shop.db'
const DEFAULT_ORDER_HOLD_MINUTES = 10
const DEFAULT_REVIEW_REQUEST_DAYS = 7

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
  const environment = env.NODE_ENV ?? (runtime === 'workers' ? 'production' : 'development')
  if (env.SMTP_URL && env.RESEND_API_KEY) {
    return { ok: false, missing: [], invalid: ['SMTP_URL, RESEND_API_KEY: set one of them, not both'] }
  }
  const transport: EmailTransportConfig = env.SMTP_URL
    ? { kind: 'smtp', url: env.SMTP_URL }
    : env.RESEND_API_KEY
      ? { kind: 'resend', apiKey: env.RESEND_API_KEY, apiBase: env.RESEND_API_BASE ?? RESEND_API_BASE }
      : { kind: 'none' }
  if (environment === 'production' && purpose === 'serve') {
    if (!env.PUBLIC_URL) missing.push('PUBLIC_URL')
    // A real provider refuses (or spam-folders) mail from a made-up sender.
    if (transport.kind !== 'none' && !env.EMAIL_FROM) missing.push('EMAIL_FROM')
  }
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    return { ok: false, missing: [], invalid: ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both of them, or neither'] }
  }
  // A push service contacts the subject about misbehaving notifications: a real one in production.
  if (environment === 'production' && purpose === 'serve' && env.VAPID_PUBLIC_KEY && !env.VAPID_SUBJECT) missing.push('VAPID_SUBJECT')
  if (missing.length > 0 || !databaseUrl) return { ok: false, missing, invalid: [] }

  const [companyName, ...addressLines] = (env.COMPANY_INFO ?? '').split('|').map((s) => s.trim())
  return {
    ok: true,
    config: {
      runtime,
      environment,
      databaseUrl,
      databaseAuthToken: runtime === 'workers' ? (env.TURSO_AUTH_TOKEN ?? env.DATABASE_AUTH_TOKEN) : env.DATABASE_AUTH_TOKEN,
      jwtSecret: env.JWT_SECRET,
      // Demo data and accounts (a known admin password) only outside production, or where asked
      // for explicitly (a staging shop, which then warns at start and in /api/health; decision 022).
      seedDemo: env.SEED_DEMO ?? environment !== 'production',
      demoPassword: env.DEMO_PASSWORD ?? 'Demo12345',
      publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
      port: env.PORT ?? 8787,
      uploadsDir: env.UPLOADS_DIR,
      host: env.HOST ?? '0.0.0.0',
      trustProxy: env.TRUST_PROXY ?? false,
      logLevel: env.LOG_LEVEL ?? 'info',
      sentryDsn: env.SENTRY_DSN,
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE,
      },
      paymentsTestMode: env.PAYMENTS_TEST_MODE ?? false,
      orderHoldMinutes: env.ORDER_HOLD_MINUTES ?? DEFAULT_ORDER_HOLD_MINUTES,
      retailLimits: {
        perLine: env.RETAIL_MAX_UNITS_PER_LINE ?? DEFAULT_RETAIL_LIMITS.perLine,
        perOrder: env.RETAIL_MAX_UNITS_PER_ORDER ?? DEFAULT_RETAIL_LIMITS.perOrder,
      },
      company: companyName ? { name: companyName, address: addressLines.filter(Boolean).join(', ') || null } : null,
      supportEmail: env.SUPPORT_EMAIL ?? 'support@example.com',
      email: { from: env.EMAIL_FROM ? parseMailbox(env.EMAIL_FROM) : undefined, transport },
      wholesaleEmail: env.WHOLESALE_EMAIL ?? env.SUPPORT_EMAIL ?? 'support@example.com',
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT ?? vapidSubjectOf(env.SUPPORT_EMAIL) }
          : undefined,
      pushServiceHosts: env.PUSH_SERVICE_HOSTS
        ? env.PUSH_SERVICE_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)
        : DEFAULT_PUSH_SERVICE_HOSTS,
      reviewRequestDays: env.REVIEW_REQUEST_DAYS ?? DEFAULT_REVIEW_REQUEST_DAYS,
    },
  }
}

/** Outside production VAPID_SUBJECT may be left out: the support address stands in. */
export const vapidSubjectOf = (supportEmail: string | undefined) => `mailto:${supportEmail ?? 'support@example.com'}`

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
