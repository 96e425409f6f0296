import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useCancelLineMutation, useCancelQuoteQuery } from '../api/orders.api';
import { formatAedMinor, formatDateTime } from '../../../lib/format';
import { useIdempotentAttempt } from '../../../lib/idempotency';

export interface CancelTarget {
  orderId: string;
  lineId: string;
  title: string;
}

/** The cancellation simulation (fee and refund) first; the line is cancelled only on confirmation. */
export function CancelLineDialog({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const quote = useCancelQuoteQuery({ orderId: target.orderId, lineId: target.lineId });
  const [cancel, { isLoading }] = useCancelLineMutation();
  const attempt = useIdempotentAttempt();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    const idempotencyKey = attempt.keyFor(`${target.orderId}:${target.lineId}`);
    const result = await cancel({ ...target, idempotencyKey });
    if ('data' in result && result.data) {
      attempt.settle(null);
      toast.success('Booking cancelled', `${formatAedMinor(result.data.refund)} was refunded to your wallet`);
      onClose();
      return;
    }
    attempt.settle(result.error);
    setError(errorMessage(result.error, 'The cancellation failed. Please try again.'));
  };

  const data = quote.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isLoading && onClose()}
      title="Cancel booking"
      description={target.title}
      footer={
        <>
          <Button variant="secondary" disabled={isLoading} onClick={onClose}>
            Keep booking
          </Button>
          <Button
            variant="danger"
            loading={isLoading}
            disabled={!data?.allowed}
            onClick={() => void confirm()}
          >
            Cancel booking
          </Button>
        </>
      }
    >
      <div className="space-y-3 pb-4 text-sm" data-testid="cancel-quote">
        {quote.isFetching ? (
          <Spinner className="size-5 text-slate-400" label="Loading the cancellation terms" />
        ) : quote.isError ? (
          <p role="alert" className="text-red-600">
            {errorMessage(quote.error, 'The cancellation terms could not be loaded.')}
          </p>
        ) : data ? (
          <>
            <p className="text-slate-600">{data.policyText}</p>
            {data.deadline && (
              <p className="text-slate-600" data-testid="cancel-deadline">
                {data.allowed ? 'Cancellable until' : 'The deadline was'}{' '}
                <span className="font-medium text-slate-800">
                  {formatDateTime(data.deadline, { withZone: true })}
                </span>
              </p>
            )}
            {data.allowed ? (
              <dl className="space-y-1">
                <div className="flex justify-between">
                  <dt>Paid</dt>
                  <dd className="tabular-nums">{formatAedMinor(data.paid)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt>Cancellation fee</dt>
                  <dd className="tabular-nums">{formatAedMinor(data.fee)}</dd>
                </div>
                <div className="flex justify-between border-t border-slate-200 pt-1 font-semibold">
                  <dt>Refund to your wallet</dt>
                  <dd className="tabular-nums">{formatAedMinor(data.refund)}</dd>
                </div>
              </dl>
            ) : (
              <p role="alert" className="font-medium text-red-600">
                {data.message ?? 'This booking can no longer be cancelled.'}
              </p>
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
