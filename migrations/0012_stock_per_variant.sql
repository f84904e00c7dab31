-- Stock per variant: each colour × size of a product kept in stock is a row of
-- `product_variants` with its own SKU, stock, held units and low-stock threshold (decision 026).
-- Hand-written. The products table is rebuilt without its `stock` and `reserved` columns (SQLite
-- cannot drop a column a table CHECK names); their figures wait in `_product_stock` meanwhile.
CREATE TABLE `_product_stock` AS SELECT `id`, `stock`, `reserved` FROM `products`;--> statement-breakpoint
CREATE TABLE `__new_products` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name_en` text NOT NULL,
	`name_es` text NOT NULL,
	`name_fr` text NOT NULL,
	`description_en` text DEFAULT '' NOT NULL,
	`description_es` text DEFAULT '' NOT NULL,
	`description_fr` text DEFAULT '' NOT NULL,
	`price_cents` integer NOT NULL,
	`category` text NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`colors` text DEFAULT '[]' NOT NULL,
	`sizes` text DEFAULT '[]' NOT NULL,
	`benefits_en` text DEFAULT '[]' NOT NULL,
	`benefits_es` text DEFAULT '[]' NOT NULL,
	`benefits_fr` text DEFAULT '[]' NOT NULL,
	`care_en` text DEFAULT '[]' NOT NULL,
	`care_es` text DEFAULT '[]' NOT NULL,
	`care_fr` text DEFAULT '[]' NOT NULL,
	`how_to_use_en` text DEFAULT '[]' NOT NULL,
	`how_to_use_es` text DEFAULT '[]' NOT NULL,
	`how_to_use_fr` text DEFAULT '[]' NOT NULL,
	`low_stock_threshold` integer DEFAULT 5 NOT NULL,
	`is_custom_made` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`photos` text DEFAULT '[]' NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "products_price_non_negative" CHECK("__new_products"."price_cents" >= 0)
);--> statement-breakpoint
INSERT INTO `__new_products` (`id`, `code`, `name_en`, `name_es`, `name_fr`, `description_en`, `description_es`, `description_fr`, `price_cents`, `category`, `images`, `colors`, `sizes`, `benefits_en`, `benefits_es`, `benefits_fr`, `care_en`, `care_es`, `care_fr`, `how_to_use_en`, `how_to_use_es`, `how_to_use_fr`, `low_stock_threshold`, `is_custom_made`, `is_active`, `status`, `photos`, `version`, `created_at`, `updated_at`)
  SELECT `id`, `code`, `name_en`, `name_es`, `name_fr`, `description_en`, `description_es`, `description_fr`, `price_cents`, `category`, `images`, `colors`, `sizes`, `benefits_en`, `benefits_es`, `benefits_fr`, `care_en`, `care_es`, `care_fr`, `how_to_use_en`, `how_to_use_es`, `how_to_use_fr`, `low_stock_threshold`, `is_custom_made`, `is_active`, `status`, `photos`, `version`, `created_at`, `updated_at` FROM `products`;--> statement-breakpoint
DROP TABLE `products`;--> statement-breakpoint
ALTER TABLE `__new_products` RENAME TO `products`;--> statement-breakpoint
CREATE UNIQUE INDEX `products_code_unique` ON `products` (`code`);--> statement-breakpoint
CREATE INDEX `products_version_idx` ON `products` (`version`);--> statement-breakpoint
-- The sync triggers went with the old table (migration 0001 explains them).
CREATE TRIGGER products_sync_insert AFTER INSERT ON products
BEGIN
  UPDATE counters SET value = value + 1 WHERE name = 'sync';
  UPDATE products SET version = (SELECT value FROM counters WHERE name = 'sync') WHERE id = NEW.id;
  DELETE FROM sync_tombstones WHERE entity = 'product' AND entity_id = NEW.id;
END;--> statement-breakpoint
CREATE TRIGGER products_sync_update AFTER UPDATE ON products WHEN NEW.version = OLD.version
BEGIN
  UPDATE counters SET value = value + 1 WHERE name = 'sync';
  UPDATE products
    SET version = (SELECT value FROM counters WHERE name = 'sync'),
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.id;
END;--> statement-breakpoint
CREATE TRIGGER products_sync_delete AFTER DELETE ON products
BEGIN
  UPDATE counters SET value = value + 1 WHERE name = 'sync';
  INSERT INTO sync_tombstones (entity, entity_id, version)
    VALUES ('product', OLD.id, (SELECT value FROM counters WHERE name = 'sync'))
    ON CONFLICT(entity, entity_id) DO UPDATE SET version = excluded.version;
END;--> statement-breakpoint
CREATE TABLE `product_variants` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`color` text NOT NULL,
	`size` text NOT NULL,
	`sku` text NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`reserved` integer DEFAULT 0 NOT NULL,
	`low_stock_threshold` integer DEFAULT 5 NOT NULL,
	`not_offered` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_variants_stock_non_negative" CHECK("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_reserved_within_stock" CHECK("product_variants"."reserved" >= 0 AND "product_variants"."reserved" <= "product_variants"."stock"),
	CONSTRAINT "product_variants_threshold_non_negative" CHECK("product_variants"."low_stock_threshold" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_sku_unique` ON `product_variants` (`sku`);--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_option_unique` ON `product_variants` (`product_id`,`color`,`size`);--> statement-breakpoint
-- The rule that moves a product's stock onto its variants (decision 026): every colour × size of
-- a stocked product gets a variant; a variant first gets the units its pending orders hold (as
-- held units), then the product's free units (stock − held) are shared out evenly, the remainder
-- one unit each to the first variants in the product's colour order, then size order. Totals are
-- kept exactly: a product's stock and held units are the sums over its variants.
INSERT INTO `product_variants` (`id`, `product_id`, `color`, `size`, `sku`, `stock`, `reserved`, `low_stock_threshold`)
WITH `combos` AS (
  SELECT p.`id` AS `product_id`, p.`code`, c.`value` AS `color`, s.`value` AS `size`, p.`low_stock_threshold` AS `threshold`,
    row_number() OVER (PARTITION BY p.`id` ORDER BY c.`key`, s.`key`) - 1 AS `idx`,
    count(*) OVER (PARTITION BY p.`id`) AS `n`
  FROM `products` p, json_each(p.`colors`) c, json_each(p.`sizes`) s
  WHERE p.`is_custom_made` = 0
), `held` AS (
  SELECT oi.`product_id`, oi.`color`, oi.`size`, sum(oi.`quantity`) AS `q`
  FROM `order_items` oi JOIN `orders` o ON o.`id` = oi.`order_id`
  WHERE o.`status` = 'pending' AND oi.`measurements` IS NULL
  GROUP BY oi.`product_id`, oi.`color`, oi.`size`
), `placed` AS (
  SELECT `combos`.*, coalesce(`held`.`q`, 0) AS `held_units`
  FROM `combos` LEFT JOIN `held` ON `held`.`product_id` = `combos`.`product_id` AND `held`.`color` = `combos`.`color` AND `held`.`size` = `combos`.`size`
), `free` AS (
  SELECT `placed`.`product_id`, max(0, ps.`stock` - sum(`placed`.`held_units`)) AS `units`
  FROM `placed` JOIN `_product_stock` ps ON ps.`id` = `placed`.`product_id`
  GROUP BY `placed`.`product_id`
)
SELECT
  lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
  `placed`.`product_id`, `placed`.`color`, `placed`.`size`,
  upper(`placed`.`code` || '-' || CASE `placed`.`color` WHEN 'beige' THEN 'BEI' WHEN 'black' THEN 'BLK' WHEN 'nude' THEN 'NUD' WHEN 'cocoa' THEN 'COC' ELSE substr(`placed`.`color`, 1, 3) END || '-' || `placed`.`size`),
  `placed`.`held_units` + `free`.`units` / `placed`.`n` + (CASE WHEN `placed`.`idx` < `free`.`units` % `placed`.`n` THEN 1 ELSE 0 END),
  `placed`.`held_units`,
  `placed`.`threshold`
FROM `placed` JOIN `free` ON `free`.`product_id` = `placed`.`product_id`;--> statement-breakpoint
DROP TABLE `_product_stock`;--> statement-breakpoint
-- A change to a variant (stock, held units, SKU, offered or not) is a change to its product for
-- delta sync: touching the product lets the product's own trigger stamp the next version.
CREATE TRIGGER product_variants_sync_insert AFTER INSERT ON product_variants
BEGIN
  UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.product_id;
END;--> statement-breakpoint
CREATE TRIGGER product_variants_sync_update AFTER UPDATE ON product_variants
BEGIN
  UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.product_id;
END;--> statement-breakpoint
CREATE TRIGGER product_variants_sync_delete AFTER DELETE ON product_variants
BEGIN
  UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = OLD.product_id;
END;--> statement-breakpoint
-- Order lines name the variant they hold and sell from, and its SKU; earlier lines are matched
-- to the variant of their colour and size (made-to-measure lines keep neither).
ALTER TABLE `order_items` ADD `variant_id` text REFERENCES product_variants(id) ON DELETE restrict;--> statement-breakpoint
ALTER TABLE `order_items` ADD `sku` text;--> statement-breakpoint
UPDATE `order_items` SET
  `variant_id` = (SELECT v.`id` FROM `product_variants` v WHERE v.`product_id` = `order_items`.`product_id` AND v.`color` = `order_items`.`color` AND v.`size` = `order_items`.`size`),
  `sku` = (SELECT v.`sku` FROM `product_variants` v WHERE v.`product_id` = `order_items`.`product_id` AND v.`color` = `order_items`.`color` AND v.`size` = `order_items`.`size`)
  WHERE `measurements` IS NULL;--> statement-breakpoint
CREATE INDEX `order_items_variant_idx` ON `order_items` (`variant_id`);
