CREATE TABLE "property_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"price_low" numeric(14, 2) NOT NULL,
	"price_high" numeric(14, 2) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_views" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "property_views_property_id_day_visitor_pk" PRIMARY KEY("property_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_price_changes_property_idx" ON "property_price_changes" USING btree ("property_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "wishlist_property_idx" ON "wishlist_items" USING btree ("property_id");--> statement-breakpoint
-- Listings made before price history existed start with their current price, dated when they were listed.
INSERT INTO "property_price_changes" ("property_id", "price_low", "price_high", "changed_at")
SELECT "id", "price_low", "price_high", "created_at" FROM "properties";
