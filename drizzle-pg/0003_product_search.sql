-- The product search index, as SQLite's FTS5 one (drizzle/0018_finding_parts.sql) holds it, kept by triggers so
-- every write path (console, imports, fitments, part numbers) keeps it right (docs/decisions/011-search-on-postgresql.md):
-- `document` the words customers search by, weighted as FTS5's bm25 weighs its columns (name and part numbers A,
-- display name B, kind of part and cars C, description D); `codes` every compact part number (equivalents, and a
-- code typed in pieces); `filters` the s, c, b, k and v tokens and `inactive`, which narrow a search or list a car's parts.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Text as the index holds it: NFKC, lower case, without accents or zero-width joiners ("ශ්‍රී" and "ශ්රී" are one
-- word), punctuation as spaces (so "04465-0K090" is two words and PostgreSQL's parser sees no e-mails, paths or
-- versions in it). Searches go through the same function (search_query), so both sides split text alike.
CREATE FUNCTION "search_text"(value text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    unaccent(lower(normalize(translate(coalesce(value, ''), U&'\200C\200D', ''), NFKC))),
    '[[:punct:][:space:]–—‘’‚“”„•·…×°″′®™]+', ' ', 'g')
$$;
--> statement-breakpoint
-- A customer's search as a tsquery: every word must match, as a prefix ("brak pad" finds "brake pads"), except a
-- one-letter word, which matches only itself (as a prefix it would match most of the catalog). Eight words at most.
CREATE FUNCTION "search_query"(words text) RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(quote_literal(lexeme) || CASE WHEN length(lexeme) > 1 THEN ':*' ELSE '' END, ' & '), '')::tsquery
  FROM (SELECT lexeme FROM unnest(to_tsvector('simple', search_text(words))) LIMIT 8) AS typed
$$;
--> statement-breakpoint
-- A part code as the index compacts it (src/shared/part-numbers.ts): lower case, without - . / _ or spaces.
CREATE FUNCTION "compact_code"(code text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(coalesce(code, ''), '[-./_[:space:]]', '', 'g'))
$$;
--> statement-breakpoint
CREATE TABLE "product_search" (
  "product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "document" tsvector NOT NULL,
  "codes" tsvector NOT NULL,
  "filters" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");
--> statement-breakpoint
CREATE INDEX "product_search_codes_idx" ON "product_search" USING gin ("codes");
--> statement-breakpoint
CREATE INDEX "product_search_filters_idx" ON "product_search" USING gin ("filters");
--> statement-breakpoint
CREATE VIEW "product_search_rows" AS
SELECT p."id" AS "product_id",
  setweight(to_tsvector('simple', search_text(concat_ws(' ', p."name", p."code", compact_code(p."code"), numbers."printed", numbers."compact"))), 'A')
    || setweight(to_tsvector('simple', search_text(p."display_name")), 'B')
    || setweight(to_tsvector('simple', search_text(concat_ws(' ', b."name", c."name", s."name",
         CASE p."condition" WHEN 'reconditioned' THEN 'reconditioned recon' WHEN 'used' THEN 'used' END, fits."codes"))), 'C')
    || setweight(to_tsvector('simple', search_text(concat_ws(' ', p."short_description", p."description"))), 'D') AS "document",
  array_to_tsvector(array_remove(compact_code(p."code") || coalesce(numbers."compacts", '{}'), '')) AS "codes",
  ARRAY['s' || s."id", 'c' || c."id", 'b' || b."id", 'k' || replace(p."condition", '-', '')]
    || coalesce(fits."tokens", '{}')
    || CASE WHEN p."is_active" THEN '{}'::text[] ELSE ARRAY['inactive'] END AS "filters"
FROM "products" p
  JOIN "sub_categories" s ON s."id" = p."sub_category_id"
  JOIN "categories" c ON c."id" = s."category_id"
  JOIN "brands" b ON b."id" = c."brand_id"
  LEFT JOIN LATERAL (
    SELECT string_agg(n."number", ' ') AS "printed", string_agg(n."number_compact", ' ') AS "compact",
      array_agg(lower(n."number_compact")) AS "compacts"
    FROM "part_numbers" n WHERE n."product_id" = p."id"
  ) numbers ON true
  LEFT JOIN LATERAL (
    SELECT string_agg(v."code", ' ') AS "codes", array_agg('v' || f."vehicle_id") AS "tokens"
    FROM "product_fitments" f JOIN "vehicles" v ON v."id" = f."vehicle_id" WHERE f."product_id" = p."id"
  ) fits ON true;
--> statement-breakpoint
-- Rewrites some products' rows (an upsert: two writers refreshing one product each leave one row).
CREATE FUNCTION "refresh_product_search"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_search" ("product_id", "document", "codes", "filters")
  SELECT "product_id", "document", "codes", "filters" FROM "product_search_rows" WHERE "product_id" = ANY(ids)
  ON CONFLICT ("product_id") DO UPDATE
    SET "document" = excluded."document", "codes" = excluded."codes", "filters" = excluded."filters";
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: an import of thousands of rows refreshes the index in one
-- statement, not one per row. A deleted product's row goes with it (ON DELETE CASCADE).
CREATE FUNCTION "products_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT "id" FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only changes to what the index holds: a sale changes qty on every order, which must not rewrite the index.
CREATE FUNCTION "products_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE (n."name", n."display_name", n."code", n."short_description", n."description", n."sub_category_id",
           n."is_active", n."condition")
      IS DISTINCT FROM (o."name", o."display_name", o."code", o."short_description", o."description",
           o."sub_category_id", o."is_active", o."condition")));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_insert"();
--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_update"();
--> statement-breakpoint
-- Part numbers and fitments: the products whose rows they were or are in.
CREATE FUNCTION "product_children_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT DISTINCT "product_id" FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "product_children_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "product_children_search_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT DISTINCT "product_id" FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "part_numbers_search_insert" AFTER INSERT ON "part_numbers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_children_search_inserted"();
--> statement-breakpoint
CREATE TRIGGER "part_numbers_search_update" AFTER UPDATE ON "part_numbers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_children_search_updated"();
--> statement-breakpoint
CREATE TRIGGER "part_numbers_search_delete" AFTER DELETE ON "part_numbers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_children_search_deleted"();
--> statement-breakpoint
CREATE TRIGGER "product_fitments_search_insert" AFTER INSERT ON "product_fitments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_children_search_inserted"();
--> statement-breakpoint
CREATE TRIGGER "product_fitments_search_update" AFTER UPDATE ON "product_fitments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_children_search_updated"();
--> statement-breakpoint
CREATE TRIGGER "product_fitments_search_delete" AFTER DELETE ON "product_fitments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_children_search_deleted"();
--> statement-breakpoint
-- A car's code is searchable in every part that fits it.
CREATE FUNCTION "vehicles_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT f."product_id" FROM "product_fitments" f
    JOIN new_rows n ON n."id" = f."vehicle_id" JOIN old_rows o ON o."id" = n."id"
    WHERE n."code" IS DISTINCT FROM o."code"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_search_update" AFTER UPDATE ON "vehicles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_search_update"();
--> statement-breakpoint
-- Renaming a brand, category or sub-category (or moving one) re-indexes the products under it.
CREATE FUNCTION "taxonomy_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sub_categories' THEN
    PERFORM refresh_product_search(ARRAY(
      SELECT p."id" FROM "products" p JOIN new_rows n ON n."id" = p."sub_category_id" JOIN old_rows o ON o."id" = n."id"
      WHERE (n."name", n."category_id") IS DISTINCT FROM (o."name", o."category_id")));
  ELSIF TG_TABLE_NAME = 'categories' THEN
    PERFORM refresh_product_search(ARRAY(
      SELECT p."id" FROM "products" p JOIN "sub_categories" s ON s."id" = p."sub_category_id"
        JOIN new_rows n ON n."id" = s."category_id" JOIN old_rows o ON o."id" = n."id"
      WHERE (n."name", n."brand_id") IS DISTINCT FROM (o."name", o."brand_id")));
  ELSE
    PERFORM refresh_product_search(ARRAY(
      SELECT p."id" FROM "products" p JOIN "sub_categories" s ON s."id" = p."sub_category_id"
        JOIN "categories" c ON c."id" = s."category_id" JOIN new_rows n ON n."id" = c."brand_id"
        JOIN old_rows o ON o."id" = n."id"
      WHERE n."name" IS DISTINCT FROM o."name"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sub_categories_search_update" AFTER UPDATE ON "sub_categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "taxonomy_search_update"();
--> statement-breakpoint
CREATE TRIGGER "categories_search_update" AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "taxonomy_search_update"();
--> statement-breakpoint
CREATE TRIGGER "brands_search_update" AFTER UPDATE ON "brands"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "taxonomy_search_update"();
--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "document", "codes", "filters")
SELECT "product_id", "document", "codes", "filters" FROM "product_search_rows";
