// The last run of each scheduled job (table job_runs, one row per job name), written by
// runScheduledJobs (jobs/scheduled.ts) at the end of every run and read by the admin health report.
import type { Db } from '#worker/db/client'
import { jobRuns } from '#worker/db/schema'

export type JobRun = {
  name: string
  startedAt: Date
  finishedAt: Date
} & ({ ok: true; result: Record<string, number> } | { ok: false; error: unknown })

/** Why a run failed, in a line: the error's message, never its stack (that goes to the log). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

/** Replaces the job's last run with this one. */
export async function recordJobRun(db: Db, run: JobRun) {
  const row = {
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    ok: run.ok,
    result: run.ok ? run.result : null,
    error: run.ok ? null : reasonOf(run.error),
  }
  await db
    .insert(jobRuns)
    .values({ name: run.name, ...row })
    .onConflictDoUpdate({ target: jobRuns.name, set: row })
}
