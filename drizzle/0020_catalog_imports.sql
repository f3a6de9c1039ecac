CREATE TABLE `catalog_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_by` integer NOT NULL,
	`file_name` text NOT NULL,
	`csv` text NOT NULL,
	`headers` text NOT NULL,
	`mapping` text DEFAULT '{}' NOT NULL,
	`images` blob,
	`images_name` text,
	`status` text DEFAULT 'uploaded' NOT NULL,
	`total_rows` integer NOT NULL,
	`rows_done` integer DEFAULT 0 NOT NULL,
	`added` integer DEFAULT 0 NOT NULL,
	`updated` integer DEFAULT 0 NOT NULL,
	`unchanged` integer DEFAULT 0 NOT NULL,
	`refused_rows` text DEFAULT '[]' NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `catalog_imports_created_idx` ON `catalog_imports` (`created_at`);--> statement-breakpoint
ALTER TABLE `product_images` ADD `source_name` text;