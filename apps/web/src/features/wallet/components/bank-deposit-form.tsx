import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Landmark } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useToast } from '../../../lib/use-toast';
import { useCompanyBanksQuery, useRequestBankDepositMutation } from '../api/wallet.api';
import { receiptFileError } from '../lib/receipt-file';
import {
  bankDepositForm,
  EMPTY_BANK_DEPOSIT,
  normaliseAmount,
  type BankDepositFormValues,
} from '../lib/request-forms';
import { formError } from '../../../lib/form-errors';
import { splitServerErrors } from '../../../lib/server-errors';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { CompanyBanks } from './company-banks';
import { LoadError } from '../../../components/load-error';
import { ReceiptInput } from './receipt-input';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const FIELDS = ['companyBankId', 'amount', 'referenceNumber', 'receipt'] as const;

/** A bank transfer the agent already made: the request waits for the company to match and confirm it. */
export function BankDepositForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  const fmt = useFormats();
  const toast = useToast();
  const banks = useCompanyBanksQuery();
  const [send] = useRequestBankDepositMutation();
  const attempt = useIdempotentAttempt();
  const [receipt, setReceipt] = useState<File | null>(null);
  // Codes in state, words at render (ADR 0032): the receipt's own check is said again in the page's
  // language at each render; the server's message goes through formError.
  const [receiptProblem, setReceiptProblem] = useState<{ server?: string } | null>(null);
  const receiptError = !receiptProblem
    ? undefined
    : receiptProblem.server !== undefined
      ? formError(receiptProblem.server)
      : (receiptFileError(receipt) ?? undefined);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BankDepositFormValues>({
    resolver: zodResolver(bankDepositForm),
    defaultValues: EMPTY_BANK_DEPOSIT,
  });

  const chooseReceipt = (file: File | null) => {
    setReceipt(file);
    setReceiptProblem(file && receiptFileError(file) ? {} : null);
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setGeneralError(null);
      const fileProblem = receiptFileError(receipt);
      if (fileProblem || !receipt) {
        setReceiptProblem(fileProblem ? {} : null);
        return;
      }
      const amount = normaliseAmount(values.amount);
      const fingerprint = [
        'bank-deposit',
        values.companyBankId,
        amount,
        values.referenceNumber.trim(),
        receipt.name,
        receipt.size,
        receipt.lastModified,
      ].join('|');
      const result = await send({
        amount,
        companyBankId: values.companyBankId,
        referenceNumber: values.referenceNumber.trim(),
        receipt,
        key: attempt.keyFor(fingerprint),
      });
      if ('error' in result) {
        attempt.settle(result.error);
        const { byField, general } = splitServerErrors(result.error, FIELDS);
        for (const field of FIELDS) {
          const message = byField[field];
          if (!message) continue;
          if (field === 'receipt') setReceiptProblem({ server: message });
          else setError(field, { type: 'server', message });
        }
        setGeneralError(general);
        return;
      }
      attempt.settle(null);
      reset(EMPTY_BANK_DEPOSIT);
      chooseReceipt(null);
      toast.success(
        t('wallet.bank.sent', 'Deposit request sent'),
        t(
          'wallet.bank.sentText',
          'Request {number} for {amount} is waiting for the company to confirm your transfer.',
          {
            number: result.data.number,
            amount: fmt.aed(result.data.amount),
          },
        ),
      );
      onSent();
    },
    () => {
      if (!receipt) setReceiptProblem({});
    },
  );

  if (banks.isLoading)
    return <SkeletonList rows={3} label={t('wallet.bank.loading', 'Loading the company bank accounts')} />;
  if (banks.error)
    return (
      <LoadError
        error={banks.error}
        what={t('wallet.bank.accounts', 'the company bank accounts')}
        onRetry={() => void banks.refetch()}
        retrying={banks.isFetching}
      />
    );
  if (!banks.data?.length)
    return (
      <EmptyState
        icon={<Landmark className="size-7" />}
        title={t('wallet.bank.none', 'No bank accounts to pay into')}
        description={t(
          'wallet.bank.noneText',
          'The company has not published a bank account for transfers yet. Please use a card deposit or contact us.',
        )}
      />
    );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <Controller
        control={control}
        name="companyBankId"
        render={({ field }) => (
          <CompanyBanks
            banks={banks.data ?? []}
            value={field.value}
            onChange={field.onChange}
            error={errors.companyBankId?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('wallet.bank.amount', 'Amount transferred (AED)')}
          required
          error={errors.amount?.message}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('wallet.example', 'e.g. {value}', { value: '2500' })}
            {...register('amount')}
          />
        </Field>
        <Field
          label={t('wallet.bank.reference', 'Transfer reference number')}
          required
          error={errors.referenceNumber?.message}
          hint={t('wallet.bank.referenceHint', "As shown on your bank's receipt")}
        >
          <Input autoComplete="off" maxLength={100} {...register('referenceNumber')} />
        </Field>
      </div>
      <ReceiptInput file={receipt} onChange={chooseReceipt} error={receiptError} disabled={isSubmitting} />
      {generalError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {generalError}
        </p>
      )}
      <p className="text-xs text-slate-500">
        {t(
          'wallet.bank.note',
          'Your wallet is credited once the company has matched the transfer with its bank statement, usually within one working day. You can follow it in the deposit history.',
        )}
      </p>
      <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
        {t('wallet.bank.send', 'Send deposit request')}
      </Button>
    </form>
  );
}
