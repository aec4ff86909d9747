-- The portal feed's removals (docs/decisions/0020): a listing that has ever been public and no longer is stays
-- in the feed's stream as a removal; a deleted one leaves a tombstone in feed_removals.
CREATE TABLE "feed_removals" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_modified_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ever_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Which listings have ever been public (docs/decisions/0020): those public now are marked without a touch (the
-- trigger that moves updated_at is held off for this one statement), since nothing a portal sees changes.
ALTER TABLE "properties" DISABLE TRIGGER "properties_touch_on_update";--> statement-breakpoint
UPDATE "properties" SET "ever_public" = true
WHERE "verification_status" = 'verified' AND "agent_id" IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "properties"."agent_id" AND "users"."role" = 'fraud');--> statement-breakpoint
ALTER TABLE "properties" ENABLE TRIGGER "properties_touch_on_update";--> statement-breakpoint
-- Those that left the public set before the feed answered removals are marked with a touch, so that a portal
-- syncing incrementally learns of them once: verified ones of an agent marked as fraud or deleted, withdrawn and
-- expired ones (only an active listing becomes either), and those in review or rejected after a verification
-- the audit trail holds.
UPDATE "properties" SET "ever_public" = true
WHERE NOT "ever_public" AND (
	"verification_status" = 'verified'
	OR "listing_stage" IN ('withdrawn', 'expired')
	OR EXISTS (SELECT 1 FROM "audit_log" WHERE "audit_log"."target_id" = "properties"."id"::text AND "audit_log"."action" = 'property.verified')
);--> statement-breakpoint
CREATE INDEX "feed_removals_removed_idx" ON "feed_removals" USING btree ("removed_at","listing_id");--> statement-breakpoint
CREATE INDEX "properties_feed_idx" ON "properties" USING btree ("updated_at","id") WHERE "properties"."ever_public";--> statement-breakpoint
-- From now on a listing is marked whenever it is written verified while its agent has an account not marked as
-- fraud; never cleared. Clearing a fraud mark touches the agent's listings (0031), which marks them then.
CREATE FUNCTION "properties_mark_ever_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = NEW."agent_id" AND "role" = 'fraud') THEN
		NEW."ever_public" := true;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_mark_ever_public" BEFORE INSERT OR UPDATE ON "properties" FOR EACH ROW
	WHEN (NOT NEW."ever_public" AND NEW."verification_status" = 'verified' AND NEW."agent_id" IS NOT NULL)
	EXECUTE FUNCTION "properties_mark_ever_public"();--> statement-breakpoint
-- The deletion of a listing that has ever been public leaves its removal for the feed, timed by the database's
-- clock as updated_at is, so it comes after every entry of the listing. Every other way out of the public set
-- (withdrawal, expiry, return to review, rejection, the fraud mark, the agent's deletion through ON DELETE SET
-- NULL) already moves updated_at by 0031's triggers.
CREATE FUNCTION "properties_record_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "feed_removals" ("listing_id", "removed_at") VALUES (OLD."id", clock_timestamp());
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_record_removal" AFTER DELETE ON "properties" FOR EACH ROW WHEN (OLD."ever_public")
	EXECUTE FUNCTION "properties_record_removal"();