// drizzle-kit is installed on first use by `npm run db:generate` (scripts/tool.ts), so its
// identity helper defineConfig is not imported; this is the object it takes.
// Relative import: drizzle-kit loads this file without the tsconfig path aliases.
import { toolDatabase } from './worker/src/env'

const { url, authToken } = toolDatabase(process.env)

export default {
  dialect: 'turso',
  schema: './worker/src/db/schema.ts',
  out: './migrations',
  dbCredentials: { url, authToken },
}
