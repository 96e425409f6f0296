CREATE TABLE "home_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement" text NOT NULL,
	"module" text,
	"alt" text NOT NULL,
	"upload_id" uuid,
	"src" text NOT NULL,
	"src_set" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hotel_count_caption" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_banners_placement" ON "home_banners" USING btree ("placement","sort_order");--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_placement_check" CHECK ("placement" IN ('hero', 'promotion-1', 'promotion-2'));--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_size_check" CHECK ("width" > 0 AND "height" > 0);--> statement-breakpoint
-- The home page's cached banner list follows the reference counter on every node (migration 0007).
CREATE TRIGGER "home_banners_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_banners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counters"('reference');--> statement-breakpoint
-- The banners the home page showed from its code until now (apps/web/artwork, rendered by scripts/render-banners.mjs).
INSERT INTO "home_banners" ("placement", "module", "alt", "src", "src_set", "width", "height", "hotel_count_caption", "sort_order") VALUES
  ('hero', NULL, 'Stay in style across the Emirates', '/brand/hotel-1-2000.webp', '/brand/hotel-1-1000.webp 1000w, /brand/hotel-1-2000.webp 2000w', 2000, 521, true, 10),
  ('hero', NULL, 'Beach resorts, best B2B rates', '/brand/hotel-2-2000.webp', '/brand/hotel-2-1000.webp 1000w, /brand/hotel-2-2000.webp 2000w', 2000, 521, false, 20),
  ('hero', NULL, 'Desert retreats under the stars', '/brand/hotel-3-2000.webp', '/brand/hotel-3-1000.webp 1000w, /brand/hotel-3-2000.webp 2000w', 2000, 521, false, 30),
  ('promotion-1', 'hotel', 'Burj views from AED 299', '/brand/promo-1a-1200.webp', '/brand/promo-1a-600.webp 600w, /brand/promo-1a-1200.webp 1200w', 1200, 400, false, 10),
  ('promotion-1', 'attraction', 'Desert safari + BBQ dinner', '/brand/promo-1b-1200.webp', '/brand/promo-1b-600.webp 600w, /brand/promo-1b-1200.webp 1200w', 1200, 400, false, 20),
  ('promotion-1', 'visa', 'Visas processed in 48 hours', '/brand/promo-1c-1200.webp', '/brand/promo-1c-600.webp 600w, /brand/promo-1c-1200.webp 1200w', 1200, 400, false, 30),
  ('promotion-2', 'hotel', 'Family packages, kids stay free', '/brand/promo-2a-1200.webp', '/brand/promo-2a-600.webp 600w, /brand/promo-2a-1200.webp 1200w', 1200, 400, false, 10),
  ('promotion-2', 'attraction', 'Abu Dhabi culture pass', '/brand/promo-2b-1200.webp', '/brand/promo-2b-600.webp 600w, /brand/promo-2b-1200.webp 1200w', 1200, 400, false, 20);
