-- Existing data is brought under the rules before the indexes hold them: only a buyer's newest pending offer
-- per property stays pending, rentals and listings of deleted or fraud agents keep no pending offer, and only
-- a user's newest review of a property is kept.
UPDATE "offers" SET "status" = 'rejected' WHERE "status" = 'pending' AND "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "property_id", "buyer_id" ORDER BY "created_at" DESC, "id" DESC) AS "n"
    FROM "offers" WHERE "status" = 'pending' AND "property_id" IS NOT NULL AND "buyer_id" IS NOT NULL
  ) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
UPDATE "offers" SET "status" = 'rejected' WHERE "status" = 'pending' AND "property_id" IN (
  SELECT "p"."id" FROM "properties" "p" LEFT JOIN "users" "u" ON "u"."id" = "p"."agent_id"
  WHERE "p"."listing_type" = 'rent' OR "u"."id" IS NULL OR "u"."role" = 'fraud'
);--> statement-breakpoint
DELETE FROM "reviews" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "user_id", "property_id" ORDER BY "created_at" DESC, "id" DESC) AS "n"
    FROM "reviews"
  ) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_pending_per_buyer" ON "offers" USING btree ("property_id","buyer_id") WHERE "offers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_user_property" ON "reviews" USING btree ("user_id","property_id");
