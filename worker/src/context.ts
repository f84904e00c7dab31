import type { Db } from './db/client'
import type { Config } from './env'
import type { SessionUser } from './http/auth'

/** What every request handler may use; built once per process (Node) or isolate (Workers). */
export type AppDeps = {
  db: Db
  config: Config
  /** Injected in tests; defaults to the real clock. */
  now?: () => Date
}

export type AppEnv = {
  Variables: {
    deps: AppDeps
    requestId: string
    /** The signed-in user, loaded on demand by currentUser() (worker/src/http/auth.ts). */
    user: SessionUser | null
  }
}
