CREATE TABLE "listing_changes" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_changes_one_row" CHECK ("listing_changes"."only")
);--> statement-breakpoint
INSERT INTO "listing_changes" ("only", "version") VALUES (true, 0);--> statement-breakpoint
-- Moves the number once per transaction, at its commit: deferred, so the row is locked only while the
-- transaction commits, after every other lock it takes (no deadlock with another writer), and a bulk write of
-- many rows updates it once (the transaction-local setting). The row comes back if a reset emptied every table.
CREATE FUNCTION "listings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('keyhaven.listings_changed', true) IS DISTINCT FROM 'yes' THEN
		PERFORM set_config('keyhaven.listings_changed', 'yes', true);
		INSERT INTO "listing_changes" ("only", "version") VALUES (true, 1)
			ON CONFLICT ("only") DO UPDATE SET "version" = "listing_changes"."version" + 1;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_listings_changed" AFTER INSERT OR UPDATE OR DELETE ON "properties"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listings_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "offers_listings_changed" AFTER INSERT OR UPDATE OR DELETE ON "offers"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listings_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rental_applications_listings_changed" AFTER INSERT OR UPDATE OR DELETE ON "rental_applications"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listings_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "open_houses_listings_changed" AFTER INSERT OR UPDATE OR DELETE ON "open_houses"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listings_changed"();--> statement-breakpoint
-- A card shows its agent's name, e-mail and picture, and a fraud mark hides it; a sign-in's last_log_in does not
-- count. A deleted agent's listings lose their agent_id, which the trigger on properties sees.
CREATE CONSTRAINT TRIGGER "users_listings_changed" AFTER UPDATE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email"
		OR OLD."image" IS DISTINCT FROM NEW."image" OR OLD."role" IS DISTINCT FROM NEW."role")
	EXECUTE FUNCTION "listings_changed"();--> statement-breakpoint
-- TRUNCATE has no row triggers (a test's or the seed's reset): a statement trigger moves it at once.
CREATE TRIGGER "properties_truncated_listings_changed" AFTER TRUNCATE ON "properties"
	FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed"();--> statement-breakpoint
CREATE TRIGGER "offers_truncated_listings_changed" AFTER TRUNCATE ON "offers"
	FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed"();--> statement-breakpoint
CREATE TRIGGER "users_truncated_listings_changed" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed"();
