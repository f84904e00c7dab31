-- The catalogue's order (oldest first, then by code) among products on sale: the full list, its
-- pages and the shop's first page walk this index instead of sorting the table (decision 027).
CREATE INDEX `products_active_order_idx` ON `products` (`is_active`,`created_at`,`code`);
