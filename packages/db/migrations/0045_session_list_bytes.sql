ALTER TABLE "hotel_search_sessions" ADD COLUMN "list" "bytea";--> statement-breakpoint
-- Custom SQL (ADR 0037 addendum, issue 38): a list session's columns arrive compressed already
-- (zstd), so the value is stored out of line as it is, without PostgreSQL's own pglz attempt.
ALTER TABLE "hotel_search_sessions" ALTER COLUMN "list" SET STORAGE EXTERNAL;
