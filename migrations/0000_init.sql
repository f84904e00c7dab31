CREATE TABLE `admin_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text,
	`before` text,
	`after` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`category` text NOT NULL,
	`image_url` text,
	`keywords` text DEFAULT '[]' NOT NULL,
	`title_en` text NOT NULL,
	`title_es` text NOT NULL,
	`title_fr` text NOT NULL,
	`excerpt_en` text NOT NULL,
	`excerpt_es` text NOT NULL,
	`excerpt_fr` text NOT NULL,
	`content_en` text NOT NULL,
	`content_es` text NOT NULL,
	`content_fr` text NOT NULL,
	`seo_description_en` text DEFAULT '' NOT NULL,
	`seo_description_es` text DEFAULT '' NOT NULL,
	`seo_description_fr` text DEFAULT '' NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`published_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_version_idx` ON `blog_posts` (`version`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `dashboard_offers` (
	`id` text PRIMARY KEY NOT NULL,
	`title_en` text NOT NULL,
	`title_es` text NOT NULL,
	`title_fr` text NOT NULL,
	`description_en` text NOT NULL,
	`description_es` text NOT NULL,
	`description_fr` text NOT NULL,
	`target_role` text,
	`discount_code` text,
	`image_url` text,
	`cta_link_en` text,
	`cta_link_es` text,
	`cta_link_fr` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`template` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`key` text NOT NULL,
	`scope` text NOT NULL,
	`request_hash` text NOT NULL,
	`status_code` integer,
	`response_body` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_expires_idx` ON `idempotency_keys` (`expires_at`);--> statement-breakpoint
CREATE TABLE `loyalty_ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`points` integer NOT NULL,
	`transaction_type` text NOT NULL,
	`reference_id` text,
	`description` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "loyalty_ledger_type_valid" CHECK(transaction_type in ('earned', 'redeemed')),
	CONSTRAINT "loyalty_ledger_points_positive" CHECK("loyalty_ledger"."points" > 0)
);
--> statement-breakpoint
CREATE INDEX `loyalty_ledger_user_idx` ON `loyalty_ledger` (`user_id`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`subscribed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`unsubscribed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`product_id` text NOT NULL,
	`product_code` text NOT NULL,
	`product_name` text NOT NULL,
	`product_image` text,
	`color` text NOT NULL,
	`size` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`subtotal_cents` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "order_items_quantity_positive" CHECK("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_items_product_idx` ON `order_items` (`product_id`);--> statement-breakpoint
CREATE TABLE `order_shipments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`carrier` text,
	`tracking_number` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`shipped_at` text,
	`estimated_delivery` text,
	`delivered_at` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_shipments_order_idx` ON `order_shipments` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`order_number` text NOT NULL,
	`user_id` text,
	`wholesale_account_id` text,
	`customer_email` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_phone` text,
	`shipping_address_id` text,
	`billing_address_id` text,
	`shipping_address` text,
	`billing_address` text,
	`subtotal_cents` integer NOT NULL,
	`shipping_cents` integer DEFAULT 0 NOT NULL,
	`tax_cents` integer DEFAULT 0 NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`payment_intent_id` text,
	`payment_method` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`wholesale_account_id`) REFERENCES `wholesale_accounts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`shipping_address_id`) REFERENCES `user_addresses`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`billing_address_id`) REFERENCES `user_addresses`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status_valid" CHECK(status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_order_number_unique` ON `orders` (`order_number`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_payment_intent_unique` ON `orders` (`payment_intent_id`);--> statement-breakpoint
CREATE TABLE `products` (
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
	`stock` integer DEFAULT 0 NOT NULL,
	`low_stock_threshold` integer DEFAULT 5 NOT NULL,
	`is_custom_made` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "products_stock_non_negative" CHECK("products"."stock" >= 0),
	CONSTRAINT "products_price_non_negative" CHECK("products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_code_unique` ON `products` (`code`);--> statement-breakpoint
CREATE INDEX `products_version_idx` ON `products` (`version`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_start` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`data` text,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `sync_tombstones` (
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`version` integer NOT NULL,
	PRIMARY KEY(`entity`, `entity_id`)
);
--> statement-breakpoint
CREATE INDEX `sync_tombstones_version_idx` ON `sync_tombstones` (`version`);--> statement-breakpoint
CREATE TABLE `user_addresses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text DEFAULT 'shipping' NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`full_name` text NOT NULL,
	`address_line1` text NOT NULL,
	`address_line2` text,
	`city` text NOT NULL,
	`state` text,
	`postal_code` text,
	`country` text NOT NULL,
	`phone` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_addresses_user_idx` ON `user_addresses` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_credentials` (
	`user_id` text PRIMARY KEY NOT NULL,
	`password_hash` text NOT NULL,
	`password_reset_token` text,
	`password_reset_expiry` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text,
	`role` text DEFAULT 'customer' NOT NULL,
	`preferred_language` text DEFAULT 'en' NOT NULL,
	`profile_image_url` text,
	`is_email_verified` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "users_role_valid" CHECK(role in ('customer', 'wholesale', 'staff', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `wholesale_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`company_name` text NOT NULL,
	`tax_id` text,
	`business_type` text,
	`pricing_tier` text DEFAULT 'standard' NOT NULL,
	`discount_basis_points` integer DEFAULT 0 NOT NULL,
	`credit_limit_cents` integer DEFAULT 0 NOT NULL,
	`minimum_order_quantity` integer DEFAULT 10 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`approved_at` text,
	`approved_by` text,
	`notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "wholesale_accounts_status_valid" CHECK(status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `wholesale_accounts_user_idx` ON `wholesale_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `wholesale_inquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`country` text NOT NULL,
	`items` text DEFAULT '[]' NOT NULL,
	`notes` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`user_id` text,
	`language` text DEFAULT 'en' NOT NULL,
	`business_type` text,
	`years_in_business` text,
	`tax_id` text,
	`website` text,
	`products_interested` text DEFAULT '[]' NOT NULL,
	`estimated_monthly_order` text,
	`target_market` text,
	`current_suppliers` text,
	`additional_notes` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "wholesale_inquiries_status_valid" CHECK(status in ('pending', 'reviewing', 'approved', 'rejected', 'contacted'))
);
--> statement-breakpoint
CREATE INDEX `wholesale_inquiries_created_idx` ON `wholesale_inquiries` (`created_at`);--> statement-breakpoint
CREATE INDEX `wholesale_inquiries_user_idx` ON `wholesale_inquiries` (`user_id`);