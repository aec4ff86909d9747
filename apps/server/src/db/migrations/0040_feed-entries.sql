CREATE TABLE "feed_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	"standard_status" text NOT NULL,
	"property_type" text,
	"list_price" numeric(14, 2),
	"bedrooms_total" integer,
	"city" text,
	"postal_code" text
);
--> statement-breakpoint
DROP INDEX "properties_feed_idx";--> statement-breakpoint
CREATE INDEX "feed_entries_stream_idx" ON "feed_entries" USING btree ("modified_at","id");--> statement-breakpoint
CREATE INDEX "feed_entries_status_order_idx" ON "feed_entries" USING btree ("standard_status","modified_at","id");--> statement-breakpoint
CREATE INDEX "feed_entries_type_order_idx" ON "feed_entries" USING btree (("property_type" is not null),coalesce("property_type", ''),"modified_at","id");--> statement-breakpoint
CREATE INDEX "feed_entries_price_order_idx" ON "feed_entries" USING btree (("list_price" is not null),coalesce("list_price", 0),"modified_at","id");--> statement-breakpoint
CREATE INDEX "feed_entries_bedrooms_order_idx" ON "feed_entries" USING btree (("bedrooms_total" is not null),coalesce("bedrooms_total", 0),"modified_at","id");--> statement-breakpoint
CREATE INDEX "feed_entries_city_order_idx" ON "feed_entries" USING btree (("city" is not null),coalesce("city", ''),"modified_at","id");--> statement-breakpoint
CREATE INDEX "feed_entries_postal_code_order_idx" ON "feed_entries" USING btree (("postal_code" is not null),coalesce("postal_code", ''),"modified_at","id");--> statement-breakpoint
CREATE INDEX "feed_entries_price_idx" ON "feed_entries" USING btree ("list_price");--> statement-breakpoint
CREATE INDEX "feed_entries_bedrooms_idx" ON "feed_entries" USING btree ("bedrooms_total");--> statement-breakpoint
CREATE INDEX "feed_entries_city_idx" ON "feed_entries" USING btree ("city");--> statement-breakpoint
CREATE INDEX "feed_entries_postal_code_idx" ON "feed_entries" USING btree ("postal_code");--> statement-breakpoint
-- The feed's entry of each listing that has ever been public, as the feed answers it now (docs/decisions/0035):
-- while public (verified, with an agent not marked as fraud) RESO's StandardStatus (Closed once sold or let,
-- Pending under an accepted offer, else Active) and the fields a filter or an order names; once not, Withdrawn,
-- Expired or Delete, with nothing else but its key and time. The one place this rule is written.
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
) AS "listing";--> statement-breakpoint
-- Every write of a listing that has ever been public writes its entry: 0031's triggers move updated_at (and so
-- write the listing's row) on each change of what its status is read from, so this one trigger sees them all.
CREATE FUNCTION "feed_entries_of_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "feed_entries" SELECT * FROM "feed_listing_entries" WHERE "id" = NEW."id"
	ON CONFLICT ("id") DO UPDATE SET "modified_at" = EXCLUDED."modified_at", "standard_status" = EXCLUDED."standard_status",
		"property_type" = EXCLUDED."property_type", "list_price" = EXCLUDED."list_price",
		"bedrooms_total" = EXCLUDED."bedrooms_total", "city" = EXCLUDED."city", "postal_code" = EXCLUDED."postal_code";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_feed_entry" AFTER INSERT OR UPDATE ON "properties" FOR EACH ROW WHEN (NEW."ever_public")
	EXECUTE FUNCTION "feed_entries_of_listing"();--> statement-breakpoint
-- A deleted listing's removal (0033's trigger writes it) replaces its entry; a pruned one takes it away.
CREATE FUNCTION "feed_entries_of_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		DELETE FROM "feed_entries" WHERE "id" = OLD."listing_id";
		RETURN NULL;
	END IF;
	INSERT INTO "feed_entries" ("id", "modified_at", "standard_status") VALUES (NEW."listing_id", NEW."removed_at", 'Delete')
	ON CONFLICT ("id") DO UPDATE SET "modified_at" = EXCLUDED."modified_at", "standard_status" = 'Delete',
		"property_type" = NULL, "list_price" = NULL, "bedrooms_total" = NULL, "city" = NULL, "postal_code" = NULL;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "feed_removals_feed_entry" AFTER INSERT OR DELETE ON "feed_removals" FOR EACH ROW
	EXECUTE FUNCTION "feed_entries_of_removal"();--> statement-breakpoint
INSERT INTO "feed_entries" SELECT * FROM "feed_listing_entries";--> statement-breakpoint
INSERT INTO "feed_entries" ("id", "modified_at", "standard_status")
SELECT "listing_id", "removed_at", 'Delete' FROM "feed_removals" ON CONFLICT ("id") DO NOTHING;
