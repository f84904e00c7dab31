-- Store credit (decision 035): each customer's balance is the sum of a ledger of signed entries in
-- cents: credit issued (a refund taken as credit, with its bonus, or goodwill from staff), spent on
-- an order (negative), returned (an unpaid order that expired or was cancelled gives its credit
-- back; a refund gives back the part of an order that credit paid). Hand-written.
CREATE TABLE `store_credit_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`order_id` text,
	`refund_id` text,
	`issued_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`refund_id`) REFERENCES `payment_refunds`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`issued_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "store_credit_entries_kind_valid" CHECK(kind in ('issued', 'spent', 'returned')),
	CONSTRAINT "store_credit_entries_reason_valid" CHECK(
		(kind = 'issued' and reason in ('refund', 'goodwill'))
		or (kind = 'spent' and reason = 'order')
		or (kind = 'returned' and reason in ('order_expired', 'order_cancelled', 'refund'))
	),
	CONSTRAINT "store_credit_entries_sign_valid" CHECK((kind = 'spent' and amount_cents < 0) or (kind <> 'spent' and amount_cents > 0))
);
--> statement-breakpoint
CREATE INDEX `store_credit_entries_user_idx` ON `store_credit_entries` (`user_id`, `created_at`);
--> statement-breakpoint
-- An unpaid order gives its credit back once, however many expiry runs, cancellations or
-- settlements race: a second batch fails on this index as a whole. (An order spends credit in the
-- batch that places it, and again only if a payment after its expiry restores it.)
CREATE UNIQUE INDEX `store_credit_entries_order_once` ON `store_credit_entries` (`order_id`) WHERE `reason` in ('order_expired', 'order_cancelled');
--> statement-breakpoint
-- A refund credits the ledger once (its credit part back, or the refund and its bonus).
CREATE UNIQUE INDEX `store_credit_entries_refund_once` ON `store_credit_entries` (`refund_id`, `kind`) WHERE `refund_id` IS NOT NULL;
--> statement-breakpoint
-- The balance never goes below zero (decision 035): an entry that would make it negative aborts the
-- whole batch it is part of, so parallel checkouts spending the same credit cannot both spend it
-- (SQLite runs write transactions one at a time), like the loyalty ledger's overdraft trigger.
CREATE TRIGGER `store_credit_entries_no_overdraft` BEFORE INSERT ON `store_credit_entries`
WHEN NEW.amount_cents < 0
BEGIN
  SELECT RAISE(ABORT, 'store_credit_balance_insufficient')
  WHERE NEW.amount_cents + (SELECT coalesce(sum(amount_cents), 0) FROM store_credit_entries WHERE user_id = NEW.user_id) < 0;
END;
--> statement-breakpoint
-- The credit applied to an order at checkout; the card is charged total_cents - store_credit_cents.
ALTER TABLE `orders` ADD `store_credit_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Where a shop refund went: back to the card, or to the customer's store credit (decision 035), and
-- the credit it issued (the order's credit part given back, the rest with its bonus).
ALTER TABLE `payment_refunds` ADD `destination` text DEFAULT 'card' NOT NULL;
--> statement-breakpoint
ALTER TABLE `payment_refunds` ADD `credit_issued_cents` integer;
