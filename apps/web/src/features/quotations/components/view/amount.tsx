import type { QuotedPrice } from '@portal/contracts';

import { useT } from '../../../../lib/i18n';
import { useFormats } from '../../../../lib/use-formats';

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
  const fmt = useFormats();
  return (
    <>
      <span className="font-semibold text-slate-900">{fmt.money(price.sellPrice, currency)}</span>
      {showCost ? (
        <span className="block text-xs text-slate-500">
          {t('quotations.yourCost', 'your cost {amount}', { amount: fmt.money(price.agentPrice, currency) })}
        </span>
      ) : null}
    </>
  );
}
