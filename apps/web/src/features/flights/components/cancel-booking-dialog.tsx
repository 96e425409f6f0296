import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { formatAedMinor } from '../../../lib/format';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useToast } from '../../../lib/use-toast';
import { useCancelFlightBookingMutation, useFlightCancelQuoteQuery } from '../api/booking.api';

export interface FlightCancelTarget {
  bookingId: string;
  title: string;
}

/** The refund by the fare rules now (paid, fee, refund) first; cancelled only on confirmation. */
export function CancelBookingDialog({
  target,
  onClose,
}: {
  target: FlightCancelTarget;
  onClose: () => void;
}) {
  const quote = useFlightCancelQuoteQuery(target.bookingId);
  const [cancel, { isLoading }] = useCancelFlightBookingMutation();
  const attempt = useIdempotentAttempt();
  const toast = useToast();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    const idempotencyKey = attempt.keyFor(`${target.bookingId}|${remark}`);
    const result = await cancel({ bookingId: target.bookingId, remark, idempotencyKey });
    if ('data' in result && result.data) {
      attempt.settle(null);
      toast.success('Booking cancelled', `${formatAedMinor(result.data.refund)} was refunded to your wallet`);
      onClose();
      return;
    }
    attempt.settle(result.error);
    setError(errorMessage(result.error, 'The cancellation failed. Nothing was changed; please try again.'));
  };

  const data = quote.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isLoading && onClose()}
      title="Cancel flight booking"
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
            Cancel and refund
          </Button>
        </>
      }
    >
      <div className="space-y-3 pb-4 text-sm" data-testid="cancel-quote">
        {quote.isFetching ? (
          <Spinner className="size-5 text-slate-400" label="Working out the refund" />
        ) : quote.isError ? (
          <p role="alert" className="text-red-600">
            {errorMessage(quote.error, 'The refund could not be worked out.')}
          </p>
        ) : data ? (
          data.allowed ? (
            <>
              <p className="text-slate-600">The fee follows the fare rules at this moment.</p>
              <dl className="space-y-1">
                <div className="flex justify-between">
                  <dt>Paid</dt>
                  <dd className="tabular-nums">{formatAedMinor(data.paid)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt>Cancellation fee</dt>
                  <dd className="tabular-nums" data-testid="cancel-fee">
                    {formatAedMinor(data.fee)}
                  </dd>
                </div>
                <div className="flex justify-between border-t border-slate-200 pt-1 font-semibold">
                  <dt>Refund to your wallet</dt>
                  <dd className="tabular-nums" data-testid="cancel-refund">
                    {formatAedMinor(data.refund)}
                  </dd>
                </div>
              </dl>
              {data.message && <p className="text-xs text-slate-600">{data.message}</p>}
              <Field label="Reason (optional)">
                <Textarea
                  rows={2}
                  maxLength={500}
                  value={remark}
                  onChange={(e) => setRemark(e.target.value)}
                />
              </Field>
            </>
          ) : (
            <p role="alert" className="font-medium text-red-600">
              {data.message ?? 'This booking can no longer be cancelled.'}
            </p>
          )
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
