import { useState } from 'react';
import { CreditCard, Wallet } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { WalletShortfall } from '../../../components/checkout/wallet-shortfall';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api';
import { checkoutFunds, paymentNotes, useCheckoutFunds } from '../../../lib/checkout-funds';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useToast } from '../../../lib/use-toast';
import { usePayHotelOrderMutation } from '../api/booking.api';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

export interface PayTarget {
  orderId: string;
  referenceNumber: string;
  amount: number;
  lastDateForPayment: string | null;
}

/** Pays an unpaid pay-later booking by wallet or card before its deadline. */
export function PayOrderDialog({ target, onClose }: { target: PayTarget; onClose: () => void }) {
  const funds = useCheckoutFunds(target.amount);
  const [pay, { isLoading }] = usePayHotelOrderMutation();
  const attempt = useIdempotentAttempt();
  const toast = useToast();
  const [method, setMethod] = useState<'wallet' | 'card'>('wallet');
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const { availableMinor, feePercent } = checkoutFunds(funds.data);
  const notes = paymentNotes(
    target.amount,
    { availableMinor, feePercent },
    funds.data ? 'ready' : funds.isError ? 'error' : 'loading',
    'booking',
  );
  const short = method === 'wallet' && notes.shortfall !== null && notes.shortfall > 0;
  const total =
    method === 'card' ? (notes.cardFee === null ? null : target.amount + notes.cardFee) : target.amount;

  const t = useT();
  const fmt = useFormats();
  const confirm = async () => {
    setError(null);
    const body = { orderId: target.orderId, paymentMethod: method };
    const idempotencyKey = attempt.keyFor(JSON.stringify(body));
    const result = await pay({ body, idempotencyKey });
    if ('data' in result && result.data) {
      attempt.settle(null);
      if (result.data.payment) {
        setRedirecting(true);
        window.location.assign(result.data.payment.paymentUrl);
        return;
      }
      toast.success(
        t('pay.done', 'Booking paid'),
        t('pay.doneText', '{reference}: {amount} from your wallet', {
          reference: target.referenceNumber,
          amount: fmt.aedMinor(target.amount),
        }),
      );
      onClose();
      return;
    }
    attempt.settle(result.error);
    setError(errorMessage(result.error, t('pay.failed', 'The payment failed. Nothing was charged.')));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isLoading && onClose()}
      title={t('pay.title', 'Pay booking {reference}', { reference: target.referenceNumber })}
      description={
        target.lastDateForPayment
          ? t('pay.deadline', 'Pay by {time}, or the booking is cancelled.', {
              time: fmt.dateTime(target.lastDateForPayment, { withZone: true }),
            })
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" disabled={isLoading || redirecting} onClick={onClose}>
            {t('pay.notNow', 'Not now')}
          </Button>
          <Button
            loading={isLoading || redirecting}
            disabled={short || total === null}
            onClick={() => void confirm()}
          >
            {total === null
              ? t('checkout.feeWorking', 'Working out the card fee…')
              : t('pay.amount', 'Pay {amount}', { amount: fmt.aedMinor(total) })}
          </Button>
        </>
      }
    >
      <div className="space-y-3 pb-4 text-sm" data-testid="pay-order">
        <div
          className="grid gap-2 sm:grid-cols-2"
          role="radiogroup"
          aria-label={t('checkout.payment', 'Payment')}
        >
          {(
            [
              ['wallet', t('checkout.wallet', 'Wallet'), notes.walletNote, Wallet],
              ['card', t('checkout.card', 'Card'), notes.cardNote, CreditCard],
            ] as const
          ).map(([value, label, note, Icon]) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-2 rounded-lg border p-3',
                method === value ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-300' : 'border-slate-200',
              )}
            >
              <input
                type="radio"
                name="pay-method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="mt-1 accent-brand-700"
              />
              <span>
                <span className="flex items-center gap-1.5 font-medium text-slate-900">
                  <Icon className="size-4" aria-hidden="true" /> {label}
                </span>
                <span className="text-xs text-slate-600">{note}</span>
              </span>
            </label>
          ))}
        </div>
        {short && notes.shortfall !== null && availableMinor !== null && (
          <WalletShortfall
            shortfall={notes.shortfall}
            availableMinor={availableMinor}
            total={target.amount}
            returnPath={null}
            noun="booking"
            onPayByCard={() => setMethod('card')}
          />
        )}
        {error && (
          <p role="alert" className="font-medium text-red-600">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
