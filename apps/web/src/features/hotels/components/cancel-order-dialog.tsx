import { CancelQuoteDialog } from '../../../components/orders/cancel-quote-dialog';
import { useCancelHotelOrderMutation, useHotelCancelQuoteQuery } from '../api/booking.api';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

export interface CancelTarget {
  orderId: string;
  title: string;
}

/** The cancellation simulated at this instant (fee, refund) first; cancelled only on confirmation. */
export function CancelOrderDialog({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const quote = useHotelCancelQuoteQuery(target.orderId);
  const [cancel] = useCancelHotelOrderMutation();
  const t = useT();
  const fmt = useFormats();
  return (
    <CancelQuoteDialog
      title={t('cancel.booking', 'Cancel booking')}
      description={target.title}
      quote={quote}
      terms={() => (
        <p className="text-slate-600">
          {t('cancel.policyNow', "The fee is the cancellation policy's charge at this moment.")}
        </p>
      )}
      notes={(q) =>
        q.supplierFee !== null &&
        q.supplierFee > q.policyFee && (
          <p className="text-xs text-amber-800" data-testid="supplier-fee">
            {t(
              'cancel.supplierFee',
              "The hotel supplier charges {supplier}, more than the policy's {policy}: the higher fee applies.",
              { supplier: fmt.aedMinor(q.supplierFee), policy: fmt.aedMinor(q.policyFee) },
            )}
          </p>
        )
      }
      keepLabel={t('cancel.keep', 'Keep booking')}
      confirmLabel={t('cancel.booking', 'Cancel booking')}
      doneTitle={t('cancel.done', 'Booking cancelled')}
      withRemark
      attemptFor={target.orderId}
      onConfirm={(remark, idempotencyKey) =>
        cancel({ orderId: target.orderId, remark, idempotencyKey }).unwrap()
      }
      onClose={onClose}
    />
  );
}
