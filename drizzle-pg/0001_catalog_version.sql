-- The catalog's version, as on SQLite (drizzle/0004_catalog_version.sql): every committed change to what the
-- storefront shows bumps it, whichever code path or instance wrote it. Kept answers and pages are served only while
-- the version they were built at is the current one (src/server/cache/). A row, not a sequence: a sequence moves
-- before the change commits, and an answer built in between would be kept under the new version with the old data.
CREATE TABLE "catalog_version" (
  "id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
  "version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bank_accounts_catalog" AFTER INSERT OR UPDATE OR DELETE ON "bank_accounts"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "branches_catalog" AFTER INSERT OR UPDATE OR DELETE ON "branches"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "brands_catalog" AFTER INSERT OR UPDATE OR DELETE ON "brands"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "delivery_districts_catalog" AFTER INSERT OR UPDATE OR DELETE ON "delivery_districts"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "delivery_zones_catalog" AFTER INSERT OR UPDATE OR DELETE ON "delivery_zones"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "order_items_catalog" AFTER INSERT OR UPDATE OR DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "part_numbers_catalog" AFTER INSERT OR UPDATE OR DELETE ON "part_numbers"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_fitments_catalog" AFTER INSERT OR UPDATE OR DELETE ON "product_fitments"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalog" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "shop_settings_catalog" AFTER INSERT OR UPDATE OR DELETE ON "shop_settings"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "sub_categories_catalog" AFTER INSERT OR UPDATE OR DELETE ON "sub_categories"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "vehicles_catalog" AFTER INSERT OR UPDATE OR DELETE ON "vehicles"
  FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
