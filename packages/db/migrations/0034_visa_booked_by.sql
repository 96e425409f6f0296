ALTER TABLE "visa_applications" ADD COLUMN "booked_by" uuid;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "booked_by" uuid;--> statement-breakpoint
-- Custom SQL: applications already paid take the user named on their booking order.
UPDATE "visa_applications" AS v SET "booked_by" = o."booked_by" FROM "booking_orders" AS o WHERE o."id" = v."booking_order_id" AND v."booked_by" IS NULL;
