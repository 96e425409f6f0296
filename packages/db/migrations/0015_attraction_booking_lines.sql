CREATE TABLE "attraction_booking_lines" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"attraction_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"booking_type" text NOT NULL,
	"is_api_connected" boolean DEFAULT false NOT NULL,
	"uses_inventory" boolean DEFAULT false NOT NULL,
	"product_code" text,
	"slot" jsonb,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"hours" integer,
	"transfer_type" text NOT NULL,
	"is_promo_added" boolean NOT NULL,
	"vehicle_plan" jsonb,
	"priced_lines" jsonb NOT NULL,
	"promo" integer DEFAULT 0 NOT NULL,
	"policy" jsonb NOT NULL,
	"lead_country" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attraction_booking_lines" ADD CONSTRAINT "attraction_booking_lines_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_booking_lines" ADD CONSTRAINT "attraction_booking_lines_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_booking_lines" ADD CONSTRAINT "attraction_booking_lines_attraction_id_attractions_id_fk" FOREIGN KEY ("attraction_id") REFERENCES "public"."attractions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attraction_booking_lines" ADD CONSTRAINT "attraction_booking_lines_activity_id_attraction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."attraction_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attraction_booking_lines_order" ON "attraction_booking_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "attraction_booking_lines_activity" ON "attraction_booking_lines" USING btree ("activity_id");