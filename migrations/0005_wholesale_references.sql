ALTER TABLE `wholesale_inquiries` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `wholesale_inquiries` ADD `client_id` text;--> statement-breakpoint
CREATE INDEX `wholesale_inquiries_status_created_idx` ON `wholesale_inquiries` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `wholesale_inquiries_reference_unique` ON `wholesale_inquiries` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `wholesale_inquiries_client_id_unique` ON `wholesale_inquiries` (`client_id`);--> statement-breakpoint
CREATE INDEX `wholesale_accounts_status_created_idx` ON `wholesale_accounts` (`status`,`created_at`);