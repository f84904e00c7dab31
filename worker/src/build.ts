// What the running server knows of its build: package.json's version, and the time its bundle was
// made, a constant the bundler writes (scripts/start.mjs for `npm start`); run from source
// (development, tests) or bundled by wrangler, there is none. Nothing is asked of git at run time.
import { version } from '../../package.json'

declare const __SERVER_BUILT_AT__: string | undefined

export const SERVER_BUILD = {
  version,
  builtAt: typeof __SERVER_BUILT_AT__ === 'string' ? __SERVER_BUILT_AT__ : null,
} as const
