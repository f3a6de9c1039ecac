CREATE TABLE `catalog_import_refusals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`import_id` integer NOT NULL,
	`line` integer NOT NULL,
	`problem` text NOT NULL,
	`cells` text NOT NULL,
	FOREIGN KEY (`import_id`) REFERENCES `catalog_imports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_import_refusals_import_idx` ON `catalog_import_refusals` (`import_id`,`line`);--> statement-breakpoint
ALTER TABLE `catalog_imports` ADD `refused` integer DEFAULT 0 NOT NULL;