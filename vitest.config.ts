import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit and integration tests. Browser journeys and the workerd boot live in vitest.e2e.config.ts.

const server = {
  environment: 'node' as const,
  include: ['shared/**/*.test.ts', 'worker/**/*.test.ts', 'scripts/**/*.test.ts'],
  // One migrated database, copied by every test that needs one (worker/src/test/test-app.ts).
  globalSetup: ['worker/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

/** Server files that need modules of their own: each loads them afresh, as vitest does by default. */
const ALONE = [
  // Replaces the password module (vi.mock), which a shared module graph would already hold.
  'worker/src/routes/auth/sign-in-limits.test.ts',
  // Sentry's SDK is process-wide once started, and the file checks what the process has loaded.
  'worker/node-error-reports.test.ts',
]

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    // Two files at a time: vitest's default on two cores is one, and the tests spend much of their
    // time waiting (databases, hashing in libuv's threads), so the one long fuzz file
    // (hostile-requests) runs beside the others instead of before or after them.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...server,
          name: 'server',
          exclude: ALONE,
          // The server's files share their worker's modules instead of loading the app anew for each
          // file (about a second a file, most of the stage's time). Nothing of one file's leaks into
          // the next: every test builds its own app and database, the server keeps its per-instance
          // state in WeakMaps keyed by the app's database, config or request, and every spy is
          // restored by the file that made it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...server, name: 'server-alone', include: ALONE },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          // Each file in a fresh VM context of a reused worker (decision 025): its own React, i18next
          // and Dexie, as in a process of its own, without loading jsdom anew for every file, which
          // had become two thirds of the app files' time. A VM context loads packages as Node
          // would: react-router-dom's CommonJS entry would require react-router's ES module, so
          // its ES module entry is named here.
          pool: 'vmForks',
          alias: { 'react-router-dom': fileURLToPath(new URL('node_modules/react-router-dom/dist/index.mjs', import.meta.url)) },
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['app/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
})
