import { useState, type FormEvent } from 'react';
import { LINE_STATUSES, type OrdersQuery } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { STATUS_LABELS } from '../../../components/status-badge';

export type OrderFilters = Pick<
  OrdersQuery,
  'referenceNo' | 'status' | 'dateFrom' | 'dateTo' | 'travellerEmail'
>;

/** Reference, status, dates and traveller e-mail filters of the orders list. */
export function OrderFiltersForm({
  value,
  onApply,
}: {
  value: OrderFilters;
  onApply: (next: OrderFilters) => void;
}) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof OrderFilters, v: string) => setDraft((d) => ({ ...d, [key]: v || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6" aria-label="Filter orders">
      <label className="space-y-1 text-xs font-medium text-slate-600">
        Reference
        <Input value={draft.referenceNo ?? ''} onChange={(e) => set('referenceNo', e.target.value)} />
      </label>
      <label className="space-y-1 text-xs font-medium text-slate-600">
        Status
        <Select
          value={draft.status ?? ''}
          onChange={(e) => set('status', e.target.value)}
          placeholder="All"
          options={LINE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
      </label>
      <label className="space-y-1 text-xs font-medium text-slate-600">
        From
        <Input type="date" value={draft.dateFrom ?? ''} onChange={(e) => set('dateFrom', e.target.value)} />
      </label>
      <label className="space-y-1 text-xs font-medium text-slate-600">
        To
        <Input type="date" value={draft.dateTo ?? ''} onChange={(e) => set('dateTo', e.target.value)} />
      </label>
      <label className="space-y-1 text-xs font-medium text-slate-600">
        Traveller e-mail
        <Input
          type="email"
          value={draft.travellerEmail ?? ''}
          onChange={(e) => set('travellerEmail', e.target.value)}
        />
      </label>
      <div className="flex items-end gap-2">
        <Button type="submit" className="flex-1">
          Search
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
