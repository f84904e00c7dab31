ALTER TABLE `email_outbox` ADD `reply_to` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `body_html` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `secrets` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `next_attempt_at` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `redacted_at` text;