ALTER TABLE "company_bank_accounts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Custom SQL: the two seeded accounts had IBANs that fail the check digits staff edits now go through.
UPDATE "company_bank_accounts" SET "iban" = 'AE16 0260 0010 1544 3277 810' WHERE "iban" = 'AE07 0260 0010 1544 3277 8101';--> statement-breakpoint
UPDATE "company_bank_accounts" SET "iban" = 'AE28 0030 0012 0033 4556 100' WHERE "iban" = 'AE46 0030 0012 0033 4556 1002';
