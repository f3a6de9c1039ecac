CREATE TABLE `rate_limit_hits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`limiter` text NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_hits_key_idx` ON `rate_limit_hits` (`limiter`,`key`,`at`);--> statement-breakpoint
CREATE INDEX `rate_limit_hits_at_idx` ON `rate_limit_hits` (`at`);