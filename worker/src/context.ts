import type { Context } from 'hono'
import type { ServerBuild } from './build'
import type { AnswerCache } from './http/cached-answer'
import type { Compress } from './http/content-coding'
import type { Db } from './db/client'
import type { Config } from './env'
import type { Logger } from './log'
import type { ReportError } from './report-error'
import type { EmailDelivery } from './services/email-delivery'
import type { PhotoStore } from './services/photo-store'
import type { PushSender } from './services/push-delivery'
import type { SessionUser } from './services/sessions'

/** What every request handler may use; built once per process (Node) or isolate (Workers). */
export type AppDeps = {
  db: Db
  config: Config
  /** Injected in tests; defaults to the real clock. */
  now?: () => Date
  /**
   * Sends the email outbox, through the transport the configuration chose (worker/node.ts,
   * worker/index.ts). Absent when no transport is configured: emails then wait queued.
   */
  email?: EmailDelivery
  /**
   * Sends the push outbox (services/push-delivery.ts): web-push on Node, WebCrypto on Workers.
   * Absent without VAPID keys: then nothing is offered or queued (decision 043).
   */
  push?: PushSender
  /**
   * Most bytes of serialised catalogue answers this process (or isolate) keeps, and again of
   * product JSON; 32 MB by default. Without `compress` answers get a quarter of it (decision 027).
   */
  answerCacheBytes?: number
  /** Given by a runtime with a cheaper way to read the sync cursor than a query through `db` (Node). */
  syncCursor?: () => number | Promise<number>
  /** Given by a runtime that compresses answers itself (Node); Workers compress at the edge. */
  compress?: Compress
  /** Where uploaded product photos are kept (a folder on Node, R2 on Workers); absent: uploads answer 503. */
  photos?: PhotoStore
  /** The running build, when the runtime knows more of it than build.ts (a Worker's version upload time). */
  build?: ServerBuild
  /** The process's logger (pino on Node, JSON console lines on Workers: log.ts); JSON console lines by default. */
  log?: Logger
  /** Hands a crash to Sentry (report-error.ts); absent without SENTRY_DSN, and nothing is reported. */
  reportError?: ReportError
}

/** What handlers see: the deps, and what createApp() keeps for the app's lifetime. */
type RequestDeps = AppDeps & {
  /** Catalogue and sync answers of the current sync cursor (http/cached-answer.ts). */
  answers: AnswerCache
}

export type AppEnv = {
  Variables: {
    deps: RequestDeps
    /** This request's id (http/request-log.ts): in its X-Request-Id header, its error body and every line it logs. */
    requestId: string
    /** This request's logger: every line carries its request id. Services are handed it. */
    log: Logger
    /** The signed-in user, loaded on demand by currentUser() (worker/src/http/auth.ts). */
    user: SessionUser | null
    /** Set by the idempotency middleware when the request carries a claimed Idempotency-Key. */
    idempotency: { scope: string; key: string; answered: boolean } | undefined
    /** This response's Content-Security-Policy nonce, for inline scripts of server-rendered HTML (http/security-headers.ts). */
    cspNonce?: string
  }
}

/**
 * The request's clock: injected in tests, the real one otherwise. Routes read the time here and
 * hand it to services, which never read a clock themselves (decision 007).
 */
export const requestTime = (c: Context<AppEnv>): Date => c.get('deps').now?.() ?? new Date()
