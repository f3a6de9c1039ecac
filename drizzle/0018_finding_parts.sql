CREATE TABLE `part_numbers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`kind` text NOT NULL,
	`brand` text DEFAULT '' NOT NULL,
	`number` text NOT NULL,
	`number_compact` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `part_numbers_product_number_unique` ON `part_numbers` (`product_id`,`number_compact`);--> statement-breakpoint
CREATE INDEX `part_numbers_compact_idx` ON `part_numbers` (`number_compact`,`product_id`);--> statement-breakpoint
ALTER TABLE `products` ADD `condition` text DEFAULT 'aftermarket-new' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `warranty_days` integer;--> statement-breakpoint
-- No customer has rated a part yet: the stars seeded with the demo catalog were invented, and go.
UPDATE `products` SET `rating` = 0;
--> statement-breakpoint
-- The search index learns a product's other numbers (OEM, equivalents, superseded: as printed in `code`, compacted
-- in `code_compact`), its condition (a k token to filter on, and the words customers type for the second-hand ones:
-- "used alternator", "recon starter"; new parts' words would only bloat every row), and
-- searches Sinhala and Tamil text without zero-width joiners (typed or not, "ශ්‍රී" and "ශ්රී" are one word).
DROP VIEW `product_search_rows`;
--> statement-breakpoint
CREATE VIEW `product_search_rows` AS
SELECT p.`id` AS `product_id`, replace(replace(p.`name`, char(8204), ''), char(8205), '') AS `name`, replace(replace(coalesce(p.`display_name`, ''), char(8204), ''), char(8205), '') AS `display_name`,
  coalesce(p.`code`, '') || coalesce((SELECT ' ' || group_concat(n.`number`, ' ') FROM `part_numbers` n WHERE n.`product_id` = p.`id`), '') AS `code`,
  lower(replace(replace(replace(replace(replace(coalesce(p.`code`, ''), '-', ''), ' ', ''), '.', ''), '/', ''), '_', ''))
    || coalesce((SELECT ' ' || group_concat(n.`number_compact`, ' ') FROM `part_numbers` n WHERE n.`product_id` = p.`id`), '') AS `code_compact`,
  replace(replace(coalesce(p.`short_description`, '') || ' ' || coalesce(p.`description`, ''), char(8204), ''), char(8205), '') AS `description`,
  replace(replace(b.`name` || ' ' || c.`name` || ' ' || s.`name`, char(8204), ''), char(8205), '')
    || CASE p.`condition` WHEN 'reconditioned' THEN ' reconditioned recon' WHEN 'used' THEN ' used' ELSE '' END AS `taxonomy`,
  coalesce((SELECT group_concat(v.`code`, ' ')
    FROM `product_fitments` f JOIN `vehicles` v ON v.`id` = f.`vehicle_id` WHERE f.`product_id` = p.`id`), '') AS `vehicles`,
  CASE WHEN p.`is_active` THEN '' ELSE 'inactive ' END || 's' || s.`id` || ' c' || c.`id` || ' b' || b.`id`
    || ' k' || replace(p.`condition`, '-', '')
    || coalesce((SELECT group_concat(' v' || f.`vehicle_id`, '') FROM `product_fitments` f WHERE f.`product_id` = p.`id`), '') AS `filters`
FROM `products` p JOIN `sub_categories` s ON s.`id` = p.`sub_category_id`
  JOIN `categories` c ON c.`id` = s.`category_id` JOIN `brands` b ON b.`id` = c.`brand_id`;
--> statement-breakpoint
DROP TRIGGER `products_search_update`;
--> statement-breakpoint
CREATE TRIGGER `products_search_update`
AFTER UPDATE OF `name`, `display_name`, `code`, `short_description`, `description`, `sub_category_id`, `is_active`, `condition` ON `products` BEGIN
  DELETE FROM `product_search` WHERE `rowid` = old.`id`;
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
  SELECT * FROM `product_search_rows` WHERE `product_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `part_numbers_search_insert` AFTER INSERT ON `part_numbers` BEGIN
  DELETE FROM `product_search` WHERE `rowid` = new.`product_id`;
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
  SELECT * FROM `product_search_rows` WHERE `product_id` = new.`product_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `part_numbers_search_update` AFTER UPDATE ON `part_numbers` BEGIN
  DELETE FROM `product_search` WHERE `rowid` IN (old.`product_id`, new.`product_id`);
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
  SELECT * FROM `product_search_rows` WHERE `product_id` IN (old.`product_id`, new.`product_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `part_numbers_search_delete` AFTER DELETE ON `part_numbers` BEGIN
  DELETE FROM `product_search` WHERE `rowid` = old.`product_id`;
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
  SELECT * FROM `product_search_rows` WHERE `product_id` = old.`product_id`;
END;
--> statement-breakpoint
DELETE FROM `product_search`;
--> statement-breakpoint
INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `vehicles`, `filters`)
SELECT * FROM `product_search_rows`;
--> statement-breakpoint
-- Part numbers show on product pages (and equivalents by them), "often bought together" reads order lines, and a
-- fitment could be rewritten in place: each ends kept storefront answers (0004, src/server/cache/catalog-triggers.test.ts).
CREATE TRIGGER `part_numbers_catalog_insert` AFTER INSERT ON `part_numbers` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `part_numbers_catalog_update` AFTER UPDATE ON `part_numbers` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `part_numbers_catalog_delete` AFTER DELETE ON `part_numbers` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `order_items_catalog_insert` AFTER INSERT ON `order_items` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `order_items_catalog_update` AFTER UPDATE ON `order_items` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `order_items_catalog_delete` AFTER DELETE ON `order_items` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_fitments_catalog_update` AFTER UPDATE ON `product_fitments` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
-- The index's words by column, read to correct misspelt searches from the catalog's own vocabulary.
CREATE VIRTUAL TABLE `product_search_terms` USING fts5vocab(`product_search`, 'col');
