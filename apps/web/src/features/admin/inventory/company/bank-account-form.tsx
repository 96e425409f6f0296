import { useState, type FormEvent } from 'react';
import type { AdminBankAccount } from '@portal/contracts';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { useSaveBankAccountMutation } from './company.api';

const TEXT_FIELDS = [
  ['bankName', 'Bank name'],
  ['accountName', 'Account name'],
  ['accountNumber', 'Account number'],
  ['iban', 'IBAN'],
  ['swiftCode', 'SWIFT code'],
  ['branchName', 'Branch'],
  ['currency', 'Currency'],
  ['countryIsocode', 'Country code'],
] as const;
type TextField = (typeof TEXT_FIELDS)[number][0];

const EMPTY: Record<TextField, string> = {
  bankName: '',
  accountName: '',
  accountNumber: '',
  iban: '',
  swiftCode: '',
  branchName: '',
  currency: 'AED',
  countryIsocode: 'AE',
};

/** Adds a bank account, or edits one against the version it was opened at. */
export function BankAccountForm({ account, onDone }: { account?: AdminBankAccount; onDone: () => void }) {
  const [values, setValues] = useState<Record<TextField, string>>(() => {
    if (!account) return EMPTY;
    const { bankName, accountName, accountNumber, iban, swiftCode, branchName, currency, countryIsocode } =
      account;
    return { bankName, accountName, accountNumber, iban, swiftCode, branchName, currency, countryIsocode };
  });
  const [sortOrder, setSortOrder] = useState(String(account?.sortOrder ?? 100));
  const [active, setActive] = useState(account?.active ?? true);
  const [save, state] = useSaveBankAccountMutation();
  const errors = state.isError ? fieldErrors(state.error) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const order = Number(sortOrder);
    const res = await save({
      ...(account ? { id: account._id } : {}),
      ...values,
      currency: values.currency.trim().toUpperCase(),
      countryIsocode: values.countryIsocode.trim().toUpperCase(),
      sortOrder: Number.isInteger(order) ? order : -1,
      active,
      version: account?.version ?? 0,
    });
    if (!('error' in res)) onDone();
  };

  const title = account ? `Bank account ${account.bankName} ${account.accountNumber}` : 'New bank account';
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 space-y-3" aria-label={title} noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        {TEXT_FIELDS.map(([key, label]) => (
          <Field key={key} label={label} required error={errors[key]?.[0]}>
            <Input
              value={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            />
          </Field>
        ))}
        <Field label="Order on the deposit form" required error={errors.sortOrder?.[0]}>
          <Input inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
          className="size-4"
        />
        Shown to agents on the bank-transfer deposit form
      </label>
      {state.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(state.error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={state.isLoading}>
          {account ? 'Save account' : 'Add account'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
