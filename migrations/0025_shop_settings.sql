-- The shop's settings edited in the back office, one row per setting (decision 041): `value` is
-- the JSON of what differs from the setting's defaults in shared/ (the returns policy's is
-- DEFAULT_RETURN_POLICY), so a setting never stored, and any part of it never changed, follows
-- the defaults. `updated_by` is who saved it last (not a foreign key, like the audit log's user).
-- Hand-written.
CREATE TABLE `shop_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text,
	CONSTRAINT "shop_settings_value_json" CHECK(json_valid(`value`))
);
