ALTER TYPE "public"."notification_kind" ADD VALUE 'saved_search_match';--> statement-breakpoint
DROP INDEX "saved_searches_alerts_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "query_parsed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "search" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "listing_type" "listing_type";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "category" "property_category";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_price" numeric;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_price" numeric;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_beds" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_baths" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "bbox_west" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "bbox_south" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "bbox_east" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "bbox_north" double precision;--> statement-breakpoint
-- The filters of the searches saved before these columns, read from each stored query as the contract's
-- parseSavedSearchQuery reads it. A stored query is in one spelling (URLSearchParams: known parameters, each
-- once, percent-encoded UTF-8 with '+' for a space, no empty value); a value counts only in a form the contract
-- accepts (numbers in decimal), and a query with any other parameter or value keeps query_parsed false: it gets
-- no alerts. saved-searches/backfill.test.ts runs this on queries of every kind against the contract's parse.
UPDATE "saved_searches" SET "query_parsed" = true WHERE "query" = '';--> statement-breakpoint
WITH "pairs" AS (
  SELECT s."id", p."n", split_part(p."pair", '=', 1) AS "key", coalesce((
    SELECT convert_from(string_agg(CASE WHEN t."m"[1] ~ '^%[0-9A-Fa-f]{2}$' THEN decode(substr(t."m"[1], 2), 'hex')
      ELSE convert_to(t."m"[1], 'UTF8') END, ''::bytea ORDER BY t."n"), 'UTF8')
    FROM regexp_matches(replace(substr(p."pair", strpos(p."pair", '=') + 1), '+', ' '), '%[0-9A-Fa-f]{2}|%|[^%]+', 'g')
      WITH ORDINALITY AS t("m", "n")
    WHERE strpos(p."pair", '=') > 0
  ), '') AS "value"
  FROM "saved_searches" s, unnest(string_to_array(s."query", '&')) WITH ORDINALITY AS p("pair", "n")
  WHERE s."query" <> '' AND p."pair" <> ''
), "unknown" AS (
  SELECT DISTINCT "id" FROM "pairs"
  WHERE "key" NOT IN ('search', 'listingType', 'category', 'minPrice', 'maxPrice', 'minBeds', 'minBaths', 'bbox', 'sort')
), "kept" AS (
  -- The first value of a parameter that is not blank (JavaScript's trim).
  SELECT DISTINCT ON ("id", "key") "id", "key", "value" FROM "pairs"
  WHERE btrim("value", E' \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff' || E'\t\n\u000b\f\r') <> ''
  ORDER BY "id", "key", "n"
), "raw" AS (
  SELECT p."id",
    max("value") FILTER (WHERE "key" = 'search') AS "search",
    max("value") FILTER (WHERE "key" = 'listingType') AS "listing_type",
    max("value") FILTER (WHERE "key" = 'category') AS "category",
    max("value") FILTER (WHERE "key" = 'minPrice') AS "min_price",
    max("value") FILTER (WHERE "key" = 'maxPrice') AS "max_price",
    max("value") FILTER (WHERE "key" = 'minBeds') AS "min_beds",
    max("value") FILTER (WHERE "key" = 'minBaths') AS "min_baths",
    max("value") FILTER (WHERE "key" = 'bbox') AS "bbox",
    max("value") FILTER (WHERE "key" = 'sort') AS "sort"
  FROM (SELECT DISTINCT "id" FROM "pairs") p LEFT JOIN "kept" k ON k."id" = p."id"
  GROUP BY p."id"
), "numbers" AS (
  SELECT r.*,
    CASE WHEN r."search" !~ '[\x01-\x1f\x7f-\x9f]' AND char_length(btrim(r."search", E' \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')) <= 100
      THEN btrim(r."search", E' \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff') END AS "search_text",
    CASE WHEN r."min_price" ~ '^\s*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,3})?\s*$' THEN r."min_price"::numeric END AS "min_price_number",
    CASE WHEN r."max_price" ~ '^\s*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,3})?\s*$' THEN r."max_price"::numeric END AS "max_price_number",
    CASE WHEN r."min_beds" ~ '^\s*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,3})?\s*$' THEN r."min_beds"::numeric END AS "min_beds_number",
    CASE WHEN r."min_baths" ~ '^\s*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,3})?\s*$' THEN r."min_baths"::numeric END AS "min_baths_number",
    CASE WHEN char_length(r."bbox") <= 100 AND r."bbox" !~ '[\x01-\x1f\x7f-\x9f]'
      AND cardinality(string_to_array(r."bbox", ',')) = 4
      AND (SELECT bool_and(part ~ '^\s*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,3})?\s*$') FROM unnest(string_to_array(r."bbox", ',')) AS part)
      THEN string_to_array(r."bbox", ',')::numeric[] END AS "bbox_numbers"
  FROM "raw" r
), "filters" AS (
  SELECT n."id",
    n."search_text",
    n."listing_type",
    n."category",
    n."min_price_number" AS "min_price",
    n."max_price_number" AS "max_price",
    CASE WHEN n."min_beds_number" BETWEEN 0 AND 100 THEN n."min_beds_number"::integer END AS "min_beds",
    CASE WHEN n."min_baths_number" BETWEEN 0 AND 100 THEN n."min_baths_number"::integer END AS "min_baths",
    n."bbox_numbers",
    (n."search" IS NULL OR n."search_text" IS NOT NULL)
      AND (n."listing_type" IS NULL OR n."listing_type" IN ('sale', 'rent'))
      AND (n."category" IS NULL OR n."category" IN ('House', 'Villa', 'Office', 'Apartment'))
      AND (n."min_price" IS NULL OR n."min_price_number" BETWEEN 0 AND 999999999999)
      AND (n."max_price" IS NULL OR n."max_price_number" BETWEEN 0 AND 999999999999)
      AND (n."min_price" IS NULL OR n."max_price" IS NULL OR n."max_price_number" >= n."min_price_number")
      AND (n."min_beds" IS NULL OR (n."min_beds_number" BETWEEN 0 AND 100 AND n."min_beds_number" = trunc(n."min_beds_number")))
      AND (n."min_baths" IS NULL OR (n."min_baths_number" BETWEEN 0 AND 100 AND n."min_baths_number" = trunc(n."min_baths_number")))
      AND (n."bbox" IS NULL OR (
        n."bbox_numbers" IS NOT NULL
        AND n."bbox_numbers"[1] BETWEEN -180 AND 180 AND n."bbox_numbers"[3] BETWEEN -180 AND 180
        AND n."bbox_numbers"[2] BETWEEN -90 AND 90 AND n."bbox_numbers"[4] BETWEEN -90 AND 90
        AND n."bbox_numbers"[1] <= n."bbox_numbers"[3] AND n."bbox_numbers"[2] <= n."bbox_numbers"[4]))
      AND (n."sort" IS NULL OR n."sort" IN ('asc', 'desc', 'newest')) AS "valid"
  FROM "numbers" n
  WHERE n."id" NOT IN (SELECT "id" FROM "unknown")
)
UPDATE "saved_searches" s SET
  "query_parsed" = true,
  "search" = f."search_text",
  "listing_type" = f."listing_type"::"listing_type",
  "category" = f."category"::"property_category",
  "min_price" = f."min_price",
  "max_price" = f."max_price",
  "min_beds" = f."min_beds",
  "min_baths" = f."min_baths",
  "bbox_west" = f."bbox_numbers"[1]::double precision,
  "bbox_south" = f."bbox_numbers"[2]::double precision,
  "bbox_east" = f."bbox_numbers"[3]::double precision,
  "bbox_north" = f."bbox_numbers"[4]::double precision
FROM "filters" f
WHERE f."id" = s."id" AND f."valid";--> statement-breakpoint
ALTER TABLE "saved_searches" ALTER COLUMN "query_parsed" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "saved_searches_alert_text_idx" ON "saved_searches" USING btree (left(lower("search"), 3)) WHERE "saved_searches"."alerts_enabled" and "saved_searches"."query_parsed" and "saved_searches"."search" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_alert_area_idx" ON "saved_searches" USING gist (box(point("bbox_west", "bbox_south"), point("bbox_east", "bbox_north"))) WHERE "saved_searches"."alerts_enabled" and "saved_searches"."query_parsed" and "saved_searches"."search" is null and "saved_searches"."bbox_west" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_alert_anywhere_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."alerts_enabled" and "saved_searches"."query_parsed" and "saved_searches"."search" is null and "saved_searches"."bbox_west" is null;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_bbox_check" CHECK (num_nulls("saved_searches"."bbox_west", "saved_searches"."bbox_south", "saved_searches"."bbox_east", "saved_searches"."bbox_north") in (0, 4));