CREATE TABLE "catalog_import_files" (
	"import_id" integer PRIMARY KEY NOT NULL,
	"csv" text NOT NULL,
	"images" "bytea"
);
--> statement-breakpoint
ALTER TABLE "catalog_import_files" ADD CONSTRAINT "catalog_import_files_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "catalog_import_files" ("import_id", "csv", "images") SELECT "id", "csv", "images" FROM "catalog_imports" WHERE "csv" <> '';--> statement-breakpoint
ALTER TABLE "catalog_imports" DROP COLUMN "csv";--> statement-breakpoint
ALTER TABLE "catalog_imports" DROP COLUMN "images";