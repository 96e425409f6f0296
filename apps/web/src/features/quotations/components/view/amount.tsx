import type { QuotedPrice } from '@portal/contracts';
import { money } from '../../lib/labels';

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
  return (
    <>
      <span className="font-semibold text-slate-900">{money(price.sellPrice, currency)}</span>
      {showCost ? (
        <span className="block text-xs text-slate-500">your cost {money(price.agentPrice, currency)}</span>
      ) : null}
    </>
  );
}
