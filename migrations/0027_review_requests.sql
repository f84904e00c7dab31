-- Review requests (decision 042): one email per order, a configured number of days after its
-- delivery. `review_requested_at` is claimed by one conditional update before the email is queued,
-- so the job sends it once however often it runs. An address that unsubscribed from these emails
-- (one click from any of them) gets no other.
ALTER TABLE `orders` ADD `review_requested_at` text;
--> statement-breakpoint
CREATE TABLE `review_request_opt_outs` (
  `email` text PRIMARY KEY NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `order_shipments_delivered_idx` ON `order_shipments` (`delivered_at`) WHERE `delivered_at` IS NOT NULL;
