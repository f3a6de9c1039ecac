-- What each change to the catalog changed, so kept storefront answers end only when they show it (an order ends the
-- pages of the parts it took, not the whole shop's): every trigger that bumps the version also writes the change's
-- tags at the version it made (src/server/cache/catalog-changes.ts names them). Rows older than the last 10,000
-- versions are pruned as new ones come; a store that finds versions missing ends every kept answer.
CREATE TABLE `catalog_changes` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `version` integer NOT NULL,
  `tags` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `catalog_changes_version_idx` ON `catalog_changes` (`version`);
--> statement-breakpoint
CREATE TRIGGER `catalog_changes_prune` AFTER INSERT ON `catalog_changes` BEGIN
  DELETE FROM `catalog_changes` WHERE `version` < NEW.`version` - 10000;
END;
--> statement-breakpoint
DROP TRIGGER `bank_accounts_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `bank_accounts_catalog_insert` AFTER INSERT ON `bank_accounts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `bank_accounts_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `bank_accounts_catalog_update` AFTER UPDATE ON `bank_accounts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `bank_accounts_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `bank_accounts_catalog_delete` AFTER DELETE ON `bank_accounts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `branches_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `branches_catalog_insert` AFTER INSERT ON `branches` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `branches_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `branches_catalog_update` AFTER UPDATE ON `branches` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `branches_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `branches_catalog_delete` AFTER DELETE ON `branches` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `brands_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `brands_catalog_insert` AFTER INSERT ON `brands` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'brands'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `brands_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `brands_catalog_update` AFTER UPDATE ON `brands` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'brands'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `brands_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `brands_catalog_delete` AFTER DELETE ON `brands` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'brands'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `categories_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `categories_catalog_insert` AFTER INSERT ON `categories` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'categories'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `categories_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `categories_catalog_update` AFTER UPDATE ON `categories` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'categories'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `categories_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `categories_catalog_delete` AFTER DELETE ON `categories` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'categories'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `delivery_districts_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `delivery_districts_catalog_insert` AFTER INSERT ON `delivery_districts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `delivery_districts_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `delivery_districts_catalog_update` AFTER UPDATE ON `delivery_districts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `delivery_districts_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `delivery_districts_catalog_delete` AFTER DELETE ON `delivery_districts` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `delivery_zones_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `delivery_zones_catalog_insert` AFTER INSERT ON `delivery_zones` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `delivery_zones_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `delivery_zones_catalog_update` AFTER UPDATE ON `delivery_zones` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `delivery_zones_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `delivery_zones_catalog_delete` AFTER DELETE ON `delivery_zones` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `order_items_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `order_items_catalog_insert` AFTER INSERT ON `order_items` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, ifnull('sold:' || NEW.`product_id`, '')
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `order_items_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `order_items_catalog_update` AFTER UPDATE ON `order_items` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, ifnull('sold:' || OLD.`product_id` || ' ', '') || ifnull('sold:' || NEW.`product_id`, '')
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `order_items_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `order_items_catalog_delete` AFTER DELETE ON `order_items` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, ifnull('sold:' || OLD.`product_id`, '')
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `part_numbers_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `part_numbers_catalog_insert` AFTER INSERT ON `part_numbers` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'product:' || NEW.`product_id` || ' lists'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `part_numbers_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `part_numbers_catalog_update` AFTER UPDATE ON `part_numbers` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, ifnull('product:' || OLD.`product_id` || ' ', '') || ifnull('product:' || NEW.`product_id`, '') || ' lists'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `part_numbers_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `part_numbers_catalog_delete` AFTER DELETE ON `part_numbers` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'product:' || OLD.`product_id` || ' lists'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `product_fitments_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `product_fitments_catalog_insert` AFTER INSERT ON `product_fitments` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'product:' || NEW.`product_id` || ' lists fitments'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `product_fitments_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `product_fitments_catalog_update` AFTER UPDATE ON `product_fitments` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, ifnull('product:' || OLD.`product_id` || ' ', '') || ifnull('product:' || NEW.`product_id`, '') || ' lists fitments'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `product_fitments_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `product_fitments_catalog_delete` AFTER DELETE ON `product_fitments` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'product:' || OLD.`product_id` || ' lists fitments'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `product_images_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `product_images_catalog_insert` AFTER INSERT ON `product_images` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'product:' || NEW.`product_id`
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `product_images_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `product_images_catalog_update` AFTER UPDATE ON `product_images` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, ifnull('product:' || OLD.`product_id` || ' ', '') || ifnull('product:' || NEW.`product_id`, '')
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `product_images_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `product_images_catalog_delete` AFTER DELETE ON `product_images` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'product:' || OLD.`product_id`
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `products_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `products_catalog_insert` AFTER INSERT ON `products` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'product:' || NEW.`id` || ' stock lists'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `products_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `products_catalog_update` AFTER UPDATE ON `products` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'product:' || NEW.`id`
    || CASE WHEN OLD.`qty` IS NOT NEW.`qty` THEN ' stock' ELSE '' END
    || CASE WHEN (OLD.`qty` > 0) IS NOT (NEW.`qty` > 0) OR OLD.`id` IS NOT NEW.`id` OR OLD.`sub_category_id` IS NOT NEW.`sub_category_id` OR OLD.`name` IS NOT NEW.`name` OR OLD.`code` IS NOT NEW.`code` OR OLD.`display_name` IS NOT NEW.`display_name` OR OLD.`short_description` IS NOT NEW.`short_description` OR OLD.`description` IS NOT NEW.`description` OR OLD.`price_cents` IS NOT NEW.`price_cents` OR OLD.`discount_price_cents` IS NOT NEW.`discount_price_cents` OR OLD.`mfd` IS NOT NEW.`mfd` OR OLD.`is_active` IS NOT NEW.`is_active` OR OLD.`rating` IS NOT NEW.`rating` OR OLD.`weight_grams` IS NOT NEW.`weight_grams` OR OLD.`bulky` IS NOT NEW.`bulky` OR OLD.`condition` IS NOT NEW.`condition` OR OLD.`warranty_days` IS NOT NEW.`warranty_days` OR OLD.`reorder_level` IS NOT NEW.`reorder_level` OR OLD.`created_at` IS NOT NEW.`created_at`
      THEN ' lists' ELSE '' END
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `products_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `products_catalog_delete` AFTER DELETE ON `products` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'product:' || OLD.`id` || ' stock lists'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `shop_settings_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `shop_settings_catalog_insert` AFTER INSERT ON `shop_settings` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `shop_settings_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `shop_settings_catalog_update` AFTER UPDATE ON `shop_settings` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `shop_settings_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `shop_settings_catalog_delete` AFTER DELETE ON `shop_settings` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'settings'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `sub_categories_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `sub_categories_catalog_insert` AFTER INSERT ON `sub_categories` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'categories'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `sub_categories_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `sub_categories_catalog_update` AFTER UPDATE ON `sub_categories` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'categories'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `sub_categories_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `sub_categories_catalog_delete` AFTER DELETE ON `sub_categories` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'categories'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `vehicles_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `vehicles_catalog_insert` AFTER INSERT ON `vehicles` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'vehicles'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `vehicles_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `vehicles_catalog_update` AFTER UPDATE ON `vehicles` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'vehicles'
    FROM `catalog_version` WHERE `id` = 1;
END;
--> statement-breakpoint
DROP TRIGGER `vehicles_catalog_delete`;
--> statement-breakpoint
CREATE TRIGGER `vehicles_catalog_delete` AFTER DELETE ON `vehicles` BEGIN
  UPDATE `catalog_version` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `catalog_changes` (`version`, `tags`) SELECT `version`, 'vehicles'
    FROM `catalog_version` WHERE `id` = 1;
END;
