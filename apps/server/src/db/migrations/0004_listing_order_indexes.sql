DROP INDEX "properties_agent_idx";--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_agent_idx" ON "properties" USING btree ("agent_id","created_at","id");