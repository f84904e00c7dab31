-- Discount codes (decision 034): each code's rules, and one use row per order that applied it.
-- Hand-written. A code is stored normalised (trimmed, capitals), so the unique index makes codes
-- unique whatever their case. A use is inserted in the batch that places its order; the trigger
-- below refuses it (and so the whole order) when the code's total or per-customer limit is
-- reached at that moment. An unpaid order that expires or is cancelled deletes its use.
CREATE TABLE `discount_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`min_subtotal_cents` integer,
	`starts_at` text NOT NULL,
	`ends_at` text,
	`usage_limit` integer,
	`per_customer_limit` integer,
	`audience` text DEFAULT 'everyone' NOT NULL,
	`account_ids` text DEFAULT '[]' NOT NULL,
	`scope` text DEFAULT 'order' NOT NULL,
	`categories` text DEFAULT '[]' NOT NULL,
	`product_ids` text DEFAULT '[]' NOT NULL,
	`includes_made_to_measure` integer DEFAULT true NOT NULL,
	`includes_discounted_items` integer DEFAULT false NOT NULL,
	`combines_with_rewards` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "discount_codes_kind_valid" CHECK(kind in ('percent', 'fixed')),
	CONSTRAINT "discount_codes_amount_valid" CHECK(amount > 0 and (kind <> 'percent' or amount <= 100)),
	CONSTRAINT "discount_codes_audience_valid" CHECK(audience in ('everyone', 'customers', 'wholesale', 'accounts')),
	CONSTRAINT "discount_codes_scope_valid" CHECK(scope in ('order', 'categories', 'products')),
	CONSTRAINT "discount_codes_limits_positive" CHECK((usage_limit is null or usage_limit > 0) and (per_customer_limit is null or per_customer_limit > 0)),
	CONSTRAINT "discount_codes_minimum_non_negative" CHECK(min_subtotal_cents is null or min_subtotal_cents >= 0),
	CONSTRAINT "discount_codes_code_normalised" CHECK(code = upper(trim(code)) and length(code) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discount_codes_code_unique` ON `discount_codes` (`code`);
--> statement-breakpoint
CREATE TABLE `discount_code_uses` (
	`order_id` text PRIMARY KEY NOT NULL,
	`code_id` text NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`discount_cents` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`code_id`) REFERENCES `discount_codes`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "discount_code_uses_email_normalised" CHECK(email = lower(email))
);
--> statement-breakpoint
CREATE INDEX `discount_code_uses_code_user_idx` ON `discount_code_uses` (`code_id`, `user_id`);
--> statement-breakpoint
CREATE INDEX `discount_code_uses_code_email_idx` ON `discount_code_uses` (`code_id`, `email`);
--> statement-breakpoint
-- The limits hold at write time, whatever was read before: a use beyond either aborts its batch.
CREATE TRIGGER `discount_code_uses_within_limits` BEFORE INSERT ON `discount_code_uses`
BEGIN
  SELECT RAISE(ABORT, 'discount_code_used_up')
  WHERE (SELECT usage_limit FROM discount_codes WHERE id = NEW.code_id) <= (SELECT count(*) FROM discount_code_uses WHERE code_id = NEW.code_id);
  SELECT RAISE(ABORT, 'discount_code_already_used')
  WHERE (SELECT per_customer_limit FROM discount_codes WHERE id = NEW.code_id) <= (
    SELECT count(*) FROM discount_code_uses
    WHERE code_id = NEW.code_id AND (email = NEW.email OR (NEW.user_id IS NOT NULL AND user_id = NEW.user_id))
  );
END;
--> statement-breakpoint
ALTER TABLE `orders` ADD `promo_code` text;
--> statement-breakpoint
ALTER TABLE `orders` ADD `promo_discount_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Each line's share of the code's discount, so a refund of the line gives back what was paid for it.
ALTER TABLE `order_items` ADD `promo_discount_cents` integer DEFAULT 0 NOT NULL;
