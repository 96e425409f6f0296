import { Link } from 'react-router';
import type { PaymentReturnPath } from '@portal/contracts';
import { Button, buttonClasses } from '../ui/button';
import { formatAedMinor } from '../../lib/format';
import { topUpAmountMinor, topUpPath } from '../../lib/payment-return';

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
  return (
    <div
      role="alert"
      data-testid="wallet-shortfall"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">
        Your wallet is {formatAedMinor(shortfall)} short for this {noun}.
      </p>
      <p className="mt-1">
        Available {formatAedMinor(availableMinor)}, {noun} total {formatAedMinor(total)}.{' '}
        {returnPath
          ? `Top up by card and come back here as you left it${onPayByCard ? `, or pay this ${noun} by card` : ''}.`
          : `Top up by card${onPayByCard ? `, or pay this ${noun} by card` : ''}.`}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={topUp} className={buttonClasses('primary', 'sm')}>
          Top up {formatAedMinor(topUpAmountMinor(shortfall))} by card
        </Link>
        {onPayByCard && (
          <Button variant="secondary" size="sm" onClick={onPayByCard}>
            Pay by card instead
          </Button>
        )}
      </div>
    </div>
  );
}
