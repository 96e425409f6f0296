CREATE TABLE "hotel_allotment_defaults" (
	"room_type_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_allotment_defaults_count" CHECK ("hotel_allotment_defaults"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_allotments" (
	"room_type_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text,
	"count" integer,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_allotments_room_type_id_date_pk" PRIMARY KEY("room_type_id","date"),
	CONSTRAINT "hotel_allotments_counts" CHECK ("hotel_allotments"."booked" >= 0 and ("hotel_allotments"."count" is null or "hotel_allotments"."count" >= 0))
);
--> statement-breakpoint
CREATE TABLE "hotel_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_search" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "hotel_cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_search" text NOT NULL,
	"slug" text NOT NULL,
	"state" text NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "hotel_cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "hotel_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"rate_code" text NOT NULL,
	"rate_name" text NOT NULL,
	"board_code" text NOT NULL,
	"seasons" jsonb NOT NULL,
	"child_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meal_supplements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_stay" integer DEFAULT 1 NOT NULL,
	"release_days" integer DEFAULT 0 NOT NULL,
	"nationalities_included" text[] DEFAULT '{}'::text[] NOT NULL,
	"nationalities_excluded" text[] DEFAULT '{}'::text[] NOT NULL,
	"cancellation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_comments" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_contracts_stay_rules" CHECK ("hotel_contracts"."min_stay" >= 1 and "hotel_contracts"."release_days" >= 0),
	CONSTRAINT "hotel_contracts_validity" CHECK ("hotel_contracts"."valid_from" <= "hotel_contracts"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"max_adults" integer NOT NULL,
	"max_children" integer NOT NULL,
	"max_occupancy" integer NOT NULL,
	"bed_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_extra_beds" integer DEFAULT 0 NOT NULL,
	"size_sqm" integer,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"bedbank_code" text,
	"sort_order" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "hotel_room_types_occupancy" CHECK ("hotel_room_types"."max_adults" >= 1 and "hotel_room_types"."max_children" >= 0 and "hotel_room_types"."max_extra_beds" >= 0
        and "hotel_room_types"."max_occupancy" >= "hotel_room_types"."max_adults" and "hotel_room_types"."max_occupancy" <= "hotel_room_types"."max_adults" + "hotel_room_types"."max_children")
);
--> statement-breakpoint
CREATE TABLE "hotel_search_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"query" jsonb NOT NULL,
	"results" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_search" text NOT NULL,
	"chain" text,
	"star_category" text NOT NULL,
	"accommodation_type" text NOT NULL,
	"address" text NOT NULL,
	"city_id" uuid NOT NULL,
	"area_id" uuid,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"distance_from_city_centre_km" double precision NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"check_in_time" varchar(5) DEFAULT '15:00' NOT NULL,
	"check_out_time" varchar(5) DEFAULT '12:00' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"all_guest_details_required" boolean DEFAULT false NOT NULL,
	"bedbank_code" text,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_bedbank_code_unique" UNIQUE("bedbank_code"),
	CONSTRAINT "hotels_coordinates" CHECK ("hotels"."latitude" between -90 and 90 and "hotels"."longitude" between -180 and 180),
	CONSTRAINT "hotels_distance" CHECK ("hotels"."distance_from_city_centre_km" >= 0),
	CONSTRAINT "hotels_times" CHECK ("hotels"."check_in_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "hotels"."check_out_time" ~ '^[0-2][0-9]:[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "hotel_allotment_defaults" ADD CONSTRAINT "hotel_allotment_defaults_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_allotments" ADD CONSTRAINT "hotel_allotments_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_areas" ADD CONSTRAINT "hotel_areas_city_id_hotel_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."hotel_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_cities" ADD CONSTRAINT "hotel_cities_country_code_countries_isocode_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_contracts" ADD CONSTRAINT "hotel_contracts_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_contracts" ADD CONSTRAINT "hotel_contracts_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_search_sessions" ADD CONSTRAINT "hotel_search_sessions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_hotel_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."hotel_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_area_id_hotel_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."hotel_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_areas_city_name" ON "hotel_areas" USING btree ("city_id","name");--> statement-breakpoint
CREATE INDEX "hotel_areas_name_search" ON "hotel_areas" USING btree ("name_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "hotel_cities_name_search" ON "hotel_cities" USING btree ("name_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "hotel_contracts_hotel" ON "hotel_contracts" USING btree ("hotel_id","is_active");--> statement-breakpoint
CREATE INDEX "hotel_contracts_room_type" ON "hotel_contracts" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "hotel_room_types_hotel" ON "hotel_room_types" USING btree ("hotel_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_room_types_bedbank" ON "hotel_room_types" USING btree ("hotel_id","bedbank_code");--> statement-breakpoint
CREATE INDEX "hotel_search_sessions_expires" ON "hotel_search_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "hotel_search_sessions_agent" ON "hotel_search_sessions" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "hotels_city" ON "hotels" USING btree ("city_id","is_active");--> statement-breakpoint
CREATE INDEX "hotels_area" ON "hotels" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "hotels_name_search" ON "hotels" USING btree ("name_search" text_pattern_ops);