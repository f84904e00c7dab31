import { defineConfig } from 'drizzle-kit'
// Relative import: drizzle-kit loads this file without the tsconfig path aliases.
import { toolDatabase } from './worker/src/env'

const { url, authToken } = toolDatabase(process.env)

export default defineConfig({
  dialect: 'turso',
  schema: './worker/src/db/schema.ts',
  out: './migrations',
  dbCredentials: { url, authToken },
})
