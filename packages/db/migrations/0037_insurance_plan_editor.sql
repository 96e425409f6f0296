ALTER TABLE "insurance_plans" ADD COLUMN "wording_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "insurance_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_plans" ADD CONSTRAINT "insurance_plans_wording_upload_id_uploads_id_fk" FOREIGN KEY ("wording_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;