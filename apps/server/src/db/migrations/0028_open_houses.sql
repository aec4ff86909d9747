CREATE TABLE "open_houses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_houses_end_after_start" CHECK ("open_houses"."ends_at" > "open_houses"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "open_house_within_days" integer;--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_houses_property_idx" ON "open_houses" USING btree ("property_id","ends_at");