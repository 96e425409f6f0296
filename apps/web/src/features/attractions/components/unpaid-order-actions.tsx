import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CreditCard, Trash2 } from 'lucide-react';
import type { OrderDto } from '@portal/contracts';
import { percentOf } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { formatAedMinor } from '../../../lib/format';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useToast } from '../../../lib/use-toast';
import { useDiscardOrderMutation, useRetryPaymentMutation } from '../api/orders.api';
import { useCheckoutFunds } from '../../../lib/checkout-funds';
import { priceChanges } from '../lib/checkout-form';
import { ORDERS_PATH } from '../lib/paths';

/**
 * A card order that was not paid: pay it again by card (every line priced and reserved again; a
 * changed price is shown before paying) or discard it (its agent reference is free again). Shown
 * only when the order says so (order.actions).
 */
export function UnpaidOrderActions({ order }: { order: OrderDto }) {
  const navigate = useNavigate();
  const toast = useToast();
  const funds = useCheckoutFunds(null);
  const [retry, { isLoading: retrying }] = useRetryPaymentMutation();
  const [discard, { isLoading: discarding }] = useDiscardOrderMutation();
  const attempt = useIdempotentAttempt();
  const [confirm, setConfirm] = useState<'pay' | 'discard' | null>(null);
  // The total to pay: the order's, or the new one the server answered with PRICE_CHANGED.
  const [expectedTotal, setExpectedTotal] = useState(order.totalAgentPrice);
  const [notice, setNotice] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const { payAgain, discard: canDiscard } = order.actions;
  if (!payAgain && !canDiscard) return null;

  const feePercent = funds.data?.cardFeePercent ?? null;
  const fee = feePercent === null ? null : percentOf(expectedTotal, feePercent);

  const pay = async () => {
    setNotice(null);
    const body = { expectedTotal };
    const key = attempt.keyFor(JSON.stringify({ order: order._id, ...body }));
    const result = await retry({ orderId: order._id, body, idempotencyKey: key });
    attempt.settle('error' in result ? result.error : null);
    if ('data' in result && result.data) {
      if (result.data.paymentMethod === 'card') {
        setRedirecting(true);
        window.location.assign(result.data.paymentUrl);
      }
      return;
    }
    const changed = priceChanges(result.error);
    if (changed) {
      const total = changed.reduce((sum, p) => sum + p.agentPrice, 0);
      setNotice(
        `The price has changed since the order was placed: it is now ${formatAedMinor(total)} (was ${formatAedMinor(expectedTotal)}).`,
      );
      setExpectedTotal(total);
      return;
    }
    setConfirm(null);
    toast.error('The order could not be paid again', errorMessage(result.error, 'Please try again.'));
  };

  const drop = async () => {
    const result = await discard(order._id);
    setConfirm(null);
    if ('error' in result) {
      toast.error('The order could not be discarded', errorMessage(result.error, 'Please try again.'));
      return;
    }
    toast.success('Order discarded', `${order.referenceNumber} was discarded; nothing was charged.`);
    void navigate(ORDERS_PATH);
  };

  return (
    <div
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5"
      data-testid="unpaid-order"
    >
      <p className="font-semibold">
        {order.status === 'pending_payment'
          ? 'This order is waiting for its card payment.'
          : 'The card payment of this order did not go through. Nothing was charged.'}
      </p>
      <p className="mt-1">
        {payAgain
          ? 'Pay it again by card (prices and availability are checked again), or discard it to free its reference.'
          : 'Discard it if you do not want to pay it; its reference can then be used again.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {payAgain && (
          <Button onClick={() => setConfirm('pay')}>
            <CreditCard className="size-4" aria-hidden="true" /> Pay again by card
          </Button>
        )}
        {canDiscard && (
          <Button variant="secondary" onClick={() => setConfirm('discard')}>
            <Trash2 className="size-4" aria-hidden="true" /> Discard order
          </Button>
        )}
      </div>

      <Dialog
        open={confirm === 'pay'}
        onOpenChange={(open) => !open && !retrying && setConfirm(null)}
        title="Pay again by card"
        description="You will be sent to the card payment page."
        footer={
          <>
            <Button variant="secondary" disabled={retrying || redirecting} onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button loading={retrying || redirecting} disabled={fee === null} onClick={() => void pay()}>
              {fee === null ? 'Working out the card fee…' : `Pay ${formatAedMinor(expectedTotal + fee)}`}
            </Button>
          </>
        }
      >
        {notice && (
          <p role="alert" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {notice}
          </p>
        )}
        <dl className="space-y-2 pb-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-600">Order {order.referenceNumber}</dt>
            <dd className="font-medium tabular-nums" data-testid="retry-amount">
              {formatAedMinor(expectedTotal)}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-600">Card fee{feePercent !== null ? ` (${feePercent}%)` : ''}</dt>
            <dd className="font-medium tabular-nums">
              {fee === null ? 'Working out…' : formatAedMinor(fee)}
            </dd>
          </div>
        </dl>
      </Dialog>

      <Dialog
        open={confirm === 'discard'}
        onOpenChange={(open) => !open && !discarding && setConfirm(null)}
        title="Discard this order?"
        description={`${order.referenceNumber} will not be booked; nothing is charged and its reference ${order.agentReferenceNumber} can be used again.`}
        footer={
          <>
            <Button variant="secondary" disabled={discarding} onClick={() => setConfirm(null)}>
              Keep it
            </Button>
            <Button variant="danger" loading={discarding} onClick={() => void drop()}>
              Discard order
            </Button>
          </>
        }
      />
    </div>
  );
}
