import { useState, type FormEvent } from 'react';
import { FLIGHT_ORDER_STATUSES } from '@portal/contracts';
import { STATUS_LABELS } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { FlightOrderFilterKey, FlightOrderFilters } from '../lib/order-filters';

const TEXT_FIELDS: [FlightOrderFilterKey, string, string?][] = [
  ['pnr', 'PNR'],
  ['referenceNumber', 'Reference'],
  ['passenger', 'Passenger'],
  ['from', 'From (IATA)', 'DXB'],
  ['to', 'To (IATA)', 'LHR'],
];
const DATE_FIELDS: [FlightOrderFilterKey, string][] = [
  ['travelFrom', 'Departure from'],
  ['travelTo', 'Departure to'],
  ['bookingFrom', 'Booked from'],
  ['bookingTo', 'Booked to'],
];

/** PNR, reference, passenger, route, status, departure and booking dates. */
export function FlightOrderFiltersForm({
  value,
  onApply,
}: {
  value: FlightOrderFilters;
  onApply: (next: FlightOrderFilters) => void;
}) {
  const [draft, setDraft] = useState(value);
  const set = (key: FlightOrderFilterKey, v: string) => setDraft((d) => ({ ...d, [key]: v || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const label = 'space-y-1 text-xs font-medium text-slate-600';
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 lg:grid-cols-5"
      aria-label="Filter flight bookings"
    >
      {TEXT_FIELDS.map(([key, text, placeholder]) => (
        <label key={key} className={label}>
          {text}
          <Input
            name={key}
            value={draft[key] ?? ''}
            placeholder={placeholder}
            maxLength={key === 'from' || key === 'to' ? 3 : 120}
            onChange={(e) => set(key, e.target.value)}
          />
        </label>
      ))}
      <label className={label}>
        Status
        <Select
          name="status"
          value={draft.status ?? ''}
          onChange={(e) => set('status', e.target.value)}
          placeholder="All"
          options={FLIGHT_ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
      </label>
      {DATE_FIELDS.map(([key, text]) => (
        <label key={key} className={label}>
          {text}
          <Input type="date" name={key} value={draft[key] ?? ''} onChange={(e) => set(key, e.target.value)} />
        </label>
      ))}
      <div className="col-span-full flex items-end justify-end gap-2">
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
        <Button type="submit" className="min-w-28">
          Search
        </Button>
      </div>
    </form>
  );
}
