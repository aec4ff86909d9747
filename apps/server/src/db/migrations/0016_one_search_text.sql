DROP INDEX "properties_location_search_idx";--> statement-breakpoint
DROP INDEX "properties_title_search_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_created_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("location" || E'\n' || "title")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_text" gin_trgm_ops,"verification_status","listing_type","category","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("verification_status","price_low","id","agent_id","search_text");--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("verification_status","created_at","id","agent_id","search_text");