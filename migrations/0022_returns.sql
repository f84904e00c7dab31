-- Returns and exchanges (decision 039), run by the policy in shared/returns (decision 037).
-- Products carry a `returnable` flag (the catalogue editor's, default on); an order line keeps the
-- flag as it was when ordered, and whether it was a sample (wholesale or distributor samples never
-- come back; nothing places a sample line yet, so every line so far is not one).
ALTER TABLE `products` ADD `returnable` integer DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE `order_items` ADD `returnable` integer DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE `order_items` ADD `sample` integer DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE `order_items` SET `returnable` = (SELECT `returnable` FROM `products` WHERE `products`.`id` = `order_items`.`product_id`);
--> statement-breakpoint
-- A return case: RMA-<n> from the `return_number` counter, the order, who asked (the order's user,
-- or a guest by the order's email), its state (shared/returns/states.ts), what was asked, and
-- staff's steps. `finishing_at` is claimed by one conditional update before any money moves, so
-- two staff members finishing the same case at once start one refund.
CREATE TABLE `return_cases` (
  `id` text PRIMARY KEY NOT NULL,
  `case_number` text NOT NULL,
  `order_id` text NOT NULL REFERENCES `orders`(`id`) ON DELETE cascade,
  `user_id` text REFERENCES `users`(`id`) ON DELETE set null,
  `customer_email` text NOT NULL,
  `language` text DEFAULT 'en' NOT NULL,
  `status` text DEFAULT 'requested' NOT NULL,
  `reason` text NOT NULL,
  `outcome` text NOT NULL,
  `terms` text NOT NULL,
  `message` text DEFAULT '' NOT NULL,
  `waiting_since` text,
  `reminded_at` text,
  `decision_note` text,
  `decided_by` text REFERENCES `users`(`id`) ON DELETE set null,
  `approved_at` text,
  `shipped_back_at` text,
  `received_at` text,
  `inspected_at` text,
  `inspection_note` text,
  `finishing_at` text,
  `finished_by` text REFERENCES `users`(`id`) ON DELETE set null,
  `finished_at` text,
  `amount_cents` integer,
  `refund_id` text REFERENCES `payment_refunds`(`id`) ON DELETE set null,
  `exchange_order_id` text REFERENCES `orders`(`id`) ON DELETE set null,
  `closed_at` text,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  CONSTRAINT "return_cases_status_valid" CHECK(status in ('requested', 'approved', 'rejected', 'shipped_back', 'received', 'refunded', 'credited', 'exchanged', 'closed')),
  CONSTRAINT "return_cases_reason_valid" CHECK(reason in ('wrong_size', 'defect_or_damage', 'not_as_described', 'changed_mind', 'other')),
  CONSTRAINT "return_cases_outcome_valid" CHECK(outcome in ('card_refund', 'store_credit', 'exchange')),
  CONSTRAINT "return_cases_terms_valid" CHECK(terms in ('shop_fault', 'size', 'standard'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `return_cases_case_number_unique` ON `return_cases` (`case_number`);
--> statement-breakpoint
CREATE INDEX `return_cases_order_idx` ON `return_cases` (`order_id`);
--> statement-breakpoint
CREATE INDEX `return_cases_user_idx` ON `return_cases` (`user_id`, `created_at`);
--> statement-breakpoint
CREATE INDEX `return_cases_status_created_idx` ON `return_cases` (`status`, `created_at`);
--> statement-breakpoint
CREATE INDEX `return_cases_waiting_idx` ON `return_cases` (`status`, `waiting_since`);
--> statement-breakpoint
INSERT INTO `counters` (`name`, `value`) VALUES ('return_number', 1000) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A line of a case: units of one order line, and what the inspection found. `holds_units` is on
-- while the case may still take them back (cleared when it is rejected or closed unfinished).
CREATE TABLE `return_lines` (
  `id` text PRIMARY KEY NOT NULL,
  `case_id` text NOT NULL REFERENCES `return_cases`(`id`) ON DELETE cascade,
  `order_item_id` text NOT NULL REFERENCES `order_items`(`id`) ON DELETE cascade,
  `quantity` integer NOT NULL,
  `holds_units` integer DEFAULT true NOT NULL,
  `exchange_color` text,
  `exchange_size` text,
  `condition` text,
  `restock` integer DEFAULT false NOT NULL,
  `damaged_quantity` integer DEFAULT 0 NOT NULL,
  CONSTRAINT "return_lines_quantity_positive" CHECK(quantity > 0),
  CONSTRAINT "return_lines_damaged_within" CHECK(damaged_quantity >= 0 AND damaged_quantity <= quantity),
  CONSTRAINT "return_lines_condition_valid" CHECK(condition is null or condition in ('as_new', 'worn', 'damaged'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `return_lines_case_item_unique` ON `return_lines` (`case_id`, `order_item_id`);
--> statement-breakpoint
CREATE INDEX `return_lines_item_idx` ON `return_lines` (`order_item_id`);
--> statement-breakpoint
-- A line's units are never in two cases: the units held by cases never exceed what was ordered.
-- The database takes one write at a time, so two requests for the same line cannot both pass.
CREATE TRIGGER return_lines_within_ordered_insert BEFORE INSERT ON return_lines
WHEN NEW.holds_units
BEGIN
  SELECT RAISE(ABORT, 'return_lines_within_ordered')
  WHERE NEW.quantity + (SELECT coalesce(sum(quantity), 0) FROM return_lines WHERE order_item_id = NEW.order_item_id AND holds_units)
    > (SELECT quantity FROM order_items WHERE id = NEW.order_item_id);
END;
--> statement-breakpoint
CREATE TRIGGER return_lines_within_ordered_update BEFORE UPDATE OF quantity, holds_units, order_item_id ON return_lines
WHEN NEW.holds_units
BEGIN
  SELECT RAISE(ABORT, 'return_lines_within_ordered')
  WHERE NEW.quantity + (SELECT coalesce(sum(quantity), 0) FROM return_lines WHERE order_item_id = NEW.order_item_id AND holds_units AND id <> NEW.id)
    > (SELECT quantity FROM order_items WHERE id = NEW.order_item_id);
END;
--> statement-breakpoint
-- The case's timeline: messages of the customer and staff, and each step taken (`status`).
CREATE TABLE `return_messages` (
  `id` text PRIMARY KEY NOT NULL,
  `case_id` text NOT NULL REFERENCES `return_cases`(`id`) ON DELETE cascade,
  `author` text NOT NULL,
  `author_id` text REFERENCES `users`(`id`) ON DELETE set null,
  `body` text DEFAULT '' NOT NULL,
  `status` text,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  CONSTRAINT "return_messages_author_valid" CHECK(author in ('customer', 'staff', 'job'))
);
--> statement-breakpoint
CREATE INDEX `return_messages_case_idx` ON `return_messages` (`case_id`, `created_at`);
--> statement-breakpoint
-- Photos and videos the customer sent: private files (the photo store's `returns/` prefix, never
-- the public uploads route), read only by the customer and staff.
CREATE TABLE `return_evidence` (
  `id` text PRIMARY KEY NOT NULL,
  `case_id` text NOT NULL REFERENCES `return_cases`(`id`) ON DELETE cascade,
  `storage_key` text NOT NULL,
  `content_type` text NOT NULL,
  `size_bytes` integer NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  CONSTRAINT "return_evidence_size_positive" CHECK(size_bytes > 0)
);
--> statement-breakpoint
CREATE INDEX `return_evidence_case_idx` ON `return_evidence` (`case_id`);
