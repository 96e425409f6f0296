CREATE TABLE "quotation_work" (
	"quotation_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_work_status" CHECK ("quotation_work"."status" in ('new', 'in-hand', 'done'))
);
--> statement-breakpoint
CREATE TABLE "staff_assignments" (
	"subject_kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"assigned_by" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_assignments_subject_kind_subject_key_pk" PRIMARY KEY("subject_kind","subject_key")
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notes_kind" CHECK ("staff_notes"."subject_kind" in ('agent', 'order', 'visa'))
);
--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "quotation_work" ADD CONSTRAINT "quotation_work_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_work" ADD CONSTRAINT "quotation_work_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_assigned_by_admins_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_assignments_admin" ON "staff_assignments" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "staff_notes_subject" ON "staff_notes" USING btree ("subject_kind","subject_key","created_at");