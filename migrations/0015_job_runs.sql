-- The last run of each scheduled job (worker/src/jobs/scheduled.ts), one row per job name, written
-- at the end of every run; the admin health report reads it. Hand-written.
CREATE TABLE `job_runs` (
	`name` text PRIMARY KEY NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text NOT NULL,
	`ok` integer NOT NULL,
	`result` text,
	`error` text
);
