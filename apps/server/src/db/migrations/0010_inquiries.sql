ALTER TYPE "public"."notification_kind" ADD VALUE 'inquiry_received';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'inquiry_reply';--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"from_agent" boolean NOT NULL,
	"body" text NOT NULL,
	"phone" text,
	"viewing_times" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_thread_id_inquiry_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inquiry_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_threads" ADD CONSTRAINT "inquiry_threads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_threads" ADD CONSTRAINT "inquiry_threads_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_messages_thread_idx" ON "inquiry_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_threads_property_buyer_unique" ON "inquiry_threads" USING btree ("property_id","buyer_id");--> statement-breakpoint
CREATE INDEX "inquiry_threads_buyer_idx" ON "inquiry_threads" USING btree ("buyer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "inquiry_threads_property_idx" ON "inquiry_threads" USING btree ("property_id","last_message_at");--> statement-breakpoint
CREATE INDEX "inquiry_threads_recent_idx" ON "inquiry_threads" USING btree ("last_message_at","id");