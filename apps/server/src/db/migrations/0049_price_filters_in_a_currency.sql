ALTER TABLE "saved_searches" ADD COLUMN "price_currency" text;--> statement-breakpoint
CREATE INDEX "properties_currency_idx" ON "properties" USING btree ("currency");--> statement-breakpoint
-- A price filter converts its bounds at the loaded rates, so new rates change what a search answers: they move
-- the listings' version as a listing's change does (0044), and the answers kept under the old one are dropped.
CREATE CONSTRAINT TRIGGER "exchange_rates_listings_changed" AFTER INSERT OR UPDATE OR DELETE ON "exchange_rates"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listings_changed"();--> statement-breakpoint
CREATE TRIGGER "exchange_rates_truncated_listings_changed" AFTER TRUNCATE ON "exchange_rates"
	FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed"();
