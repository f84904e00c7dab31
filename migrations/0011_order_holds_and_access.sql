-- Stock no one can hoard, orders only their buyer sees (decision 023). An unpaid order holds its
-- units until `hold_expires_at` (short, extended while the shopper pays); `units` counts every line
-- against the retail caps; the client that placed it is recorded as keyed hashes of its address
-- and device (never the address itself), beside the order's email; `access_key` is the key of the
-- order's signed link (an HMAC of its id), kept so the confirmation email can carry it.
-- Hand-written: ALTER TABLE keeps the orders table (and its references) in place.
ALTER TABLE `orders` ADD `hold_expires_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `hold_extended_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `units` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `client_ip_hash` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `client_device_hash` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `client_hold_limit` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `access_key` text;--> statement-breakpoint
-- Orders placed before: their units, and the hold they had (30 minutes after placement).
UPDATE `orders` SET `units` = (SELECT coalesce(sum(`quantity`), 0) FROM `order_items` WHERE `order_id` = `orders`.`id`);--> statement-breakpoint
UPDATE `orders` SET `hold_expires_at` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, '+30 minutes') WHERE `status` = 'pending';--> statement-breakpoint
-- The expiry job looks for pending orders whose hold has passed.
CREATE INDEX `orders_status_hold_idx` ON `orders` (`status`,`hold_expires_at`);--> statement-breakpoint
CREATE INDEX `orders_client_ip_idx` ON `orders` (`client_ip_hash`);--> statement-breakpoint
CREATE INDEX `orders_client_device_idx` ON `orders` (`client_device_hash`);--> statement-breakpoint
-- One client (the same address, email or device) never holds more than `client_hold_limit` units
-- across its pending orders: a new order that would take it past aborts the batch placing it.
-- SQLite runs write transactions one at a time, so parallel checkouts cannot both pass.
CREATE TRIGGER orders_client_hold_limit BEFORE INSERT ON orders
WHEN NEW.status = 'pending' AND NEW.client_hold_limit IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'client_hold_exceeded')
  WHERE NEW.units + (
    SELECT coalesce(sum(`units`), 0) FROM `orders`
    WHERE `status` = 'pending' AND (
      `client_ip_hash` = NEW.client_ip_hash
      OR `client_device_hash` = NEW.client_device_hash
      OR lower(`customer_email`) = lower(NEW.customer_email)
    )
  ) > NEW.client_hold_limit;
END;
