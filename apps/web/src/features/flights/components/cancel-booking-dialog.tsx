import { CancelQuoteDialog } from '../../../components/orders/cancel-quote-dialog';
import { useCancelFlightBookingMutation, useFlightCancelQuoteQuery } from '../api/booking.api';
import { useT } from '../../../lib/i18n';

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
  const t = useT();
  const quote = useFlightCancelQuoteQuery(target.bookingId);
  const [cancel] = useCancelFlightBookingMutation();
  return (
    <CancelQuoteDialog
      title={t('flights.cancel.title', 'Cancel flight booking')}
      description={target.title}
      quote={quote}
      terms={() => (
        <p className="text-slate-600">
          {t('flights.cancel.terms', 'The fee follows the fare rules at this moment.')}
        </p>
      )}
      notes={(q) => q.message && <p className="text-xs text-slate-600">{q.message}</p>}
      keepLabel={t('flights.cancel.keep', 'Keep booking')}
      confirmLabel={t('flights.cancel.confirm', 'Cancel and refund')}
      doneTitle={t('flights.cancel.done', 'Booking cancelled')}
      withRemark
      attemptFor={target.bookingId}
      onConfirm={(remark, idempotencyKey) =>
        cancel({ bookingId: target.bookingId, remark, idempotencyKey }).unwrap()
      }
      onClose={onClose}
    />
  );
}
