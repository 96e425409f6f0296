import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { formatAedMinor, formatDateTime } from '../../../lib/format';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useToast } from '../../../lib/use-toast';
import { useA2aCancelQuoteQuery, useCancelA2aPassengerMutation } from '../api/a2a.api';

export interface CancelPassengerTarget {
  orderId: string;
  passengerId: string;
  name: string;
}

/** Cancels one passenger: shows the fee and refund of the ticket's rule first, or why it is refused. */
export function CancelPassengerDialog({
  target,
  onClose,
}: {
  target: CancelPassengerTarget;
  onClose: () => void;
}) {
  const {
    data: quote,
    error,
    isLoading,
  } = useA2aCancelQuoteQuery({ orderId: target.orderId, passengerId: target.passengerId });
  const [cancel, { isLoading: cancelling }] = useCancelA2aPassengerMutation();
  const { keyFor, settle } = useIdempotentAttempt();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  const confirm = async () => {
    setFailure(null);
    try {
      const done = await cancel({ ...target, idempotencyKey: keyFor(target.passengerId) }).unwrap();
      settle(null);
      toast.success('Passenger cancelled', `Refunded ${formatAedMinor(done.refund)} to your wallet.`);
      onClose();
    } catch (err) {
      settle(err);
      setFailure(errorMessage(err, 'The passenger could not be cancelled.'));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !cancelling && onClose()}
      title={`Cancel ${target.name}?`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={cancelling}>
            Keep
          </Button>
          <Button
            variant="danger"
            loading={cancelling}
            disabled={!quote?.allowed}
            onClick={() => void confirm()}
          >
            Cancel passenger
          </Button>
        </>
      }
    >
      {isLoading ? (
        <p className="text-sm text-slate-600">Checking the cancellation terms...</p>
      ) : error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(error)}
        </p>
      ) : quote && !quote.allowed ? (
        <p role="alert" className="text-sm text-red-700" data-testid="a2a-cancel-refused">
          {quote.message}
        </p>
      ) : quote ? (
        <dl className="grid grid-cols-[1fr_auto] gap-1 text-sm" data-testid="a2a-cancel-quote">
          <dt>Paid for this passenger</dt>
          <dd className="tabular-nums">{formatAedMinor(quote.paid)}</dd>
          <dt>Cancellation fee</dt>
          <dd className="tabular-nums">{formatAedMinor(quote.fee)}</dd>
          <dt className="font-semibold">Refund to your wallet</dt>
          <dd className="font-semibold tabular-nums">{formatAedMinor(quote.refund)}</dd>
          <dt className="col-span-2 mt-2 text-xs text-slate-500">
            Cancellations close {formatDateTime(quote.deadline, { withZone: true })}.
          </dt>
        </dl>
      ) : null}
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
