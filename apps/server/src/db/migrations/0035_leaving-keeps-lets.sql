ALTER TABLE "rental_applications" DROP CONSTRAINT "rental_applications_renter_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "rental_applications" ALTER COLUMN "renter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_user_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_without_them" text;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_about_user_idx" ON "notifications" USING btree ("about_user_id") WHERE "notifications"."about_user_id" is not null;