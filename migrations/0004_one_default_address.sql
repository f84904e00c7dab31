-- Exactly one default address per user (decision 015). Data first, so the index can be built on any
-- existing database: where a user has several defaults the newest stays the default, and a user
-- with addresses but no default gets their newest as the default.
UPDATE `user_addresses` SET `is_default` = 0
WHERE `is_default` = 1
  AND `id` <> (
    SELECT `other`.`id` FROM `user_addresses` AS `other`
    WHERE `other`.`user_id` = `user_addresses`.`user_id` AND `other`.`is_default` = 1
    ORDER BY `other`.`created_at` DESC, `other`.`id` DESC LIMIT 1
  );--> statement-breakpoint
UPDATE `user_addresses` SET `is_default` = 1
WHERE `id` IN (
  SELECT (
    SELECT `newest`.`id` FROM `user_addresses` AS `newest`
    WHERE `newest`.`user_id` = `owners`.`user_id`
    ORDER BY `newest`.`created_at` DESC, `newest`.`id` DESC LIMIT 1
  )
  FROM (SELECT DISTINCT `user_id` FROM `user_addresses`) AS `owners`
  WHERE NOT EXISTS (SELECT 1 FROM `user_addresses` AS `d` WHERE `d`.`user_id` = `owners`.`user_id` AND `d`.`is_default` = 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX `user_addresses_one_default` ON `user_addresses` (`user_id`) WHERE "user_addresses"."is_default" = 1;
