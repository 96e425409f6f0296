import type { PriceChangedAnswer } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { AttractionCartItem } from '../attractions.slice';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

interface Props {
  changes: PriceChangedAnswer['prices'] | null;
  cart: readonly AttractionCartItem[];
  onAccept: () => void;
  onCancel: () => void;
}

/** The server re-priced some lines: the new prices are shown and nothing is charged until accepted. */
export function PriceChangedDialog({ changes, cart, onAccept, onCancel }: Props) {
  const t = useT();
  const fmt = useFormats();
  return (
    <Dialog
      open={changes !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('attractions.pricesHaveChanged', 'Prices have changed')}
      description={t(
        'attractions.nothingWasChargedPlease',
        'Nothing was charged. Please review the new prices.',
      )}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('attractions.cancel', 'Cancel')}
          </Button>
          <Button onClick={onAccept}>{t('attractions.acceptNewPrices', 'Accept new prices')}</Button>
        </>
      }
    >
      <ul className="divide-y divide-slate-100 pb-4 text-sm" data-testid="price-changes">
        {changes?.map((c) => {
          const item = cart[c.index];
          return (
            <li key={`${c.index}-${c.activityId}`} className="flex justify-between gap-3 py-2">
              <span className="text-slate-700">
                {item
                  ? `${item.attractionTitle} · ${item.name}`
                  : t('attractions.lineValue', 'Line {value}', { value: c.index + 1 })}
              </span>
              <span className="text-end tabular-nums">
                <span className="block text-slate-400 line-through">{fmt.aedMinor(c.expectedPrice)}</span>
                <span className="font-semibold text-slate-900">{fmt.aedMinor(c.agentPrice)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
