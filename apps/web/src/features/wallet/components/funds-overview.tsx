import type { WalletSummaryAnswer } from '@portal/contracts';
import type { DisplayCurrency } from '@portal/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { creditUsePercent, fundsFigures, type FundsFigure } from '../lib/funds';
import { isBaseCurrency } from '../../../lib/money';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** Available funds first (what a booking may spend), then the four figures it is made of. */
export function FundsOverview({
  summary,
  currency,
}: {
  summary: WalletSummaryAnswer;
  currency: DisplayCurrency;
}) {
  const t = useT();
  const fmt = useFormats();
  const [available, ...rest] = fundsFigures(summary);
  const showConverted = !isBaseCurrency(currency);
  const usedPercent = creditUsePercent(summary);
  return (
    <section
      aria-label={t('wallet.figures', 'Wallet figures')}
      className="grid grid-cols-1 gap-4 lg:grid-cols-3"
    >
      {available && (
        <div
          className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-md sm:p-6"
          data-testid="funds-available"
        >
          <p className="text-sm font-medium text-white/80">{available.label}</p>
          <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums">{fmt.aed(available.amount)}</p>
          {showConverted && (
            <p className="mt-1 text-sm text-white/80 tabular-nums">
              ≈ {fmt.converted(available.amount, currency)}
            </p>
          )}
          <p className="mt-3 text-xs text-white/70">{available.hint}</p>
          {summary.creditAmount > 0 && (
            <div className="mt-4">
              <div className="flex justify-between text-xs text-white/80">
                <span>{t('wallet.creditInUse', 'Credit in use')}</span>
                <span className="tabular-nums">
                  {t('wallet.percent', '{percent}%', { percent: usedPercent })}
                </span>
              </div>
              <div
                className="mt-1 h-1.5 overflow-hidden rounded-full bg-white/20"
                role="progressbar"
                aria-label={t('wallet.creditInUse', 'Credit in use')}
                aria-valuenow={usedPercent}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div className="h-full rounded-full bg-accent-400" style={{ width: `${usedPercent}%` }} />
              </div>
            </div>
          )}
        </div>
      )}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:col-span-2">
        {rest.map((figure) => (
          <FigureCard key={figure.key} figure={figure} currency={currency} showConverted={showConverted} />
        ))}
      </div>
    </section>
  );
}

function FigureCard({
  figure,
  currency,
  showConverted,
}: {
  figure: FundsFigure;
  currency: DisplayCurrency;
  showConverted: boolean;
}) {
  const fmt = useFormats();
  return (
    <div
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
      data-testid={`funds-${figure.key}`}
    >
      <p className="text-xs font-medium text-slate-600 sm:text-sm">{figure.label}</p>
      <p
        className={cn(
          'mt-1 text-base font-bold text-slate-900 tabular-nums min-[400px]:text-lg sm:text-xl',
          figure.key === 'creditUsed' && figure.amount > 0 && 'text-amber-700',
        )}
      >
        {fmt.aed(figure.amount)}
      </p>
      {showConverted && (
        <p className="text-xs text-slate-500 tabular-nums">≈ {fmt.converted(figure.amount, currency)}</p>
      )}
      <p className="mt-1.5 text-xs leading-snug text-slate-500 sm:mt-2">{figure.hint}</p>
    </div>
  );
}

export function FundsOverviewSkeleton() {
  const t = useT();
  return (
    <div role="status" className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <span className="sr-only">{t('wallet.loading', 'Loading your wallet')}</span>
      <Skeleton className="h-44 rounded-2xl" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:col-span-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
