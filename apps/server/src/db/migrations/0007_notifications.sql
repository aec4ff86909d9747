CREATE TYPE "public"."mail_state" AS ENUM('pending', 'sending', 'sent', 'off');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('offer_received', 'offer_accepted', 'offer_rejected', 'payment_received', 'listing_verified', 'listing_rejected');--> statement-breakpoint
CREATE TABLE "notification_mail_opt_outs" (
	"user_id" text NOT NULL,
	"kind" "notification_kind" NOT NULL,
	CONSTRAINT "notification_mail_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"mail_state" "mail_state" DEFAULT 'pending' NOT NULL,
	"mail_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_mail_opt_outs" ADD CONSTRAINT "notification_mail_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_mail_due_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mail_state" in ('pending', 'sending');