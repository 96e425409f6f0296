import type { ReactNode } from 'react';
import { formatAedMinor } from '../../lib/format';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useT, type Translate } from '../../lib/i18n';

export type ConfirmMethod = 'wallet' | 'card' | 'pay_later';

function description(t: Translate, method: ConfirmMethod): string {
  switch (method) {
    case 'wallet':
      return t('confirmPay.wallet', 'The amount will be taken from your wallet.');
    case 'card':
      return t('confirmPay.card', 'You will be sent to the card payment page.');
    case 'pay_later':
      return t('confirmPay.payLater', 'The booking is made now and paid later.');
  }
}

export interface ConfirmPaymentDialogProps {
  /** The method being confirmed; null keeps the dialog closed. */
  method: ConfirmMethod | null;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  /** What is bought, e.g. "Tourist visa, 2 travellers", with its price (AED fils). */
  item: ReactNode;
  /** The price of the item (AED fils). */
  amount: number;
  /** The card fee shown when paying by card (AED fils; null when unknown). */
  cardFee?: number | null;
  /** How the card fee line is named ("Card fee (2.5%)"); "Card fee" by default. */
  cardFeeLabel?: ReactNode;
  /** Extra priced lines (seats and meals...). */
  extras?: { label: ReactNode; amount: number }[];
  /** What is paid now, when it is not amount + extras (+ card fee): pay later's deposit. */
  due?: number | null;
  title?: string;
  description?: ReactNode;
  confirmLabel?: string;
}

/**
 * The one question every product asks before money moves: what is bought, the card fee when paying
 * by card and the amount taken, then "Confirm" or "Cancel" (nothing is sent before Confirm).
 */
export function ConfirmPaymentDialog({
  method,
  onCancel,
  onConfirm,
  busy,
  item,
  amount,
  cardFee = null,
  cardFeeLabel,
  extras = [],
  due,
  title,
  description: text,
  confirmLabel,
}: ConfirmPaymentDialogProps) {
  const t = useT();
  const fee = method === 'card' ? cardFee : null;
  const total = due ?? amount + extras.reduce((s, e) => s + e.amount, 0) + (fee ?? 0);
  return (
    <Dialog
      open={method !== null}
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={title ?? t('confirmPay.title', 'Confirm payment')}
      description={text ?? (method ? description(t, method) : undefined)}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t('confirmPay.confirm', 'Confirm and pay')}
          </Button>
        </>
      }
    >
      <dl className="space-y-2 pb-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{item}</dt>
          <dd className="font-medium tabular-nums">{formatAedMinor(amount)}</dd>
        </div>
        {extras.map((e, i) => (
          <div key={i} className="flex justify-between gap-3">
            <dt className="text-slate-600">{e.label}</dt>
            <dd className="font-medium tabular-nums">{formatAedMinor(e.amount)}</dd>
          </div>
        ))}
        {fee !== null && (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{cardFeeLabel ?? t('checkout.cardFee', 'Card fee')}</dt>
            <dd className="font-medium tabular-nums">{formatAedMinor(fee)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>
            {method === 'pay_later'
              ? t('confirmPay.toPayNow', 'To pay now')
              : t('confirmPay.toPay', 'To pay')}
          </dt>
          <dd className="tabular-nums" data-testid="confirm-amount">
            {formatAedMinor(total)}
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}
