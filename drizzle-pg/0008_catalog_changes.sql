-- What each change to the catalog changed, so kept storefront answers end only when they show it (an order ends the
-- pages of the parts it took, not the whole shop's): at commit, the trigger that bumps the version once per
-- transaction (0007) also writes each changed row's tags at that version (src/server/cache/catalog-changes.ts names
-- them). A transaction changing more than 100 rows (an import, a bulk edit) writes one `*` instead, which ends every
-- kept answer. Rows older than the last 10,000 versions are pruned; a store that finds versions missing ends all.
CREATE TABLE "catalog_changes" (
  "id" bigserial PRIMARY KEY,
  "version" bigint NOT NULL,
  "tags" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_version_idx" ON "catalog_changes" ("version");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_change_tags"(tbl text, op text, old_row jsonb, new_row jsonb)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE tbl
    WHEN 'products' THEN 'product:' || (coalesce(new_row, old_row)->>'id')
      || CASE WHEN op = 'UPDATE' AND old_row->'qty' = new_row->'qty' THEN '' ELSE ' stock' END
      || CASE WHEN op = 'UPDATE'
               AND (old_row - ARRAY['qty', 'updated_at']) = (new_row - ARRAY['qty', 'updated_at'])
               AND ((old_row->>'qty')::bigint > 0) = ((new_row->>'qty')::bigint > 0)
          THEN '' ELSE ' lists' END
    WHEN 'product_images' THEN concat_ws(' ', 'product:' || (old_row->>'product_id'), 'product:' || (new_row->>'product_id'))
    WHEN 'part_numbers' THEN concat_ws(' ', 'product:' || (old_row->>'product_id'), 'product:' || (new_row->>'product_id'), 'lists')
    WHEN 'product_fitments' THEN
      concat_ws(' ', 'product:' || (old_row->>'product_id'), 'product:' || (new_row->>'product_id'), 'lists fitments')
    WHEN 'order_items' THEN concat_ws(' ', 'sold:' || (old_row->>'product_id'), 'sold:' || (new_row->>'product_id'))
    WHEN 'categories' THEN 'categories'
    WHEN 'sub_categories' THEN 'categories'
    WHEN 'brands' THEN 'brands'
    WHEN 'vehicles' THEN 'vehicles'
    ELSE 'settings'
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped_to bigint;
  written integer;
BEGIN
  IF current_setting('store.catalog_bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO bumped_to;
    DELETE FROM "catalog_changes" WHERE "version" < bumped_to - 10000;
    PERFORM set_config('store.catalog_bumped_in', txid_current()::text, true);
    PERFORM set_config('store.catalog_bumped_to', bumped_to::text, true);
    PERFORM set_config('store.catalog_changes_written', '0', true);
  END IF;
  written := current_setting('store.catalog_changes_written')::integer;
  IF written <= 100 THEN
    INSERT INTO "catalog_changes" ("version", "tags") VALUES (
      current_setting('store.catalog_bumped_to')::bigint,
      CASE WHEN written = 100 THEN '*' ELSE "catalog_change_tags"(
        TG_TABLE_NAME,
        TG_OP,
        CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
        CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END
      ) END
    );
    PERFORM set_config('store.catalog_changes_written', (written + 1)::text, true);
  END IF;
  RETURN NULL;
END
$$;
