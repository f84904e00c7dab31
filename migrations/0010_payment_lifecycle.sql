-- The whole card-payment lifecycle (decision 012): refunds of any size from the shop or from the
-- provider's dashboard, disputes, and where the shopper's current payment attempt stands.
-- Hand-written: ALTER TABLE keeps the orders table (and its references) in place.
CREATE TABLE `payment_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`source` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`gateway_refund_id` text,
	`lines` text,
	`reason` text,
	`restocked` integer DEFAULT false NOT NULL,
	`points_taken_back` integer DEFAULT 0 NOT NULL,
	`points_written_off` integer DEFAULT 0 NOT NULL,
	`refunded_by` text,
	`created_at` text NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`refunded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payment_refunds_amount_positive" CHECK("amount_cents" > 0),
	CONSTRAINT "payment_refunds_source_valid" CHECK(source in ('shop', 'provider')),
	CONSTRAINT "payment_refunds_status_valid" CHECK(status in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `payment_refunds_order_idx` ON `payment_refunds` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_refunds_gateway_refund_unique` ON `payment_refunds` (`gateway_refund_id`);--> statement-breakpoint
-- What was refunded before partial refunds existed: one full refund per order.
INSERT INTO `payment_refunds` (`id`, `order_id`, `amount_cents`, `source`, `status`, `refunded_by`, `created_at`, `completed_at`)
SELECT 'legacy-' || `order_id`, `order_id`, `amount_cents`, 'shop', 'succeeded', `refunded_by`, `refunded_at`, `refunded_at`
FROM `order_refunds` WHERE `amount_cents` > 0;--> statement-breakpoint
-- payment_refunds is now the only record of refunds (decision 012).
DROP TABLE `order_refunds`;--> statement-breakpoint
-- Never refund more than was paid: a refund (pending or done) that would take the order's refunds
-- past its total aborts the batch it is in. SQLite runs write transactions one at a time, so two
-- staff members refunding at once cannot both pass.
CREATE TRIGGER payment_refunds_within_payment BEFORE INSERT ON payment_refunds
BEGIN
  SELECT RAISE(ABORT, 'refund_exceeds_payment')
  WHERE NEW.amount_cents + (
    SELECT coalesce(sum(amount_cents), 0) FROM payment_refunds WHERE order_id = NEW.order_id AND status != 'failed'
  ) > (SELECT total_cents FROM orders WHERE id = NEW.order_id);
END;--> statement-breakpoint
CREATE TABLE `order_disputes` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`reason` text NOT NULL,
	`status` text NOT NULL,
	`evidence_due_by` text,
	`last_event_at` text NOT NULL,
	`opened_at` text NOT NULL,
	`closed_at` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_disputes_order_idx` ON `order_disputes` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_disputes_status_idx` ON `order_disputes` (`status`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_attempt` text CONSTRAINT "orders_payment_attempt_valid" CHECK(payment_attempt is null or payment_attempt in ('processing', 'failed'));--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_failure_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_attempt_at` text;--> statement-breakpoint
ALTER TABLE `test_payment_intents` ADD `scenario` text;--> statement-breakpoint
ALTER TABLE `test_payment_intents` ADD `next_step_at` text;
--> statement-breakpoint
ALTER TABLE `test_payment_intents` ADD `scenario_step` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `test_payment_intents` ADD `refunds` text;--> statement-breakpoint
-- A payment that succeeded after its order was cancelled (a bank debit that took days, a staff
-- cancel): the order is restored if its units are still there, otherwise the payment is refunded.
-- One row per order, written first in the batch that does either, so the order is restored or
-- refunded once, whatever the number of webhook deliveries and expiry runs that find it.
CREATE TABLE `late_payments` (
	`order_id` text PRIMARY KEY NOT NULL,
	`payment_intent_id` text NOT NULL,
	`outcome` text NOT NULL,
	`settled_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "late_payments_outcome_valid" CHECK(outcome in ('restored', 'refunded'))
);
