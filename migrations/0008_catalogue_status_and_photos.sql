ALTER TABLE `products` ADD `status` text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `photos` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Products already taken off sale become archived; the rest were on sale.
UPDATE `products` SET `status` = 'archived' WHERE `is_active` = 0;
