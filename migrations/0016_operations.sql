-- The operations screen (decision 032). Hand-written.
-- Server errors: one row per request the API answered 500 (app.ts onError), newest last; kept to
-- the newest 500 by each write and to 30 days by the purge job. No body, header or query string.
CREATE TABLE `server_errors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`occurred_at` text NOT NULL,
	`request_id` text NOT NULL,
	`method` text NOT NULL,
	`route` text,
	`status` integer NOT NULL,
	`error_name` text NOT NULL,
	`message` text NOT NULL,
	`stack` text,
	`user_id` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `server_errors_occurred_idx` ON `server_errors` (`occurred_at`);--> statement-breakpoint
-- Scheduled job runs per UTC day and job: how many ended ok and how many failed (job_runs keeps
-- only the last run); kept 30 days by the purge job.
CREATE TABLE `job_run_days` (
	`day` text NOT NULL,
	`name` text NOT NULL,
	`ok` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `name`)
);--> statement-breakpoint
-- The daily figures read paid orders by the day they were paid and emails by the day they were queued.
CREATE INDEX `orders_paid_idx` ON `orders` (`paid_at`) WHERE "orders"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);
