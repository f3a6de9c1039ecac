ALTER TABLE `orders` ADD `client_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `stock_held` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_client_address_idx` ON `orders` (`client_address`);