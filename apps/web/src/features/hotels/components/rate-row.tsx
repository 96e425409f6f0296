import { Link } from 'react-router';
import { CalendarClock, Info, Tag } from 'lucide-react';
import type { HotelRateDto } from '@portal/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { useAppSelector } from '../../../app/store';
import { formatDisplayDate } from '../../../lib/display-date';
import { formatInstant } from '../lib/instants';
import { useT } from '../../../lib/i18n';
import { cancellationTypeLabel } from '../lib/labels';
import { applyLink } from '../lib/apply-link';
import { Badge } from './hotel-badges';
import { CancellationHeadline, CancellationLines } from './cancellation-policy';
import { useFormats } from '../../../lib/use-formats';

const CANCELLATION_TONE = {
  Refundable: 'green',
  'Partially Refundable': 'amber',
  'Non Refundable': 'red',
} as const;

interface RateRowProps {
  rate: HotelRateDto;
  hotelId: string;
  roomTypeId: string;
  searchId: string;
  nights: number;
  /** The hotel's IANA zone (deadlines are set in hotel-local time). */
  timeZone: string;
}

/**
 * One rate of a room: board, price for the stay and per night in the selected currency, cancellation
 * type with its policy lines and exact deadlines (hotel time and the agent's), pay later, comments,
 * source, and Select (the booking page of Hotels II, given the rate key and the search session).
 */
export function RateRow({ rate, hotelId, roomTypeId, searchId, nights, timeZone }: RateRowProps) {
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const price = (minor: number) => fmt.price(minor, currency);
  const t = useT();
  const fmt = useFormats();
  const perNight = nights > 0 ? Math.round(rate.agentPrice / nights) : rate.agentPrice;
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_11rem]" data-testid="hotel-rate">
      <div className="min-w-0 space-y-1.5">
        <p className="font-medium text-slate-900">
          <span data-testid="rate-board">{rate.boardName}</span>
          {rate.rateName && <span className="font-normal text-slate-500"> · {rate.rateName}</span>}
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={CANCELLATION_TONE[rate.cancellationType]}>
            <span data-testid="rate-cancellation">{cancellationTypeLabel(t, rate.cancellationType)}</span>
          </Badge>
          {rate.payLaterAvailable && <Badge tone="blue">{t('checkout.payLater', 'Pay later')}</Badge>}
          {rate.onRequest && <Badge tone="amber">{t('rate.onRequest', 'On request')}</Badge>}
          <Badge tone="slate">
            {rate.source === 'contract'
              ? t('rate.contract', 'Contract rate')
              : t('rate.bedbank', 'Bedbank rate')}
          </Badge>
        </div>
        <CancellationHeadline
          cancellationType={rate.cancellationType}
          lines={rate.cancellationPolicies}
          currency={currency}
        />
        {rate.payLaterAvailable && rate.payLaterUntil && (
          <p className="flex items-start gap-1 text-sm text-sky-800">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {t('rate.payLaterUntil', 'Pay later until {time} hotel time', {
                time: fmt.dateTime(rate.payLaterUntil, { zone: timeZone }),
              })}
              <span className="text-slate-500">
                {' '}
                {t('cancellation.yourTime', '({time} your time)', {
                  time: formatInstant(rate.payLaterUntil),
                })}
              </span>
            </span>
          </p>
        )}
        {rate.promotions.map((p) => (
          <p key={p.code} className="flex items-center gap-1 text-sm text-accent-700">
            <Tag className="size-4 shrink-0" aria-hidden="true" /> {p.name}
            {p.discount > 0 && <span className="tabular-nums"> (-{price(p.discount)})</span>}
          </p>
        ))}
        <details className="group text-sm">
          <summary className="cursor-pointer text-brand-700 hover:underline">
            {t('rate.policyAndNights', 'Cancellation policy and price per night')}
          </summary>
          <div className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3">
            {rate.cancellationPolicies.length > 0 && (
              <CancellationLines lines={rate.cancellationPolicies} currency={currency} showZone />
            )}
            <table className="w-full text-start text-xs text-slate-600">
              <caption className="sr-only">{t('hotelBooking.perNight', 'Price per night')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-0.5 font-medium">
                    {t('rate.night', 'Night')}
                  </th>
                  <th scope="col" className="py-0.5 text-end font-medium">
                    {t('rate.price', 'Price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rate.perNight.map((n) => (
                  <tr key={n.date}>
                    <td className="py-0.5">{formatDisplayDate(n.date)}</td>
                    <td className="py-0.5 text-end tabular-nums">{price(n.agentPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
        {rate.rateComments && (
          <p className="flex items-start gap-1 text-xs text-slate-500">
            <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" /> <bdi>{rate.rateComments}</bdi>
          </p>
        )}
      </div>
      <div className="flex items-end justify-between gap-3 sm:flex-col sm:items-end sm:justify-start sm:text-end">
        <div>
          <p className="text-xl font-bold text-brand-800 tabular-nums" data-testid="rate-price">
            {price(rate.agentPrice)}
          </p>
          <p className="text-xs text-slate-500">
            {t('rate.forNights', 'for {n, plural, one {# night} other {# nights}}', { n: nights })} ·{' '}
            {t('rate.perNight', '{price} per night', { price: price(perNight) })}
          </p>
          {rate.sellPrice !== rate.agentPrice && (
            <p className="text-xs text-slate-500">
              {t('rate.clientPrice', 'Client price {price}', { price: price(rate.sellPrice) })}
            </p>
          )}
        </div>
        <Link
          to={applyLink({ hotelId, roomTypeId, searchId, rateKey: rate.rateKey })}
          state={{ searchId, rateKey: rate.rateKey, expectedPrice: rate.agentPrice }}
          className={buttonClasses('accent', 'md', 'shrink-0')}
          aria-label={t('rate.selectLabel', 'Select {rate} for {price}', {
            rate: `${rate.boardName}${rate.rateName ? ` ${rate.rateName}` : ''}`,
            price: price(rate.agentPrice),
          })}
        >
          {t('rate.select', 'Select')}
        </Link>
      </div>
    </li>
  );
}
