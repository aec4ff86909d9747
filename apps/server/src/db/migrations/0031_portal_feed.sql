CREATE TABLE "feed_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "feed_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "feed_keys" ADD CONSTRAINT "feed_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_modified_idx" ON "properties" USING btree ("updated_at","id");--> statement-breakpoint
-- The portal feed pages by (updated_at, id) and a feed's reader syncs from a modification time, so every change
-- of what the feed shows must move updated_at forward, in the database's one clock, whichever code makes it.
-- A change of the listing's own row sets it here (the application's own value, from its clock, is replaced).
CREATE FUNCTION "properties_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."updated_at" := clock_timestamp();
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_touch_on_update" BEFORE UPDATE ON "properties" FOR EACH ROW EXECUTE FUNCTION "properties_touch"();--> statement-breakpoint
-- A listing's status is read from its offers (accepted: under offer, bought: sold) and its rental applications
-- (accepted: let): a change into or out of those statuses touches the listing.
CREATE FUNCTION "properties_touch_on_offer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (TG_OP <> 'INSERT' AND OLD."status" IN ('accepted', 'bought'))
		OR (TG_OP <> 'DELETE' AND NEW."status" IN ('accepted', 'bought')) THEN
		UPDATE "properties" SET "updated_at" = clock_timestamp()
		WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."property_id" ELSE NEW."property_id" END);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offers_touch_property" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "offers" FOR EACH ROW EXECUTE FUNCTION "properties_touch_on_offer"();--> statement-breakpoint
CREATE FUNCTION "properties_touch_on_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (TG_OP <> 'INSERT' AND OLD."status" = 'accepted')
		OR (TG_OP <> 'DELETE' AND NEW."status" = 'accepted') THEN
		UPDATE "properties" SET "updated_at" = clock_timestamp()
		WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."property_id" ELSE NEW."property_id" END);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rental_applications_touch_property" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "rental_applications" FOR EACH ROW EXECUTE FUNCTION "properties_touch_on_application"();--> statement-breakpoint
-- An agent marked as fraud (or cleared) takes every listing of theirs off the public lists (or back).
CREATE FUNCTION "properties_touch_on_fraud_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (OLD."role" = 'fraud') <> (NEW."role" = 'fraud') THEN
		UPDATE "properties" SET "updated_at" = clock_timestamp() WHERE "agent_id" = NEW."id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_touch_properties" AFTER UPDATE OF "role" ON "users" FOR EACH ROW EXECUTE FUNCTION "properties_touch_on_fraud_mark"();
