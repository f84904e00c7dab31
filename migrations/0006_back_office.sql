CREATE TABLE `order_closures` (
	`order_id` text PRIMARY KEY NOT NULL,
	`closed_as` text NOT NULL,
	`closed_from` text NOT NULL,
	`units_returned` integer NOT NULL,
	`points_taken_back` integer DEFAULT 0 NOT NULL,
	`points_written_off` integer DEFAULT 0 NOT NULL,
	`points_returned` integer DEFAULT 0 NOT NULL,
	`closed_by` text,
	`closed_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`closed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `order_refunds` (
	`order_id` text PRIMARY KEY NOT NULL,
	`amount_cents` integer NOT NULL,
	`gateway` text,
	`payment_intent_id` text,
	`refunded_by` text,
	`refunded_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`refunded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_admin_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text,
	`before` text,
	`after` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_admin_audit_log`("id", "user_id", "action", "target_type", "target_id", "before", "after", "created_at") SELECT "id", "user_id", "action", "target_type", "target_id", "before", "after", "created_at" FROM `admin_audit_log`;--> statement-breakpoint
DROP TABLE `admin_audit_log`;--> statement-breakpoint
ALTER TABLE `__new_admin_audit_log` RENAME TO `admin_audit_log`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_action_created_idx` ON `admin_audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_user_created_idx` ON `admin_audit_log` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_target_idx` ON `admin_audit_log` (`target_type`,`target_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_role_created_idx` ON `users` (`role`,`created_at`);