import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AlertTriangle, CreditCard, RefreshCw, SearchX, Wallet } from 'lucide-react';
import { FLIGHT_PAGES, type FlightDetailsAnswer, type FlightPaymentMethod } from '@portal/contracts';
import { flightResultsUrl, isSearchable, percentOf, plainDateIn } from '@portal/domain';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { CheckoutBar } from '../../../components/checkout/checkout-bar';
import { PaymentOptions, type PaymentOption } from '../../../components/checkout/payment-options';
import { WalletShortfall } from '../../../components/checkout/wallet-shortfall';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmPaymentDialog } from '../../../components/checkout/confirm-payment-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorCode, errorMessage, fieldErrors } from '../../../lib/api';
import { checkoutFunds, paymentNotes, useCheckoutFunds } from '../../../lib/checkout-funds';
import { useStateDraft } from '../../../lib/form-draft';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useCreateFlightBookingMutation, useFlightDetailsQuery } from '../api/booking.api';
import { BookingSummary } from '../components/booking-summary';
import { CommonDetails } from '../components/common-details';
import { yearRange } from '../components/date-parts-select';
import { FareRules } from '../components/fare-rules';
import { Itinerary } from '../components/itinerary';
import { AddOnsCard } from '../components/addons-card';
import type { SeatPassenger } from '../components/seat-map';
import { SelectionCountdown } from '../components/selection-countdown';
import { TravellerRow } from '../components/traveller-row';
import { flightActions as fa, selectFlightState } from '../flight.slice';
import {
  bookingBody,
  bookingFormErrors,
  bookingTotal,
  serverFieldErrors,
  travelDatesOf,
  type BookingFormErrors,
} from '../lib/booking-form';
import { useT } from '../../../lib/i18n';
import { passengerTypeLabel, totalForTravellers } from '../lib/labels';
import { useFormats } from '../../../lib/use-formats';

const today = () => plainDateIn(new Date());

/** Where "search again" goes: the search in the flight state when complete, else the search page. */
function useSearchAgainLink(): string {
  const flight = useAppSelector(selectFlightState);
  return isSearchable(flight, today()) ? flightResultsUrl(flight) : FLIGHT_PAGES.search;
}

/**
 * /b2b/flight/{tbId}: the chosen fare re-priced with the airline (a changed fare must be accepted),
 * fare rules and time limit; travellers, contact, per-segment seats, meals and baggage; the price as
 * it changes; wallet or card with a confirmation first and one Idempotency-Key per attempt.
 */
export function FlightBookingPage() {
  const { tbId = '' } = useParams();
  const details = useFlightDetailsQuery(tbId, { skip: !tbId, refetchOnMountOrArgChange: true });
  const searchAgain = useSearchAgainLink();
  const t = useT();

  if (details.isLoading || (details.isFetching && !details.data)) {
    return (
      <div
        className="mx-auto max-w-7xl space-y-4 px-3 py-6 sm:px-6"
        role="status"
        aria-label={t('flights.book.checking', 'Checking the fare with the airline')}
      >
        <Skeleton className="h-8 w-1/2" />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      </div>
    );
  }
  if (details.error || !details.data) {
    const code = errorCode(details.error);
    const status = (details.error as { status?: unknown } | undefined)?.status;
    const expired = status === 410 || code === 'GONE';
    const soldOut = code === 'SOLD_OUT';
    return (
      <EmptyState
        icon={<SearchX className="size-7" />}
        title={
          expired
            ? t('flights.book.expired', 'This fare selection has expired')
            : soldOut
              ? t('flights.book.soldOut', 'This fare is sold out')
              : status === 404
                ? t('flights.book.notFound', 'This fare selection was not found')
                : t('flights.book.checkFailed', 'The fare could not be checked')
        }
        description={errorMessage(
          details.error,
          t('flights.book.noAnswer', 'The airline did not answer. Try again, or search the flights again.'),
        )}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to={searchAgain} className={buttonClasses('primary')} data-testid="search-again">
              {t('flights.book.searchAgain', 'Search flights again')}
            </Link>
            {!expired && !soldOut && status !== 404 && (
              <Button variant="secondary" onClick={() => void details.refetch()}>
                <RefreshCw className="size-4" aria-hidden="true" /> {t('common.tryAgain', 'Try again')}
              </Button>
            )}
          </div>
        }
      />
    );
  }
  return (
    <BookingForm
      details={details.data}
      checking={details.isFetching}
      onRecheck={() => void details.refetch()}
      searchAgain={searchAgain}
    />
  );
}

interface FormProps {
  details: FlightDetailsAnswer;
  checking: boolean;
  onRecheck: () => void;
  searchAgain: string;
}

function BookingForm({ details, checking, onRecheck, searchAgain }: FormProps) {
  const t = useT();
  const fmt = useFormats();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const flight = useAppSelector(selectFlightState);
  const funds = useCheckoutFunds(bookingTotal(details.price.agentPrice, flight.addOns));
  const [create, { isLoading: booking }] = useCreateFlightBookingMutation();
  const attempt = useIdempotentAttempt();

  // The priced itinerary in the flight state: traveller rows from its counts, add-ons of its segments.
  const segmentKeys = useMemo(() => details.ancillaries.map((a) => a.segmentKey), [details.ancillaries]);
  useEffect(() => {
    dispatch(fa.setFlightFullData({ tbId: details.tbId, travellers: details.travellers, segmentKeys }));
  }, [dispatch, details.tbId, details.travellers, segmentKeys]);

  const expiresAt = useMemo(() => Date.parse(details.expiresAt), [details.expiresAt]);
  // Expiry and acceptance belong to one selection and one fare: a new re-price asks again.
  const [expiredFor, setExpiredFor] = useState<number | null>(() =>
    expiresAt <= Date.now() ? expiresAt : null,
  );
  const expired = expiredFor === expiresAt;
  const onExpired = useCallback(() => setExpiredFor(expiresAt), [expiresAt]);
  const [acceptedPrice, setAcceptedPrice] = useState<number | null>(null);
  const accepted = acceptedPrice === details.price.agentPrice;
  const mustAccept = details.priceChanged && !accepted;

  const [method, setMethod] = useState<FlightPaymentMethod>(
    details.allowedPaymentMethods.includes('wallet') ? 'wallet' : 'card',
  );
  const [reference, setReference] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ReturnType<typeof serverFieldErrors> | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const ready = flight.flightFullData?.tbId === details.tbId;
  const travellers = useMemo(() => (ready ? flight.travellerDetails : []), [ready, flight.travellerDetails]);
  // What the agent typed survives a reload or a top-up in this tab (dropped once booked).
  const typed = useMemo(
    () => ({ travellerDetails: flight.travellerDetails, commonDetails: flight.commonDetails, reference }),
    [flight.travellerDetails, flight.commonDetails, reference],
  );
  const discardDraft = useStateDraft(
    'flight-booking',
    typed,
    (saved) => {
      dispatch(fa.draftRestored(saved));
      setReference(saved.reference ?? '');
    },
    ready,
  );
  const dates = travelDatesOf(details, today());
  const local: BookingFormErrors = bookingFormErrors(travellers, flight.commonDetails, dates);
  const shownErrors = attempted ? local : null;
  const travellerError = (i: number) => ({ ...serverErrors?.travellers[i], ...shownErrors?.travellers[i] });
  const commonError = { ...serverErrors?.common, ...shownErrors?.common };

  const total = bookingTotal(details.price.agentPrice, flight.addOns);
  const { availableMinor, feePercent } = checkoutFunds(funds.data);
  const fee = feePercent ?? details.cardFeePercent;
  const notes = paymentNotes(
    total,
    { availableMinor, feePercent: fee },
    funds.data ? 'ready' : funds.isError ? 'error' : 'loading',
    'booking',
  );
  const cardFee = method === 'card' ? percentOf(total, fee) : null;
  const walletShort = method === 'wallet' && notes.shortfall !== null && notes.shortfall > 0;
  const blocked = expired || mustAccept || walletShort || travellers.length === 0;

  const seen: Record<string, number> = {};
  const ordinals = travellers.map((p) => (seen[p.passengerType] = (seen[p.passengerType] ?? 0) + 1));
  const seatPassengers: SeatPassenger[] = travellers.map((p, i) => ({
    paxId: p.paxId,
    label:
      [p.firstName, p.lastName].join(' ').trim() ||
      t('flights.book.paxOrdinal', '{type} {n}', {
        type: passengerTypeLabel(t, p.passengerType),
        n: ordinals[i] ?? i + 1,
      }),
    type: p.passengerType,
  }));
  const seated = seatPassengers.filter((p) => p.type !== 'INF');
  const year = new Date().getFullYear();
  const birthYears = yearRange(year, year - 100);
  const expiryYears = yearRange(year + 15, year);

  const options: PaymentOption[] = [];
  if (details.allowedPaymentMethods.includes('wallet'))
    options.push({
      value: 'wallet',
      label: t('checkout.wallet', 'Wallet'),
      note: notes.walletNote,
      Icon: Wallet,
    });
  if (details.allowedPaymentMethods.includes('card'))
    options.push({
      value: 'card',
      label: t('checkout.card', 'Card'),
      note: notes.cardNote,
      Icon: CreditCard,
    });
  const methodField = {
    name: 'paymentMethod',
    onChange: async (e: { target: unknown }) => {
      setMethod((e.target as HTMLInputElement).value as FlightPaymentMethod);
      return Promise.resolve();
    },
    onBlur: async () => Promise.resolve(),
    // The cards are native radios: the chosen one shows checked.
    ref: (el: HTMLInputElement | null) => {
      if (el) el.checked = el.value === method;
    },
  };

  const submit = () => {
    setAttempted(true);
    setServerError(null);
    if (local.count > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: false }),
      );
      return;
    }
    if (!blocked) setConfirming(true);
  };

  const book = async () => {
    setServerError(null);
    setServerErrors(null);
    const body = bookingBody({
      tbId: details.tbId,
      fareAgentPrice: details.price.agentPrice,
      priceChangeAccepted: details.priceChanged && accepted,
      travellers,
      common: flight.commonDetails,
      addOns: flight.addOns,
      paymentMethod: method,
      agentReferenceNumber: reference,
    });
    const idempotencyKey = attempt.keyFor(JSON.stringify(body));
    const result = await create({ body, idempotencyKey });
    if ('data' in result && result.data) {
      attempt.settle(null);
      discardDraft();
      const answer = result.data;
      if (answer.payment) {
        setRedirecting(true);
        window.location.assign(answer.payment.paymentUrl);
        return;
      }
      setConfirming(false);
      dispatch(fa.setOrderDetails({ bookingId: answer.bookingId, status: answer.booking.status }));
      dispatch(fa.clearBooking());
      void navigate(FLIGHT_PAGES.ticket(answer.bookingId));
      return;
    }
    const error = result.error;
    attempt.settle(error);
    setConfirming(false);
    const code = errorCode(error);
    const status = (error as { status?: unknown }).status;
    if (code === 'PRICE_CHANGED') {
      setServerError(
        t(
          'flights.book.priceChangedError',
          'The airline changed the price. Check the new total and accept it to book.',
        ),
      );
      onRecheck();
      return;
    }
    if (status === 410 || code === 'GONE') setExpiredFor(expiresAt);
    if (code === 'INSUFFICIENT_FUNDS') void funds.refetch();
    const mapped = serverFieldErrors(fieldErrors(error), travellers.length);
    setServerErrors(mapped);
    const extra = mapped.other.length > 0 ? ` ${mapped.other.join(' ')}` : '';
    setServerError(
      `${errorMessage(error, t('flights.book.failed', 'The booking could not be made. Nothing was charged.'))}${extra}`,
    );
  };

  const submitButton = (className?: string) => (
    <Button
      type="submit"
      variant="accent"
      size="lg"
      className={className}
      loading={booking || redirecting}
      disabled={blocked}
    >
      {method === 'card'
        ? t('flights.book.payByCard', 'Book and pay by card')
        : t('flights.book.pay', 'Book and pay')}
    </Button>
  );

  const offer = details.offer;
  const route = offer.journeys.map((j) => `${j.from} → ${j.to}`).join(' · ');

  return (
    <div className="mx-auto max-w-7xl px-3 pt-6 pb-32 sm:px-6 lg:pb-6">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">
            {t('flights.book.title', 'Book {carrier}', { carrier: offer.carrierName })}
          </h1>
          <p className="text-sm text-slate-600">
            <bdi>{route}</bdi> ·{' '}
            {t('flights.book.travellers', '{n, plural, one {# traveller} other {# travellers}}', {
              n: details.travellers.adult + details.travellers.children + details.travellers.infant,
            })}
          </p>
        </div>
        <SelectionCountdown expiresAt={expiresAt} onExpired={onExpired} />
      </div>

      {details.priceChanged && (
        <div
          role="alert"
          data-testid="price-changed"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p>
            <AlertTriangle className="me-1 inline size-4 align-[-2px]" aria-hidden="true" />
            {t('flights.book.fareChangedFrom', 'The airline changed the fare from')}{' '}
            <span className="tabular-nums line-through">{fmt.price(details.previousPrice, currency)}</span>{' '}
            {t('flights.book.fareChangedTo', 'to')}{' '}
            <strong className="tabular-nums">{fmt.price(details.price.agentPrice, currency)}</strong>.{' '}
            {t('flights.book.nothingUntilAccept', 'Nothing is charged until you accept it.')}
          </p>
          {accepted ? (
            <span className="font-medium text-emerald-800">
              {t('flights.book.accepted', 'New fare accepted')}
            </span>
          ) : (
            <Button size="sm" onClick={() => setAcceptedPrice(details.price.agentPrice)}>
              {t('flights.book.accept', 'Accept new fare')}
            </Button>
          )}
        </div>
      )}
      {expired && (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          data-testid="selection-expired"
        >
          <p>
            {t(
              'flights.book.expiredText',
              'This fare selection has expired. Search again to book this flight; nothing was charged.',
            )}
          </p>
          <Link to={searchAgain} className={buttonClasses('secondary', 'sm')}>
            {t('flights.book.searchAgain', 'Search flights again')}
          </Link>
        </div>
      )}

      <form
        noValidate
        aria-label={t('flights.book.form', 'Flight booking')}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="min-w-0 space-y-6">
          <Card className="grid gap-6 p-4 sm:p-6 md:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="min-w-0">
              <h2 className="mb-3 text-lg font-semibold text-slate-900">
                {t('flights.book.itinerary', 'Itinerary')}
              </h2>
              <Itinerary offer={offer} />
            </div>
            <div className="md:border-s md:border-slate-100 md:ps-6">
              <h2 className="mb-3 text-lg font-semibold text-slate-900">
                {t('flights.book.fareRules', 'Fare rules')}
              </h2>
              <FareRules rules={details.fareRules} />
            </div>
          </Card>

          <Card className="space-y-4 p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              {t('flights.travellers.label', 'Travellers')}
            </h2>
            <p className="text-sm text-slate-600">
              {t(
                'flights.book.namesLatin',
                'Names as in the passport, in Latin letters. The passport must be valid after the last flight.',
              )}
            </p>
            {travellers.map((row, i) => (
              <TravellerRow
                key={row.paxId}
                index={i}
                ordinal={ordinals[i] ?? i + 1}
                row={row}
                errors={travellerError(i)}
                birthYears={birthYears}
                expiryYears={expiryYears}
                onField={(field, value) => dispatch(fa.setTravellerField({ index: i, field, value }))}
                onDatePart={(field, part, value) =>
                  dispatch(fa.setTravellerDatePart({ index: i, field, part, value }))
                }
              />
            ))}
          </Card>

          <Card className="p-4 sm:p-6">
            <CommonDetails
              value={flight.commonDetails}
              errors={commonError}
              onChange={(field, value) => dispatch(fa.setCommonDetail({ field, value }))}
            />
          </Card>

          <AddOnsCard
            ancillaries={details.ancillaries}
            passengers={seatPassengers}
            seated={seated}
            currency={currency}
          />

          <Card className="space-y-5 p-4 sm:p-6">
            <Field
              label={t('flights.book.reference', 'Agent reference number')}
              hint={t(
                'flights.book.referenceHint',
                'Your own reference for this booking (optional; each can be used once).',
              )}
            >
              <Input value={reference} maxLength={60} onChange={(e) => setReference(e.target.value)} />
            </Field>
            <PaymentOptions value={method} field={methodField} options={options} />
            {walletShort && notes.shortfall !== null && availableMinor !== null && (
              <WalletShortfall
                shortfall={notes.shortfall}
                availableMinor={availableMinor}
                total={total}
                returnPath={null}
                noun="booking"
                {...(details.allowedPaymentMethods.includes('card')
                  ? { onPayByCard: () => setMethod('card') }
                  : {})}
              />
            )}
            {funds.isError && (
              <p role="alert" className="text-sm text-red-700">
                {t('checkout.fundsFailed', 'Your wallet and the card fee could not be loaded.')}{' '}
                <button type="button" className="font-medium underline" onClick={() => void funds.refetch()}>
                  {t('common.tryAgain', 'Try again')}
                </button>
              </p>
            )}
          </Card>
        </div>

        <Card
          id="flight-price-summary"
          className="h-fit scroll-mt-20 space-y-4 p-4 sm:p-6 lg:sticky lg:top-20"
        >
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{offer.carrierName}</h2>
            <p className="text-sm text-slate-600">
              <bdi>{route}</bdi>
            </p>
          </div>
          <BookingSummary details={details} addOns={flight.addOns} currency={currency} cardFee={cardFee} />
          {attempted && local.count > 0 && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
              {t(
                'flights.book.checkFields',
                '{n, plural, one {Check the highlighted fields: # is missing or wrong.} other {Check the highlighted fields: # are missing or wrong.}}',
                { n: local.count },
              )}
            </p>
          )}
          {serverError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
              {serverError}
            </p>
          )}
          {/* Below lg the action sits in the bar at the bottom of the screen. */}
          <div className="hidden lg:block">{submitButton('w-full')}</div>
          {mustAccept && (
            <p className="text-center text-xs text-amber-800">
              {t('flights.book.acceptToBook', 'Accept the new fare to book.')}
            </p>
          )}
          {!mustAccept && walletShort && (
            <p className="text-center text-xs text-amber-800">
              {t('flights.book.topUpOrCard', 'Top up your wallet or pay by card.')}
            </p>
          )}
          {checking && (
            <p className="text-center text-xs text-slate-500">
              {t('flights.book.recheck', 'Checking the fare again…')}
            </p>
          )}
        </Card>
        <CheckoutBar
          label={
            cardFee !== null
              ? t('flights.book.totalWithFee', '{total}, with the card fee', {
                  total: totalForTravellers(t, details.travellers),
                })
              : totalForTravellers(t, details.travellers)
          }
          amount={cardFee !== null ? fmt.aedMinor(total + cardFee) : fmt.price(total, currency)}
          note={
            serverError ? (
              <p className="font-medium text-red-700">{serverError}</p>
            ) : attempted && local.count > 0 ? (
              <p className="font-medium text-red-700">
                {t('flights.book.checkHighlighted', 'Check the highlighted fields.')}
              </p>
            ) : mustAccept ? (
              <p className="text-amber-800">
                {t('flights.book.acceptToBook', 'Accept the new fare to book.')}
              </p>
            ) : walletShort ? (
              <p className="text-amber-800">
                {t('flights.book.topUpOrCard', 'Top up your wallet or pay by card.')}
              </p>
            ) : (
              <button
                type="button"
                className="text-brand-700 underline"
                onClick={() =>
                  document.getElementById('flight-price-summary')?.scrollIntoView({ behavior: 'smooth' })
                }
              >
                {t('flights.book.priceDetails', 'Price details')}
              </button>
            )
          }
        >
          {submitButton()}
        </CheckoutBar>
      </form>

      <ConfirmPaymentDialog
        method={confirming ? method : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void book()}
        busy={booking || redirecting}
        title={t('flights.book.confirm', 'Confirm booking')}
        confirmLabel={t('flights.book.confirm', 'Confirm booking')}
        description={
          method === 'card'
            ? t(
                'flights.book.confirmCard',
                'You will be sent to the card payment page; the tickets are issued once it is paid.',
              )
            : t(
                'flights.book.confirmWallet',
                'The amount will be taken from your wallet and the tickets issued.',
              )
        }
        item={`${route}, ${t('flights.book.travellers', '{n, plural, one {# traveller} other {# travellers}}', { n: travellers.length })}`}
        amount={details.price.agentPrice}
        extras={
          total > details.price.agentPrice
            ? [
                {
                  label: t('flights.book.extras', 'Seats, meals and baggage'),
                  amount: total - details.price.agentPrice,
                },
              ]
            : []
        }
        cardFee={cardFee}
      />
    </div>
  );
}

export default FlightBookingPage;
