ALTER TABLE "stock_alerts" ADD COLUMN "confirmed_at" bigint;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "code_sent_at" bigint;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Places asked for before codes existed keep their place.
UPDATE "stock_alerts" SET "confirmed_at" = "created_at";