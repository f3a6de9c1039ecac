ALTER TABLE `stock_alerts` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `stock_alerts` ADD `code_hash` text;--> statement-breakpoint
ALTER TABLE `stock_alerts` ADD `code_sent_at` integer;--> statement-breakpoint
ALTER TABLE `stock_alerts` ADD `code_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Places asked for before codes existed keep their place.
UPDATE `stock_alerts` SET `confirmed_at` = `created_at`;