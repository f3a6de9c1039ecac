CREATE TABLE `sms_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient` text NOT NULL,
	`body` text NOT NULL,
	`kind` text NOT NULL,
	`event_key` text NOT NULL,
	`order_id` integer,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer,
	`sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_outbox_event_unique` ON `sms_outbox` (`event_key`);--> statement-breakpoint
CREATE INDEX `sms_outbox_status_idx` ON `sms_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `sms_outbox_order_idx` ON `sms_outbox` (`order_id`);--> statement-breakpoint
CREATE TABLE `stock_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`contact` text NOT NULL,
	`channel` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`notified_at` integer,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_waiting_unique` ON `stock_alerts` (`product_id`,`contact`) WHERE "stock_alerts"."notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX `stock_alerts_product_idx` ON `stock_alerts` (`product_id`,`notified_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `sms_updates` integer DEFAULT true NOT NULL;