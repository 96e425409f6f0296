import type { WalletSummaryAnswer } from '@portal/contracts';
import { AlertTriangle } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** Shown while available funds are below a threshold of the credit limit (summary.lowBalance). */
export function LowBalanceBanner({
  alert,
  onTopUp,
}: {
  alert: NonNullable<WalletSummaryAnswer['lowBalance']>;
  onTopUp: () => void;
}) {
  const t = useT();
  const fmt = useFormats();
  return (
    <div
      role="alert"
      data-testid="low-balance-banner"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center"
    >
      <AlertTriangle className="size-6 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{t('wallet.low.title', 'Low wallet balance')}</p>
        <p className="mt-0.5">
          {t(
            'wallet.low.text',
            'Your available funds ({available}) are below {percent}% of your credit limit ({threshold}). Add funds so that bookings are not refused.',
            {
              available: fmt.aed(alert.available),
              percent: alert.percent,
              threshold: fmt.aed(alert.threshold),
            },
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={onTopUp}
        className="shrink-0 self-start rounded-lg bg-amber-600 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-700 sm:self-center"
      >
        {t('wallet.addFunds', 'Add funds')}
      </button>
    </div>
  );
}
