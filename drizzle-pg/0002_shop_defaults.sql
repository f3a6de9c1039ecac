-- As on SQLite (drizzle/0007_delivery_and_carts.sql).
-- A new shop delivers from the start: four courier zones (staff change them on the console's Delivery screen),
-- free delivery above Rs. 15,000, and the branches the Stores page used to list.
INSERT INTO "delivery_zones" ("name", "first_kg_cents", "extra_kg_cents", "days_min", "days_max", "position") VALUES
  ('Colombo district', 35000, 8000, 1, 2, 1),
  ('Rest of Western Province', 40000, 10000, 1, 2, 2),
  ('Main towns', 45000, 12000, 2, 3, 3),
  ('Elsewhere in Sri Lanka', 55000, 15000, 2, 4, 4);
--> statement-breakpoint
INSERT INTO "delivery_districts" ("district", "zone_id")
  SELECT "code", (SELECT "id" FROM "delivery_zones" WHERE "position" = "zone") FROM (
    SELECT 'LK-11' AS "code", 1 AS "zone" UNION ALL SELECT 'LK-12', 2 UNION ALL SELECT 'LK-13', 2
    UNION ALL SELECT 'LK-21', 3 UNION ALL SELECT 'LK-31', 3 UNION ALL SELECT 'LK-32', 3 UNION ALL SELECT 'LK-61', 3
    UNION ALL SELECT 'LK-22', 4 UNION ALL SELECT 'LK-23', 4 UNION ALL SELECT 'LK-33', 4 UNION ALL SELECT 'LK-41', 4
    UNION ALL SELECT 'LK-42', 4 UNION ALL SELECT 'LK-43', 4 UNION ALL SELECT 'LK-44', 4 UNION ALL SELECT 'LK-45', 4
    UNION ALL SELECT 'LK-51', 4 UNION ALL SELECT 'LK-52', 4 UNION ALL SELECT 'LK-53', 4 UNION ALL SELECT 'LK-62', 4
    UNION ALL SELECT 'LK-71', 4 UNION ALL SELECT 'LK-72', 4 UNION ALL SELECT 'LK-81', 4 UNION ALL SELECT 'LK-82', 4
    UNION ALL SELECT 'LK-91', 4 UNION ALL SELECT 'LK-92', 4
  ) AS "zones";
--> statement-breakpoint
INSERT INTO "shop_settings" ("key", "value") VALUES ('free_delivery_above_cents', '1500000');
--> statement-breakpoint
INSERT INTO "branches" ("name", "address", "district", "phone", "hours", "position") VALUES
  ('Colombo (head office)', 'No. 245, Galle Road, Colombo 03', 'LK-11', '+94 11 234 5678', 'Mon–Sat 8.30 am – 6 pm', 1),
  ('Kandy', 'No. 18, Peradeniya Road, Kandy', 'LK-21', '+94 81 222 3344', 'Mon–Sat 8.30 am – 6 pm', 2),
  ('Kurunegala', 'No. 72, Colombo Road, Kurunegala', 'LK-61', '+94 37 222 5566', 'Mon–Sat 8.30 am – 6 pm', 3),
  ('Galle', 'No. 9, Matara Road, Galle', 'LK-31', '+94 91 223 7788', 'Mon–Sat 8.30 am – 6 pm', 4);
