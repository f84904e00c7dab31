-- Counters start here: the order-number sequence and the delta-sync cursor.
INSERT INTO counters (name, value) VALUES ('sync', 0), ('order_number', 100000) ON CONFLICT(name) DO NOTHING;
--> statement-breakpoint
-- Every insert, update (stock and price included) and delete of a product or blog post
-- advances the sync counter and stamps the row, whatever code path made the change.
CREATE TRIGGER products_sync_insert AFTER INSERT ON products
BEGIN
  UPDATE counters SET value = value + 1 WHERE name = 'sync';
  UPDATE products SET version = (SELECT value FROM counters WHERE name = 'sync') WHERE id = NEW.id;
  DELETE FROM sync_tombstones WHERE entity = 'product' AND entity_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER products_sync_update AFTER UPDATE ON products WHEN NEW.version = OLD.version
BEGIN
  UPDATE counters SET value = value + 1 WHERE name = 'sync';
  UPDATE products
    SET version = (SELECT value FROM counters WHERE name = 'sync'),
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER products_sync_delete AFTER DELETE ON products
BEGIN
  UPDATE counters SET value = value + 1 WHERE name = 'sync';
  INSERT INTO sync_tombstones (entity, entity_id, version)
    VALUES ('product', OLD.id, (SELECT value FROM counters WHERE name = 'sync'))
    ON CONFLICT(entity, entity_id) DO UPDATE SET version = excluded.version;
END;
--> statement-breakpoint
CREATE TRIGGER blog_posts_sync_insert AFTER INSERT ON blog_posts
BEGIN
  UPDATE counters SET value = value + 1 WHERE name = 'sync';
  UPDATE blog_posts SET version = (SELECT value FROM counters WHERE name = 'sync') WHERE id = NEW.id;
  DELETE FROM sync_tombstones WHERE entity = 'post' AND entity_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER blog_posts_sync_update AFTER UPDATE ON blog_posts WHEN NEW.version = OLD.version
BEGIN
  UPDATE counters SET value = value + 1 WHERE name = 'sync';
  UPDATE blog_posts
    SET version = (SELECT value FROM counters WHERE name = 'sync'),
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER blog_posts_sync_delete AFTER DELETE ON blog_posts
BEGIN
  UPDATE counters SET value = value + 1 WHERE name = 'sync';
  INSERT INTO sync_tombstones (entity, entity_id, version)
    VALUES ('post', OLD.id, (SELECT value FROM counters WHERE name = 'sync'))
    ON CONFLICT(entity, entity_id) DO UPDATE SET version = excluded.version;
END;
