// What the running server knows of its build: package.json's version, and the time its bundle was
// made, a constant the bundler writes (scripts/start.mjs for `npm start`); a Worker tells its
// version's upload time instead (worker/index.ts); run from source (development, tests) there is
// none. Nothing is asked of git at run time.
import { SHOP_RELEASE } from '#shared/release'

declare const __SERVER_BUILT_AT__: string | undefined

export type ServerBuild = { version: string; builtAt: string | null }

export const SERVER_BUILD: ServerBuild = {
  version: SHOP_RELEASE,
  builtAt: typeof __SERVER_BUILT_AT__ === 'string' ? __SERVER_BUILT_AT__ : null,
}
