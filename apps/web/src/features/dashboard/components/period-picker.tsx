import { useState } from 'react';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { DateInput } from '../../../components/date-input';
import { cn } from '../../../lib/cn';
import { useT, type Translate } from '../../../lib/i18n';
import type { SalesArgs } from '../api/dashboard.api';

/** A period's name in the reader's language (the domain's DASHBOARD_PERIOD_LABELS hold the English). */
function periodLabel(t: Translate, period: DashboardPeriod): string {
  switch (period) {
    case 'this_month':
      return t('period.thisMonth', 'This month');
    case 'last_month':
      return t('period.lastMonth', 'Last month');
    case 'this_year':
      return t('period.thisYear', 'This year');
    case 'custom':
      return t('period.custom', 'Custom');
  }
}

/** This month, last month, this year, or a custom range applied with its button. */
export function PeriodPicker({ value, onChange }: { value: SalesArgs; onChange: (next: SalesArgs) => void }) {
  const t = useT();
  const [custom, setCustom] = useState(value.period === 'custom');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const pick = (period: DashboardPeriod) => {
    if (period === 'custom') setCustom(true);
    else {
      setCustom(false);
      onChange({ period });
    }
  };
  const active = custom ? 'custom' : value.period;
  return (
    <div className="space-y-3">
      <div role="group" aria-label={t('cockpit.col.period', 'Period')} className="flex flex-wrap gap-2">
        {DASHBOARD_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={active === p}
            onClick={() => pick(p)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-medium',
              active === p
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {periodLabel(t, p)}
          </button>
        ))}
      </div>
      {custom && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (from && to) onChange({ period: 'custom', from, to });
          }}
        >
          <Field label={t('period.from', 'From')} className="w-40">
            <DateInput
              label={t('period.from', 'From')}
              value={from}
              max={to || undefined}
              required
              compact
              onChange={setFrom}
            />
          </Field>
          <Field label={t('period.to', 'To')} className="w-40">
            <DateInput
              label={t('period.to', 'To')}
              value={to}
              min={from || undefined}
              required
              compact
              onChange={setTo}
            />
          </Field>
          <Button type="submit" variant="secondary">
            {t('period.show', 'Show period')}
          </Button>
        </form>
      )}
    </div>
  );
}
