import type { WalletBalanceAnswer } from '@portal/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { outcomeUnknown, useIdempotentAttempt } from '../../../lib/idempotency';
import { useToast } from '../../../lib/use-toast';
import { useParentWalletSummaryQuery, useTransferWithSubAgentMutation } from '../api/resellers.api';
import {
  checkTransferAmount,
  transferFingerprint,
  transferLimitMinor,
  type TransferDirection,
} from '../lib/transfer';
import { formError } from '../../../lib/form-errors';
import { useT, type Translate } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const DIRECTIONS = (t: Translate): { value: TransferDirection; label: string }[] => [
  { value: 'to-sub', label: t('resellers.sendToSubAgent', 'Send to sub-agent') },
  { value: 'from-sub', label: t('resellers.takeBack', 'Take back') },
];

/** Moves the reseller's own money to the sub-agent or back, after an explicit confirmation. */
export function TransferDialog({
  open,
  onOpenChange,
  subAgentId,
  companyName,
  subAgentWallet,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subAgentId: string;
  companyName: string;
  subAgentWallet: WalletBalanceAnswer;
}) {
  const t = useT();
  const fmt = useFormats();
  const toast = useToast();
  const parent = useParentWalletSummaryQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const [transfer, { isLoading }] = useTransferWithSubAgentMutation();
  const attempt = useIdempotentAttempt();
  const [direction, setDirection] = useState<TransferDirection>('to-sub');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const limit = transferLimitMinor(direction, parent.data, subAgentWallet);
  const check = checkTransferAmount(amount, limit);
  const amountError = touched && !check.ok ? check.message : undefined;

  const close = () => {
    if (isLoading) return;
    onOpenChange(false);
    setStep('form');
    setAmount('');
    setNote('');
    setTouched(false);
    setServerError(null);
  };

  const send = async () => {
    if (!check.ok) return;
    setServerError(null);
    const key = attempt.keyFor(transferFingerprint(subAgentId, direction, check.minor, note));
    const result = await transfer({ id: subAgentId, amount: check.text, direction, note: note.trim(), key });
    if ('error' in result) {
      attempt.settle(result.error);
      setServerError(
        outcomeUnknown(result.error)
          ? t(
              'resellers.weCouldNotConfirm',
              'We could not confirm the transfer. Press the button again: it will not be made twice.',
            )
          : errorMessage(result.error),
      );
      return;
    }
    attempt.settle(null);
    toast.success(
      'Transfer done',
      t('resellers.messageAedTextRef', '{message}: AED {text} (ref. {reference})', {
        message: result.data.message,
        text: check.text,
        reference: result.data.reference,
      }),
    );
    close();
  };

  const availableText =
    limit === null
      ? parent.isError
        ? t('resellers.yourAvailableFundsCould', 'Your available funds could not be loaded.')
        : t('resellers.loadingYourAvailableFunds', 'Loading your available funds...')
      : direction === 'to-sub'
        ? t('resellers.youCanSendUp', 'You can send up to {value} (your own funds, credit excluded).', {
            value: fmt.aedMinor(limit),
          })
        : t('resellers.theSubAgentHas', 'The sub-agent has {value} you can take back.', {
            value: fmt.aedMinor(limit),
          });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={
        step === 'form'
          ? t('resellers.transferFunds', 'Transfer funds')
          : t('resellers.confirmTheTransfer', 'Confirm the transfer')
      }
      description={companyName}
      footer={
        step === 'form' ? (
          <>
            <Button variant="secondary" onClick={close}>
              {t('resellers.cancel', 'Cancel')}
            </Button>
            <Button
              onClick={() => {
                setTouched(true);
                if (check.ok) setStep('confirm');
              }}
            >
              {t('resellers.continue', 'Continue')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setStep('form')} disabled={isLoading}>
              {t('resellers.back', 'Back')}
            </Button>
            <Button onClick={() => void send()} loading={isLoading}>
              {direction === 'to-sub' ? t('resellers.send', 'Send') : t('resellers.takeBack', 'Take back')}{' '}
              AED {check.ok ? check.text : ''}
            </Button>
          </>
        )
      }
    >
      {step === 'form' ? (
        <form
          noValidate
          className="space-y-4 pb-4"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (check.ok) setStep('confirm');
          }}
        >
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-700">
              {t('resellers.direction', 'Direction')}
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {DIRECTIONS(t).map((d) => (
                <label
                  key={d.value}
                  className={cn(
                    'flex cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-center text-sm font-medium',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                    direction === d.value
                      ? 'border-brand-600 bg-brand-50 text-brand-800'
                      : 'border-slate-300 text-slate-700 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name="transfer-direction"
                    value={d.value}
                    checked={direction === d.value}
                    onChange={() => setDirection(d.value)}
                    className="sr-only"
                  />
                  {d.label}
                </label>
              ))}
            </div>
          </fieldset>
          <p
            className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700"
            data-testid="transfer-available"
          >
            {availableText}
          </p>
          <Field label={t('transfer.amount', 'Amount (AED)')} required error={formError(amountError)}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              onBlur={() => setTouched(true)}
              placeholder="0.00"
            />
          </Field>
          <Field
            label={t('resellers.note', 'Note')}
            hint={t('resellers.shownOnBothStatements', 'Shown on both statements (optional).')}
          >
            <Input value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
          </Field>
          {/* Enter in the amount field continues, like the footer button. */}
          <button type="submit" className="hidden" tabIndex={-1} aria-hidden="true" />
        </form>
      ) : (
        <div className="space-y-3 pb-4 text-sm text-slate-700">
          <p>
            {direction === 'to-sub' ? (
              <>
                <strong className="tabular-nums">AED {check.ok ? check.text : ''}</strong>{' '}
                {t('resellers.willMoveFromYour', 'will move from your wallet to')}{' '}
                <strong>{companyName}</strong>.
              </>
            ) : (
              <>
                <strong className="tabular-nums">AED {check.ok ? check.text : ''}</strong> will move from{' '}
                <strong>{companyName}</strong> {t('resellers.backToYourWallet', 'back to your wallet.')}
              </>
            )}
          </p>
          {note.trim() && <p className="text-slate-500">Note: {note.trim()}</p>}
          {serverError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
              {serverError}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
