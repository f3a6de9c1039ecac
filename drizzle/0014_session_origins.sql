ALTER TABLE `refresh_tokens` ADD `address` text;--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `user_agent` text;