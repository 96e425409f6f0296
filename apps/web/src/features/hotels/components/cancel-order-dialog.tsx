import { CancelQuoteDialog } from '../../../components/orders/cancel-quote-dialog';
import { formatAedMinor } from '../../../lib/format';
import { useCancelHotelOrderMutation, useHotelCancelQuoteQuery } from '../api/booking.api';

export interface CancelTarget {
  orderId: string;
  title: string;
}

/** The cancellation simulated at this instant (fee, refund) first; cancelled only on confirmation. */
export function CancelOrderDialog({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const quote = useHotelCancelQuoteQuery(target.orderId);
  const [cancel] = useCancelHotelOrderMutation();
  return (
    <CancelQuoteDialog
      title="Cancel booking"
      description={target.title}
      quote={quote}
      terms={() => (
        <p className="text-slate-600">The fee is the cancellation policy's charge at this moment.</p>
      )}
      notes={(q) =>
        q.supplierFee !== null &&
        q.supplierFee > q.policyFee && (
          <p className="text-xs text-amber-800" data-testid="supplier-fee">
            The hotel supplier charges {formatAedMinor(q.supplierFee)}, more than the policy's{' '}
            {formatAedMinor(q.policyFee)}: the higher fee applies.
          </p>
        )
      }
      keepLabel="Keep booking"
      confirmLabel="Cancel booking"
      doneTitle="Booking cancelled"
      withRemark
      attemptFor={target.orderId}
      onConfirm={(remark, idempotencyKey) =>
        cancel({ orderId: target.orderId, remark, idempotencyKey }).unwrap()
      }
      onClose={onClose}
    />
  );
}
