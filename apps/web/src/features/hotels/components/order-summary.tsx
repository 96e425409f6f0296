import { nationalityOf } from '@portal/domain';
import { BedDouble, Clock, MapPin, Phone } from 'lucide-react';
import type { HotelOrderDto } from '@portal/contracts';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../../components/status-badge';
import { useAppSelector } from '../../../app/store';
import { CancellationPolicy } from './cancellation-policy';
import { formatDisplayDate } from '../../../lib/display-date';
import { formatInstant } from '../lib/instants';
import { titleLabel } from '../lib/apply-form';
import { useT, type Translate } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const paxText = (t: Translate, pax: { noOfAdults: number; noOfChildren: number } | undefined) =>
  pax
    ? [
        t('rooms.summary.adults', '{n, plural, one {# adult} other {# adults}}', { n: pax.noOfAdults }),
        ...(pax.noOfChildren
          ? [
              t('rooms.summary.children', '{n, plural, one {# child} other {# children}}', {
                n: pax.noOfChildren,
              }),
            ]
          : []),
      ].join(t('common.listSeparator', ', '))
    : '';

function methodLabel(t: Translate, method: 'wallet' | 'card' | 'pay_later'): string {
  if (method === 'wallet') return t('checkout.wallet', 'Wallet');
  if (method === 'card') return t('checkout.card', 'Card');
  return t('checkout.payLater', 'Pay later');
}

/** Everything about a hotel booking: hotel, stay, guests per room, contact, price and policy. */
export function OrderSummary({ order }: { order: HotelOrderDto }) {
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const { hotel, price } = order;
  const nights = order.noOfNights;
  const paid = order.paidWith !== null;
  const t = useT();
  const fmt = useFormats();
  return (
    <div className="space-y-4">
      <Card className="grid gap-4 p-4 text-sm sm:grid-cols-3 sm:p-6">
        <div>
          <p className="text-slate-500">{t('order.status', 'Status')}</p>
          <div className="mt-0.5 flex flex-wrap gap-1.5">
            <StatusBadge status={order.status} />
            {order.bookingStatus !== order.status && <StatusBadge status={order.bookingStatus} />}
          </div>
          {order.statusReason && <p className="mt-1 text-xs text-red-700">{order.statusReason}</p>}
          {order.confirmationNumber && (
            <p className="mt-1 text-slate-700">
              {t('order.confirmation', 'Hotel confirmation')}{' '}
              <strong data-testid="confirmation-number">{order.confirmationNumber}</strong>
            </p>
          )}
        </div>
        <div>
          <p className="text-slate-500">{t('hotelBooking.leadContact', 'Lead contact')}</p>
          <p className="font-medium text-slate-900">{order.contact.name}</p>
          <p className="break-all text-slate-600">{order.contact.email}</p>
          <p className="text-slate-600">
            <bdi dir="ltr">{order.contact.phone}</bdi>
          </p>
        </div>
        <div>
          <p className="text-slate-500">{t('checkout.payment', 'Payment')}</p>
          <p className="font-medium text-slate-900">
            {order.paymentMethod === 'pay_later' && order.paidWith
              ? t('order.paidLaterBy', 'Pay later, paid by {method}', {
                  method: methodLabel(t, order.paidWith).toLowerCase(),
                })
              : methodLabel(t, order.paymentMethod)}
          </p>
          {order.lastDateForPayment && !paid && (
            <p className="text-xs font-medium text-amber-800" data-testid="pay-deadline">
              {t('order.payBy', 'Pay by {hotelTime} hotel time ({yourTime} your time)', {
                hotelTime: fmt.dateTime(order.lastDateForPayment, { zone: hotel.timeZone }),
                yourTime: formatInstant(order.lastDateForPayment),
              })}
            </p>
          )}
          {order.invoiceNumber && (
            <p className="text-xs text-slate-500">
              {t('order.invoice', 'Invoice {number}', { number: order.invoiceNumber })}
            </p>
          )}
        </div>
      </Card>

      <Card className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">{hotel.name}</h2>
            <p className="flex items-start gap-1 text-sm text-slate-600">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {hotel.address}
            </p>
            {hotel.phone && (
              <p className="flex items-center gap-1 text-sm text-slate-600">
                <Phone className="size-4 shrink-0" aria-hidden="true" /> <bdi dir="ltr">{hotel.phone}</bdi>
              </p>
            )}
          </div>
          <div className="text-sm text-slate-700 sm:text-end">
            <p>
              {formatDisplayDate(order.fromDate)} - {formatDisplayDate(order.toDate)} (
              {t('hotelCard.nights', '{n, plural, one {# night} other {# nights}}', { n: nights })})
            </p>
            <p className="flex items-center gap-1 text-slate-500 sm:justify-end">
              <Clock className="size-3.5" aria-hidden="true" />{' '}
              {t('order.times', 'Check-in from {in}, check-out until {out}', {
                in: hotel.checkInTime,
                out: hotel.checkOutTime,
              })}
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-700">
          {order.roomPaxes.length} × {order.roomType.name} · {order.boardName}
          {order.rateName ? ` · ${order.rateName}` : ''} ·{' '}
          {t('order.nationality', 'nationality {country}', { country: nationalityOf(order.nationality) })}
        </p>
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('order.guestsPerRoom', 'Guests per room')}>
          {order.guests.map((guests, r) => (
            <li key={r} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="mb-1 flex items-center gap-1.5 font-medium text-slate-800">
                <BedDouble className="size-4 text-brand-700" aria-hidden="true" />{' '}
                {t('guests.room', 'Room {n}', { n: r + 1 })}
                <span className="font-normal text-slate-500">({paxText(t, order.roomPaxes[r])})</span>
              </p>
              <ul className="text-slate-700">
                {guests.map((g, i) => (
                  <li key={i} data-testid="order-guest">
                    {titleLabel(g.title)} <bdi>{`${g.firstName} ${g.lastName}`}</bdi>
                    <span className="text-slate-500">
                      {g.type === 'child'
                        ? ` · ${t('guests.childLower', 'child')}${g.age !== null ? `${t('common.listSeparator', ', ')}${g.age}` : ''}`
                        : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {order.specialRequests && (
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-800">
              {t('order.specialRequests', 'Special requests:')}
            </span>{' '}
            {order.specialRequests}
          </p>
        )}
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <h2 className="mb-2 text-base font-semibold text-slate-900">{t('rate.price', 'Price')}</h2>
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600">{t('order.yourPrice', 'Your price')}</dt>
              <dd className="tabular-nums" data-testid="order-agent-price">
                {fmt.aedMinor(price.agentPrice)}
              </dd>
            </div>
            {currency.isocode !== 'AED' && (
              <div className="flex justify-between text-xs text-slate-500">
                <dt>{t('order.inCurrency', 'In {code}', { code: currency.isocode })}</dt>
                <dd className="tabular-nums">{fmt.price(price.agentPrice, currency)}</dd>
              </div>
            )}
            {price.vat > 0 && (
              <div className="flex justify-between text-xs text-slate-500">
                <dt>{t('order.vat', 'VAT included')}</dt>
                <dd className="tabular-nums">{fmt.aedMinor(price.vat)}</dd>
              </div>
            )}
            {price.subAgentMarkup > 0 && (
              <div className="flex justify-between text-slate-600" data-testid="parent-markup">
                <dt>{t('order.parentMarkup', "Parent agent's markup (its earning)")}</dt>
                <dd className="tabular-nums">{fmt.aedMinor(price.subAgentMarkup)}</dd>
              </div>
            )}
            {price.clientMarkup > 0 && (
              <div className="flex justify-between text-slate-600">
                <dt>{t('order.clientMarkup', 'Your client markup')}</dt>
                <dd className="tabular-nums">{fmt.aedMinor(price.clientMarkup)}</dd>
              </div>
            )}
            <div className="flex justify-between text-slate-600">
              <dt>{t('order.clientPrice', 'Client price')}</dt>
              <dd className="tabular-nums">{fmt.aedMinor(price.sellPrice)}</dd>
            </div>
            {price.cardFee > 0 && (
              <div className="flex justify-between text-slate-600">
                <dt>{t('checkout.cardFee', 'Card fee')}</dt>
                <dd className="tabular-nums">{fmt.aedMinor(price.cardFee)}</dd>
              </div>
            )}
            <div className="flex justify-between border-t border-slate-200 pt-1 text-base font-semibold">
              <dt>{paid ? t('order.totalPaid', 'Total paid') : t('order.totalToPay', 'Total to pay')}</dt>
              <dd className="tabular-nums" data-testid="order-total">
                {fmt.aedMinor(price.agentPrice + price.cardFee)}
              </dd>
            </div>
            {order.cancellation && (
              <div
                className="mt-2 rounded-md bg-slate-50 p-2 text-xs text-slate-700"
                data-testid="order-refund"
              >
                {t('order.refund', 'Cancelled {time}: fee {fee}, refunded {refund}', {
                  time: fmt.dateTime(order.cancellation.cancelledAt, { withZone: true }),
                  fee: fmt.aedMinor(order.cancellation.fee),
                  refund: fmt.aedMinor(order.cancellation.refund),
                })}
              </div>
            )}
          </dl>
        </Card>
        <Card className="p-4 sm:p-6">
          <h2 className="mb-2 text-base font-semibold text-slate-900">
            {t('hotelBooking.cancellationPolicy', 'Cancellation policy')}
          </h2>
          <CancellationPolicy
            cancellationType={order.cancellationType}
            lines={order.cancellationPolicies}
            currency={currency}
          />
        </Card>
      </div>
    </div>
  );
}
