ALTER TYPE "public"."notification_kind" ADD VALUE 'sign_in_method_added';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "identity_proved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "last_used_step" integer;