// The scheduled jobs' runs, written by runScheduledJobs (jobs/scheduled.ts) at the end of every
// run: each job's last run (table job_runs, one row per job name), read by the admin health
// report, and the runs of each UTC day by outcome (table job_run_days, decision 032), read by the
// operations screen's chart and kept OPERATIONS_DAYS.
import { lt, sql } from 'drizzle-orm'
import { OPERATIONS_DAYS } from '#shared/contracts/admin-operations'
import type { Db } from '#worker/db/client'
import { jobRunDays, jobRuns } from '#worker/db/schema'

const DAY_MS = 24 * 60 * 60_000

export type JobRun = {
  name: string
  startedAt: Date
  finishedAt: Date
} & ({ ok: true; result: Record<string, number> } | { ok: false; error: unknown })

/** Why a run failed, in a line: the error's message, never its stack (that goes to the log). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

/** A time's UTC day, `YYYY-MM-DD`. */
export const utcDay = (time: Date) => time.toISOString().slice(0, 10)

/** Replaces the job's last run with this one and counts it in its day, in one batch. */
export async function recordJobRun(db: Db, run: JobRun) {
  const row = {
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    ok: run.ok,
    result: run.ok ? run.result : null,
    error: run.ok ? null : reasonOf(run.error),
  }
  const outcome = run.ok ? { ok: 1, failed: 0 } : { ok: 0, failed: 1 }
  await db.batch([
    db
      .insert(jobRuns)
      .values({ name: run.name, ...row })
      .onConflictDoUpdate({ target: jobRuns.name, set: row }),
    db
      .insert(jobRunDays)
      .values({ day: utcDay(run.startedAt), name: run.name, ...outcome })
      .onConflictDoUpdate({
        target: [jobRunDays.day, jobRunDays.name],
        set: { ok: sql`${jobRunDays.ok} + ${outcome.ok}`, failed: sql`${jobRunDays.failed} + ${outcome.failed}` },
      }),
  ])
}

/** Removes the days before the last OPERATIONS_DAYS; how many rows (day × job) went. */
export async function purgeOldJobRunDays(db: Db, now: Date): Promise<number> {
  const firstKept = utcDay(new Date(now.getTime() - (OPERATIONS_DAYS - 1) * DAY_MS))
  const gone = await db.delete(jobRunDays).where(lt(jobRunDays.day, firstKept)).returning({ day: jobRunDays.day })
  return gone.length
}
