CREATE TABLE "company_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_terms_version" CHECK ("company_terms"."version" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "company_terms_page_version" ON "company_terms" USING btree ("page","version");