import type { AdminRateDto, AdminRateHistoryEntry } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useAdminRateHistoryQuery } from './settings.api';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 6;

/** A small line chart of the rate over its history (inline SVG: no chart library on this page). */
function RateChart({ points, isocode }: { points: readonly AdminRateHistoryEntry[]; isocode: string }) {
  const series = [...points].reverse();
  if (series.length < 2) return null;
  const rates = series.map((p) => p.rate);
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  const span = max - min || 1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / (series.length - 1);
  const y = (r: number) => HEIGHT - PAD - ((r - min) * (HEIGHT - 2 * PAD)) / span;
  const path = series
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.rate).toFixed(1)}`)
    .join(' ');
  const first = series[0]!;
  const last = series[series.length - 1]!;
  return (
    <figure className="space-y-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-24 w-full rounded-lg bg-slate-50"
        role="img"
        aria-label={`${isocode} rate from ${first.rate} to ${last.rate} over ${series.length} changes, lowest ${min}, highest ${max}`}
        data-testid="rate-chart"
      >
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" className="text-brand-600" />
        {series.map((p, i) => (
          <circle
            key={p.id}
            cx={x(i)}
            cy={y(p.rate)}
            r={p.reason ? 3.5 : 2}
            className={p.reason ? 'fill-amber-500' : 'fill-brand-600'}
          />
        ))}
      </svg>
      <figcaption className="flex justify-between text-xs text-slate-600">
        <span>Lowest {min}</span>
        <span>Highest {max}</span>
      </figcaption>
    </figure>
  );
}

/** A currency's rate history: who changed it, when, from what to what and why, with a small chart. */
export function RateHistoryDialog({ rate, onClose }: { rate: AdminRateDto; onClose: () => void }) {
  const result = useAdminRateHistoryQuery(rate.isocode);
  const history = result.data?.history ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${rate.isocode} rate history`}
      description={
        result.data
          ? `Every rate of ${rate.name}, newest first. A change of more than ${result.data.confirmAbovePercent}% needs a reason.`
          : `Every rate of ${rate.name}, newest first.`
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="space-y-4 pb-4 text-sm" data-testid="rate-history">
        {result.isLoading ? (
          <div aria-label="Loading the rate history" role="status" className="space-y-2">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-6 w-full" />
          </div>
        ) : result.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {errorMessage(result.error)}
          </p>
        ) : history.length === 0 ? (
          <p className="text-slate-600">No rate recorded yet.</p>
        ) : (
          <>
            <RateChart points={history} isocode={rate.isocode} />
            <ol className="divide-y divide-slate-100">
              {history.map((h) => (
                <li key={h.id} className="py-2" data-testid="rate-history-row">
                  <p className="font-medium text-slate-900 tabular-nums">
                    {h.previousRate === null ? '' : `${h.previousRate} → `}
                    {h.rate}
                  </p>
                  <p className="text-xs text-slate-600">
                    {formatDateTime(h.time)}, {h.setBy ?? h.source}
                  </p>
                  {h.reason ? <p className="text-xs text-amber-800">Reason: {h.reason}</p> : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </Dialog>
  );
}
