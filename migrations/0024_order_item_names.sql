-- An order line's product name in each language, as it was when the order was placed, so every
-- screen shows the line in its reader's language (decision 040). Lines already stored take the
-- product's current names: the closest thing to what was on sale then.
ALTER TABLE `order_items` ADD `product_names` text;
--> statement-breakpoint
UPDATE `order_items` SET `product_names` = (
  SELECT json_object('en', `name_en`, 'es', `name_es`, 'fr', `name_fr`) FROM `products` WHERE `products`.`id` = `order_items`.`product_id`
) WHERE `product_names` IS NULL;
