import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CreditCard, Trash2 } from 'lucide-react';
import type { OrderDto } from '@portal/contracts';
import { percentOf } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useToast } from '../../../lib/use-toast';
import { useDiscardOrderMutation, useRetryPaymentMutation } from '../api/orders.api';
import { useCheckoutFunds } from '../../../lib/checkout-funds';
import { priceChanges } from '../lib/checkout-form';
import { ORDERS_PATH } from '../lib/paths';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/**
 * A card order that was not paid: pay it again by card (every line priced and reserved again; a
 * changed price is shown before paying) or discard it (its agent reference is free again). Shown
 * only when the order says so (order.actions).
 */
export function UnpaidOrderActions({ order }: { order: OrderDto }) {
  const t = useT();
  const fmt = useFormats();
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
        t(
          'attractions.thePriceHasChanged',
          'The price has changed since the order was placed: it is now {value} (was {value2}).',
          { value: fmt.aedMinor(total), value2: fmt.aedMinor(expectedTotal) },
        ),
      );
      setExpectedTotal(total);
      return;
    }
    setConfirm(null);
    toast.error(
      t('attractions.theOrderCouldNot', 'The order could not be paid again'),
      errorMessage(result.error, t('attractions.pleaseTryAgain', 'Please try again.')),
    );
  };

  const drop = async () => {
    const result = await discard(order._id);
    setConfirm(null);
    if ('error' in result) {
      toast.error(
        t('attractions.theOrderCouldNot2', 'The order could not be discarded'),
        errorMessage(result.error, t('attractions.pleaseTryAgain', 'Please try again.')),
      );
      return;
    }
    toast.success(
      t('attractions.orderDiscarded', 'Order discarded'),
      t(
        'attractions.referencenumberWasDiscardedNothing',
        '{referenceNumber} was discarded; nothing was charged.',
        { referenceNumber: order.referenceNumber },
      ),
    );
    void navigate(ORDERS_PATH);
  };

  return (
    <div
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5"
      data-testid="unpaid-order"
    >
      <p className="font-semibold">
        {order.status === 'pending_payment'
          ? t('attractions.thisOrderIsWaiting', 'This order is waiting for its card payment.')
          : t(
              'attractions.theCardPaymentOf',
              'The card payment of this order did not go through. Nothing was charged.',
            )}
      </p>
      <p className="mt-1">
        {payAgain
          ? t(
              'attractions.payItAgainBy',
              'Pay it again by card (prices and availability are checked again), or discard it to free its reference.',
            )
          : 'Discard it if you do not want to pay it; its reference can then be used again.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {payAgain && (
          <Button onClick={() => setConfirm('pay')}>
            <CreditCard className="size-4" aria-hidden="true" />{' '}
            {t('attractions.payAgainByCard', 'Pay again by card')}
          </Button>
        )}
        {canDiscard && (
          <Button variant="secondary" onClick={() => setConfirm('discard')}>
            <Trash2 className="size-4" aria-hidden="true" /> {t('attractions.discardOrder', 'Discard order')}
          </Button>
        )}
      </div>

      <Dialog
        open={confirm === 'pay'}
        onOpenChange={(open) => !open && !retrying && setConfirm(null)}
        title={t('attractions.payAgainByCard', 'Pay again by card')}
        description={t('attractions.youWillBeSent', 'You will be sent to the card payment page.')}
        footer={
          <>
            <Button variant="secondary" disabled={retrying || redirecting} onClick={() => setConfirm(null)}>
              {t('attractions.cancel', 'Cancel')}
            </Button>
            <Button loading={retrying || redirecting} disabled={fee === null} onClick={() => void pay()}>
              {fee === null
                ? t('attractions.workingOutTheCard', 'Working out the card fee…')
                : t('attractions.payValue', 'Pay {value}', { value: fmt.aedMinor(expectedTotal + fee) })}
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
              {fmt.aedMinor(expectedTotal)}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-slate-600">Card fee{feePercent !== null ? ` (${feePercent}%)` : ''}</dt>
            <dd className="font-medium tabular-nums">
              {fee === null ? t('attractions.workingOut', 'Working out…') : fmt.aedMinor(fee)}
            </dd>
          </div>
        </dl>
      </Dialog>

      <Dialog
        open={confirm === 'discard'}
        onOpenChange={(open) => !open && !discarding && setConfirm(null)}
        title={t('attractions.discardThisOrder', 'Discard this order?')}
        description={t(
          'attractions.referencenumberWillNotBe',
          '{referenceNumber} will not be booked; nothing is charged and its reference {agentReferenceNumber} can be used again.',
          { referenceNumber: order.referenceNumber, agentReferenceNumber: order.agentReferenceNumber },
        )}
        footer={
          <>
            <Button variant="secondary" disabled={discarding} onClick={() => setConfirm(null)}>
              {t('attractions.keepIt', 'Keep it')}
            </Button>
            <Button variant="danger" loading={discarding} onClick={() => void drop()}>
              {t('attractions.discardOrder', 'Discard order')}
            </Button>
          </>
        }
      />
    </div>
  );
}
