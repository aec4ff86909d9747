-- The listing lifecycle (docs/decisions/0018-listing-lifecycle.md). Existing rows keep their meaning: no stage, so
-- verified rows are active, pending ones wait for review, rejected ones stay rejected; listed listings count
-- their LISTING_DAYS from this migration (listed_at's default is taken once, now), not from when they were made.
CREATE TYPE "public"."listing_stage" AS ENUM('draft', 'changes_requested', 'withdrawn', 'expired');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'listing_changes_requested';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'listing_expiry';--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_images_check";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "price_low" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "price_high" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "price_width_class" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_stage" "listing_stage";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "changes_requested_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "properties_listed_at_idx" ON "properties" USING btree ("listed_at") WHERE "properties"."verification_status" = 'verified';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_priced_check" CHECK (("properties"."price_low" IS NOT NULL AND "properties"."price_high" IS NOT NULL) OR ("properties"."listing_stage" IS NOT DISTINCT FROM 'draft' AND "properties"."price_low" IS NULL AND "properties"."price_high" IS NULL));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_listing_stage_check" CHECK ("properties"."listing_stage" IS NULL OR "properties"."verification_status" = 'pending');--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_images_check" CHECK ((cardinality("properties"."images") BETWEEN 1 AND 12 AND "properties"."images"[1] = "properties"."image") OR ("properties"."listing_stage" IS NOT DISTINCT FROM 'draft' AND cardinality("properties"."images") = 0 AND "properties"."image" = ''));