import type { PriceCheckAnswer } from '@portal/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { useSelectedCurrency } from '../lib/use-currency';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

interface PriceSummaryProps {
  priced: PriceCheckAnswer | undefined;
  waiting: boolean;
  error: string | null;
  /** The choice is incomplete or invalid, so nothing is priced yet. */
  blocked: boolean;
}

/** The server's price for the current selection, line by line. */
export function PriceSummary({ priced, waiting, error, blocked }: PriceSummaryProps) {
  const t = useT();
  const fmt = useFormats();
  const currency = useSelectedCurrency();
  if (blocked)
    return (
      <p className="text-sm text-slate-500">
        {t('attractions.completeYourChoiceTo', 'Complete your choice to see the price.')}
      </p>
    );
  if (error) {
    return (
      <p role="alert" className="text-sm font-medium text-red-600">
        {error}
      </p>
    );
  }
  if (waiting || !priced) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500" aria-live="polite">
        <Spinner className="size-4" label={t('attractions.checkingThePrice2', 'Checking the price')} />{' '}
        {t('attractions.checkingThePrice', 'Checking the price…')}
      </p>
    );
  }
  return (
    <div aria-live="polite" className="space-y-2">
      <ul className="space-y-1 text-sm text-slate-600">
        {priced.lines.map((line, i) => (
          <li key={`${line.kind}-${line.vehicleId ?? i}`} className="flex justify-between gap-2">
            <span>
              {line.label}
              {line.units > 1 ? ` × ${line.units}` : ''}
            </span>
            <span className="tabular-nums">{fmt.price(line.breakdown.agentPrice, currency)}</span>
          </li>
        ))}
        {priced.total.vat > 0 && (
          <li className="flex justify-between gap-2 text-xs text-slate-500">
            <span>{t('attractions.inclVat', 'incl. VAT')}</span>
            <span className="tabular-nums">{fmt.price(priced.total.vat, currency)}</span>
          </li>
        )}
      </ul>
      <div className="flex items-end justify-between border-t border-slate-200 pt-2">
        <span className="text-sm font-medium text-slate-700">{t('attractions.total', 'Total')}</span>
        <span className="text-xl font-bold text-brand-800 tabular-nums" data-testid="activity-total">
          {fmt.price(priced.agentPrice, currency)}
        </span>
      </div>
      {priced.sellPrice !== priced.agentPrice && (
        <p className="flex justify-between text-xs text-slate-500">
          <span>Client price (with your markup)</span>
          <span className="tabular-nums">{fmt.price(priced.sellPrice, currency)}</span>
        </p>
      )}
      {priced.promoAvailable > 0 && (
        <p className="text-xs text-emerald-700">
          {t('attractions.promoAvailable', 'B2B promo of {amount} can be applied in the cart.', {
            amount: fmt.price(priced.promoAvailable, currency),
          })}
        </p>
      )}
      {priced.ticketsLeft !== null && priced.ticketsLeft > 0 && priced.ticketsLeft < 10 && (
        <p className="text-xs font-medium text-amber-700">
          {t('attractions.ticketsLeft', 'Only {count} tickets left for this date.', {
            count: priced.ticketsLeft,
          })}
        </p>
      )}
    </div>
  );
}
