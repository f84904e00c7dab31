-- Discount codes in the back office (decision 034): staff may pause a code and resume it. While
-- `paused_at` is set the shared evaluation refuses the code (`paused`); ending a code sets its
-- `ends_at` instead, and needs no column.
ALTER TABLE `discount_codes` ADD `paused_at` text;
