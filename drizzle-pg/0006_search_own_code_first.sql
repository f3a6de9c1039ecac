-- A part's own code outranks the same number listed on another part (an equivalent, an OEM number): its own code is
-- weighed with its name (A), the numbers it lists with its display name (B), so "90915-YZZE1" finds that filter
-- first and its Bosch equivalent next, as on SQLite.
CREATE OR REPLACE VIEW "product_search_rows" AS
SELECT p."id" AS "product_id",
  setweight(to_tsvector('simple', search_text(concat_ws(' ', p."name", p."code", compact_code(p."code")))), 'A')
    || setweight(to_tsvector('simple', search_text(concat_ws(' ', p."display_name", numbers."printed", numbers."compact"))), 'B')
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
SELECT refresh_product_search(ARRAY(SELECT "id" FROM "products"));
