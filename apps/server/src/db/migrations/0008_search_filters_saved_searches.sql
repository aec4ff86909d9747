CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"alerts_enabled" boolean DEFAULT true NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_alerts_idx" ON "saved_searches" USING btree ("alerts_enabled") WHERE "saved_searches"."alerts_enabled";--> statement-breakpoint
CREATE INDEX "properties_title_trgm_idx" ON "properties" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_type_price_idx" ON "properties" USING btree ("listing_type","verification_status","price_low","id");--> statement-breakpoint
CREATE INDEX "properties_category_created_idx" ON "properties" USING btree ("category","verification_status","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_category_price_idx" ON "properties" USING btree ("category","verification_status","price_low","id");--> statement-breakpoint
CREATE INDEX "properties_status_price_high_idx" ON "properties" USING btree ("verification_status","price_high");--> statement-breakpoint
CREATE INDEX "properties_point_idx" ON "properties" USING gist (point("longitude", "latitude"));