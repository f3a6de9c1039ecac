CREATE TABLE `branches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`district` text NOT NULL,
	`phone` text NOT NULL,
	`hours` text NOT NULL,
	`pickup` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cart_lines` (
	`cart_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`added_at` integer NOT NULL,
	PRIMARY KEY(`cart_id`, `product_id`),
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cart_lines_product_idx` ON `cart_lines` (`product_id`);--> statement-breakpoint
CREATE TABLE `carts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `carts_token_hash_unique` ON `carts` (`token_hash`);--> statement-breakpoint
CREATE INDEX `carts_updated_at_idx` ON `carts` (`updated_at`);--> statement-breakpoint
CREATE TABLE `delivery_districts` (
	`district` text PRIMARY KEY NOT NULL,
	`zone_id` integer NOT NULL,
	FOREIGN KEY (`zone_id`) REFERENCES `delivery_zones`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `delivery_zones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`first_kg_cents` integer NOT NULL,
	`extra_kg_cents` integer NOT NULL,
	`days_min` integer NOT NULL,
	`days_max` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `delivery_zones_name_unique` ON `delivery_zones` (lower("name"));--> statement-breakpoint
CREATE TABLE `shop_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `items_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_method` text DEFAULT 'NOT_RECORDED' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_district` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_city` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_postal_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_zone` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_days` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_weight_grams` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_fee_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `pickup_branch_id` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `pickup_branch` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cart_id` integer;--> statement-breakpoint
CREATE INDEX `orders_mobile_idx` ON `orders` (`customer_primary_mobile`);--> statement-breakpoint
ALTER TABLE `products` ADD `weight_grams` integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `bulky` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders placed before delivery was recorded: their total was their items.
UPDATE `orders` SET `items_cents` = `total_cents`;
--> statement-breakpoint
-- A new shop delivers from the start: four courier zones (staff change them on the console's Delivery screen),
-- free delivery above Rs. 15,000, and the branches the Stores page used to list.
INSERT INTO `delivery_zones` (`name`, `first_kg_cents`, `extra_kg_cents`, `days_min`, `days_max`, `position`) VALUES
  ('Colombo district', 35000, 8000, 1, 2, 1),
  ('Rest of Western Province', 40000, 10000, 1, 2, 2),
  ('Main towns', 45000, 12000, 2, 3, 3),
  ('Elsewhere in Sri Lanka', 55000, 15000, 2, 4, 4);
--> statement-breakpoint
INSERT INTO `delivery_districts` (`district`, `zone_id`)
  SELECT `code`, (SELECT `id` FROM `delivery_zones` WHERE `position` = `zone`) FROM (
    SELECT 'LK-11' AS `code`, 1 AS `zone` UNION ALL SELECT 'LK-12', 2 UNION ALL SELECT 'LK-13', 2
    UNION ALL SELECT 'LK-21', 3 UNION ALL SELECT 'LK-31', 3 UNION ALL SELECT 'LK-32', 3 UNION ALL SELECT 'LK-61', 3
    UNION ALL SELECT 'LK-22', 4 UNION ALL SELECT 'LK-23', 4 UNION ALL SELECT 'LK-33', 4 UNION ALL SELECT 'LK-41', 4
    UNION ALL SELECT 'LK-42', 4 UNION ALL SELECT 'LK-43', 4 UNION ALL SELECT 'LK-44', 4 UNION ALL SELECT 'LK-45', 4
    UNION ALL SELECT 'LK-51', 4 UNION ALL SELECT 'LK-52', 4 UNION ALL SELECT 'LK-53', 4 UNION ALL SELECT 'LK-62', 4
    UNION ALL SELECT 'LK-71', 4 UNION ALL SELECT 'LK-72', 4 UNION ALL SELECT 'LK-81', 4 UNION ALL SELECT 'LK-82', 4
    UNION ALL SELECT 'LK-91', 4 UNION ALL SELECT 'LK-92', 4
  );
--> statement-breakpoint
INSERT INTO `shop_settings` (`key`, `value`) VALUES ('free_delivery_above_cents', '1500000');
--> statement-breakpoint
INSERT INTO `branches` (`name`, `address`, `district`, `phone`, `hours`, `position`) VALUES
  ('Colombo (head office)', 'No. 245, Galle Road, Colombo 03', 'LK-11', '+94 11 234 5678', 'Mon–Sat 8.30 am – 6 pm', 1),
  ('Kandy', 'No. 18, Peradeniya Road, Kandy', 'LK-21', '+94 81 222 3344', 'Mon–Sat 8.30 am – 6 pm', 2),
  ('Kurunegala', 'No. 72, Colombo Road, Kurunegala', 'LK-61', '+94 37 222 5566', 'Mon–Sat 8.30 am – 6 pm', 3),
  ('Galle', 'No. 9, Matara Road, Galle', 'LK-31', '+94 91 223 7788', 'Mon–Sat 8.30 am – 6 pm', 4);
--> statement-breakpoint
-- The Stores page and checkout show branches, zones and the free-delivery amount: a change ends the kept pages.
CREATE TRIGGER `branches_catalog_insert` AFTER INSERT ON `branches` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `branches_catalog_update` AFTER UPDATE ON `branches` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `branches_catalog_delete` AFTER DELETE ON `branches` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `delivery_zones_catalog_insert` AFTER INSERT ON `delivery_zones` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `delivery_zones_catalog_update` AFTER UPDATE ON `delivery_zones` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `delivery_zones_catalog_delete` AFTER DELETE ON `delivery_zones` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `delivery_districts_catalog_insert` AFTER INSERT ON `delivery_districts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `delivery_districts_catalog_update` AFTER UPDATE ON `delivery_districts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `delivery_districts_catalog_delete` AFTER DELETE ON `delivery_districts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shop_settings_catalog_insert` AFTER INSERT ON `shop_settings` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shop_settings_catalog_update` AFTER UPDATE ON `shop_settings` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shop_settings_catalog_delete` AFTER DELETE ON `shop_settings` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
