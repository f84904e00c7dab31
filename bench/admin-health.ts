// The admin health report on the demo database (goal: under 50 ms): p50 and p99 of
// GET /api/admin/health as an admin opens it after a scheduled run, through the real app
// in-process on a temporary libSQL file.
import { adminHealthApi } from '#shared/contracts/admin-health'
import { runScheduledJobs } from '#worker/jobs/scheduled'
import { consoleLogger } from '#worker/log'
import { signIn } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

const RUNS = 60
const GOAL_MS = 50

export async function adminHealthBench() {
  const t = await createTestApp({ seed: true })
  await runScheduledJobs({ ...t, log: consoleLogger('silent') }, new Date())
  const admin = await signIn(t.request, 'admin@example.com', TEST_PASSWORD)
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const begin = performance.now()
    const res = await t.request(adminHealthApi.report.url, { headers: { cookie: admin } })
    await res.arrayBuffer()
    times.push(performance.now() - begin)
    if (res.status !== 200) throw new Error(`GET /api/admin/health: ${res.status}`)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  console.log(`\nAdmin health report — demo database, ${RUNS} requests, in-process on the embedded database (goal: under ${GOAL_MS} ms)\n`)
  console.log(`${'route'.padEnd(28)}   p50 ms   p99 ms  goal`)
  console.log(`${'GET /api/admin/health'.padEnd(28)} ${at(0.5).toFixed(1).padStart(8)} ${at(0.99).toFixed(1).padStart(8)}  ${at(0.99) < GOAL_MS ? 'met' : 'MISSED'}`)
  console.log()
  await t.close()
}
