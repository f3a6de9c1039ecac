-- The search index also answers the storefront's filters, so a search never has to join the products table to
-- count or rank its matches: `filters` holds `inactive` (for inactive products) and the sub-category, category and
-- brand ids as tokens (s12 c4 b2). Searches exclude that column from the words the customer typed.
DROP TRIGGER `products_search_insert`;
--> statement-breakpoint
DROP TRIGGER `products_search_update`;
--> statement-breakpoint
DROP TRIGGER `products_search_delete`;
--> statement-breakpoint
DROP TABLE `product_search`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search` USING fts5(
  `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `filters`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);
--> statement-breakpoint
-- Relevance: the name and part code count most, then the display name, the brand / category / sub-category names,
-- and last the descriptions; the filter tokens not at all.
INSERT INTO `product_search` (`product_search`, `rank`) VALUES ('rank', 'bm25(10.0, 8.0, 10.0, 10.0, 1.0, 3.0, 0.0)');
--> statement-breakpoint
CREATE TRIGGER `products_search_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `filters`)
  SELECT new.`id`, new.`name`, coalesce(new.`display_name`, ''), coalesce(new.`code`, ''),
    lower(replace(replace(replace(replace(replace(coalesce(new.`code`, ''), '-', ''), ' ', ''), '.', ''), '/', ''), '_', '')),
    coalesce(new.`short_description`, '') || ' ' || coalesce(new.`description`, ''),
    b.`name` || ' ' || c.`name` || ' ' || s.`name`,
    CASE WHEN new.`is_active` THEN '' ELSE 'inactive ' END || 's' || s.`id` || ' c' || c.`id` || ' b' || b.`id`
  FROM `sub_categories` s JOIN `categories` c ON c.`id` = s.`category_id` JOIN `brands` b ON b.`id` = c.`brand_id` WHERE s.`id` = new.`sub_category_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_update`
AFTER UPDATE OF `name`, `display_name`, `code`, `short_description`, `description`, `sub_category_id`, `is_active` ON `products` BEGIN
  DELETE FROM `product_search` WHERE `rowid` = old.`id`;
  INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `filters`)
  SELECT new.`id`, new.`name`, coalesce(new.`display_name`, ''), coalesce(new.`code`, ''),
    lower(replace(replace(replace(replace(replace(coalesce(new.`code`, ''), '-', ''), ' ', ''), '.', ''), '/', ''), '_', '')),
    coalesce(new.`short_description`, '') || ' ' || coalesce(new.`description`, ''),
    b.`name` || ' ' || c.`name` || ' ' || s.`name`,
    CASE WHEN new.`is_active` THEN '' ELSE 'inactive ' END || 's' || s.`id` || ' c' || c.`id` || ' b' || b.`id`
  FROM `sub_categories` s JOIN `categories` c ON c.`id` = s.`category_id` JOIN `brands` b ON b.`id` = c.`brand_id` WHERE s.`id` = new.`sub_category_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `product_search` WHERE `rowid` = old.`id`;
END;
--> statement-breakpoint
INSERT INTO `product_search` (`rowid`, `name`, `display_name`, `code`, `code_compact`, `description`, `taxonomy`, `filters`)
SELECT p.`id`, p.`name`, coalesce(p.`display_name`, ''), coalesce(p.`code`, ''),
    lower(replace(replace(replace(replace(replace(coalesce(p.`code`, ''), '-', ''), ' ', ''), '.', ''), '/', ''), '_', '')),
    coalesce(p.`short_description`, '') || ' ' || coalesce(p.`description`, ''),
    b.`name` || ' ' || c.`name` || ' ' || s.`name`,
    CASE WHEN p.`is_active` THEN '' ELSE 'inactive ' END || 's' || s.`id` || ' c' || c.`id` || ' b' || b.`id`
FROM `products` p JOIN `sub_categories` s ON s.`id` = p.`sub_category_id`
  JOIN `categories` c ON c.`id` = s.`category_id` JOIN `brands` b ON b.`id` = c.`brand_id`;
