CREATE TYPE "public"."application_status" AS ENUM('submitted', 'shortlisted', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."viewing_status" AS ENUM('requested', 'proposed', 'confirmed', 'declined', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'application_received';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'application_withdrawn';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'application_decided';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'viewing_agent_update';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'viewing_buyer_update';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'viewing_reminder';--> statement-breakpoint
CREATE TABLE "rental_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"renter_id" text NOT NULL,
	"move_in_date" date NOT NULL,
	"lease_months" smallint NOT NULL,
	"occupants" smallint NOT NULL,
	"monthly_income" numeric(14, 2),
	"message" text NOT NULL,
	"status" "application_status" DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_availability" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"blocked_dates" date[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "viewing_status" DEFAULT 'requested' NOT NULL,
	"message" text,
	"reason" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_availability" ADD CONSTRAINT "viewing_availability_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_applications_one_accepted_per_property" ON "rental_applications" USING btree ("property_id") WHERE "rental_applications"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "rental_applications_one_open_per_renter" ON "rental_applications" USING btree ("property_id","renter_id") WHERE "rental_applications"."status" in ('submitted', 'shortlisted');--> statement-breakpoint
CREATE INDEX "rental_applications_property_idx" ON "rental_applications" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "rental_applications_renter_idx" ON "rental_applications" USING btree ("renter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "viewings_one_per_slot" ON "viewings" USING btree ("agent_id","starts_at") WHERE "viewings"."status" in ('requested', 'proposed', 'confirmed');--> statement-breakpoint
CREATE INDEX "viewings_buyer_idx" ON "viewings" USING btree ("buyer_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_agent_idx" ON "viewings" USING btree ("agent_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_reminder_due_idx" ON "viewings" USING btree ("starts_at") WHERE "viewings"."status" = 'confirmed' and "viewings"."reminded_at" is null;