// The admin health report on the demo database (goal: under 50 ms): p50 and p99 of
// GET /api/admin/health as an admin opens it after a scheduled run, through the real app
// in-process on a temporary libSQL file; and the operations screen's other two reads (decision
// 032), which have no goal of their own.
import { adminHealthApi } from '#shared/contracts/admin-health'
import { adminOperationsApi } from '#shared/contracts/admin-operations'
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
  const timed = async (url: string) => {
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const begin = performance.now()
      const res = await t.request(url, { headers: { cookie: admin } })
      await res.arrayBuffer()
      times.push(performance.now() - begin)
      if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`)
    }
    times.sort((a, b) => a - b)
    return (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  }
  console.log(`\nAdmin health report — demo database, ${RUNS} requests, in-process on the embedded database (goal: under ${GOAL_MS} ms)\n`)
  console.log(`${'route'.padEnd(44)}   p50 ms   p99 ms  goal`)
  const health = await timed(adminHealthApi.report.url)
  console.log(`${'GET /api/admin/health'.padEnd(44)} ${health(0.5).toFixed(1).padStart(8)} ${health(0.99).toFixed(1).padStart(8)}  ${health(0.99) < GOAL_MS ? 'met' : 'MISSED'}`)
  for (const call of [adminOperationsApi.dailyFigures, adminOperationsApi.serverErrors]) {
    const at = await timed(call.url)
    console.log(`${`GET ${call.url}`.padEnd(44)} ${at(0.5).toFixed(1).padStart(8)} ${at(0.99).toFixed(1).padStart(8)}`)
  }
  console.log()
  await t.close()
}
