-- Hotel suggestions are answered from an index in each node's memory (apps/api/src/modules/hotels/
-- suggestion-index.ts): the topic 'hotels' counts every change of what they show - a hotel's name,
-- city, area, popularity or activity (property counts), a city, an area, a country's name - with the
-- statement triggers of migration 0007.
INSERT INTO "change_counters" ("name", "version") VALUES ('hotels', 1) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "hotels_suggestions_changed" AFTER INSERT OR UPDATE OF "name", "name_search", "city_id", "area_id", "popularity", "is_active" OR DELETE OR TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('hotels');
--> statement-breakpoint
CREATE TRIGGER "hotel_cities_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_cities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('hotels');
--> statement-breakpoint
CREATE TRIGGER "hotel_areas_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_areas" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('hotels');
--> statement-breakpoint
CREATE TRIGGER "countries_changed_hotels" AFTER INSERT OR UPDATE OF "name" OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('hotels');
