ALTER TYPE "public"."notification_kind" ADD VALUE 'offer_expired' BEFORE 'payment_received';--> statement-breakpoint
ALTER TYPE "public"."offer_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "offers_payment_due_idx" ON "offers" USING btree ("payment_due_at") WHERE "offers"."status" = 'accepted';--> statement-breakpoint
-- Offers accepted before deadlines existed get the default period (OFFER_PAYMENT_DAYS, 7) from the upgrade:
-- their buyers were never told of one, so none expires at once.
UPDATE "offers" SET "payment_due_at" = now() + interval '7 days' WHERE "status" = 'accepted';--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_accepted_payment_due_check" CHECK ("offers"."status" <> 'accepted' OR "offers"."payment_due_at" IS NOT NULL);