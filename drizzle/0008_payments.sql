CREATE TABLE `bank_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bank` text NOT NULL,
	`branch` text NOT NULL,
	`account_name` text NOT NULL,
	`account_number` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoice_counters` (
	`year` integer PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payment_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`actor` text NOT NULL,
	`changed_by_user_id` integer,
	`changed_by` text NOT NULL,
	`changed_at` integer NOT NULL,
	`note` text,
	`amount_cents` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payment_history_order_idx` ON `payment_history` (`order_id`,`changed_at`);--> statement-breakpoint
CREATE TABLE `payment_slips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`uploaded_at` integer NOT NULL,
	`rejected_reason` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_slips_order_idx` ON `payment_slips` (`order_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_method` text DEFAULT 'COD' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_status` text DEFAULT 'COD_DUE' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `cod_fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `gateway_payment_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `gateway_method` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `gateway_message` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_number` text;--> statement-breakpoint
CREATE INDEX `orders_payment_status_idx` ON `orders` (`payment_status`,`placed_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_invoice_number_unique` ON `orders` (`invoice_number`);--> statement-breakpoint
-- Orders placed before payments were recorded were paid on delivery: completed ones were paid, canceled ones never
-- will be, the rest are still due.
UPDATE `orders` SET `payment_status` = CASE `status` WHEN 'COMPLETED' THEN 'PAID' WHEN 'CANCELED' THEN 'CANCELED' ELSE 'COD_DUE' END;
--> statement-breakpoint
INSERT INTO `payment_history` (`order_id`, `from_status`, `to_status`, `actor`, `changed_by`, `changed_at`, `note`)
  SELECT `id`, NULL, `payment_status`, 'SHOP', 'Shop', `placed_at`, 'Recorded when payments were added'
  FROM `orders`;
--> statement-breakpoint
CREATE TRIGGER `bank_accounts_catalog_insert` AFTER INSERT ON `bank_accounts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bank_accounts_catalog_update` AFTER UPDATE ON `bank_accounts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bank_accounts_catalog_delete` AFTER DELETE ON `bank_accounts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
