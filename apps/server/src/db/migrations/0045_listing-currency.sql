-- Every amount gets four decimals (the most any ISO 4217 currency has). Two generated columns read the prices, and
-- PostgreSQL does not change the type of a column a generated one reads: they are dropped (with their indexes)
-- and added again as they were, as is the feed's view (0040) that reads the high price.
DROP VIEW "feed_listing_entries";--> statement-breakpoint
DROP INDEX "properties_map_idx";--> statement-breakpoint
DROP INDEX "properties_status_price_per_area_idx";--> statement-breakpoint
DROP INDEX "properties_width_price_idx";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "price_per_area";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "price_width_class";--> statement-breakpoint
ALTER TABLE "feed_entries" ALTER COLUMN "list_price" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "offer_amount" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "price_low" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "price_high" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "deposit" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "dropped_from_low" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "dropped_from_high" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "property_price_changes" ALTER COLUMN "price_low" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "property_price_changes" ALTER COLUMN "price_high" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
ALTER TABLE "rental_applications" ALTER COLUMN "monthly_income" SET DATA TYPE numeric(16, 4);--> statement-breakpoint
-- Existing listings and offers keep the deployment's currency: the migrator sets keyhaven.currency from CURRENCY
-- on its connection (db/client.ts); a database migrated without it (the tests' snapshot) gets USD, the default.
-- The default is evaluated once for the rows there are, then dropped: the app always names the currency.
ALTER TABLE "offers" ADD COLUMN "currency" text DEFAULT coalesce(nullif(current_setting('keyhaven.currency', true), ''), 'USD') NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "currency" text DEFAULT coalesce(nullif(current_setting('keyhaven.currency', true), ''), 'USD') NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_width_class" smallint GENERATED ALWAYS AS (width_bucket("price_high" - "price_low", array[1,4,16,64,256,1024,4096,16384,65536,262144,1048576,4194304,16777216,67108864,268435456,1073741824,4294967296,17179869184,68719476736,274877906944]::numeric[])) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_per_area" numeric(14, 2) GENERATED ALWAYS AS (round("price_low" / nullif("living_area", 0), 2)) STORED;--> statement-breakpoint
CREATE INDEX "properties_width_price_idx" ON "properties" USING btree ("verification_status","price_width_class","price_low","id","agent_id","price_high");--> statement-breakpoint
CREATE INDEX "properties_status_price_per_area_idx" ON "properties" USING btree ("verification_status","price_per_area","id","agent_id","search_text","listing_type","category","price_low","price_high","bedrooms","bathrooms","living_area","year_built","feature_mask","available_from") WHERE "properties"."price_per_area" is not null;--> statement-breakpoint
CREATE INDEX "properties_map_idx" ON "properties" USING gist (point("longitude", "latitude"))
  INCLUDE ("longitude", "latitude", "created_at", "id", "agent_id", "price_low", "price_high", "listing_type", "category", "bedrooms", "bathrooms", "living_area", "year_built", "feature_mask", "available_from", "price_per_area", "currency");--> statement-breakpoint
CREATE VIEW "feed_listing_entries" AS
SELECT "id", "updated_at" AS "modified_at",
	CASE WHEN "public" THEN
		CASE WHEN EXISTS (SELECT 1 FROM "offers" WHERE "offers"."property_id" = "listing"."id" AND "offers"."status" = 'bought')
			OR EXISTS (SELECT 1 FROM "rental_applications" WHERE "rental_applications"."property_id" = "listing"."id" AND "rental_applications"."status" = 'accepted')
			THEN 'Closed'
		WHEN EXISTS (SELECT 1 FROM "offers" WHERE "offers"."property_id" = "listing"."id" AND "offers"."status" IN ('accepted', 'bought'))
			THEN 'Pending'
		ELSE 'Active' END
	WHEN "listing_stage" = 'withdrawn' THEN 'Withdrawn'
	WHEN "listing_stage" = 'expired' THEN 'Expired'
	ELSE 'Delete' END AS "standard_status",
	CASE WHEN "public" THEN
		CASE WHEN "listing_type" = 'rent'
			THEN CASE WHEN "category" = 'Office' THEN 'CommercialLease' ELSE 'ResidentialLease' END
			ELSE CASE WHEN "category" = 'Office' THEN 'CommercialSale' ELSE 'Residential' END END
	END AS "property_type",
	CASE WHEN "public" THEN "price_high" END AS "list_price",
	CASE WHEN "public" THEN "bedrooms" END AS "bedrooms_total",
	CASE WHEN "public" THEN "city" END AS "city",
	CASE WHEN "public" THEN "postal_code" END AS "postal_code"
FROM (
	-- The columns an entry is read from, named: a view that took them all would hold every column in place.
	SELECT "id", "updated_at", "listing_stage", "listing_type", "category", "price_high", "bedrooms", "city", "postal_code",
		"verification_status" = 'verified' AND "agent_id" IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "properties"."agent_id" AND "users"."role" = 'fraud') AS "public"
	FROM "properties" WHERE "ever_public"
) AS "listing";
