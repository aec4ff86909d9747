ALTER TYPE "public"."notification_kind" ADD VALUE 'admin_action';--> statement-breakpoint
-- The location text of an approximate location names its city and region only, as the API writes it (the demo
-- data wrote the street too).
UPDATE "properties" SET "location" = concat_ws(', ', "city", nullif(concat_ws(' ', "region", "postal_code"), ''), "country")
WHERE "approximate_location" AND "city" IS NOT NULL;
