import type { FlightBookingDto } from '@portal/contracts';
import { nationalityOf } from '@portal/domain';
import { StatusBadge, statusLabel } from '../../../components/status-badge';
import { Card } from '../../../components/ui/card';
import { FareRules } from './fare-rules';
import { Itinerary } from './itinerary';
import { useT, type Translate } from '../../../lib/i18n';
import { passengerTypeLabel } from '../lib/labels';
import { useFormats } from '../../../lib/use-formats';

/** Segment label "EK 1 DXB-LHR" of a segment key, from the booking's itinerary. */
function segmentLabels(booking: FlightBookingDto): Map<string, string> {
  const map = new Map<string, string>();
  for (const j of booking.offer.journeys)
    for (const s of j.segments) map.set(s.key, `${s.flightNumber} ${s.from}-${s.to}`);
  return map;
}

/** Itinerary, passengers with ticket numbers, add-ons per segment, fare rules, price and payments. */
export function BookingOverview({
  booking,
  showPrices = true,
}: {
  booking: FlightBookingDto;
  showPrices?: boolean;
}) {
  const t = useT();
  const fmt = useFormats();
  const segments = segmentLabels(booking);
  const addonsOf = (paxId: number) => {
    const out: string[] = [];
    for (const s of booking.addons.seats.filter((x) => x.paxId === paxId))
      out.push(
        `${t('flights.chosen.seat', 'Seat {seat}', { seat: s.seatNumber })} (${segments.get(s.segmentKey) ?? s.segmentKey})`,
      );
    for (const m of booking.addons.meals.filter((x) => x.paxId === paxId))
      out.push(`${m.count} × ${m.mealInfo} (${segments.get(m.segmentKey) ?? m.segmentKey})`);
    for (const b of booking.addons.baggage.filter((x) => x.paxId === paxId))
      out.push(`${b.count} × ${b.baggageInfo} (${segments.get(b.segmentKey) ?? b.segmentKey})`);
    return out;
  };
  const p = booking.price;
  return (
    <div className="space-y-4">
      <Card className="grid gap-6 p-4 sm:p-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">
            {t('flights.book.itinerary', 'Itinerary')}
          </h2>
          <Itinerary offer={booking.offer} />
        </div>
        <div className="md:border-s md:border-slate-100 md:ps-6">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">
            {t('flights.book.fareRules', 'Fare rules')}
          </h2>
          <FareRules rules={booking.fareRules} showTimeLimit={false} />
        </div>
      </Card>

      <Card className="p-4 sm:p-6">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">
          {t('flights.order.passengers', 'Passengers')}
        </h2>
        <ul className="divide-y divide-slate-100">
          {booking.passengers.map((x) => {
            const extras = addonsOf(x.paxId);
            return (
              <li
                key={x.paxId}
                className="grid gap-2 py-3 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1.4fr)]"
                data-testid="flight-passenger-row"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {x.firstName} {x.lastName}{' '}
                    <span className="text-sm font-normal text-slate-500">
                      · {passengerTypeLabel(t, x.passengerType)} ·{' '}
                      {x.gender === 'female'
                        ? t('flights.traveller.female', 'Female')
                        : t('flights.traveller.male', 'Male')}
                    </span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {t(
                      'flights.order.passport',
                      'Passport {number} ({nationality}) · born {born} · expires {expires}',
                      {
                        number: x.passportNumber,
                        nationality: nationalityOf(x.nationality),
                        born: fmt.date(x.birthDate),
                        expires: fmt.date(x.passportExpiry),
                      },
                    )}
                  </p>
                </div>
                <p className="text-sm">
                  <span className="block text-xs text-slate-500">
                    {t('flights.order.ticketNumber', 'E-ticket number')}
                  </span>
                  <span className="font-medium tabular-nums" data-testid="ticket-number">
                    {x.ticketNumber ?? t('flights.order.notIssued', 'Not issued yet')}
                  </span>
                </p>
                <div className="text-sm text-slate-700">
                  <span className="block text-xs text-slate-500">
                    {t('flights.book.extras', 'Seats, meals and baggage')}
                  </span>
                  {extras.length > 0 ? (
                    <ul data-testid="passenger-addons">
                      {extras.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-500">{t('flights.order.none', 'None')}</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-sm text-slate-600">
          {t('flights.order.contact', 'Contact')}{' '}
          <bdi dir="ltr">
            {booking.contact.phoneCode} {booking.contact.contactNo}
          </bdi>{' '}
          · {booking.contact.email}
        </p>
      </Card>

      {showPrices && (
        <div className="grid gap-4 md:grid-cols-2">
          <Card className="p-4 sm:p-6">
            <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('flights.order.price', 'Price')}</h2>
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('flights.summary.fare', 'Fare')}</dt>
              <dd className="text-end tabular-nums">{fmt.aedMinor(p.fare)}</dd>
              <dt className="text-slate-600">{t('flights.book.extras', 'Seats, meals and baggage')}</dt>
              <dd className="text-end tabular-nums">{fmt.aedMinor(p.addons)}</dd>
              {p.cardFee > 0 && (
                <>
                  <dt className="text-slate-600">{t('checkout.cardFee', 'Card fee')}</dt>
                  <dd className="text-end tabular-nums">{fmt.aedMinor(p.cardFee)}</dd>
                </>
              )}
              <dt className="border-t border-slate-200 pt-1 font-semibold">
                {t('flights.order.youPaid', 'You paid')}
              </dt>
              <dd
                className="border-t border-slate-200 pt-1 text-end font-semibold tabular-nums"
                data-testid="booking-total"
              >
                {fmt.aedMinor(p.agentPrice)}
              </dd>
              {p.clientMarkup > 0 && (
                <>
                  <dt className="text-slate-500">
                    {t('flights.order.clientPrice', 'Client price (your markup {markup})', {
                      markup: fmt.aedMinor(p.clientMarkup),
                    })}
                  </dt>
                  <dd className="text-end text-slate-500 tabular-nums">{fmt.aedMinor(p.sellPrice)}</dd>
                </>
              )}
            </dl>
            {booking.cancellation && (
              <p
                className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700"
                data-testid="cancellation"
              >
                {t('order.refund', 'Cancelled {time}: fee {fee}, refunded {refund}', {
                  time: fmt.dateTime(booking.cancellation.cancelledAt, { withZone: true }),
                  fee: fmt.aedMinor(booking.cancellation.fee),
                  refund: fmt.aedMinor(booking.cancellation.refund),
                })}
              </p>
            )}
          </Card>
          <Card className="p-4 sm:p-6">
            <h2 className="mb-3 text-lg font-semibold text-slate-900">
              {t('flights.order.payments', 'Payments')}
            </h2>
            {booking.payments.length === 0 ? (
              <p className="text-sm text-slate-500">{t('flights.order.noPayment', 'No payment yet.')}</p>
            ) : (
              <ul className="space-y-1 text-sm" data-testid="payments">
                {booking.payments.map((pay, i) => (
                  <li key={i} className="flex justify-between gap-3">
                    <span className="text-slate-700">
                      {pay.kind === 'refund'
                        ? t('flights.order.refundTo', 'Refund to {method}', {
                            method: methodName(t, pay.method),
                          })
                        : t('flights.order.paidBy', 'Paid by {method}', {
                            method: methodName(t, pay.method),
                          })}{' '}
                      · {fmt.dateTime(pay.at)}
                      {pay.note && <span className="block text-xs text-slate-500">{pay.note}</span>}
                    </span>
                    <span
                      className={pay.kind === 'refund' ? 'text-emerald-700 tabular-nums' : 'tabular-nums'}
                    >
                      {pay.kind === 'refund' ? '+' : '-'}
                      {fmt.aedMinor(pay.amount)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {booking.timeline.length > 0 && (
              <>
                <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900">
                  {t('order.history', 'Status history')}
                </h3>
                <ol className="space-y-1 text-sm text-slate-600">
                  {booking.timeline.map((event, i) => (
                    <li key={i} className="flex flex-wrap items-center gap-2">
                      <span className="tabular-nums">{fmt.dateTime(event.at)}</span>
                      {isBadge(event.status) ? (
                        <StatusBadge status={event.status} />
                      ) : (
                        <span>{statusLabel(event.status)}</span>
                      )}
                      {event.note && <span className="text-xs">{event.note}</span>}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}

/** How a payment was made, in the reader's language (an unknown method as it came). */
function methodName(t: Translate, method: string): string {
  // In a sentence, as the English page has always written it ("Paid by wallet").
  if (method === 'wallet') return t('flights.order.method.wallet', 'wallet');
  if (method === 'card') return t('flights.order.method.card', 'card');
  return method;
}

const BADGES = [
  'pending',
  'pending_payment',
  'processing',
  'unpaid',
  'completed',
  'booked',
  'confirmed',
  'pending_supplier',
  'failed',
  'cancelled',
  'expired',
  'discarded',
] as const;
function isBadge(s: string): s is (typeof BADGES)[number] {
  return (BADGES as readonly string[]).includes(s);
}
