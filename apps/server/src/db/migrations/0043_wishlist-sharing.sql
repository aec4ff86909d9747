ALTER TYPE "public"."notification_kind" ADD VALUE 'wishlist_shared';--> statement-breakpoint
CREATE TABLE "wishlist_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"partner_email" text NOT NULL,
	"partner_id" text,
	"invitation_digest" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wishlist_notes" ADD CONSTRAINT "wishlist_notes_share_id_wishlist_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."wishlist_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_notes" ADD CONSTRAINT "wishlist_notes_item_id_wishlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_notes" ADD CONSTRAINT "wishlist_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_notes_item_idx" ON "wishlist_notes" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "wishlist_notes_share_idx" ON "wishlist_notes" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "wishlist_notes_author_idx" ON "wishlist_notes" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_shares_owner_unique" ON "wishlist_shares" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "wishlist_shares_partner_email_idx" ON "wishlist_shares" USING btree ("partner_email");--> statement-breakpoint
CREATE INDEX "wishlist_shares_partner_idx" ON "wishlist_shares" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_shares_invitation_unique" ON "wishlist_shares" USING btree ("invitation_digest");