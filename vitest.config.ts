import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit and integration tests. Browser journeys and the workerd boot live in vitest.e2e.config.ts.
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
          name: 'server',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'worker/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One migrated database, copied by every test that needs one (worker/src/test/test-app.ts).
          globalSetup: ['worker/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['app/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
})
