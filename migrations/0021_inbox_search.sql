-- The back office's Messages and Subscribers screens (decision 038). Their search boxes go through
-- trigram indexes, as the orders' and users' do (migration 0007): a piece of a name, an email or a
-- subject anywhere in the text, case- and accent-insensitively, kept in step by triggers. The lists
-- read newest first, by status: B-tree indexes serve the order, the filter and the counts.
CREATE VIRTUAL TABLE contact_messages_search USING fts5(message_id, name, email, subject, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
INSERT INTO contact_messages_search (message_id, name, email, subject)
  SELECT id, name, email, subject FROM contact_messages;
--> statement-breakpoint
CREATE TRIGGER contact_messages_search_insert AFTER INSERT ON contact_messages
BEGIN
  INSERT INTO contact_messages_search (message_id, name, email, subject) VALUES (NEW.id, NEW.name, NEW.email, NEW.subject);
END;
--> statement-breakpoint
CREATE TRIGGER contact_messages_search_update AFTER UPDATE OF id, name, email, subject ON contact_messages
BEGIN
  DELETE FROM contact_messages_search WHERE contact_messages_search MATCH 'message_id : "' || replace(OLD.id, '"', '""') || '"';
  INSERT INTO contact_messages_search (message_id, name, email, subject) VALUES (NEW.id, NEW.name, NEW.email, NEW.subject);
END;
--> statement-breakpoint
CREATE TRIGGER contact_messages_search_delete AFTER DELETE ON contact_messages
BEGIN
  DELETE FROM contact_messages_search WHERE contact_messages_search MATCH 'message_id : "' || replace(OLD.id, '"', '""') || '"';
END;
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);
--> statement-breakpoint
CREATE INDEX `contact_messages_status_created_idx` ON `contact_messages` (`status`, `created_at`);
--> statement-breakpoint
CREATE VIRTUAL TABLE newsletter_subscribers_search USING fts5(subscriber_id, email, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
INSERT INTO newsletter_subscribers_search (subscriber_id, email)
  SELECT id, email FROM newsletter_subscribers;
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_search_insert AFTER INSERT ON newsletter_subscribers
BEGIN
  INSERT INTO newsletter_subscribers_search (subscriber_id, email) VALUES (NEW.id, NEW.email);
END;
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_search_update AFTER UPDATE OF id, email ON newsletter_subscribers
BEGIN
  DELETE FROM newsletter_subscribers_search WHERE newsletter_subscribers_search MATCH 'subscriber_id : "' || replace(OLD.id, '"', '""') || '"';
  INSERT INTO newsletter_subscribers_search (subscriber_id, email) VALUES (NEW.id, NEW.email);
END;
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_search_delete AFTER DELETE ON newsletter_subscribers
BEGIN
  DELETE FROM newsletter_subscribers_search WHERE newsletter_subscribers_search MATCH 'subscriber_id : "' || replace(OLD.id, '"', '""') || '"';
END;
--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_active_subscribed_idx` ON `newsletter_subscribers` (`is_active`, `subscribed_at`);
