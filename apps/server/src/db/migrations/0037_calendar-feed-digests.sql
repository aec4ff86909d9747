-- Feeds made before keep working: each token is replaced by its SHA-256 digest (hex), which is what the server now looks up.
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_token_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" RENAME COLUMN "token" TO "token_digest";--> statement-breakpoint
UPDATE "calendar_feeds" SET "token_digest" = encode(sha256(convert_to("token_digest", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_token_digest_unique" UNIQUE("token_digest");
