CREATE TABLE `order_settlements` (
	`order_id` text PRIMARY KEY NOT NULL,
	`outcome` text NOT NULL,
	`settled_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_settlements_outcome_valid" CHECK(outcome in ('paid', 'expired', 'payment_canceled', 'cancelled_by_shop'))
);
--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`order_id` text,
	`processed_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `test_payment_intents` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`client_secret` text NOT NULL,
	`status` text DEFAULT 'requires_payment_method' NOT NULL,
	`amount_refunded_cents` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_at` text;--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
-- Hand-written instead of drizzle-kit's table rebuild: a rebuild would drop the sync triggers of
-- 0001 and, with foreign keys on, cannot drop a products table that order items reference. SQLite
-- checks a column's CHECK against every existing row when it is added (3.37+); 0 always passes.
ALTER TABLE `products` ADD `reserved` integer DEFAULT 0 NOT NULL CONSTRAINT "products_reserved_within_stock" CHECK("reserved" >= 0 AND "reserved" <= "stock");--> statement-breakpoint
CREATE INDEX `loyalty_ledger_reference_idx` ON `loyalty_ledger` (`reference_id`);--> statement-breakpoint
-- Loyalty balance = earned − redeemed, never below zero (decision 012): a redemption larger than the
-- balance aborts the whole batch it is part of, so two checkouts redeeming at once cannot both
-- spend the same points (SQLite runs write transactions one at a time).
CREATE TRIGGER loyalty_ledger_no_overdraft BEFORE INSERT ON loyalty_ledger
WHEN NEW.transaction_type = 'redeemed'
BEGIN
  SELECT RAISE(ABORT, 'loyalty_balance_insufficient')
  WHERE NEW.points > (
    SELECT coalesce(sum(CASE transaction_type WHEN 'earned' THEN points ELSE -points END), 0)
    FROM loyalty_ledger WHERE user_id = NEW.user_id
  );
END;
