import { useState, type FormEvent } from 'react';
import { CreditCard, ShieldCheck } from 'lucide-react';
import {
  MINIMUM_CARD_DEPOSIT_MINOR,
  type PaymentReturnPath,
  type WalletSummaryAnswer,
} from '@portal/contracts';
import { formatMinor } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useCardDepositQuoteQuery, useStartCardDepositMutation } from '../api/wallet.api';
import { checkAmountInput } from '../lib/deposit-amount';
import { majorToMinor } from '../../../lib/money';
import { useDebounced } from '../../../lib/use-debounced';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const QUICK_AMOUNTS = [100, 500, 1000, 5000];

/**
 * Card top-up: the fee is quoted by the server before paying, a dialog confirms the charge, and the
 * browser goes to the gateway's payment page. The wallet moves only when the gateway's signed result
 * arrives, so leaving the gateway page changes nothing.
 */
export function CardDepositForm({
  summary,
  initialAmount = '',
  returnPath,
}: {
  summary: WalletSummaryAnswer;
  /** A top-up asked for by a checkout that is short of funds. */
  initialAmount?: string;
  /** Where the success page leads back to (the checkout, with the cart as it was). */
  returnPath?: PaymentReturnPath | undefined;
}) {
  const t = useT();
  const fmt = useFormats();
  const minimumMinor = Math.max(MINIMUM_CARD_DEPOSIT_MINOR, majorToMinor(summary.minimumCardDeposit));
  const [amount, setAmount] = useState(initialAmount);
  const [touched, setTouched] = useState(initialAmount !== '');
  const [confirming, setConfirming] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [start, { isLoading: starting }] = useStartCardDepositMutation();
  const attempt = useIdempotentAttempt();

  const check = checkAmountInput(amount, { minimumMinor });
  const settledAmount = useDebounced(check.ok ? formatMinor(check.minor) : '', 350);
  const quote = useCardDepositQuoteQuery(settledAmount, { skip: !settledAmount });
  const quoteCurrent =
    check.ok && quote.data && !quote.isFetching && majorToMinor(quote.data.amount) === check.minor
      ? quote.data
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (check.ok && quoteCurrent) setConfirming(true);
  };

  const pay = async () => {
    if (!check.ok) return;
    const body = formatMinor(check.minor);
    const key = attempt.keyFor(`card-deposit:${body}:${returnPath ?? ''}`);
    const result = await start({ amount: body, key, returnPath });
    if ('error' in result) {
      attempt.settle(result.error);
      setConfirming(false);
      setServerError(
        errorMessage(
          result.error,
          t('wallet.card.startFailed', 'The payment could not be started, please try again'),
        ),
      );
      return;
    }
    attempt.settle(null);
    setRedirecting(true);
    window.location.assign(result.data.paymentUrl);
  };

  const busy = starting || redirecting;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {returnPath && (
        <p
          className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
          data-testid="top-up-for-checkout"
        >
          {t(
            'wallet.card.forCheckout',
            'Top up for your checkout: after paying you can go straight back to it, with your cart as you left it.',
          )}
        </p>
      )}
      <Field
        label={t('wallet.card.amount', 'Amount to add (AED)')}
        required
        error={touched && !check.ok ? check.message : undefined}
        hint={t('wallet.card.minimum', 'Minimum {amount}', { amount: fmt.aed(minimumMinor / 100) })}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('wallet.example', 'e.g. {value}', { value: '500' })}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setServerError(null);
          }}
          onBlur={() => setTouched(amount.trim() !== '')}
        />
      </Field>
      <div className="flex flex-wrap gap-2" aria-label={t('wallet.card.quick', 'Quick amounts')}>
        {QUICK_AMOUNTS.map((value) => (
          <button
            key={value}
            type="button"
            onClick={() => {
              setAmount(String(value));
              setTouched(true);
              setServerError(null);
            }}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-800"
          >
            {fmt.aed(value).replace('.00', '')}
          </button>
        ))}
      </div>

      <div
        aria-live="polite"
        data-testid="card-fee-quote"
        className="min-h-16 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700"
      >
        {quoteCurrent ? (
          <>
            <p className="font-medium text-slate-900">
              {t('wallet.card.feeLine', 'Card fee {percent}%: {fee}; you pay {total}', {
                percent: quoteCurrent.feePercent,
                fee: fmt.aed(quoteCurrent.fee),
                total: fmt.aed(quoteCurrent.total),
              })}
            </p>
            <p className="mt-0.5 text-slate-600">
              {t('wallet.card.willAdd', '{amount} will be added to your wallet.', {
                amount: fmt.aed(quoteCurrent.amount),
              })}
            </p>
          </>
        ) : quote.isError && check.ok ? (
          <p className="text-red-700">
            {errorMessage(quote.error, t('wallet.card.feeFailed', 'Could not work out the card fee'))}
          </p>
        ) : check.ok ? (
          <p className="text-slate-500">{t('checkout.feeWorking', 'Working out the card fee…')}</p>
        ) : (
          <p className="text-slate-500">
            {t(
              'wallet.card.feeNote',
              'A card fee of {percent}% is added to the amount. You see the total before paying.',
              { percent: summary.cardFeePercent },
            )}
          </p>
        )}
      </div>

      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      )}
      <Button type="submit" className="w-full sm:w-auto" disabled={!quoteCurrent || busy} loading={busy}>
        {!busy && <CreditCard className="size-4" aria-hidden="true" />}
        {redirecting
          ? t('wallet.card.opening', 'Opening the payment page…')
          : t('wallet.card.continue', 'Continue to payment')}
      </Button>

      <Dialog
        open={confirming}
        onOpenChange={(open) => !busy && setConfirming(open)}
        title={t('wallet.card.confirm', 'Confirm card payment')}
        description={t(
          'wallet.card.confirmText',
          'You will be taken to the secure payment page of our card gateway.',
        )}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button onClick={() => void pay()} loading={busy}>
              {t('wallet.card.pay', 'Pay {amount}', {
                amount: quoteCurrent ? fmt.aed(quoteCurrent.total) : '',
              })}
            </Button>
          </>
        }
      >
        {quoteCurrent && (
          <div className="space-y-3 text-sm">
            <dl className="space-y-2">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{t('wallet.card.added', 'Added to your wallet')}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{fmt.aed(quoteCurrent.amount)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">
                  {t('checkout.cardFeePercent', 'Card fee ({percent}%)', {
                    percent: quoteCurrent.feePercent,
                  })}
                </dt>
                <dd className="font-medium text-slate-900 tabular-nums">{fmt.aed(quoteCurrent.fee)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
                <dt className="font-semibold text-slate-900">
                  {t('wallet.card.charged', 'Charged to your card')}
                </dt>
                <dd className="font-bold text-slate-900 tabular-nums">{fmt.aed(quoteCurrent.total)}</dd>
              </div>
            </dl>
            <p className="flex items-start gap-2 text-xs text-slate-500">
              <ShieldCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {t(
                'wallet.card.safe',
                "Your card details are entered on the gateway's page, never on this site. Your wallet is credited as soon as the gateway confirms the payment.",
              )}
            </p>
          </div>
        )}
      </Dialog>
    </form>
  );
}
