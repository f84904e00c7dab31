-- Verified reviews with fit feedback (decision 042). One review per order line: only its buyer
-- writes it, once the line has reached them; it waits for staff (`pending`) until approved or
-- rejected, and an edit sends it back. The size and colour are the line's; the public name is
-- computed when it is written ("Lucía M."), shown only when the author chose so. Deleting an
-- account deletes its reviews (decision 015's promise: what they wrote goes with them); a guest's
-- reviews have no account.
CREATE TABLE `reviews` (
  `id` text PRIMARY KEY NOT NULL,
  `order_item_id` text NOT NULL REFERENCES `order_items`(`id`) ON DELETE cascade,
  `order_id` text NOT NULL REFERENCES `orders`(`id`) ON DELETE cascade,
  `product_id` text NOT NULL REFERENCES `products`(`id`) ON DELETE cascade,
  `user_id` text REFERENCES `users`(`id`) ON DELETE cascade,
  `customer_email` text NOT NULL,
  `rating` integer NOT NULL,
  `fit` text NOT NULL,
  `size` text NOT NULL,
  `color` text NOT NULL,
  `title` text NOT NULL,
  `body` text NOT NULL,
  `display` text DEFAULT 'first_name_initial' NOT NULL,
  `author_name` text DEFAULT '' NOT NULL,
  `language` text NOT NULL,
  `status` text DEFAULT 'pending' NOT NULL,
  `reject_reason` text,
  `duplicate_text` integer DEFAULT false NOT NULL,
  `text_hash` text NOT NULL,
  `reply` text,
  `replied_by` text REFERENCES `users`(`id`) ON DELETE set null,
  `replied_at` text,
  `moderated_by` text REFERENCES `users`(`id`) ON DELETE set null,
  `moderated_at` text,
  `published_at` text,
  `created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  `updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  CONSTRAINT "reviews_rating_valid" CHECK(rating >= 1 AND rating <= 5),
  CONSTRAINT "reviews_fit_valid" CHECK(fit in ('runs_small', 'true_to_size', 'runs_large')),
  CONSTRAINT "reviews_display_valid" CHECK(display in ('first_name_initial', 'anonymous')),
  CONSTRAINT "reviews_language_valid" CHECK(language in ('en', 'es', 'fr')),
  CONSTRAINT "reviews_status_valid" CHECK(status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_item_unique` ON `reviews` (`order_item_id`);
--> statement-breakpoint
CREATE INDEX `reviews_product_status_idx` ON `reviews` (`product_id`, `status`, `created_at`);
--> statement-breakpoint
CREATE INDEX `reviews_status_created_idx` ON `reviews` (`status`, `created_at`);
--> statement-breakpoint
CREATE INDEX `reviews_order_idx` ON `reviews` (`order_id`);
--> statement-breakpoint
CREATE INDEX `reviews_text_hash_idx` ON `reviews` (`text_hash`);
--> statement-breakpoint
-- A product's rating, kept by the triggers below from its approved reviews only: the count and the
-- sum of their stars. Writing them restamps the product's sync version, so cards and cached pages
-- everywhere learn the new rating at their next sync.
ALTER TABLE `products` ADD `review_count` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `products` ADD `rating_total` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_insert AFTER INSERT ON reviews
WHEN NEW.status = 'approved'
BEGIN
  UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = NEW.product_id AND status = 'approved'),
    rating_total = (SELECT coalesce(sum(rating), 0) FROM reviews WHERE product_id = NEW.product_id AND status = 'approved')
  WHERE id = NEW.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_update AFTER UPDATE OF status, rating, product_id ON reviews
WHEN OLD.status = 'approved' OR NEW.status = 'approved'
BEGIN
  UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = products.id AND status = 'approved'),
    rating_total = (SELECT coalesce(sum(rating), 0) FROM reviews WHERE product_id = products.id AND status = 'approved')
  WHERE id IN (OLD.product_id, NEW.product_id);
END;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_delete AFTER DELETE ON reviews
WHEN OLD.status = 'approved'
BEGIN
  UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = OLD.product_id AND status = 'approved'),
    rating_total = (SELECT coalesce(sum(rating), 0) FROM reviews WHERE product_id = OLD.product_id AND status = 'approved')
  WHERE id = OLD.product_id;
END;
