CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "properties_location_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "properties_location_search_idx" ON "properties" USING gin ("location" gin_trgm_ops,"verification_status","listing_type","category","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "properties_title_search_idx" ON "properties" USING gin ("title" gin_trgm_ops,"verification_status","listing_type","category","bedrooms","bathrooms");
