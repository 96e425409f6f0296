import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AlertTriangle, CalendarClock, CreditCard, RefreshCw, SearchX, Wallet } from 'lucide-react';
import { HOTEL_ORDER_PAGES, type HotelRecheckAnswer } from '@portal/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmPaymentDialog } from '../../../components/checkout/confirm-payment-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { PaymentOptions, type PaymentOption } from '../../../components/checkout/payment-options';
import { WalletShortfall } from '../../../components/checkout/wallet-shortfall';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { errorCode, errorMessage, fieldErrors } from '../../../lib/api';
import { checkoutFunds, paymentNotes, useCheckoutFunds } from '../../../lib/checkout-funds';
import { useFormDraft } from '../../../lib/form-draft';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { HOTEL_PAGES } from '../api/paths';
import { useCreateHotelOrderMutation, useHotelRecheckQuery } from '../api/booking.api';
import { CancellationPolicy } from '../components/cancellation-policy';
import { GuestFields } from '../components/guest-fields';
import { HoldCountdown } from '../components/hold-countdown';
import { hotelActions, selectHotelForm } from '../hotel.slice';
import {
  amountDue,
  applyFormSchema,
  bookingFields,
  bookingGate,
  guestSkeleton,
  payLaterOffered,
  restoreGuests,
  toTravellerDetails,
  type ApplyFormInput,
  type ApplyFormValues,
  type RecheckOutcome,
} from '../lib/apply-form';
import { formatDisplayDate } from '../../../lib/display-date';
import { useT } from '../../../lib/i18n';
import { formatInstant } from '../lib/instants';
import { useFormats } from '../../../lib/use-formats';

/** A sold-out rate: 409 SOLD_OUT, or 409 CONFLICT whose message starts "Sold out". */
function isSoldOut(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'SOLD_OUT' || (code === 'CONFLICT' && /^sold out/i.test(errorMessage(error, '')));
}

/** The details page's link state: the price the agent saw on the rate it chose. */
interface ApplyLinkState {
  expectedPrice?: number;
}

/**
 * /hotel/{id}/apply/{roomtypeid}?searchId&rateKey: the rate is rechecked and held (countdown); a
 * changed price or a sold-out rate is shown first. Then guests per room, lead contact, special
 * requests, the agent's reference, the price with the cancellation policy, and the payment.
 */
export function HotelApplyPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const searchId = params.get('searchId') ?? '';
  const rateKey = params.get('rateKey') ?? '';
  const expectedPrice = (location.state as ApplyLinkState | null)?.expectedPrice;
  const recheck = useHotelRecheckQuery(
    { searchId, hotelId: id, rateKey, ...(expectedPrice !== undefined ? { expectedPrice } : {}) },
    { skip: !searchId || !rateKey, refetchOnMountOrArgChange: true },
  );
  const back = HOTEL_PAGES.details(id);
  const t = useT();

  if (!searchId || !rateKey) {
    return (
      <EmptyState
        icon={<SearchX className="size-7" />}
        title={t('hotelBooking.chooseRateFirst', 'Choose a rate first')}
        description={t(
          'hotelBooking.chooseRateHint',
          'Open the hotel, pick a room and a rate, then press Select.',
        )}
        action={
          <Link to={back} className={buttonClasses('primary')}>
            {t('hotelBooking.backToHotel', 'Back to the hotel')}
          </Link>
        }
      />
    );
  }
  if (recheck.isLoading || (recheck.isFetching && !recheck.data)) {
    return (
      <div
        className="mx-auto max-w-7xl space-y-4 px-3 py-6 sm:px-6"
        role="status"
        aria-label={t('hotelBooking.checking', 'Checking the rate')}
      >
        <Skeleton className="h-8 w-1/2" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      </div>
    );
  }
  if (recheck.error || !recheck.data) {
    const soldOut = isSoldOut(recheck.error);
    return (
      <EmptyState
        icon={<SearchX className="size-7" />}
        title={
          soldOut
            ? t('hotelBooking.soldOut', 'This rate is sold out')
            : t('hotelBooking.notHeld', 'This rate could not be held')
        }
        description={errorMessage(
          recheck.error,
          t(
            'hotelBooking.checkFailed',
            'The rate could not be checked. Go back to the hotel and choose it again.',
          ),
        )}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to={back} className={buttonClasses('primary')}>
              {t('hotelBooking.chooseAnother', 'Choose another rate')}
            </Link>
            {!soldOut && (
              <Button variant="secondary" onClick={() => void recheck.refetch()}>
                <RefreshCw className="size-4" aria-hidden="true" /> {t('common.tryAgain', 'Try again')}
              </Button>
            )}
          </div>
        }
      />
    );
  }
  return (
    <ApplyForm
      key={recheck.data.holdId}
      held={recheck.data}
      checking={recheck.isFetching}
      onRecheck={() => void recheck.refetch()}
    />
  );
}

interface ApplyFormProps {
  held: HotelRecheckAnswer;
  checking: boolean;
  onRecheck: () => void;
}

function ApplyForm({ held, checking, onRecheck }: ApplyFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useT();
  const fmt = useFormats();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const stored = useAppSelector((s) => selectHotelForm(s).travellerDetails);
  const funds = useCheckoutFunds(held.rate.agentPrice);
  const [create, { isLoading: booking }] = useCreateHotelOrderMutation();
  const attempt = useIdempotentAttempt();
  const { hotel, rate } = held;
  const allGuests = hotel.allGuestDetailsRequired;
  const expiresAt = useMemo(() => Date.parse(held.expiresAt), [held.expiresAt]);
  const [expired, setExpired] = useState(() => expiresAt <= Date.now());
  const onExpired = useCallback(() => setExpired(true), []);
  const [payLater] = useState(
    () => held.allowedPaymentMethods.includes('pay_later') && payLaterOffered(rate, Date.now()),
  );
  // The booking core's terms for this agent: the last date for payment (short when the funds do not
  // cover it), or why pay later is refused (the agent's limit).
  const terms = held.payLater;
  const payBy = terms?.payBy ?? rate.payLaterUntil;
  // The price to pay: the recheck's, or the new one of a PRICE_CHANGED answer.
  const [price, setPrice] = useState(rate.agentPrice);
  const [outcome, setOutcome] = useState<RecheckOutcome>(() =>
    held.priceChanged && held.previousPrice !== null
      ? { kind: 'changed', shownPrice: held.previousPrice, newPrice: rate.agentPrice }
      : { kind: 'same' },
  );
  const [accepted, setAccepted] = useState(false);
  const [confirming, setConfirming] = useState<ApplyFormValues | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const schema = useMemo(
    () => applyFormSchema({ rooms: held.roomPaxes, allGuestsRequired: allGuests, payLaterOffered: payLater }),
    [held.roomPaxes, allGuests, payLater],
  );
  const form = useForm<ApplyFormInput, unknown, ApplyFormValues>({
    // The selects start empty (''); the schema narrows them to their choices.
    resolver: zodResolver(schema) as unknown as Resolver<ApplyFormInput, unknown, ApplyFormValues>,
    defaultValues: {
      rooms: restoreGuests(guestSkeleton(held.roomPaxes, allGuests), stored).map((guests) => ({ guests })),
      contact: { name: '', email: '', phone: '' },
      specialRequests: '',
      agentReferenceNumber: '',
      paymentMethod: 'wallet',
    },
  });

  const discardDraft = useFormDraft(form);

  // The guests typed so far live in the hotel state (spec section 3, travellerDetails).
  useEffect(
    () =>
      form.subscribe({
        name: 'rooms',
        formState: { values: true },
        callback: ({ values }) => {
          dispatch(hotelActions.travellerDetailsChanged(toTravellerDetails(values.rooms)));
        },
      }),
    [form, dispatch],
  );

  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  const { availableMinor, feePercent } = checkoutFunds(funds.data);
  const notes = paymentNotes(
    price,
    { availableMinor, feePercent: feePercent ?? held.cardFeePercent },
    funds.data ? 'ready' : funds.isError ? 'error' : 'loading',
    'booking',
  );
  const due = amountDue(price, method, feePercent ?? held.cardFeePercent);
  const walletShort = method === 'wallet' && notes.shortfall !== null && notes.shortfall > 0;
  const gate = bookingGate({ outcome, priceAccepted: accepted, expired });
  const blocked = !gate.canBook || walletShort || due === null;

  const options: PaymentOption[] = [];
  if (held.allowedPaymentMethods.includes('wallet'))
    options.push({
      value: 'wallet',
      label: t('checkout.wallet', 'Wallet'),
      note: notes.walletNote,
      Icon: Wallet,
    });
  if (held.allowedPaymentMethods.includes('card'))
    options.push({
      value: 'card',
      label: t('checkout.card', 'Card'),
      note: notes.cardNote,
      Icon: CreditCard,
    });
  if (payLater && payBy)
    options.push({
      value: 'pay_later',
      label: t('checkout.payLater', 'Pay later'),
      note:
        terms && !terms.funded
          ? t(
              'hotelBooking.payLaterShortHold',
              'Nothing charged now; held only until {time}, as your funds do not cover it.',
              { time: fmt.dateTime(payBy, { withZone: true }) },
            )
          : t(
              'hotelBooking.payLaterNote',
              'Nothing charged now; pay by {time} hotel time or it is cancelled.',
              {
                time: fmt.dateTime(payBy, { zone: hotel.timeZone }),
              },
            ),
      Icon: CalendarClock,
    });

  const book = async (values: ApplyFormValues) => {
    setServerError(null);
    const body = {
      holdId: held.holdId,
      expectedPrice: price,
      acceptPriceChange: outcome.kind === 'changed' && accepted,
      ...bookingFields(values),
    };
    const idempotencyKey = attempt.keyFor(JSON.stringify(body));
    const result = await create({ body, idempotencyKey });
    if ('data' in result && result.data) {
      attempt.settle(null);
      discardDraft();
      const answer = result.data;
      setConfirming(null);
      if (answer.payment) {
        setRedirecting(true);
        window.location.assign(answer.payment.paymentUrl);
        return;
      }
      dispatch(hotelActions.travellerDetailsChanged([]));
      void navigate(
        answer.order.status === 'failed'
          ? HOTEL_ORDER_PAGES.invoiceErrorOf(answer.orderId)
          : HOTEL_ORDER_PAGES.invoice(answer.orderId),
      );
      return;
    }
    const error = result.error;
    attempt.settle(error);
    setConfirming(null);
    const code = errorCode(error);
    const data = (error as { data?: { agentPrice?: number; orderId?: string; order?: { _id?: string } } })
      .data;
    // The supplier refused the booking: the order failed, nothing was charged or it was refunded.
    const failedOrder = data?.orderId ?? data?.order?._id;
    if (failedOrder && code !== 'PRICE_CHANGED') {
      dispatch(hotelActions.travellerDetailsChanged([]));
      void navigate(HOTEL_ORDER_PAGES.invoiceErrorOf(failedOrder));
      return;
    }
    if (code === 'PRICE_CHANGED' && typeof data?.agentPrice === 'number') {
      setOutcome({ kind: 'changed', shownPrice: price, newPrice: data.agentPrice });
      setPrice(data.agentPrice);
      setAccepted(false);
      return;
    }
    if (isSoldOut(error)) {
      setOutcome({ kind: 'sold_out' });
      return;
    }
    if (code === 'GONE' || code === 'HOLD_EXPIRED') setExpired(true);
    for (const [name, messages] of Object.entries(fieldErrors(error))) {
      if (messages[0] && /^(rooms|contact|specialRequests|agentReferenceNumber|paymentMethod)/.test(name)) {
        form.setError(name as 'agentReferenceNumber', { message: messages[0] });
      }
    }
    if (code === 'INSUFFICIENT_FUNDS') void funds.refetch();
    setServerError(
      errorMessage(error, t('hotelBooking.failed', 'The booking could not be made. Nothing was charged.')),
    );
  };

  const errors = form.formState.errors;
  const nights = held.noOfNights;
  const guestsCount = held.roomPaxes.reduce((n, r) => n + r.noOfAdults + r.noOfChildren, 0);

  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-6">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">
            {t('hotelBooking.title', 'Book {hotel}', { hotel: hotel.name })}
          </h1>
          <p className="text-sm text-slate-600">
            {held.roomType.name} · {rate.boardName} · {formatDisplayDate(held.fromDate)} -{' '}
            {formatDisplayDate(held.toDate)} (
            {t('hotelCard.nights', '{n, plural, one {# night} other {# nights}}', { n: nights })})
          </p>
        </div>
        <HoldCountdown expiresAt={expiresAt} onExpired={onExpired} />
      </div>

      {outcome.kind === 'changed' && (
        <div
          role="alert"
          data-testid="price-changed"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p>
            <AlertTriangle className="me-1 inline size-4 align-[-2px]" aria-hidden="true" />
            {t(
              'hotelBooking.priceChanged',
              'The price has changed from {old} to {new}. Nothing is charged until you accept it.',
              {
                old: fmt.price(outcome.shownPrice, currency),
                new: fmt.price(outcome.newPrice, currency),
              },
            )}
          </p>
          {accepted ? (
            <span className="font-medium text-emerald-800">
              {t('hotelBooking.priceAccepted', 'New price accepted')}
            </span>
          ) : (
            <Button size="sm" onClick={() => setAccepted(true)}>
              {t('hotelBooking.acceptPrice', 'Accept new price')}
            </Button>
          )}
        </div>
      )}
      {outcome.kind === 'sold_out' && (
        <div
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {t('hotelBooking.justSoldOut', 'This rate has just sold out; nothing was charged.')}{' '}
          <Link to={HOTEL_PAGES.details(hotel.id)} className="font-semibold underline">
            {t('hotelBooking.chooseAnother', 'Choose another rate')}
          </Link>
        </div>
      )}
      {expired && outcome.kind !== 'sold_out' && (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p>
            {t(
              'hotelBooking.holdExpired',
              'The hold on this rate has expired. Check the rate again to book it; what you typed is kept.',
            )}
          </p>
          <Button size="sm" variant="secondary" loading={checking} onClick={onRecheck}>
            <RefreshCw className="size-4" aria-hidden="true" /> {t('hotelBooking.checkAgain', 'Check again')}
          </Button>
        </div>
      )}

      <form
        noValidate
        aria-label={t('hotelBooking.form', 'Hotel booking')}
        onSubmit={form.handleSubmit((values) => {
          if (!blocked) setConfirming(values);
        })}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="min-w-0 space-y-6">
          <Card className="p-4 sm:p-6">
            <GuestFields form={form} allGuestsRequired={allGuests} />
          </Card>
          <Card className="space-y-5 p-4 sm:p-6">
            <fieldset className="grid gap-4 sm:grid-cols-3">
              <legend className="mb-2 text-base font-semibold text-slate-900">
                {t('hotelBooking.leadContact', 'Lead contact')}
              </legend>
              <Field
                label={t('hotelBooking.contactName', 'Name')}
                required
                error={errors.contact?.name?.message}
              >
                <Input autoComplete="name" {...form.register('contact.name')} />
              </Field>
              <Field
                label={t('hotelBooking.contactEmail', 'E-mail')}
                required
                error={errors.contact?.email?.message}
              >
                <Input type="email" autoComplete="email" {...form.register('contact.email')} />
              </Field>
              <Field
                label={t('hotelBooking.contactPhone', 'Phone')}
                required
                error={errors.contact?.phone?.message}
              >
                <Input
                  type="tel"
                  autoComplete="tel"
                  placeholder="+971 50 123 4567"
                  {...form.register('contact.phone')}
                />
              </Field>
            </fieldset>
            <Field
              label={t('hotelBooking.specialRequests', 'Special requests')}
              hint={t(
                'hotelBooking.specialRequestsHint',
                'Passed on to the hotel; they cannot be guaranteed.',
              )}
              error={errors.specialRequests?.message}
            >
              <Textarea rows={3} maxLength={1000} {...form.register('specialRequests')} />
            </Field>
            <Field
              label={t('hotelBooking.reference', 'Agent reference number')}
              required
              hint={t(
                'hotelBooking.referenceHint',
                'Your own reference for this booking; each reference can be used once.',
              )}
              error={errors.agentReferenceNumber?.message}
            >
              <Input {...form.register('agentReferenceNumber')} />
            </Field>
            <PaymentOptions
              value={method}
              field={form.register('paymentMethod')}
              options={options}
              error={errors.paymentMethod?.message}
            />
            {terms && !terms.allowed && terms.message && (
              <p
                className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950"
                data-testid="pay-later-refused"
              >
                <CalendarClock className="me-1 inline size-4 align-[-2px]" aria-hidden="true" />
                {terms.message}
              </p>
            )}
            {walletShort && notes.shortfall !== null && availableMinor !== null && (
              <WalletShortfall
                shortfall={notes.shortfall}
                availableMinor={availableMinor}
                total={price}
                returnPath={null}
                noun="booking"
                {...(held.allowedPaymentMethods.includes('card')
                  ? { onPayByCard: () => form.setValue('paymentMethod', 'card', { shouldDirty: true }) }
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
            {serverError && (
              <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
                {serverError}
              </p>
            )}
          </Card>
        </div>

        <Card
          className="h-fit space-y-4 p-4 sm:p-6 lg:sticky lg:top-20"
          aria-label={t('hotelBooking.priceSummary', 'Price summary')}
        >
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{hotel.name}</h2>
            <p className="text-sm text-slate-600" dir="auto">
              {hotel.address}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-slate-500">{t('hotelBooking.checkIn', 'Check-in')}</dt>
            <dd className="text-end text-slate-800">
              {t('hotelBooking.checkInAt', '{date} from {time}', {
                date: formatDisplayDate(held.fromDate),
                time: hotel.checkInTime,
              })}
            </dd>
            <dt className="text-slate-500">{t('hotelBooking.checkOut', 'Check-out')}</dt>
            <dd className="text-end text-slate-800">
              {t('hotelBooking.checkOutAt', '{date} until {time}', {
                date: formatDisplayDate(held.toDate),
                time: hotel.checkOutTime,
              })}
            </dd>
            <dt className="text-slate-500">{t('hotelBooking.room', 'Room')}</dt>
            <dd className="text-end text-slate-800">
              {held.roomPaxes.length} × {held.roomType.name}
            </dd>
            <dt className="text-slate-500">{t('hotelBooking.board', 'Board')}</dt>
            <dd className="text-end text-slate-800">{rate.boardName}</dd>
            <dt className="text-slate-500">{t('hotelBooking.guests', 'Guests')}</dt>
            <dd className="text-end text-slate-800">{guestsCount}</dd>
          </dl>
          <details className="text-sm">
            <summary className="cursor-pointer text-brand-700 hover:underline">
              {t('hotelBooking.perNight', 'Price per night')}
            </summary>
            <ul className="mt-2 space-y-0.5 text-slate-600">
              {rate.perNight.map((n) => (
                <li key={n.date} className="flex justify-between">
                  <span>{formatDisplayDate(n.date)}</span>
                  <span className="tabular-nums">{fmt.price(n.agentPrice, currency)}</span>
                </li>
              ))}
            </ul>
          </details>
          <div className="space-y-1 border-t border-slate-200 pt-3 text-sm">
            <p className="flex justify-between text-base font-semibold">
              <span>{t('hotelBooking.total', 'Total')}</span>
              <span className="tabular-nums" data-testid="apply-total">
                {fmt.price(price, currency)}
              </span>
            </p>
            {currency.isocode !== 'AED' && (
              <p className="flex justify-between text-xs text-slate-500">
                <span>{t('hotelBooking.chargedInAed', 'Charged in AED')}</span>
                <span className="tabular-nums">{fmt.aedMinor(price)}</span>
              </p>
            )}
            {rate.sellPrice !== rate.agentPrice && (
              <p className="flex justify-between text-xs text-slate-500">
                <span>{t('hotelBooking.clientPrice', 'Client price (with your markup)')}</span>
                <span className="tabular-nums">
                  {fmt.price(rate.sellPrice + (price - rate.agentPrice), currency)}
                </span>
              </p>
            )}
            {method === 'card' && due && (
              <>
                <p className="flex justify-between text-slate-600">
                  <span>
                    {feePercent !== null
                      ? t('checkout.cardFeePercent', 'Card fee ({percent}%)', { percent: feePercent })
                      : t('checkout.cardFee', 'Card fee')}
                  </span>
                  <span className="tabular-nums">{fmt.aedMinor(due.fee)}</span>
                </p>
                <p className="flex justify-between font-semibold">
                  <span>{t('checkout.chargedToCard', 'Charged to the card')}</span>
                  <span className="tabular-nums" data-testid="card-total">
                    {fmt.aedMinor(due.now)}
                  </span>
                </p>
              </>
            )}
            {method === 'pay_later' && payBy && (
              <div
                className="space-y-1 rounded-md bg-sky-50 px-2 py-1.5 text-xs text-sky-900"
                data-testid="pay-later-deadline"
              >
                <p>
                  {t(
                    'hotelBooking.payLaterDeadline',
                    'Nothing is charged now. Pay by {hotelTime} hotel time ({yourTime} your time); unpaid, the booking is cancelled then.',
                    {
                      hotelTime: fmt.dateTime(payBy, { zone: hotel.timeZone }),
                      yourTime: formatInstant(payBy),
                    },
                  )}
                </p>
                {terms && !terms.funded && terms.message && (
                  <p className="font-medium" data-testid="pay-later-short-hold">
                    {terms.message}
                  </p>
                )}
              </div>
            )}
          </div>
          <div className="border-t border-slate-200 pt-3">
            <h3 className="mb-1 text-sm font-semibold text-slate-900">
              {t('hotelBooking.cancellationPolicy', 'Cancellation policy')}
            </h3>
            <CancellationPolicy
              cancellationType={rate.cancellationType}
              lines={rate.cancellationPolicies}
              currency={currency}
            />
          </div>
          {rate.rateComments && (
            <p className="text-xs text-slate-500" dir="auto">
              {rate.rateComments}
            </p>
          )}
          <Button
            type="submit"
            variant="accent"
            size="lg"
            className="w-full"
            loading={booking || redirecting}
            disabled={blocked}
          >
            {method === 'pay_later'
              ? t('hotelBooking.bookPayLater', 'Book now, pay later')
              : t('hotelBooking.bookAndPay', 'Book and pay')}
          </Button>
          {gate.reason && <p className="text-center text-xs text-amber-800">{gate.reason}</p>}
          {!gate.reason && walletShort && (
            <p className="text-center text-xs text-amber-800">
              {t('checkout.topUpOrOther', 'Top up your wallet or choose another payment.')}
            </p>
          )}
        </Card>
      </form>

      <ConfirmPaymentDialog
        method={confirming?.paymentMethod ?? null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void book(confirming)}
        busy={booking || redirecting}
        title={t('hotelBooking.confirm', 'Confirm booking')}
        confirmLabel={t('hotelBooking.confirm', 'Confirm booking')}
        item={`${hotel.name}${t('common.listSeparator', ', ')}${t('hotelCard.nights', '{n, plural, one {# night} other {# nights}}', { n: nights })}`}
        amount={price}
        cardFee={due?.fee ?? null}
        due={due?.now ?? null}
      />
    </div>
  );
}

export default HotelApplyPage;
