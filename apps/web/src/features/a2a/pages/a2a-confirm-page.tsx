import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CreditCard, Wallet } from 'lucide-react';
import { A2A_PAGES, type A2aCreateOrderBody } from '@portal/contracts';
import { infantCount } from '@portal/domain';
import { ConfirmPaymentDialog } from '../../../components/checkout/confirm-payment-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { majorToMinor } from '../../../lib/format';
import { checkoutFunds, paymentNotes, useCheckoutFunds } from '../../../lib/checkout-funds';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { clearEnquiry, saveEnquiry } from '../a2a.slice';
import { useA2aTicketQuery, useCreateA2aOrderMutation } from '../api/a2a.api';
import { FlightLine } from '../components/flight-line';
import { useA2aEnquiry } from '../lib/use-enquiry';
import { useT, type Translate } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const METHODS = (t: Translate) =>
  [
    {
      value: 'wallet',
      label: t('a2a.wallet', 'Wallet'),
      note: t('a2a.paidNowFromYour', 'Paid now from your wallet balance and credit'),
      Icon: Wallet,
    },
    {
      value: 'card',
      label: t('a2a.card', 'Card'),
      note: 'Pay on the secure card page (card fee applies)',
      Icon: CreditCard,
    },
  ] as const;

/** /a2a/booking/{id}/confirm: summary, terms to accept, pay by wallet or card. */
export function A2aConfirmPage() {
  const t = useT();
  const fmt = useFormats();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const { data: ticket, error, isLoading } = useA2aTicketQuery(id);
  const { enquiry } = useA2aEnquiry(id, ticket?.onward.date);
  const [accepted, setAccepted] = useState(false);
  const [method, setMethod] = useState<'wallet' | 'card'>('wallet');
  const [failure, setFailure] = useState<string | null>(null);
  // The method being confirmed: nothing is sent before the agent confirms in the dialog.
  const [confirming, setConfirming] = useState<'wallet' | 'card' | null>(null);
  const [create, { isLoading: submitting }] = useCreateA2aOrderMutation();
  const { keyFor, settle } = useIdempotentAttempt();
  const travellers = enquiry?.passengers.length ?? 0;
  const infants = enquiry ? infantCount(enquiry.passengers) : 0;
  const total = ticket ? ticket.price * travellers + ticket.infantPrice * infants : null;
  // The wallet this checkout relies on, kept current (a top-up in another tab or from the parent).
  const funds = useCheckoutFunds(total);

  if (isLoading || (ticket && !enquiry))
    return <SkeletonList rows={3} label={t('a2a.loadingTheBooking', 'Loading the booking')} />;
  if (error || !ticket || !enquiry)
    return (
      <p role="alert" className="m-6 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
        {errorMessage(error, t('a2a.thisBookingCouldNot', 'This booking could not be loaded.'))}
      </p>
    );

  const amount = total ?? 0;
  const notes = paymentNotes(
    amount,
    checkoutFunds(funds.data),
    funds.isError ? 'error' : funds.data ? 'ready' : 'loading',
    'booking',
  );
  const walletShort = method === 'wallet' && (notes.shortfall ?? 0) > 0;
  const markup = enquiry.markup ? majorToMinor(Number(enquiry.markup)) : 0;

  const submit = async () => {
    setFailure(null);
    const body: A2aCreateOrderBody = {
      a2aTicket: ticket._id,
      date: ticket.onward.date,
      noOfTravellers: travellers,
      markup,
      expectedPrice: amount,
      termsAccepted: true,
      paymentMethod: method,
      passengerDetails: enquiry.passengers.map((p) => ({
        ...p,
        infantDetails: p.isInfant ? p.infantDetails : null,
      })) as A2aCreateOrderBody['passengerDetails'],
    };
    const idempotencyKey = keyFor(JSON.stringify(body));
    try {
      const answer = await create({ body, idempotencyKey }).unwrap();
      settle(null);
      setConfirming(null);
      if (answer.payment) {
        window.location.assign(answer.payment.paymentUrl);
        return;
      }
      dispatch(clearEnquiry());
      saveEnquiry(null);
      void navigate(A2A_PAGES.order(answer.orderId));
    } catch (err) {
      settle(err);
      setConfirming(null);
      setFailure(errorMessage(err, t('a2a.theBookingCouldNot', 'The booking could not be made.')));
    }
  };

  return (
    <div className="mx-auto max-w-4xl px-3 py-6 sm:px-6">
      <Link to={A2A_PAGES.booking(id)} className="text-sm font-medium text-brand-700 hover:underline">
        {t('a2a.travellers2', '← Travellers')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold text-slate-900">
        {t('a2a.confirmYourA2aBooking', 'Confirm your A2A booking')}
      </h1>
      <Card className="mb-4 grid gap-3 p-4 md:grid-cols-2">
        <FlightLine label={t('a2a.onward', 'Onward')} flight={ticket.onward} />
        {ticket.return && <FlightLine label={t('a2a.return', 'Return')} flight={ticket.return} />}
      </Card>
      <Card className="mb-4 p-4">
        <h2 className="mb-2 font-semibold text-slate-900">{t('a2a.travellers', 'Travellers')}</h2>
        <ul className="space-y-1 text-sm text-slate-800">
          {enquiry.passengers.map((p, i) => (
            <li key={i}>
              {i + 1}. {p.title} {p.firstName} {p.lastName} · passport {p.passportNo}
              {p.isInfant &&
                t('a2a.withInfantFirstnameLastname', ' · with infant {firstName} {lastName}', {
                  firstName: p.infantDetails.firstName,
                  lastName: p.infantDetails.lastName,
                })}
            </li>
          ))}
        </ul>
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-1 text-sm">
          <dt>
            {travellers} seat{travellers === 1 ? '' : 's'} × {fmt.price(ticket.price, currency)}
          </dt>
          <dd className="tabular-nums">{fmt.price(ticket.price * travellers, currency)}</dd>
          {infants > 0 && (
            <>
              <dt>
                {infants} infant{infants === 1 ? '' : 's'} × {fmt.price(ticket.infantPrice, currency)}
              </dt>
              <dd className="tabular-nums">{fmt.price(ticket.infantPrice * infants, currency)}</dd>
            </>
          )}
          <dt className="font-semibold">{t('a2a.youPay', 'You pay')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="a2a-total">
            {fmt.price(amount, currency)}
          </dd>
          {markup > 0 && (
            <>
              <dt className="text-slate-600">
                Your markup (client price {fmt.price(amount + markup, currency)})
              </dt>
              <dd className="tabular-nums text-slate-600">{fmt.price(markup, currency)}</dd>
            </>
          )}
        </dl>
      </Card>
      <Card className="mb-4 p-4">
        <h2 className="mb-2 font-semibold text-slate-900">
          {t('a2a.termsAndConditions', 'Terms and conditions')}
        </h2>
        <p className="mb-3 text-sm whitespace-pre-line text-slate-700">{ticket.terms}</p>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="terms"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          {t('a2a.iAcceptTheTerms', 'I accept the terms and conditions')}
        </label>
      </Card>
      <Card className="mb-4 p-4">
        <fieldset>
          <legend className="mb-2 text-base font-semibold text-slate-900">
            {t('a2a.payment', 'Payment')}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {METHODS(t).map(({ value, label, note, Icon }) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-xl border p-4',
                  method === value
                    ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-300'
                    : 'border-slate-200',
                )}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                  className="mt-1 accent-brand-700"
                />
                <span>
                  <span className="flex items-center gap-2 font-medium text-slate-900">
                    <Icon className="size-4" aria-hidden="true" /> {label}
                  </span>
                  <span className="block text-xs text-slate-600">{note}</span>
                  <span className="block text-xs text-slate-600" data-testid={`a2a-${value}-note`}>
                    {value === 'wallet' ? notes.walletNote : notes.cardNote}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      {failure && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {failure}
        </p>
      )}
      {walletShort && (
        <p className="mb-2 text-end text-xs text-amber-800">
          {t('a2a.topUpYourWallet', 'Top up your wallet or choose card to pay this booking.')}
        </p>
      )}
      <div className="flex justify-end">
        <Button
          size="lg"
          disabled={!accepted || walletShort || (method === 'wallet' && notes.shortfall === null)}
          loading={submitting}
          onClick={() => setConfirming(method)}
        >
          Book and pay {fmt.price(amount, currency)}
        </Button>
      </div>
      <ConfirmPaymentDialog
        method={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void submit()}
        busy={submitting}
        item={`A2A ${ticket.onward.flightNo}, ${travellers} seat${travellers === 1 ? '' : 's'}${
          infants > 0
            ? t('a2a.andInfants', ' and {infants, plural, one {# infant} other {# infants}}', { infants })
            : ''
        }`}
        amount={amount}
        cardFee={notes.cardFee}
      />
    </div>
  );
}
