ALTER TABLE `users` DROP COLUMN `failed_logins`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `first_failed_at`;--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `locked_until`;