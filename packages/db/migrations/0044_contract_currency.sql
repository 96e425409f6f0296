ALTER TABLE "hotel_contracts" ADD COLUMN "currency" varchar(3) DEFAULT 'AED' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_contracts" ADD CONSTRAINT "hotel_contracts_currency_currencies_isocode_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("isocode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Custom SQL (contract currency, issue 34): the search converts a contract's amounts with the latest
-- fx_rates row, and its contract caches are emptied by the 'inventory' counter; a new rate bumps it too,
-- so a rate change reaches the next search on every node. (Existing contracts default to AED above.)
CREATE TRIGGER "fx_rates_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fx_rates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('inventory');
