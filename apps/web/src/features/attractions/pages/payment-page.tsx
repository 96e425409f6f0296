import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { Link2, ShoppingCart } from 'lucide-react';
import type { PriceChangedAnswer } from '@portal/contracts';
import { cartTotal } from '@portal/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmPaymentDialog } from '../../../components/checkout/confirm-payment-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { errorCode, errorMessage, fieldErrors } from '../../../lib/api';
import { useCreateAttractionOrderMutation } from '../api/orders.api';
import { checkoutFunds, paymentNotes, useCheckoutFunds } from '../../../lib/checkout-funds';
import { attractionsActions } from '../attractions.slice';
import { CartLines } from '../components/cart-lines';
import { LeadTravellerFields } from '../components/lead-traveller-fields';
import { PriceChangedDialog } from '../components/price-changed-dialog';
import { CartPaymentLinkDialog } from '../components/cart-payment-link';
import { cartLinkLastDay } from '../lib/cart-link';
import {
  checkoutFormSchema,
  orderBody,
  priceChanges,
  withNewPrices,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '../lib/checkout-form';
import { siteOrigin } from '../../../lib/payment-return';
import { WalletShortfall } from '../../../components/checkout/wallet-shortfall';
import { invoicePath, PAYMENT_PATH } from '../lib/paths';
import { useSelectedCurrency } from '../lib/use-currency';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useFormDraft } from '../../../lib/form-draft';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const FORM_FIELDS = [
  'leadTraveller.name',
  'leadTraveller.email',
  'leadTraveller.phone',
  'leadTraveller.country',
  'agentReferenceNumber',
] as const;

/** /attractions/payment: the cart, the lead traveller, the agent's reference and the payment. */
export function PaymentPage() {
  const t = useT();
  const fmt = useFormats();
  const cart = useAppSelector((s) => s.attractions.cart);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const currency = useSelectedCurrency();
  const funds = useCheckoutFunds(cartTotal(cart));
  const [create, { isLoading: paying }] = useCreateAttractionOrderMutation();
  const attempt = useIdempotentAttempt();
  const [confirming, setConfirming] = useState<CheckoutFormValues | null>(null);
  const [changes, setChanges] = useState<PriceChangedAnswer['prices'] | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [linkFor, setLinkFor] = useState<CheckoutFormValues | null>(null);
  const linkLastDay = cartLinkLastDay(cart);

  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      leadTraveller: { name: '', email: '', phone: '', country: '' },
      agentReferenceNumber: '',
      paymentMethod: 'wallet',
    },
  });

  const discardDraft = useFormDraft(form);

  const total = cartTotal(cart);
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  const { availableMinor, feePercent } = checkoutFunds(funds.data);
  const { walletNote, cardNote, shortfall, cardFee } = paymentNotes(
    total,
    { availableMinor, feePercent },
    funds.data ? 'ready' : funds.isError ? 'error' : 'loading',
  );
  // Refused before confirming: nothing is sent while the wallet cannot pay or a figure is unknown.
  const walletShort = method === 'wallet' && shortfall !== null && shortfall > 0;
  const blocked = cardFee === null || walletShort;

  const pay = async (values: CheckoutFormValues) => {
    setServerError(null);
    const body = orderBody(cart, values, siteOrigin());
    const idempotencyKey = attempt.keyFor(JSON.stringify(body));
    const result = await create({ body, idempotencyKey });
    if ('data' in result && result.data) {
      attempt.settle(null);
      discardDraft();
      const answer = result.data;
      setConfirming(null);
      if (answer.paymentMethod === 'wallet') {
        dispatch(attractionsActions.cartEmptied());
        void navigate(invoicePath(answer.orderId));
      } else {
        // The cart is cleared by the invoice page once the gateway confirms the payment.
        setRedirecting(true);
        window.location.assign(answer.paymentUrl);
      }
      return;
    }
    const error = result.error;
    attempt.settle(error);
    setConfirming(null);
    const changed = priceChanges(error);
    if (changed) {
      setChanges(changed);
      return;
    }
    const fields = fieldErrors(error);
    for (const [name, messages] of Object.entries(fields)) {
      if (messages[0] && (FORM_FIELDS as readonly string[]).includes(name)) {
        form.setError(name as (typeof FORM_FIELDS)[number], { message: messages[0] });
      }
    }
    // The wallet changed since it was checked (another booking, a transfer): show the new shortfall.
    if (errorCode(error) === 'INSUFFICIENT_FUNDS') void funds.refetch();
    setServerError(
      errorMessage(
        error,
        t('attractions.theOrderCouldNot3', 'The order could not be placed. Nothing was charged.'),
      ),
    );
  };

  if (cart.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCart className="size-7" />}
        title={t('attractions.yourCartIsEmpty', 'Your Cart is empty.....')}
        description={t('attractions.addActivitiesFromAn', 'Add activities from an attraction to book them.')}
        action={
          <Link to="/attraction" className={buttonClasses('primary')}>
            {t('attractions.findAttractions', 'Find attractions')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-6">
      <h1 className="mb-5 text-2xl font-bold text-slate-900">{t('attractions.checkout', 'Checkout')}</h1>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (!blocked) setConfirming(values);
        })}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <Card className="p-4 sm:p-6">
          <LeadTravellerFields form={form} walletNote={walletNote} cardNote={cardNote} />
          {walletShort && shortfall !== null && availableMinor !== null && (
            <WalletShortfall
              shortfall={shortfall}
              availableMinor={availableMinor}
              total={total}
              returnPath={PAYMENT_PATH}
              onPayByCard={() => form.setValue('paymentMethod', 'card', { shouldDirty: true })}
            />
          )}
          {funds.isError && (
            <p role="alert" className="mt-4 text-sm text-red-700">
              Your wallet and the card fee could not be loaded.{' '}
              <button type="button" className="font-medium underline" onClick={() => void funds.refetch()}>
                {t('attractions.tryAgain', 'Try again')}
              </button>
            </p>
          )}
          {serverError && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
              {serverError}
            </p>
          )}
        </Card>
        <Card className="h-fit p-4 sm:p-6 lg:sticky lg:top-20">
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-semibold text-slate-900">{t('attractions.yourCart', 'Your cart')}</h2>
            <button
              type="button"
              disabled={paying}
              onClick={() => dispatch(attractionsActions.cartEmptied())}
              className="text-sm font-medium text-red-600 hover:underline"
            >
              {t('attractions.emptyCart', 'Empty cart')}
            </button>
          </div>
          <CartLines cart={cart} disabled={paying} />
          <div className="space-y-1 border-t border-slate-200 pt-3 text-sm">
            <p className="flex justify-between text-base font-semibold">
              <span>{t('attractions.grandTotal', 'Grand Total')}</span>
              <span className="tabular-nums" data-testid="checkout-total">
                {fmt.price(total, currency)}
              </span>
            </p>
            {currency.isocode !== 'AED' && (
              <p className="flex justify-between text-xs text-slate-500">
                <span>{t('attractions.chargedInAed', 'Charged in AED')}</span>
                <span className="tabular-nums">{fmt.aedMinor(total)}</span>
              </p>
            )}
          </div>
          <Button
            type="submit"
            variant="accent"
            size="lg"
            className="mt-4 w-full"
            loading={paying || redirecting}
            disabled={blocked}
          >
            {t('attractions.payNow', 'Pay now')}
          </Button>
          {walletShort && (
            <p className="mt-2 text-center text-xs text-amber-800">
              {t('attractions.topUpYourWallet', 'Top up your wallet or choose card to pay this order.')}
            </p>
          )}
          <Button
            type="button"
            variant="secondary"
            className="mt-3 w-full"
            disabled={paying || linkLastDay === null}
            onClick={() => void form.handleSubmit((values) => setLinkFor(values))()}
          >
            <Link2 className="size-4" aria-hidden="true" />
            {t('attractions.sendPaymentLink', 'Send payment link')}
          </Button>
          <p className="mt-1 text-center text-xs text-slate-500">
            {linkLastDay === null
              ? t(
                  'attractions.paymentLinkTooLate',
                  'A client payment link must be paid the day before the first activity.',
                )
              : t(
                  'attractions.paymentLinkHint',
                  'Your client pays your sell price by card; the booking is made once paid.',
                )}
          </p>
        </Card>
      </form>

      <ConfirmPaymentDialog
        method={confirming?.paymentMethod ?? null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void pay(confirming)}
        busy={paying}
        item={`${cart.length} ${cart.length === 1 ? 'item' : 'items'}`}
        amount={total}
        cardFee={cardFee}
        cardFeeLabel={t('attractions.cardFeeFeepercent', 'Card fee ({feePercent}%)', { feePercent })}
      />

      {linkFor && linkLastDay && (
        <CartPaymentLinkDialog
          cart={cart}
          values={linkFor}
          lastDay={linkLastDay}
          onClose={() => setLinkFor(null)}
        />
      )}

      <PriceChangedDialog
        changes={changes}
        cart={cart}
        onCancel={() => setChanges(null)}
        onAccept={() => {
          if (changes) dispatch(attractionsActions.addedToCart(withNewPrices(cart, changes)));
          setChanges(null);
          const values = form.getValues();
          const parsed = checkoutFormSchema.safeParse(values);
          if (parsed.success) setConfirming(parsed.data);
        }}
      />
    </div>
  );
}

export default PaymentPage;
