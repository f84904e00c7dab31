-- The number people see for an order is the first 8 characters of its id (decision 040): no two
-- orders may share them. New ids are drawn until they are free (services/order-numbers.ts); this
-- index refuses the rare pair drawn at the same moment, and serves that lookup.
CREATE UNIQUE INDEX `orders_reference_unique` ON `orders` (substr(`id`, 1, 8));
