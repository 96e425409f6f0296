import { cn } from '../../../lib/cn';

/** waiting: staff or someone must act; good: done; bad: refused or failed; closed: over. */
export type PillTone = 'waiting' | 'good' | 'bad' | 'closed';

const TONES: Record<PillTone, string> = {
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  bad: 'bg-red-50 text-red-700 ring-red-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A back-office status: the area's label in its tone. */
export function StatusPill({ tone, label, testId }: { tone: PillTone; label: string; testId?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1',
        TONES[tone],
      )}
      data-testid={testId}
    >
      {label}
    </span>
  );
}
