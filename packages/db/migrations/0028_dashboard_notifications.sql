CREATE TABLE "notification_cursors" (
	"feed" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"portal" jsonb NOT NULL,
	"mail" jsonb NOT NULL,
	"digest_hour" integer,
	"digest_sent_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"product" text,
	"order_id" uuid,
	"hidden" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_source" ON "notifications" USING btree ("agent_id","source");--> statement-breakpoint
CREATE INDEX "notifications_agent_created" ON "notifications" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("agent_id") WHERE "notifications"."read_at" is null and "notifications"."hidden" = 0;--> statement-breakpoint
CREATE INDEX "booking_orders_agent_time" ON "booking_orders" USING btree ("agent_id","created_at","status","product","total_sell_price","total_agent_price");--> statement-breakpoint
CREATE INDEX "booking_orders_agent_service" ON "booking_orders" USING btree ("agent_id","service_date");--> statement-breakpoint
CREATE INDEX "booking_orders_parent_time" ON "booking_orders" USING btree ("parent_id","created_at") WHERE "booking_orders"."parent_id" is not null;