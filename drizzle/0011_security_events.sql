CREATE TABLE `security_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`kind` text NOT NULL,
	`email` text,
	`user_id` integer,
	`actor_id` integer,
	`address` text,
	`user_agent` text,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `security_events_at_idx` ON `security_events` (`at`);--> statement-breakpoint
CREATE INDEX `security_events_email_idx` ON `security_events` (`email`,`at`);