import { z } from 'zod';

/** GET /b2b/company/bank-info/all: where agents send bank transfers. */
export const companyBankAccount = z.object({
  id: z.uuid(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
  branchName: z.string(),
  currency: z.string(),
  countryIsocode: z.string(),
});
export type CompanyBankAccount = z.infer<typeof companyBankAccount>;
export const companyBankAccountsAnswer = z.array(companyBankAccount);
