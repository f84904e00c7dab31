// The health report for the person on call (admin only): the build, the database, the email
// backlog, the scheduled jobs' last runs and the shop's money-and-stock figures that need a look.
// Nothing remote is called to answer it (no payment provider, no mail server). A part the shop
// cannot work without that is down (the database) answers 503 with the code naming it
// (`database_unavailable`); the public /api/health (contracts/content.ts) stays small (decision 029).
import { z } from 'zod'
import { emailTransportSchema, RUNTIMES } from './content'
import { get, resource } from './contract'

const jobRunSchema = z.object({
  name: z.string(),
  /** null: the job has not run on this database yet (the fields below are null too). */
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  ok: z.boolean().nullable(),
  /** What its last run did, e.g. `{ sent: 2, failed: 0 }`; null when it failed or never ran. */
  result: z.record(z.string(), z.number()).nullable(),
  /** Why its last run failed (the error's message; the stack is in the log). */
  error: z.string().nullable(),
})

const adminHealthSchema = z.object({
  status: z.literal('ok'),
  runtime: z.enum(RUNTIMES),
  build: z.object({
    /** package.json's version. */
    version: z.string(),
    /** When the running server was bundled; null when it runs from source (development, tests) or the bundler does not say. */
    builtAt: z.string().nullable(),
  }),
  database: z.object({
    /** One round trip (`select 1`) as this request measured it. */
    roundTripMs: z.number(),
    /** Migrations recorded in the database, and those this build carries: fewer applied means the database is behind. */
    migrationsApplied: z.number().int(),
    migrationsKnown: z.number().int(),
  }),
  email: z.object({
    transport: emailTransportSchema,
    /** Waiting for an attempt, or being sent right now. */
    pending: z.number().int(),
    failed: z.number().int(),
    /** How long the oldest waiting email has waited, in seconds; null when none waits. */
    oldestWaitingSeconds: z.number().int().nullable(),
  }),
  /** Web Push (decision 043): not configured (no VAPID keys) means nothing is offered or queued. */
  push: z.object({
    configured: z.boolean(),
    /** Devices subscribed to at least one topic. */
    devices: z.number().int(),
    /** Notifications waiting for an attempt or being sent, and those given up. */
    pending: z.number().int(),
    failed: z.number().int(),
  }),
  /** Every scheduled job, in the order a run takes them. */
  jobs: z.array(jobRunSchema),
  orders: z.object({
    /** Pending orders: placed, not paid yet, holding their units until their hold ends (decision 023). */
    unpaid: z.number().int(),
    /** Units those orders hold from stock (their lines of stocked variants; the variants' `reserved` adds up to it). */
    unitsHeld: z.number().int(),
    /** Unpaid orders whose payment the provider is still processing (a bank debit, 3-D Secure). */
    paymentsProcessing: z.number().int(),
    /** Card disputes the provider has not closed. */
    openDisputes: z.number().int(),
  }),
  uploads: z.object({
    /**
     * Stored photo files no product shows (an upload whose product was never saved); null where
     * counting them would mean listing a remote bucket (R2 on Workers).
     */
    withoutProduct: z.number().int().nullable(),
  }),
})

export const adminHealthApi = resource('/api/admin/health', {
  report: get('/', { access: 'admin', output: adminHealthSchema }),
})
