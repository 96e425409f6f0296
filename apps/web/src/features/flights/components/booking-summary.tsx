import type { ReactNode } from 'react';
import { addOnsTotals, type DisplayCurrency, type SelectedAddOns } from '@portal/domain';
import type { FlightDetailsAnswer } from '@portal/contracts';
import { useT, type Translate } from '../../../lib/i18n';
import { passengerTypeLabel, totalForTravellers } from '../lib/labels';
import { useFormats, type Formats } from '../../../lib/use-formats';

interface Props {
  details: FlightDetailsAnswer;
  addOns: SelectedAddOns;
  currency: DisplayCurrency;
  /** Card fee in fils when paying by card, else null. */
  cardFee: number | null;
  children?: ReactNode;
}

function Line({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <p
      className={
        strong ? 'flex justify-between text-base font-semibold' : 'flex justify-between text-slate-600'
      }
    >
      <span>{label}</span>
      <span className="tabular-nums" data-testid={testId}>
        {value}
      </span>
    </p>
  );
}

const priceOrIncluded = (t: Translate, fmt: Formats, minor: number, currency: DisplayCurrency) =>
  minor > 0 ? fmt.price(minor, currency) : t('flights.included', 'Included');

/** Fare per passenger type, the add-ons as they are chosen, the total (and the card fee). */
export function BookingSummary({ details, addOns, currency, cardFee, children }: Props) {
  const t = useT();
  const fmt = useFormats();
  const { travellers, perPax, price } = details;
  const extras = addOnsTotals(addOns);
  const total = price.agentPrice + extras.total;
  const pax: [string, number, number][] = [
    [passengerTypeLabel(t, 'ADT'), travellers.adult, perPax.adult],
    [passengerTypeLabel(t, 'CHD'), travellers.children, perPax.child],
    [passengerTypeLabel(t, 'INF'), travellers.infant, perPax.infant],
  ];
  return (
    <div
      className="space-y-1 text-sm"
      aria-label={t('flights.summary.label', 'Price summary')}
      data-testid="price-summary"
    >
      {pax
        .filter(([, n]) => n > 0)
        .map(([label, n, each]) => (
          <Line key={label} label={`${label} × ${n}`} value={fmt.price(each * n, currency)} />
        ))}
      <Line
        label={t('flights.summary.fare', 'Fare')}
        value={fmt.price(price.agentPrice, currency)}
        testId="summary-fare"
      />
      {addOns.seats.length > 0 && (
        <Line
          label={t('flights.summary.seats', 'Seats')}
          value={priceOrIncluded(t, fmt, extras.seats, currency)}
          testId="summary-seats"
        />
      )}
      {addOns.meal.length > 0 && (
        <Line
          label={t('flights.extras.meals', 'Meals')}
          value={priceOrIncluded(t, fmt, extras.meals, currency)}
          testId="summary-meals"
        />
      )}
      {addOns.luggage.length > 0 && (
        <Line
          label={t('flights.extras.baggage', 'Extra baggage')}
          value={priceOrIncluded(t, fmt, extras.baggage, currency)}
          testId="summary-baggage"
        />
      )}
      <div className="border-t border-slate-200 pt-2">
        <Line
          label={totalForTravellers(t, travellers)}
          value={fmt.price(total, currency)}
          strong
          testId="summary-total"
        />
        {currency.isocode !== 'AED' && (
          <Line label={t('flights.summary.chargedAed', 'Charged in AED')} value={fmt.aedMinor(total)} />
        )}
        {price.clientMarkup > 0 && (
          <Line
            label={t('flights.summary.clientPrice', 'Client price (with your markup)')}
            value={fmt.price(price.sellPrice + extras.total, currency)}
          />
        )}
        {cardFee !== null && (
          <>
            <Line label={t('checkout.cardFee', 'Card fee')} value={fmt.aedMinor(cardFee)} />
            <Line
              label={t('checkout.chargedToCard', 'Charged to the card')}
              value={fmt.aedMinor(total + cardFee)}
              strong
              testId="summary-card-total"
            />
          </>
        )}
      </div>
      {children}
    </div>
  );
}
