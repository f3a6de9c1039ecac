-- Full-text product search (ARCHITECTURE.md "Data"): one row per product, kept in step by triggers.
-- code_compact holds the part code with dashes, spaces, dots and slashes removed, so 044650k090 finds 04465-0K090.
CREATE VIRTUAL TABLE `product_search` USING fts5(
  `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);
--> statement-breakpoint
CREATE TRIGGER `products_search_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`)
  SELECT new.`id`, new.`name`, coalesce(new.`display_name`, ''), coalesce(new.`code`, ''),
    lower(replace(replace(replace(replace(coalesce(new.`code`, ''), '-', ''), ' ', ''), '.', ''), '/', '')),
    coalesce(new.`short_description`, '') || ' ' || coalesce(new.`description`, ''),
    (SELECT b.`name` || ' ' || c.`name` || ' ' || s.`name` FROM `sub_categories` s
      JOIN `categories` c ON c.`id` = s.`category_id` JOIN `brands` b ON b.`id` = c.`brand_id`
      WHERE s.`id` = new.`sub_category_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_update`
AFTER UPDATE OF `name`, `display_name`, `code`, `short_description`, `description`, `sub_category_id` ON `products` BEGIN
  DELETE FROM `product_search` WHERE `rowid` = old.`id`;
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`)
  SELECT new.`id`, new.`name`, coalesce(new.`display_name`, ''), coalesce(new.`code`, ''),
    lower(replace(replace(replace(replace(coalesce(new.`code`, ''), '-', ''), ' ', ''), '.', ''), '/', '')),
    coalesce(new.`short_description`, '') || ' ' || coalesce(new.`description`, ''),
    (SELECT b.`name` || ' ' || c.`name` || ' ' || s.`name` FROM `sub_categories` s
      JOIN `categories` c ON c.`id` = s.`category_id` JOIN `brands` b ON b.`id` = c.`brand_id`
      WHERE s.`id` = new.`sub_category_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `product_search` WHERE `rowid` = old.`id`;
END;
--> statement-breakpoint
-- Renaming a brand, category or sub-category re-indexes the products under it (the no-op update fires the trigger above).
CREATE TRIGGER `sub_categories_search_rename` AFTER UPDATE OF `name`, `category_id` ON `sub_categories` BEGIN
  UPDATE `products` SET `sub_category_id` = `sub_category_id` WHERE `sub_category_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_search_rename` AFTER UPDATE OF `name`, `brand_id` ON `categories` BEGIN
  UPDATE `products` SET `sub_category_id` = `sub_category_id`
  WHERE `sub_category_id` IN (SELECT `id` FROM `sub_categories` WHERE `category_id` = new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `brands_search_rename` AFTER UPDATE OF `name` ON `brands` BEGIN
  UPDATE `products` SET `sub_category_id` = `sub_category_id`
  WHERE `sub_category_id` IN (SELECT s.`id` FROM `sub_categories` s JOIN `categories` c ON c.`id` = s.`category_id` WHERE c.`brand_id` = new.`id`);
END;
--> statement-breakpoint
-- Index the products that were already there when this migration runs.
INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`)
SELECT p.`id`, p.`name`, coalesce(p.`display_name`, ''), coalesce(p.`code`, ''),
  lower(replace(replace(replace(replace(coalesce(p.`code`, ''), '-', ''), ' ', ''), '.', ''), '/', '')),
  coalesce(p.`short_description`, '') || ' ' || coalesce(p.`description`, ''),
  b.`name` || ' ' || c.`name` || ' ' || s.`name`
FROM `products` p JOIN `sub_categories` s ON s.`id` = p.`sub_category_id`
  JOIN `categories` c ON c.`id` = s.`category_id` JOIN `brands` b ON b.`id` = c.`brand_id`;
