CREATE TABLE "flight_sandbox_bookings" (
	"client_reference" text PRIMARY KEY NOT NULL,
	"pnr" text NOT NULL,
	"fare_key" text NOT NULL,
	"seats" integer NOT NULL,
	"net" integer NOT NULL,
	"status" text NOT NULL,
	"passengers" jsonb NOT NULL,
	"tickets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "flight_sandbox_bookings_pnr_unique" UNIQUE("pnr")
);
--> statement-breakpoint
CREATE TABLE "flight_sandbox_inventory" (
	"flight_number" text NOT NULL,
	"depart_date" date NOT NULL,
	"cabin" text NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_sandbox_inventory_flight_number_depart_date_cabin_pk" PRIMARY KEY("flight_number","depart_date","cabin"),
	CONSTRAINT "flight_sandbox_inventory_sold" CHECK ("flight_sandbox_inventory"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flight_search_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"query" jsonb NOT NULL,
	"offers" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_search_sessions" ADD CONSTRAINT "flight_search_sessions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_search_sessions_expires" ON "flight_search_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "flight_search_sessions_agent" ON "flight_search_sessions" USING btree ("agent_id");