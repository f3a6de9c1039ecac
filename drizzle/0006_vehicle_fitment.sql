-- Vehicle fitment: vehicles (make → model → generation by chassis code → years) and which products fit them.
CREATE TABLE `vehicles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`make` text NOT NULL,
	`model` text NOT NULL,
	`generation` text DEFAULT '' NOT NULL,
	`code` text NOT NULL,
	`year_from` integer NOT NULL,
	`year_to` integer,
	`engine` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicles_code_unique` ON `vehicles` (lower(`code`));
--> statement-breakpoint
CREATE INDEX `vehicles_make_model_idx` ON `vehicles` (`make` COLLATE NOCASE, `model` COLLATE NOCASE);
--> statement-breakpoint
CREATE TABLE `product_fitments` (
	`product_id` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `vehicle_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `product_fitments_vehicle_idx` ON `product_fitments` (`vehicle_id`, `product_id`);
--> statement-breakpoint
-- The search index learns the vehicles a product fits: their chassis codes as words customers type ("NZE161 brake
-- pads"; not make and model names, which would match most of a large catalog and slow every search), and each
-- vehicle's id as a filter token (v12) so "fits my car" narrows a search inside the index. One view builds a
-- product's index row, so every trigger below writes the same thing.
CREATE VIEW `product_search_rows` AS
SELECT p.`id` AS `product_id`, p.`name` AS `name`, coalesce(p.`display_name`, '') AS `display_name`,
  coalesce(p.`code`, '') AS `code`,
  lower(replace(replace(replace(replace(replace(coalesce(p.`code`, ''), '-', ''), ' ', ''), '.', ''), '/', ''), '_', '')) AS `code_compact`,
  coalesce(p.`short_description`, '') || ' ' || coalesce(p.`description`, '') AS `description`,
  b.`name` || ' ' || c.`name` || ' ' || s.`name` AS `taxonomy`,
  coalesce((SELECT group_concat(v.`code`, ' ')
    FROM `product_fitments` f JOIN `vehicles` v ON v.`id` = f.`vehicle_id` WHERE f.`product_id` = p.`id`), '') AS `vehicles`,
  CASE WHEN p.`is_active` THEN '' ELSE 'inactive ' END || 's' || s.`id` || ' c' || c.`id` || ' b' || b.`id`
    || coalesce((SELECT group_concat(' v' || f.`vehicle_id`, '') FROM `product_fitments` f WHERE f.`product_id` = p.`id`), '') AS `filters`
FROM `products` p JOIN `sub_categories` s ON s.`id` = p.`sub_category_id`
  JOIN `categories` c ON c.`id` = s.`category_id` JOIN `brands` b ON b.`id` = c.`brand_id`;
--> statement-breakpoint
DROP TRIGGER `products_search_insert`;
--> statement-breakpoint
DROP TRIGGER `products_search_update`;
--> statement-breakpoint
DROP TRIGGER `products_search_delete`;
--> statement-breakpoint
DROP TABLE `product_search`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search` USING fts5(
  `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);
--> statement-breakpoint
INSERT INTO `product_search` (`product_search`, `rank`) VALUES ('rank', 'bm25(10.0, 8.0, 10.0, 10.0, 1.0, 3.0, 2.0, 0.0)');
--> statement-breakpoint
CREATE TRIGGER `products_search_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
  SELECT * FROM `product_search_rows` WHERE `product_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_update`
AFTER UPDATE OF `name`, `display_name`, `code`, `short_description`, `description`, `sub_category_id`, `is_active` ON `products` BEGIN
  DELETE FROM `product_search` WHERE `rowid` = old.`id`;
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
  SELECT * FROM `product_search_rows` WHERE `product_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `product_search` WHERE `rowid` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_fitments_search_insert` AFTER INSERT ON `product_fitments` BEGIN
  DELETE FROM `product_search` WHERE `rowid` = new.`product_id`;
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
  SELECT * FROM `product_search_rows` WHERE `product_id` = new.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `product_fitments_search_delete` AFTER DELETE ON `product_fitments` BEGIN
  DELETE FROM `product_search` WHERE `rowid` = old.`product_id`;
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
  SELECT * FROM `product_search_rows` WHERE `product_id` = old.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `vehicles_search_update` AFTER UPDATE OF `code` ON `vehicles` BEGIN
  DELETE FROM `product_search` WHERE `rowid` IN (SELECT `product_id` FROM `product_fitments` WHERE `vehicle_id` = new.`id`);
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
  SELECT * FROM `product_search_rows` WHERE `product_id` IN (SELECT `product_id` FROM `product_fitments` WHERE `vehicle_id` = new.`id`);
END;
--> statement-breakpoint
INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
SELECT * FROM `product_search_rows`;
--> statement-breakpoint
-- What fits what is part of the catalog the storefront shows: changing it ends kept answers (0004).
CREATE TRIGGER `vehicles_catalog_insert` AFTER INSERT ON `vehicles` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `vehicles_catalog_update` AFTER UPDATE ON `vehicles` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `vehicles_catalog_delete` AFTER DELETE ON `vehicles` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_fitments_catalog_insert` AFTER INSERT ON `product_fitments` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_fitments_catalog_delete` AFTER DELETE ON `product_fitments` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
