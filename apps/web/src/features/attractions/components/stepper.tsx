import { Minus, Plus } from 'lucide-react';
import { useT } from '../../../lib/i18n';

interface StepperProps {
  label: string;
  hint?: string;
  value: number;
  onStep: (delta: number) => void;
  canIncrease?: boolean;
  /** Why the plus is disabled (e.g. "Infants cannot exceed adults."). */
  increaseHint?: string;
}

/** A − value + counter for travellers. */
export function Stepper({ label, hint, value, onStep, canIncrease = true, increaseHint }: StepperProps) {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
      <div className="flex items-center gap-2" role="group" aria-label={label}>
        <button
          type="button"
          aria-label={t('attractions.fewerValue', 'Fewer {value}', { value: label.toLowerCase() })}
          disabled={value <= 0}
          onClick={() => onStep(-1)}
          className="inline-flex size-8 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40"
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output aria-live="polite" className="w-6 text-center font-semibold tabular-nums">
          {value}
        </output>
        <button
          type="button"
          aria-label={t('attractions.moreValue', 'More {value}', { value: label.toLowerCase() })}
          title={!canIncrease ? increaseHint : undefined}
          disabled={!canIncrease}
          onClick={() => onStep(1)}
          className="inline-flex size-8 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40"
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
