-- The map's box, answered from the index alone. A box in a dense city holds tens of thousands of listings, one
-- per heap page or so: read through a plain GiST index, each costs a page read before the newest can be sorted
-- out. This index holds what a box search needs besides the point: the publicly listed rule (verified, in the
-- predicate; agent_id), the filters' columns and the orders' keys, so an index-only scan reads a few hundred
-- index pages instead. Drizzle cannot declare INCLUDE, so this index is not in db/schema.ts.
DROP INDEX "properties_point_idx";--> statement-breakpoint
CREATE INDEX "properties_map_idx" ON "properties" USING gist (point("longitude", "latitude"))
  INCLUDE ("longitude", "latitude", "created_at", "id", "agent_id", "price_low", "price_high", "listing_type", "category", "bedrooms", "bathrooms")
  WHERE "verification_status" = 'verified';
