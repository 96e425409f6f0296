CREATE TABLE "bedbank_sandbox_bookings" (
	"client_reference" text PRIMARY KEY NOT NULL,
	"booking_code" text NOT NULL,
	"hotel_code" text NOT NULL,
	"room_code" text NOT NULL,
	"board_code" text NOT NULL,
	"rate_key" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"occupancies" jsonb NOT NULL,
	"nationality" text NOT NULL,
	"net" integer NOT NULL,
	"policies" jsonb NOT NULL,
	"status" text NOT NULL,
	"cancellation_fee" integer,
	"holder" jsonb NOT NULL,
	"guests" jsonb NOT NULL,
	"agency_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bedbank_sandbox_bookings_booking_code_unique" UNIQUE("booking_code"),
	CONSTRAINT "bedbank_sandbox_bookings_amounts" CHECK ("bedbank_sandbox_bookings"."net" >= 0 and coalesce("bedbank_sandbox_bookings"."cancellation_fee", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_contract_bookings" (
	"reference" text PRIMARY KEY NOT NULL,
	"supplier_reference" text NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"contract_id" uuid,
	"board_code" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"rooms" jsonb NOT NULL,
	"nationality" text NOT NULL,
	"rate_key" text NOT NULL,
	"net" integer NOT NULL,
	"cancellation" jsonb NOT NULL,
	"status" text NOT NULL,
	"cancellation_fee" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "hotel_contract_bookings_supplier_reference_unique" UNIQUE("supplier_reference"),
	CONSTRAINT "hotel_contract_bookings_amounts" CHECK ("hotel_contract_bookings"."net" >= 0 and coalesce("hotel_contract_bookings"."cancellation_fee", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "hotel_contract_bookings" ADD CONSTRAINT "hotel_contract_bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_contract_bookings" ADD CONSTRAINT "hotel_contract_bookings_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_contract_bookings" ADD CONSTRAINT "hotel_contract_bookings_contract_id_hotel_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."hotel_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_contract_bookings_room_type" ON "hotel_contract_bookings" USING btree ("room_type_id","from_date");