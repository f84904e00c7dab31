-- Review requests and helpful votes (decision 042): one email per order, a configured number of days after its
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
--> statement-breakpoint
-- "Was this review helpful?" (decision 042): one vote per review and voter (the account, else the
-- device, else the address, as keyed hashes); `reviews.helpful_count` is kept by the trigger, so
-- the product page can sort by it.
ALTER TABLE `reviews` ADD `helpful_count` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE `review_votes` (
  `review_id` text NOT NULL REFERENCES `reviews`(`id`) ON DELETE cascade,
  `voter` text NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  PRIMARY KEY(`review_id`, `voter`)
);
--> statement-breakpoint
CREATE TRIGGER review_votes_count AFTER INSERT ON review_votes
BEGIN
  UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = NEW.review_id;
END;
--> statement-breakpoint
CREATE INDEX `reviews_product_helpful_idx` ON `reviews` (`product_id`, `status`, `helpful_count`);
--> statement-breakpoint
-- A review's photos (decision 042): private files in the photo store under
-- `reviews/<review id>/<sha-256>.<ext>` (never the public uploads route's names), read through the
-- reviews calls: by everyone once the review is approved, before that by its buyer and staff only.
CREATE TABLE `review_photos` (
  `id` text PRIMARY KEY NOT NULL,
  `review_id` text NOT NULL REFERENCES `reviews`(`id`) ON DELETE cascade,
  `storage_key` text NOT NULL,
  `content_type` text NOT NULL,
  `size_bytes` integer NOT NULL,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  CONSTRAINT "review_photos_size_positive" CHECK(size_bytes > 0)
);
--> statement-breakpoint
CREATE INDEX `review_photos_review_idx` ON `review_photos` (`review_id`, `created_at`);
