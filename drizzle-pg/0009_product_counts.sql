-- How many products each sub-category holds, active or not, in each condition: a list's count without search text is
-- the sum of a few of these rows (src/server/modules/products/product-list.ts) instead of a pass over every product.
-- Kept by triggers on products alone; a stock figure or any other column leaves it untouched. A transaction that adds
-- or moves products locks the rows of the sub-categories it touches until it commits.
CREATE TABLE "product_counts" (
  "sub_category_id" integer NOT NULL,
  "is_active" boolean NOT NULL,
  "condition" text NOT NULL,
  "n" bigint NOT NULL,
  PRIMARY KEY ("sub_category_id", "is_active", "condition")
);
--> statement-breakpoint
INSERT INTO "product_counts" ("sub_category_id", "is_active", "condition", "n")
  SELECT "sub_category_id", "is_active", "condition", count(*) FROM "products" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "product_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "product_counts" SET "n" = "n" - 1
      WHERE "sub_category_id" = OLD."sub_category_id" AND "is_active" = OLD."is_active"
        AND "condition" = OLD."condition";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "product_counts" ("sub_category_id", "is_active", "condition", "n")
      VALUES (NEW."sub_category_id", NEW."is_active", NEW."condition", 1)
      ON CONFLICT ("sub_category_id", "is_active", "condition") DO UPDATE SET "n" = "product_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_counts_insert_delete" AFTER INSERT OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "count_products"();
--> statement-breakpoint
CREATE TRIGGER "product_counts_update" AFTER UPDATE OF "sub_category_id", "is_active", "condition" ON "products"
  FOR EACH ROW WHEN (OLD."sub_category_id" IS DISTINCT FROM NEW."sub_category_id"
    OR OLD."is_active" IS DISTINCT FROM NEW."is_active" OR OLD."condition" IS DISTINCT FROM NEW."condition")
  EXECUTE FUNCTION "count_products"();
--> statement-breakpoint
CREATE TRIGGER "product_counts_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_products"();
