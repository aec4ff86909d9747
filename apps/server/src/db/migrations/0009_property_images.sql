-- A listing's pictures: every existing listing starts with its one picture as its cover.
ALTER TABLE "properties" ADD COLUMN "images" text[];--> statement-breakpoint
UPDATE "properties" SET "images" = ARRAY["image"];--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "images" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_images_idx" ON "properties" USING gin ("images");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_images_check" CHECK (cardinality("properties"."images") BETWEEN 1 AND 12 AND "properties"."images"[1] = "properties"."image");
