CREATE TABLE "flight_bookings" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"selection_id" uuid NOT NULL,
	"fare_key" text NOT NULL,
	"trip_type" text NOT NULL,
	"carrier" text NOT NULL,
	"carrier_name" text NOT NULL,
	"journeys" jsonb NOT NULL,
	"fare" jsonb NOT NULL,
	"passengers" jsonb NOT NULL,
	"addons" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"fare_price" integer NOT NULL,
	"route" text NOT NULL,
	"first_departure_at" timestamp with time zone NOT NULL,
	"return_date" date,
	"pnr" text,
	"ticketed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flight_sandbox_seats" (
	"segment_key" text NOT NULL,
	"seat_number" text NOT NULL,
	"client_reference" text NOT NULL,
	CONSTRAINT "flight_sandbox_seats_segment_key_seat_number_pk" PRIMARY KEY("segment_key","seat_number")
);
--> statement-breakpoint
CREATE TABLE "flight_selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"search_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"fare_key" text NOT NULL,
	"trip_type" text NOT NULL,
	"travellers" jsonb NOT NULL,
	"offer" jsonb NOT NULL,
	"seen_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" uuid
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_selections" ADD CONSTRAINT "flight_selections_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_bookings_pnr" ON "flight_bookings" USING btree ("pnr");--> statement-breakpoint
CREATE INDEX "flight_bookings_selection" ON "flight_bookings" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "flight_sandbox_seats_reference" ON "flight_sandbox_seats" USING btree ("client_reference");--> statement-breakpoint
CREATE INDEX "flight_selections_agent" ON "flight_selections" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "flight_selections_expires" ON "flight_selections" USING btree ("expires_at");