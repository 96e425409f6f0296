import { useState, type FormEvent } from 'react';
import { HOTEL_ORDER_STATUSES } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { STATUS_LABELS } from '../../../components/status-badge';
import type { HotelOrderFilterKey, HotelOrderFilters } from '../lib/order-filters';

const TEXT_FIELDS: [HotelOrderFilterKey, string][] = [
  ['referenceNumber', 'Reference'],
  ['agentReferenceNumber', 'Agent reference'],
  ['guestName', 'Guest name'],
  ['hotel', 'Hotel'],
];
const DATE_FIELDS: [HotelOrderFilterKey, string][] = [
  ['bookingFrom', 'Booked from'],
  ['bookingTo', 'Booked to'],
  ['checkInFrom', 'Check-in from'],
  ['checkInTo', 'Check-in to'],
];

/** Reference, agent reference, guest, hotel, status, booking and check-in dates. */
export function HotelOrderFiltersForm({
  value,
  onApply,
}: {
  value: HotelOrderFilters;
  onApply: (next: HotelOrderFilters) => void;
}) {
  const [draft, setDraft] = useState(value);
  const set = (key: HotelOrderFilterKey, v: string) => setDraft((d) => ({ ...d, [key]: v || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const label = 'space-y-1 text-xs font-medium text-slate-600';
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      aria-label="Filter hotel bookings"
    >
      {TEXT_FIELDS.map(([key, text]) => (
        <label key={key} className={label}>
          {text}
          <Input value={draft[key] ?? ''} onChange={(e) => set(key, e.target.value)} />
        </label>
      ))}
      <label className={label}>
        Status
        <Select
          value={draft.status ?? ''}
          onChange={(e) => set('status', e.target.value)}
          placeholder="All"
          options={HOTEL_ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
      </label>
      {DATE_FIELDS.map(([key, text]) => (
        <label key={key} className={label}>
          {text}
          <Input type="date" value={draft[key] ?? ''} onChange={(e) => set(key, e.target.value)} />
        </label>
      ))}
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
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
