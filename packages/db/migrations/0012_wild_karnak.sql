CREATE TABLE "a2a_passengers" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"passenger_no" integer NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"nationality" text NOT NULL,
	"passport_no" text NOT NULL,
	"is_infant" boolean DEFAULT false NOT NULL,
	"infant_title" text,
	"infant_first_name" text,
	"infant_last_name" text,
	"infant_passport_no" text,
	"changes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "a2a_sectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"airport_from" varchar(3) NOT NULL,
	"airport_to" varchar(3) NOT NULL,
	"from_name" text NOT NULL,
	"from_city" text NOT NULL,
	"from_country" text NOT NULL,
	"to_name" text NOT NULL,
	"to_city" text NOT NULL,
	"to_country" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "a2a_sectors_pair" UNIQUE("airport_from","airport_to")
);
--> statement-breakpoint
CREATE TABLE "a2a_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sector_id" uuid NOT NULL,
	"onward_date" date NOT NULL,
	"onward_airline" text NOT NULL,
	"onward_airline_code" varchar(3) NOT NULL,
	"onward_flight_no" text NOT NULL,
	"onward_departure_time" text NOT NULL,
	"onward_arrival_time" text NOT NULL,
	"onward_duration_minutes" integer NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"return_date" date,
	"return_airline" text,
	"return_airline_code" varchar(3),
	"return_flight_no" text,
	"return_departure_time" text,
	"return_arrival_time" text,
	"return_duration_minutes" integer,
	"baggage" text NOT NULL,
	"hand_baggage" text DEFAULT '7 kg' NOT NULL,
	"price" integer NOT NULL,
	"infant_price" integer NOT NULL,
	"total_seats" integer NOT NULL,
	"available_seats" integer NOT NULL,
	"infant_limit" integer NOT NULL,
	"infants_booked" integer DEFAULT 0 NOT NULL,
	"pnr_no" text NOT NULL,
	"deadline_hours" integer NOT NULL,
	"cancellation_fee" integer DEFAULT 0 NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "a2a_tickets_seats" CHECK ("a2a_tickets"."available_seats" >= 0 and "a2a_tickets"."available_seats" <= "a2a_tickets"."total_seats"),
	CONSTRAINT "a2a_tickets_infants" CHECK ("a2a_tickets"."infants_booked" >= 0 and "a2a_tickets"."infants_booked" <= "a2a_tickets"."infant_limit"),
	CONSTRAINT "a2a_tickets_amounts" CHECK (least("a2a_tickets"."price", "a2a_tickets"."infant_price", "a2a_tickets"."cancellation_fee", "a2a_tickets"."deadline_hours") >= 0)
);
--> statement-breakpoint
ALTER TABLE "a2a_passengers" ADD CONSTRAINT "a2a_passengers_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "a2a_passengers" ADD CONSTRAINT "a2a_passengers_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "a2a_passengers" ADD CONSTRAINT "a2a_passengers_ticket_id_a2a_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."a2a_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "a2a_tickets" ADD CONSTRAINT "a2a_tickets_sector_id_a2a_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."a2a_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "a2a_passengers_order" ON "a2a_passengers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "a2a_passengers_ticket" ON "a2a_passengers" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "a2a_tickets_date" ON "a2a_tickets" USING btree ("onward_date","sector_id");