import type { ReactNode } from 'react';
import {
  addOnsTotals,
  totalForTravellersLabel,
  type DisplayCurrency,
  type SelectedAddOns,
} from '@portal/domain';
import type { FlightDetailsAnswer } from '@portal/contracts';
import { formatAedMinor, formatPrice } from '../../../lib/format';

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

const priceOrIncluded = (minor: number, currency: DisplayCurrency) =>
  minor > 0 ? formatPrice(minor, currency) : 'Included';

/** Fare per passenger type, the add-ons as they are chosen, the total (and the card fee). */
export function BookingSummary({ details, addOns, currency, cardFee, children }: Props) {
  const { travellers, perPax, price } = details;
  const extras = addOnsTotals(addOns);
  const total = price.agentPrice + extras.total;
  const pax: [string, number, number][] = [
    ['Adult', travellers.adult, perPax.adult],
    ['Child', travellers.children, perPax.child],
    ['Infant', travellers.infant, perPax.infant],
  ];
  return (
    <div className="space-y-1 text-sm" aria-label="Price summary" data-testid="price-summary">
      {pax
        .filter(([, n]) => n > 0)
        .map(([label, n, each]) => (
          <Line key={label} label={`${label} × ${n}`} value={formatPrice(each * n, currency)} />
        ))}
      <Line label="Fare" value={formatPrice(price.agentPrice, currency)} testId="summary-fare" />
      {addOns.seats.length > 0 && (
        <Line label="Seats" value={priceOrIncluded(extras.seats, currency)} testId="summary-seats" />
      )}
      {addOns.meal.length > 0 && (
        <Line label="Meals" value={priceOrIncluded(extras.meals, currency)} testId="summary-meals" />
      )}
      {addOns.luggage.length > 0 && (
        <Line
          label="Extra baggage"
          value={priceOrIncluded(extras.baggage, currency)}
          testId="summary-baggage"
        />
      )}
      <div className="border-t border-slate-200 pt-2">
        <Line
          label={totalForTravellersLabel(travellers)}
          value={formatPrice(total, currency)}
          strong
          testId="summary-total"
        />
        {currency.isocode !== 'AED' && <Line label="Charged in AED" value={formatAedMinor(total)} />}
        {price.clientMarkup > 0 && (
          <Line
            label="Client price (with your markup)"
            value={formatPrice(price.sellPrice + extras.total, currency)}
          />
        )}
        {cardFee !== null && (
          <>
            <Line label="Card fee" value={formatAedMinor(cardFee)} />
            <Line
              label="Charged to the card"
              value={formatAedMinor(total + cardFee)}
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
