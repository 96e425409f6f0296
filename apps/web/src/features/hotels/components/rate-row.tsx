import { Link } from 'react-router';
import { CalendarClock, Info, Tag } from 'lucide-react';
import type { HotelRateDto } from '@portal/contracts';
import { buttonClasses } from '../../../components/ui/button';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { useAppSelector } from '../../../app/store';
import { formatDisplayDate } from '../../../lib/display-date';
import { formatInstant } from '../lib/instants';
import { applyLink } from '../lib/apply-link';
import { Badge } from './hotel-badges';
import { CancellationHeadline, CancellationLines } from './cancellation-policy';

const CANCELLATION_TONE = {
  Refundable: 'green',
  'Partially Refundable': 'amber',
  'Non Refundable': 'red',
} as const;

const SOURCE_LABEL = { contract: 'Contract rate', bedbank: 'Bedbank rate' } as const;

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
  const price = (minor: number) => formatPrice(minor, currency);
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
            <span data-testid="rate-cancellation">{rate.cancellationType}</span>
          </Badge>
          {rate.payLaterAvailable && <Badge tone="blue">Pay later</Badge>}
          {rate.onRequest && <Badge tone="amber">On request</Badge>}
          <Badge tone="slate">{SOURCE_LABEL[rate.source]}</Badge>
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
              Pay later until {formatDateTime(rate.payLaterUntil, { zone: timeZone })} hotel time
              <span className="text-slate-500"> ({formatInstant(rate.payLaterUntil)} your time)</span>
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
            Cancellation policy and price per night
          </summary>
          <div className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3">
            {rate.cancellationPolicies.length > 0 && (
              <CancellationLines lines={rate.cancellationPolicies} currency={currency} showZone />
            )}
            <table className="w-full text-start text-xs text-slate-600">
              <caption className="sr-only">Price per night</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-0.5 font-medium">
                    Night
                  </th>
                  <th scope="col" className="py-0.5 text-end font-medium">
                    Price
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
            <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" /> {rate.rateComments}
          </p>
        )}
      </div>
      <div className="flex items-end justify-between gap-3 sm:flex-col sm:items-end sm:justify-start sm:text-end">
        <div>
          <p className="text-xl font-bold text-brand-800 tabular-nums" data-testid="rate-price">
            {price(rate.agentPrice)}
          </p>
          <p className="text-xs text-slate-500">
            for {nights} {nights === 1 ? 'night' : 'nights'} ·{' '}
            <span className="tabular-nums">{price(perNight)}</span> per night
          </p>
          {rate.sellPrice !== rate.agentPrice && (
            <p className="text-xs text-slate-500">
              Client price <span className="tabular-nums">{price(rate.sellPrice)}</span>
            </p>
          )}
        </div>
        <Link
          to={applyLink({ hotelId, roomTypeId, searchId, rateKey: rate.rateKey })}
          state={{ searchId, rateKey: rate.rateKey, expectedPrice: rate.agentPrice }}
          className={buttonClasses('accent', 'md', 'shrink-0')}
          aria-label={`Select ${rate.boardName}${rate.rateName ? ` ${rate.rateName}` : ''} for ${price(rate.agentPrice)}`}
        >
          Select
        </Link>
      </div>
    </li>
  );
}
