CREATE TABLE "upload_owners" (
	"key" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "upload_owners_key_user_id_pk" PRIMARY KEY("key","user_id")
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_uploaded_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "upload_owners" ADD CONSTRAINT "upload_owners_key_uploads_key_fk" FOREIGN KEY ("key") REFERENCES "public"."uploads"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_owners" ADD CONSTRAINT "upload_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_owners_user_idx" ON "upload_owners" USING btree ("user_id");--> statement-breakpoint
-- Each upload's one recorded uploader becomes its first owner (hand-written: drizzle-kit drops the column only).
INSERT INTO "upload_owners" ("key", "user_id") SELECT "key", "uploaded_by" FROM "uploads" WHERE "uploaded_by" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "uploaded_by";