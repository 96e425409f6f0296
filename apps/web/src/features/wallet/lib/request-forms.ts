import { z } from 'zod';
import { checkAmountInput } from './deposit-amount';
import { t } from '../../../lib/i18n';

/** An AED amount typed as text; the server parses it again (contracts' majorAmountInput). */
const amountText = z.string().superRefine((value, ctx) => {
  const check = checkAmountInput(value);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
});

/** A required text field; its messages are read when the form is checked (they follow the language). */
const required = (label: () => string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: () => t('form.fieldRequired', '{label} is required', { label: label() }) })
    .max(max, { error: () => t('form.fieldTooLong', '{label} is too long', { label: label() }) });

/** Text fields of the bank-transfer deposit request; the receipt is checked separately (receipt-file.ts). */
export const bankDepositForm = z.object({
  companyBankId: z
    .string()
    .min(1, { error: () => t('wallet.bank.choose', 'Choose the company bank account you paid into') }),
  amount: amountText,
  referenceNumber: required(() => t('wallet.bank.referenceField', 'The transfer reference number'), 100),
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
  isoCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: () => t('wallet.withdraw.chooseCountry', 'Choose the bank country') }),
  bankName: required(() => t('wallet.withdraw.bankName', 'Bank name'), 120),
  branchName: required(() => t('wallet.withdraw.branchName', 'Branch name'), 120),
  accountHolderName: required(() => t('wallet.withdraw.holder', 'Account holder name'), 120),
  accountNumber: required(() => t('wallet.withdraw.accountNumber', 'Account number'), 40),
  ibanCode: required(() => t('wallet.withdraw.iban', 'IBAN / IFSC code'), 40),
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
