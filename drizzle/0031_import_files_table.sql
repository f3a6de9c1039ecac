CREATE TABLE `catalog_import_files` (
	`import_id` integer PRIMARY KEY NOT NULL,
	`csv` text NOT NULL,
	`images` blob,
	FOREIGN KEY (`import_id`) REFERENCES `catalog_imports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `catalog_import_files` (`import_id`, `csv`, `images`) SELECT `id`, `csv`, `images` FROM `catalog_imports` WHERE `csv` <> '';--> statement-breakpoint
ALTER TABLE `catalog_imports` DROP COLUMN `csv`;--> statement-breakpoint
ALTER TABLE `catalog_imports` DROP COLUMN `images`;