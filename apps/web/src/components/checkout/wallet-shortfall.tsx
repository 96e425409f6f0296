import { Link } from 'react-router';
import type { PaymentReturnPath } from '@portal/contracts';
import { Button, buttonClasses } from '../ui/button';
import { formatAedMinor } from '../../lib/format';
import { topUpAmountMinor, topUpPath } from '../../lib/payment-return';
import { useT } from '../../lib/i18n';

interface Props {
  shortfall: number;
  availableMinor: number;
  total: number;
  /** The checkout to come back to after the top-up; null: the wallet page stays where it is. */
  returnPath: PaymentReturnPath | null;
  /** What is being paid, e.g. "order" or "booking". */
  noun?: string;
  onPayByCard?: () => void;
}

/** The wallet cannot pay this checkout: how much it lacks, a card top-up and, when offered, card payment. */
export function WalletShortfall({
  shortfall,
  availableMinor,
  total,
  returnPath,
  noun = 'order',
  onPayByCard,
}: Props) {
  const topUp = topUpPath(shortfall, returnPath);
  const t = useT();
  const card = onPayByCard ? 'yes' : 'no';
  return (
    <div
      role="alert"
      data-testid="wallet-shortfall"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">
        {t(
          'shortfall.title',
          'Your wallet is {short} short for this {noun, select, booking {booking} other {order}}.',
          {
            short: formatAedMinor(shortfall),
            noun,
          },
        )}
      </p>
      <p className="mt-1">
        {t(
          'shortfall.figures',
          'Available {available}, {noun, select, booking {booking} other {order}} total {total}.',
          { available: formatAedMinor(availableMinor), total: formatAedMinor(total), noun },
        )}{' '}
        {returnPath
          ? t(
              'shortfall.comeBack',
              'Top up by card and come back here as you left it{card, select, yes {, or pay this {noun, select, booking {booking} other {order}} by card} other {}}.',
              { card, noun },
            )
          : t(
              'shortfall.topUp',
              'Top up by card{card, select, yes {, or pay this {noun, select, booking {booking} other {order}} by card} other {}}.',
              { card, noun },
            )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={topUp} className={buttonClasses('primary', 'sm')}>
          {t('shortfall.topUpButton', 'Top up {amount} by card', {
            amount: formatAedMinor(topUpAmountMinor(shortfall)),
          })}
        </Link>
        {onPayByCard && (
          <Button variant="secondary" size="sm" onClick={onPayByCard}>
            {t('shortfall.payByCard', 'Pay by card instead')}
          </Button>
        )}
      </div>
    </div>
  );
}
