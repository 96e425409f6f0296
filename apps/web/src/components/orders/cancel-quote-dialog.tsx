import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Textarea } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { errorMessage } from '../../lib/api';
import { formatAedMinor } from '../../lib/format';
import { useIdempotentAttempt } from '../../lib/idempotency';
import { useToast } from '../../lib/use-toast';
import { useT } from '../../lib/i18n';

/** What the server says cancelling now costs (every product's cancel quote has these). */
export interface CancelQuoteView {
  allowed: boolean;
  paid: number;
  fee: number;
  refund: number;
  message?: string | null;
}

interface CancelQuoteDialogProps<Q extends CancelQuoteView> {
  title: string;
  description?: string;
  /** The quote query of the product (RTK Query state). */
  quote: { data?: Q | undefined; isFetching: boolean; isError: boolean; error?: unknown };
  /** Lines above the figures (the policy, the deadline), given the quote. */
  terms?: (quote: Q) => ReactNode;
  /** Lines below the figures (a supplier's higher fee, ...). */
  notes?: (quote: Q) => ReactNode;
  paidLabel?: string;
  keepLabel: string;
  confirmLabel: string;
  /** The toast title after success ("Booking cancelled"). */
  doneTitle: string;
  /** Ask for an optional reason, sent with the cancellation. */
  withRemark?: boolean;
  /** What the Idempotency-Key is bound to (the same target reuses the key after an unknown outcome). */
  attemptFor: string;
  /** Cancels; resolves with the refund, rejects with the call's error. */
  onConfirm: (remark: string, idempotencyKey: string) => Promise<{ refund: number }>;
  onClose: () => void;
  testId?: string;
}

/**
 * The cancellation as the server quotes it at this instant (paid, fee, refund) or why it is refused;
 * cancelled only on confirmation, with one Idempotency-Key per attempt.
 */
export function CancelQuoteDialog<Q extends CancelQuoteView>(props: CancelQuoteDialogProps<Q>) {
  const { quote, onClose } = props;
  const attempt = useIdempotentAttempt();
  const toast = useToast();
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const data = quote.data;
  const t = useT();

  const confirm = async () => {
    setError(null);
    setBusy(true);
    try {
      const done = await props.onConfirm(remark, attempt.keyFor(`${props.attemptFor}:${remark}`));
      attempt.settle(null);
      toast.success(
        props.doneTitle,
        t('cancel.refunded', '{amount} was refunded to your wallet', { amount: formatAedMinor(done.refund) }),
      );
      onClose();
    } catch (failure) {
      attempt.settle(failure);
      setError(errorMessage(failure, t('cancel.failed', 'The cancellation failed. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {props.keepLabel}
          </Button>
          <Button variant="danger" loading={busy} disabled={!data?.allowed} onClick={() => void confirm()}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 pb-4 text-sm" data-testid={props.testId ?? 'cancel-quote'}>
        {quote.isFetching && !data ? (
          <Spinner
            className="size-5 text-slate-400"
            label={t('cancel.working', 'Working out the cancellation fee')}
          />
        ) : quote.isError ? (
          <p role="alert" className="text-red-600">
            {errorMessage(
              quote.error,
              t('cancel.termsFailed', 'The cancellation terms could not be loaded.'),
            )}
          </p>
        ) : data ? (
          <>
            {props.terms?.(data)}
            {data.allowed ? (
              <dl className="space-y-1">
                <div className="flex justify-between gap-4">
                  <dt>{props.paidLabel ?? t('cancel.paid', 'Paid')}</dt>
                  <dd className="tabular-nums">{formatAedMinor(data.paid)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt>{t('cancel.fee', 'Cancellation fee')}</dt>
                  <dd className="tabular-nums" data-testid="cancel-fee">
                    {formatAedMinor(data.fee)}
                  </dd>
                </div>
                {props.notes?.(data)}
                <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold">
                  <dt>{t('cancel.refund', 'Refund to your wallet')}</dt>
                  <dd className="tabular-nums" data-testid="cancel-refund">
                    {formatAedMinor(data.refund)}
                  </dd>
                </div>
              </dl>
            ) : (
              <p role="alert" className="font-medium text-red-600" data-testid="cancel-refused">
                {data.message ?? t('cancel.refused', 'This can no longer be cancelled.')}
              </p>
            )}
            {data.allowed && props.withRemark && (
              <Field label={t('cancel.reason', 'Reason (optional)')}>
                <Textarea
                  rows={2}
                  maxLength={500}
                  value={remark}
                  onChange={(e) => setRemark(e.target.value)}
                />
              </Field>
            )}
          </>
        ) : null}
        {error && (
          <p role="alert" className="font-medium text-red-600">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
