CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_counters_window_ends_at_idx" ON "rate_counters" USING btree ("window_ends_at");--> statement-breakpoint
-- Keyhaven's counters lived in Better Auth's rate_limits with the window's end (ms) in last_request: the ones
-- still counting move here, so an upgrade restarts no window; Better Auth's own rows (address + path) stay.
INSERT INTO "rate_counters" ("key", "count", "window_ends_at")
SELECT "key", "count", to_timestamp("last_request" / 1000.0) FROM "rate_limits"
WHERE "key" ~ '^(upload|upload-user|newsletter|inquiry|inquiry-agent|search|search-address):'
  AND "last_request" > extract(epoch FROM now()) * 1000;
--> statement-breakpoint
DELETE FROM "rate_limits" WHERE "key" ~ '^(upload|upload-user|newsletter|inquiry|inquiry-agent|search|search-address):';
