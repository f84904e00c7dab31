import type { Db } from './db/client'
import type { Config } from './env'

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
  }
}
