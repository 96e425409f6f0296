import { useState } from 'react';
import type { AdminBankAccount } from '@portal/contracts';
import { LoadError } from '../../../../components/load-error';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api';
import { BankAccountForm } from './bank-account-form';
import { useBankAccountsQuery, useSaveBankAccountMutation } from './company.api';

/** The accounts agents send bank-transfer deposits to: add, edit, deactivate (issue 34). */
export function BankAccountsSection() {
  const { data, error, isLoading, isFetching, refetch } = useBankAccountsQuery();
  const [adding, setAdding] = useState(false);
  if (error)
    return (
      <LoadError
        error={error}
        what="the bank accounts"
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (isLoading || !data) return <Skeleton className="h-40 w-full" />;
  return (
    <div className="space-y-3">
      {data.bankAccounts.length === 0 ? (
        <EmptyState
          title="No bank accounts"
          description="Agents cannot send a bank-transfer deposit until you add one."
        />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {data.bankAccounts.map((a) => (
            <BankAccountRow key={`${a._id}-${a.version}`} account={a} />
          ))}
        </ul>
      )}
      {adding ? (
        <BankAccountForm onDone={() => setAdding(false)} />
      ) : (
        <Button size="sm" onClick={() => setAdding(true)}>
          Add a bank account
        </Button>
      )}
    </div>
  );
}

function BankAccountRow({ account }: { account: AdminBankAccount }) {
  const [editing, setEditing] = useState(false);
  const [save, state] = useSaveBankAccountMutation();
  const name = `${account.bankName} ${account.accountNumber}`;
  const deactivate = () => {
    const { _id, ...rest } = account;
    void save({ ...rest, id: _id, active: false });
  };
  return (
    <li className="px-4 py-3 text-sm" data-testid={`bank-account-${account.accountNumber}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">
            {account.bankName} · {account.accountName}
            {!account.active && <span className="ms-2 text-slate-500">(deactivated)</span>}
          </p>
          <p className="break-words text-slate-600">
            {account.accountNumber} · IBAN {account.iban} · SWIFT {account.swiftCode} · {account.branchName} ·{' '}
            {account.currency}
          </p>
        </div>
        {!editing && (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(true)}
              aria-label={`Edit ${name}`}
            >
              Edit
            </Button>
            {account.active && (
              <Button
                size="sm"
                variant="ghost"
                loading={state.isLoading}
                onClick={deactivate}
                aria-label={`Deactivate ${name}`}
              >
                Deactivate
              </Button>
            )}
          </div>
        )}
      </div>
      {state.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(state.error)}
        </p>
      )}
      {editing && <BankAccountForm account={account} onDone={() => setEditing(false)} />}
    </li>
  );
}
