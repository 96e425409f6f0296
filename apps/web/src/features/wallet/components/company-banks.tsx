import type { CompanyBankAccount } from '@portal/contracts';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** The company's accounts as radio cards: where to pay, and which one the agent paid into. */
export function CompanyBanks({
  banks,
  value,
  onChange,
  error,
}: {
  banks: readonly CompanyBankAccount[];
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">
        {t('wallet.banks.legend', 'Pay into one of our accounts, then tell us which one')}
        <span className="ms-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        {banks.map((bank) => (
          <label
            key={bank.id}
            className={cn(
              'relative block cursor-pointer rounded-xl border p-4 text-sm transition-colors',
              value === bank.id
                ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
                : 'border-slate-200 hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              name="companyBankId"
              value={bank.id}
              checked={value === bank.id}
              onChange={() => onChange(bank.id)}
              className="absolute top-4 end-4 size-4 accent-brand-700"
            />
            <span className="block pe-6 font-semibold text-slate-900">{bank.bankName}</span>
            <span className="block text-xs text-slate-500">
              {bank.branchName} · {bank.currency}
            </span>
            <dl className="mt-2 space-y-1 text-xs">
              <BankLine label={t('wallet.banks.accountName', 'Account name')} value={bank.accountName} />
              <BankLine label={t('wallet.banks.accountNo', 'Account no.')} value={bank.accountNumber} copy />
              <BankLine label={t('wallet.banks.iban', 'IBAN')} value={bank.iban} copy />
              <BankLine label={t('wallet.banks.swift', 'SWIFT')} value={bank.swiftCode} copy />
            </dl>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function BankLine({ label, value, copy }: { label: string; value: string; copy?: boolean }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const doCopy = async () => {
    try {
      await navigator.clipboard.writeText(value.replace(/\s+/g, ''));
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      /* clipboard blocked: the value stays visible to copy by hand */
    }
  };
  return (
    <div className="flex items-center gap-2">
      <dt className="w-[5.5rem] shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 font-mono break-words text-slate-800" dir="ltr">
        {value}
      </dd>
      {copy && (
        <button
          type="button"
          onClick={(e) => {
            e.preventDefault();
            void doCopy();
          }}
          className="ms-auto shrink-0 rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          aria-label={t('wallet.banks.copy', 'Copy {label}', { label })}
        >
          {copied ? <Check className="size-3.5 text-emerald-600" /> : <Copy className="size-3.5" />}
        </button>
      )}
    </div>
  );
}
