-- Dashboard offers managed in the back office (decision 036). An offer links the discount code it
-- promotes by the code's id instead of naming it in a text column: the dashboard shows the code as
-- it is now, and the back office can only link a code that exists. An offer staff end early keeps
-- the moment in `ended_early_at` (its end moves to that moment too); the old on/off flag becomes
-- exactly that, so an offer's status reads from its start, its end and whether it ended early.
ALTER TABLE `dashboard_offers` ADD `discount_code_id` text REFERENCES `discount_codes`(`id`) ON UPDATE no action ON DELETE set null;
--> statement-breakpoint
UPDATE `dashboard_offers` SET `discount_code_id` = (SELECT `id` FROM `discount_codes` WHERE `code` = upper(trim(`dashboard_offers`.`discount_code`)))
WHERE `discount_code` IS NOT NULL;
--> statement-breakpoint
ALTER TABLE `dashboard_offers` ADD `ended_early_at` text;
--> statement-breakpoint
UPDATE `dashboard_offers` SET
  `ended_early_at` = min(`end_date`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  `end_date` = min(`end_date`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
WHERE `is_active` = 0;
--> statement-breakpoint
ALTER TABLE `dashboard_offers` DROP COLUMN `discount_code`;
--> statement-breakpoint
ALTER TABLE `dashboard_offers` DROP COLUMN `is_active`;
--> statement-breakpoint
CREATE INDEX `dashboard_offers_discount_code_idx` ON `dashboard_offers` (`discount_code_id`);
