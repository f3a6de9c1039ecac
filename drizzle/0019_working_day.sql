CREATE TABLE `order_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`author_id` integer,
	`author` text NOT NULL,
	`at` integer NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_notes_order_idx` ON `order_notes` (`order_id`,`at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `courier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_url` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `dispatched_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `reorder_level` integer;--> statement-breakpoint
ALTER TABLE `security_events` ADD `item` text;--> statement-breakpoint
ALTER TABLE `security_events` ADD `changes` text;--> statement-breakpoint
CREATE INDEX `security_events_item_idx` ON `security_events` (`item`,`at`);--> statement-breakpoint
CREATE INDEX `security_events_actor_idx` ON `security_events` (`actor_id`,`at`);