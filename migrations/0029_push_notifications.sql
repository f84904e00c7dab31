-- Web Push (decision 043). `push_subscriptions`: a device of a signed-in user, named by its push
-- endpoint (unique: a device belongs to whoever subscribed it last), with the browser's keys, the
-- language its notifications are written in and the topics chosen (a JSON array of
-- shared/push/topics.ts). `session_id` is the session that subscribed it: signing out there removes
-- it; a session that merely expires leaves it (set null). Deleting the user removes all of theirs.
-- `push_outbox`: one row per event and device (`event_key` + subscription, unique, so an event is
-- sent at most once to a device), rendered when queued in the device's language, delivered by the
-- scheduled job like the email outbox. Hand-written.
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`session_id` text,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`topics` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_success_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "push_subscriptions_language_valid" CHECK(language in ('en', 'es', 'fr')),
	CONSTRAINT "push_subscriptions_topics_json" CHECK(json_valid(`topics`))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_session_idx` ON `push_subscriptions` (`session_id`);--> statement-breakpoint
CREATE TABLE `push_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`event_key` text NOT NULL,
	`topic` text NOT NULL,
	`payload` text NOT NULL,
	`urgency` text DEFAULT 'normal' NOT NULL,
	`ttl_seconds` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "push_outbox_status_valid" CHECK(status in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "push_outbox_urgency_valid" CHECK(urgency in ('very-low', 'low', 'normal', 'high')),
	CONSTRAINT "push_outbox_payload_json" CHECK(json_valid(`payload`))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_outbox_event_device_unique` ON `push_outbox` (`event_key`,`subscription_id`);--> statement-breakpoint
CREATE INDEX `push_outbox_status_idx` ON `push_outbox` (`status`);--> statement-breakpoint
CREATE INDEX `push_outbox_subscription_idx` ON `push_outbox` (`subscription_id`);
