import { defineConfig } from 'vitest/config'

// Slow, whole-system tests: the Workers bundle in workerd and browser journeys in Debian Chromium
// against a real `npm start` server. They run after `npm run build` (see the `test` script).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
})
