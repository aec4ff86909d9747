ALTER TYPE "public"."notification_kind" ADD VALUE 'price_drop';--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "dropped_from_low" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "dropped_from_high" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_drop_min_percent" smallint DEFAULT 0;