ALTER TABLE "viewings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Calendars took every earlier copy of an event with SEQUENCE 0: a viewing that has changed since its request
-- starts above that, so its current event replaces the copies they hold.
UPDATE "viewings" SET "sequence" = 1 WHERE "status" <> 'requested';--> statement-breakpoint
-- A viewing confirmed now was confirmed at its last change or before (which cancelled viewings were once
-- confirmed is not known: they stay out of the feeds, as they were).
UPDATE "viewings" SET "confirmed_at" = "updated_at" WHERE "status" = 'confirmed';
