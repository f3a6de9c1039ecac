CREATE TABLE `sign_in_failures` (
	`email` text NOT NULL,
	`client` text NOT NULL,
	`failures` integer NOT NULL,
	`first_failed_at` integer NOT NULL,
	`last_failed_at` integer NOT NULL,
	`locked_until` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`email`, `client`)
);
--> statement-breakpoint
CREATE INDEX `sign_in_failures_last_idx` ON `sign_in_failures` (`last_failed_at`);--> statement-breakpoint
CREATE TABLE `sign_in_known_addresses` (
	`email` text NOT NULL,
	`address` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`email`, `address`)
);
--> statement-breakpoint
CREATE INDEX `sign_in_known_addresses_at_idx` ON `sign_in_known_addresses` (`at`);