ALTER TABLE "hotel_allotments" ADD COLUMN "closed_to_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_contracts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD COLUMN "max_infants" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_infants" CHECK ("hotel_room_types"."max_infants" >= 0);--> statement-breakpoint
-- Custom SQL (hotel extranet, issue 34): the topic 'inventory' counts every change of what the hotel
-- search keeps in its per-node caches (hotel content, room types, contracts, default allotments), with
-- the statement triggers of migration 0007, so an extranet save reaches every node's searches at once.
-- Exception nights (hotel_allotments) need no topic: searches read them fresh for every call.
INSERT INTO "change_counters" ("name", "version") VALUES ('inventory', 1) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "hotels_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('inventory');
--> statement-breakpoint
CREATE TRIGGER "hotel_room_types_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_room_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('inventory');
--> statement-breakpoint
CREATE TRIGGER "hotel_contracts_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_contracts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('inventory');
--> statement-breakpoint
CREATE TRIGGER "hotel_allotment_defaults_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_allotment_defaults" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('inventory');
