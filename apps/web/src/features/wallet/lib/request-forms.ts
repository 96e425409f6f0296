import { z } from 'zod';
import { checkAmountInput } from './deposit-amount';

/** An AED amount typed as text; the server parses it again (contracts' majorAmountInput). */
const amountText = z.string().superRefine((value, ctx) => {
  const check = checkAmountInput(value);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
});

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/** Text fields of the bank-transfer deposit request; the receipt is checked separately (receipt-file.ts). */
export const bankDepositForm = z.object({
  companyBankId: z.string().min(1, 'Choose the company bank account you paid into'),
  amount: amountText,
  referenceNumber: required('The transfer reference number', 100),
});
export type BankDepositFormValues = z.infer<typeof bankDepositForm>;

export const EMPTY_BANK_DEPOSIT: BankDepositFormValues = {
  companyBankId: '',
  amount: '',
  referenceNumber: '',
};

/** Same rules as the contracts' withdrawalBody, on text inputs. */
export const withdrawalForm = z.object({
  amount: amountText,
  isoCode: z.string().regex(/^[A-Za-z]{2}$/, 'Choose the bank country'),
  bankName: required('Bank name', 120),
  branchName: required('Branch name', 120),
  accountHolderName: required('Account holder name', 120),
  accountNumber: required('Account number', 40),
  ibanCode: required('IBAN / IFSC code', 40),
});
export type WithdrawalFormValues = z.infer<typeof withdrawalForm>;

export const EMPTY_WITHDRAWAL: WithdrawalFormValues = {
  amount: '',
  isoCode: 'AE',
  bankName: '',
  branchName: '',
  accountHolderName: '',
  accountNumber: '',
  ibanCode: '',
};

/** Amount text normalised for the server: thousands separators removed, two decimals. */
export function normaliseAmount(text: string): string {
  const check = checkAmountInput(text);
  return check.ok ? (check.minor / 100).toFixed(2) : text.trim();
}
