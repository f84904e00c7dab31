-- Search in the back office's lists must go through indexed columns (decision 017).
-- The boxes find a piece of a name, an email, an order number or an id anywhere in the
-- text ("rios" finds "Ana Ríos", "3f2a" finds the order whose id starts so), which a B-tree index
-- cannot serve: these FTS5 tables with the trigram tokenizer index every 3-character piece,
-- case- and accent-insensitively. Triggers keep them in step with every write, whatever code path
-- makes it; each row carries its record's id, and a trigger finds that row through the index
-- (MATCH on the id column) rather than by rowid, which VACUUM may renumber.
CREATE VIRTUAL TABLE orders_search USING fts5(order_id, order_number, customer_name, customer_email, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
INSERT INTO orders_search (order_id, order_number, customer_name, customer_email)
  SELECT id, order_number, customer_name, customer_email FROM orders;
--> statement-breakpoint
CREATE TRIGGER orders_search_insert AFTER INSERT ON orders
BEGIN
  INSERT INTO orders_search (order_id, order_number, customer_name, customer_email)
    VALUES (NEW.id, NEW.order_number, NEW.customer_name, NEW.customer_email);
END;
--> statement-breakpoint
CREATE TRIGGER orders_search_update AFTER UPDATE OF id, order_number, customer_name, customer_email ON orders
BEGIN
  DELETE FROM orders_search WHERE orders_search MATCH 'order_id : "' || replace(OLD.id, '"', '""') || '"';
  INSERT INTO orders_search (order_id, order_number, customer_name, customer_email)
    VALUES (NEW.id, NEW.order_number, NEW.customer_name, NEW.customer_email);
END;
--> statement-breakpoint
CREATE TRIGGER orders_search_delete AFTER DELETE ON orders
BEGIN
  DELETE FROM orders_search WHERE orders_search MATCH 'order_id : "' || replace(OLD.id, '"', '""') || '"';
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE users_search USING fts5(user_id, email, first_name, last_name, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
INSERT INTO users_search (user_id, email, first_name, last_name)
  SELECT id, email, first_name, last_name FROM users;
--> statement-breakpoint
CREATE TRIGGER users_search_insert AFTER INSERT ON users
BEGIN
  INSERT INTO users_search (user_id, email, first_name, last_name) VALUES (NEW.id, NEW.email, NEW.first_name, NEW.last_name);
END;
--> statement-breakpoint
CREATE TRIGGER users_search_update AFTER UPDATE OF id, email, first_name, last_name ON users
BEGIN
  DELETE FROM users_search WHERE users_search MATCH 'user_id : "' || replace(OLD.id, '"', '""') || '"';
  INSERT INTO users_search (user_id, email, first_name, last_name) VALUES (NEW.id, NEW.email, NEW.first_name, NEW.last_name);
END;
--> statement-breakpoint
CREATE TRIGGER users_search_delete AFTER DELETE ON users
BEGIN
  DELETE FROM users_search WHERE users_search MATCH 'user_id : "' || replace(OLD.id, '"', '""') || '"';
END;
