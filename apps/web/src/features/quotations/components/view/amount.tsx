import type { QuotedPrice } from '@portal/contracts';
import { money } from '../../lib/labels';
import { useT } from '../../../../lib/i18n';

/** The client's price, and with "Show my cost" the agent's price beside it. */
export function Amount({
  price,
  currency,
  showCost,
}: {
  price: QuotedPrice;
  currency: string;
  showCost: boolean;
}) {
  const t = useT();
  return (
    <>
      <span className="font-semibold text-slate-900">{money(price.sellPrice, currency)}</span>
      {showCost ? (
        <span className="block text-xs text-slate-500">
          {t('quotations.yourCost', 'your cost {amount}', { amount: money(price.agentPrice, currency) })}
        </span>
      ) : null}
    </>
  );
}
