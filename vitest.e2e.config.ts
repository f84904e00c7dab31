import { defineConfig } from 'vitest/config'

// Slow, whole-system tests: the Workers bundle in workerd and browser journeys in Debian Chromium
// against a real `npm start` server. They run after `npm run build` (see the `test` script).
// Two files at a time: each starts its own shop (free port, its own temporary database) and its
// own Chromium (own profile folder), and the one thing they share, npm start's compiled server,
// is compiled once before any of them starts (support/global-setup.ts). A file whose test
// depends on having the machine to itself runs afterwards, alone.
const ALONE = [
  // kill -9 while 30 clients retry against a port it picked itself: timing is what it measures.
  'e2e/durability.e2e.ts',
]

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    // expect.poll waits for a state; vitest's default of one second is a timer on a loaded
    // machine. A state that never comes still fails, ten seconds later.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: ['e2e/support/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'e2e', include: ['e2e/**/*.e2e.ts'], exclude: ALONE, fileParallelism: true, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'e2e-alone', include: ALONE, fileParallelism: false, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
})
