-- The catalog version is bumped when a transaction commits, not at its first change: a bump takes the one
-- catalog_version row's lock, and taken mid-transaction (an order taking a second part's stock) two orders could each
-- hold what the other waits for. Deferred constraint triggers run at commit, after every other lock is taken.
DROP TRIGGER "bank_accounts_catalog" ON "bank_accounts";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bank_accounts_catalog" AFTER INSERT OR UPDATE OR DELETE ON "bank_accounts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "branches_catalog" ON "branches";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "branches_catalog" AFTER INSERT OR UPDATE OR DELETE ON "branches"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "brands_catalog" ON "brands";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "brands_catalog" AFTER INSERT OR UPDATE OR DELETE ON "brands"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "categories_catalog" ON "categories";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalog" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "delivery_districts_catalog" ON "delivery_districts";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "delivery_districts_catalog" AFTER INSERT OR UPDATE OR DELETE ON "delivery_districts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "delivery_zones_catalog" ON "delivery_zones";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "delivery_zones_catalog" AFTER INSERT OR UPDATE OR DELETE ON "delivery_zones"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "order_items_catalog" ON "order_items";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_items_catalog" AFTER INSERT OR UPDATE OR DELETE ON "order_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "part_numbers_catalog" ON "part_numbers";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "part_numbers_catalog" AFTER INSERT OR UPDATE OR DELETE ON "part_numbers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "product_fitments_catalog" ON "product_fitments";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_fitments_catalog" AFTER INSERT OR UPDATE OR DELETE ON "product_fitments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "product_images_catalog" ON "product_images";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_images_catalog" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "products_catalog" ON "products";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalog" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "shop_settings_catalog" ON "shop_settings";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shop_settings_catalog" AFTER INSERT OR UPDATE OR DELETE ON "shop_settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "sub_categories_catalog" ON "sub_categories";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sub_categories_catalog" AFTER INSERT OR UPDATE OR DELETE ON "sub_categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
DROP TRIGGER "vehicles_catalog" ON "vehicles";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vehicles_catalog" AFTER INSERT OR UPDATE OR DELETE ON "vehicles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
