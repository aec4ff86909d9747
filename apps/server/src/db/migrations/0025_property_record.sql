CREATE TYPE "public"."energy_rating" AS ENUM('A', 'B', 'C', 'D', 'E', 'F', 'G');--> statement-breakpoint
ALTER TABLE "properties" RENAME COLUMN "area_sqft" TO "living_area";--> statement-breakpoint
DROP INDEX "properties_search_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_listing_type_idx";--> statement-breakpoint
DROP INDEX "properties_type_price_idx";--> statement-breakpoint
DROP INDEX "properties_category_created_idx";--> statement-breakpoint
DROP INDEX "properties_category_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_high_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lot_size" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_per_area" numeric(14, 2) GENERATED ALWAYS AS (round("price_low" / nullif("living_area", 0), 2)) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_built" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking_spaces" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "feature_mask" integer GENERATED ALWAYS AS ((case when 'garden' = any("features") then 1 else 0 end) + (case when 'balcony' = any("features") then 2 else 0 end) + (case when 'pool' = any("features") then 4 else 0 end) + (case when 'garage' = any("features") then 8 else 0 end) + (case when 'elevator' = any("features") then 16 else 0 end) + (case when 'air_conditioning' = any("features") then 32 else 0 end) + (case when 'fireplace' = any("features") then 64 else 0 end) + (case when 'furnished' = any("features") then 128 else 0 end) + (case when 'pets_allowed' = any("features") then 256 else 0 end) + (case when 'step_free_access' = any("features") then 512 else 0 end)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_rating" "energy_rating";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "min_lease_months" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "virtual_tour_url" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "approximate_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_area" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_area" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "feature_mask" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_year" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "available_by" date;--> statement-breakpoint
CREATE INDEX "properties_status_price_per_area_idx" ON "properties" USING btree ("verification_status","price_per_area","id","agent_id","search_text","listing_type","category","price_low","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from") WHERE "properties"."price_per_area" is not null;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_text" gin_trgm_ops,"verification_status","listing_type","category","bedrooms","bathrooms","living_area","year_built","available_from");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("verification_status","price_low","id","agent_id","search_text","listing_type","category","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("verification_status","created_at","id","agent_id","search_text","listing_type","category","price_low","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_listing_type_idx" ON "properties" USING btree ("listing_type","verification_status","created_at","id","agent_id","category","price_low","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_type_price_idx" ON "properties" USING btree ("listing_type","verification_status","price_low","id","agent_id","category","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_category_created_idx" ON "properties" USING btree ("category","verification_status","created_at","id","agent_id","listing_type","price_low","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_category_price_idx" ON "properties" USING btree ("category","verification_status","price_low","id","agent_id","listing_type","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_status_price_high_idx" ON "properties" USING btree ("verification_status","price_high","agent_id","listing_type","category","price_low","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_features_check" CHECK ("features" <@ array['garden','balcony','pool','garage','elevator','air_conditioning','fireplace','furnished','pets_allowed','step_free_access']::text[]);--> statement-breakpoint
-- An area of 0 was accepted before the living area had to be positive: it meant unknown.
UPDATE "properties" SET "living_area" = NULL WHERE "living_area" = 0;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_living_area_check" CHECK ("properties"."living_area" > 0);--> statement-breakpoint
-- The map's index (migration 0015, not in db/schema.ts) holds the new filters' columns too, and the price per
-- area for its order.
DROP INDEX "properties_map_idx";--> statement-breakpoint
CREATE INDEX "properties_map_idx" ON "properties" USING gist (point("longitude", "latitude"))
  INCLUDE ("longitude", "latitude", "created_at", "id", "agent_id", "price_low", "price_high", "listing_type", "category", "bedrooms", "bathrooms", "living_area", "year_built", "feature_mask", "available_from", "price_per_area")
  WHERE "verification_status" = 'verified';