ALTER TABLE "agents" ADD COLUMN "client_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_client_language" CHECK ("agents"."client_language" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_language" CHECK ("agency_users"."language" in ('en', 'ar'));