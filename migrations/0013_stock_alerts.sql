-- Back-in-stock alerts: a shopper waiting for one sold-out variant (colour × size) is emailed once
-- when it can be bought again. Hand-written. One alert per variant and address (lower-cased); an
-- alert that fired, or was stopped, is done, and subscribing again starts it afresh.
CREATE TABLE `stock_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`variant_id` text NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`language` text DEFAULT 'en' NOT NULL,
	`due_at` text,
	`notified_at` text,
	`unsubscribed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "stock_alerts_language_valid" CHECK(language in ('en', 'es', 'fr'))
);--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_variant_email_unique` ON `stock_alerts` (`variant_id`,`email`);--> statement-breakpoint
CREATE INDEX `stock_alerts_due_idx` ON `stock_alerts` (`due_at`) WHERE "stock_alerts"."due_at" IS NOT NULL AND "stock_alerts"."notified_at" IS NULL AND "stock_alerts"."unsubscribed_at" IS NULL;--> statement-breakpoint
-- The moment a variant can be bought again (available = stock − held units goes from 0 to more, or
-- a variant with units comes back on offer), its waiting alerts become due, in the statement that
-- did it: a restock, a CSV import, an expired hold, a cancellation or a refund with restock alike.
CREATE TRIGGER product_variants_stock_alerts_due AFTER UPDATE OF `stock`, `reserved`, `not_offered` ON product_variants
WHEN NEW.stock - NEW.reserved > 0 AND NEW.not_offered = 0 AND (OLD.stock - OLD.reserved <= 0 OR OLD.not_offered = 1)
BEGIN
  UPDATE stock_alerts SET due_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE variant_id = NEW.id AND due_at IS NULL AND notified_at IS NULL AND unsubscribed_at IS NULL;
END;
