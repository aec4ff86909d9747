ALTER TABLE "properties" ADD COLUMN "is_let" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether a rental is let, kept on the listing from its applications: the lists leave let rentals out by this
-- column, read from each order's index, instead of looking for an accepted application of every listing they
-- pass (an anti-join per listing: most of what counting a search's matches cost). Only a change of the answer
-- writes the listing.
UPDATE "properties" SET "is_let" = true WHERE "id" IN (SELECT "property_id" FROM "rental_applications" WHERE "status" = 'accepted');--> statement-breakpoint
CREATE FUNCTION "properties_let_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"rental" uuid;
BEGIN
	FOREACH "rental" IN ARRAY array_remove(CASE TG_OP
			WHEN 'INSERT' THEN array[NEW."property_id"]
			WHEN 'DELETE' THEN array[OLD."property_id"]
			ELSE array[OLD."property_id", NULLIF(NEW."property_id", OLD."property_id")] END, NULL) LOOP
		UPDATE "properties" SET "is_let" = NOT "is_let"
			WHERE "id" = "rental" AND "is_let" IS DISTINCT FROM EXISTS (SELECT 1 FROM "rental_applications"
				WHERE "rental_applications"."property_id" = "rental" AND "rental_applications"."status" = 'accepted');
	END LOOP;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "rental_applications_let_kept" AFTER INSERT OR DELETE OR UPDATE OF "status", "property_id" ON "rental_applications"
	FOR EACH ROW EXECUTE FUNCTION "properties_let_kept"();--> statement-breakpoint
CREATE FUNCTION "properties_let_cleared"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "properties" SET "is_let" = false WHERE "is_let";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "rental_applications_truncated_let_cleared" AFTER TRUNCATE ON "rental_applications"
	FOR EACH STATEMENT EXECUTE FUNCTION "properties_let_cleared"();--> statement-breakpoint
-- Every order's index holds it, after the agent (isPubliclyListed reads both), the map's too.
DROP INDEX "properties_status_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_created_idx";--> statement-breakpoint
DROP INDEX "properties_listing_type_idx";--> statement-breakpoint
DROP INDEX "properties_type_price_idx";--> statement-breakpoint
DROP INDEX "properties_category_created_idx";--> statement-breakpoint
DROP INDEX "properties_category_price_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_high_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_per_area_idx";--> statement-breakpoint
DROP INDEX "properties_width_price_idx";--> statement-breakpoint
DROP INDEX "properties_map_idx";--> statement-breakpoint
CREATE INDEX "properties_status_price_idx" ON "properties" USING btree ("verification_status","price_low","id","agent_id","is_let","search_text","listing_type","category","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("verification_status","created_at","id","agent_id","is_let","search_text","listing_type","category","price_low","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_listing_type_idx" ON "properties" USING btree ("listing_type","verification_status","created_at","id","agent_id","is_let","category","price_low","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_type_price_idx" ON "properties" USING btree ("listing_type","verification_status","price_low","id","agent_id","is_let","category","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_category_created_idx" ON "properties" USING btree ("category","verification_status","created_at","id","agent_id","is_let","listing_type","price_low","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_category_price_idx" ON "properties" USING btree ("category","verification_status","price_low","id","agent_id","is_let","listing_type","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_status_price_high_idx" ON "properties" USING btree ("verification_status","price_high","agent_id","is_let","listing_type","category","price_low","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from");--> statement-breakpoint
CREATE INDEX "properties_status_price_per_area_idx" ON "properties" USING btree ("verification_status","price_per_area","id","agent_id","is_let","search_text","listing_type","category","price_low","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from") WHERE "properties"."price_per_area" is not null;--> statement-breakpoint
CREATE INDEX "properties_width_price_idx" ON "properties" USING btree ("verification_status","price_width_class","price_low","id","agent_id","is_let","price_high");--> statement-breakpoint
CREATE INDEX "properties_map_idx" ON "properties" USING gist (point("longitude", "latitude"))
  INCLUDE ("longitude", "latitude", "created_at", "id", "agent_id", "is_let", "price_low", "price_high", "listing_type", "category", "bedrooms", "bathrooms", "living_area", "year_built", "feature_mask", "available_from", "price_per_area", "currency");
