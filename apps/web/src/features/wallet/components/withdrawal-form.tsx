import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Info } from 'lucide-react';
import type { WalletSummaryAnswer } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useInitialDataQuery } from '../../../lib/shell-api';
import { useToast } from '../../../lib/use-toast';
import { useRequestWithdrawalMutation } from '../api/wallet.api';
import { checkAmountInput } from '../lib/deposit-amount';
import { majorToMinor } from '../../../lib/money';
import {
  EMPTY_WITHDRAWAL,
  normaliseAmount,
  withdrawalForm,
  type WithdrawalFormValues,
} from '../lib/request-forms';
import { splitServerErrors } from '../../../lib/server-errors';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const FIELDS = [
  'amount',
  'isoCode',
  'bankName',
  'branchName',
  'accountHolderName',
  'accountNumber',
  'ibanCode',
] as const;

/** A payout to the agent's bank: the amount is held at once and leaves the wallet when the company pays it. */
export function WithdrawalForm({ summary, onSent }: { summary: WalletSummaryAnswer; onSent: () => void }) {
  const t = useT();
  const fmt = useFormats();
  const toast = useToast();
  const countries = useInitialDataQuery().data?.countries;
  const [send, { isLoading: sending }] = useRequestWithdrawalMutation();
  const attempt = useIdempotentAttempt();
  const [pending, setPending] = useState<WithdrawalFormValues | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<WithdrawalFormValues>({
    resolver: zodResolver(withdrawalForm),
    defaultValues: EMPTY_WITHDRAWAL,
  });

  const countryOptions = useMemo(
    () =>
      (countries ?? [])
        .map((c) => ({ value: c.isocode.toUpperCase(), label: c.countryName }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [countries],
  );
  const withdrawableMinor = majorToMinor(summary.withdrawable);

  const review = handleSubmit((values) => {
    setGeneralError(null);
    const check = checkAmountInput(values.amount, {
      maximumMinor: withdrawableMinor,
      maximumLabel: 'withdraw',
    });
    if (!check.ok) {
      setError('amount', { type: 'limit', message: check.message });
      return;
    }
    setPending(values);
  });

  const confirm = async () => {
    if (!pending) return;
    const body = {
      ...pending,
      amount: normaliseAmount(pending.amount),
      isoCode: pending.isoCode.toUpperCase(),
    };
    const result = await send({ ...body, key: attempt.keyFor(JSON.stringify(body)) });
    setPending(null);
    if ('error' in result) {
      attempt.settle(result.error);
      const { byField, general } = splitServerErrors(result.error, FIELDS);
      for (const field of FIELDS) {
        const message = byField[field];
        if (message) setError(field, { type: 'server', message });
      }
      setGeneralError(general);
      return;
    }
    attempt.settle(null);
    reset(EMPTY_WITHDRAWAL);
    toast.success(
      t('wallet.withdraw.requested', 'Withdrawal requested'),
      t(
        'wallet.withdraw.requestedText',
        'Request {number} for {amount} is held until the company pays it out.',
        {
          number: result.data.number,
          amount: fmt.aed(result.data.amount),
        },
      ),
    );
    onSent();
  };

  return (
    <form noValidate onSubmit={(event) => void review(event)} className="space-y-4">
      <div className="flex gap-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          {t(
            'wallet.withdraw.info',
            'The amount is held from your balance as soon as you send the request, so it cannot be spent twice. It leaves your wallet when the company confirms the payout; if the company cancels the request, the hold is released. You can withdraw up to {amount} (your own money not already held; credit cannot be withdrawn).',
            { amount: fmt.aed(summary.withdrawable) },
          )}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('wallet.withdraw.amount', 'Amount (AED)')} required error={errors.amount?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('wallet.example', 'e.g. {value}', { value: '1000' })}
            {...register('amount')}
          />
        </Field>
        <Field label={t('wallet.withdraw.country', 'Bank country')} required error={errors.isoCode?.message}>
          <Select
            options={
              countryOptions.length
                ? countryOptions
                : [{ value: 'AE', label: t('wallet.withdraw.uae', 'United Arab Emirates') }]
            }
            {...register('isoCode')}
          />
        </Field>
        <Field label={t('wallet.withdraw.bankName', 'Bank name')} required error={errors.bankName?.message}>
          <Input autoComplete="off" maxLength={120} {...register('bankName')} />
        </Field>
        <Field
          label={t('wallet.withdraw.branchName', 'Branch name')}
          required
          error={errors.branchName?.message}
        >
          <Input autoComplete="off" maxLength={120} {...register('branchName')} />
        </Field>
        <Field
          label={t('wallet.withdraw.holder', 'Account holder name')}
          required
          error={errors.accountHolderName?.message}
        >
          <Input autoComplete="name" maxLength={120} {...register('accountHolderName')} />
        </Field>
        <Field
          label={t('wallet.withdraw.accountNumber', 'Account number')}
          required
          error={errors.accountNumber?.message}
        >
          <Input autoComplete="off" maxLength={40} {...register('accountNumber')} />
        </Field>
        <Field
          label={t('wallet.withdraw.iban', 'IBAN / IFSC code')}
          required
          error={errors.ibanCode?.message}
          hint={t('wallet.withdraw.ibanHint', 'IBAN in IBAN countries, otherwise IFSC or routing code')}
          className="sm:col-span-2"
        >
          <Input autoComplete="off" maxLength={40} {...register('ibanCode')} />
        </Field>
      </div>
      {generalError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {generalError}
        </p>
      )}
      <Button type="submit" className="w-full sm:w-auto" disabled={withdrawableMinor <= 0} loading={sending}>
        {t('wallet.withdraw.review', 'Review withdrawal')}
      </Button>
      {withdrawableMinor <= 0 && (
        <p className="text-xs text-slate-500">
          {t('wallet.withdraw.nothing', 'There is no money in your wallet that can be withdrawn right now.')}
        </p>
      )}

      <Dialog
        open={pending !== null}
        onOpenChange={(open) => !sending && !open && setPending(null)}
        title={t('wallet.withdraw.confirm', 'Confirm withdrawal request')}
        description={t(
          'wallet.withdraw.confirmText',
          'The amount is held from your wallet until the company pays it out or cancels the request.',
        )}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)} disabled={sending}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={sending}>
              {t('wallet.withdraw.request', 'Request {amount}', {
                amount: pending ? fmt.aed(Number(normaliseAmount(pending.amount))) : '',
              })}
            </Button>
          </>
        }
      >
        {pending && (
          <dl className="space-y-2 text-sm">
            {[
              [t('wallet.col.amount', 'Amount'), fmt.aed(Number(normaliseAmount(pending.amount)))],
              [t('wallet.withdraw.holderShort', 'Account holder'), pending.accountHolderName],
              [
                t('wallet.withdraw.bank', 'Bank'),
                `${pending.bankName}, ${pending.branchName} (${pending.isoCode})`,
              ],
              [t('wallet.withdraw.accountNumber', 'Account number'), pending.accountNumber],
              [t('wallet.withdraw.ibanShort', 'IBAN / IFSC'), pending.ibanCode],
            ].map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="shrink-0 text-slate-600">{label}</dt>
                <dd className="text-end font-medium break-all text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Dialog>
    </form>
  );
}
