DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_listing_type_idx";--> statement-breakpoint
DROP INDEX "properties_type_price_idx";--> statement-breakpoint
DROP INDEX "properties_category_created_idx";--> statement-breakpoint
DROP INDEX "properties_category_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_high_idx";--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("verification_status","price_low","id","agent_id","search_text","listing_type","category","price_high","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("verification_status","created_at","id","agent_id","search_text","listing_type","category","price_low","price_high","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "properties_listing_type_idx" ON "properties" USING btree ("listing_type","verification_status","created_at","id","agent_id","category","price_low","price_high","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "properties_type_price_idx" ON "properties" USING btree ("listing_type","verification_status","price_low","id","agent_id","category","price_high","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "properties_category_created_idx" ON "properties" USING btree ("category","verification_status","created_at","id","agent_id","listing_type","price_low","price_high","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "properties_category_price_idx" ON "properties" USING btree ("category","verification_status","price_low","id","agent_id","listing_type","price_high","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "properties_status_price_high_idx" ON "properties" USING btree ("verification_status","price_high","agent_id","listing_type","category","price_low","bedrooms","bathrooms");