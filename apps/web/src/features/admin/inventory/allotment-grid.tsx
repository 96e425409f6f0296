import { useId, useState, type FormEvent } from 'react';
import type { InventoryAllotmentGrid, InventoryHotelDto } from '@portal/contracts';
import { addDays, plainDateIn } from '@portal/domain';
import { DateInput } from '../../../components/date-input';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useToast } from '../../../lib/use-toast';
import { problemOf } from './inventory-form';
import { useAllotmentGridQuery, useChangeAllotmentsMutation } from './inventory.api';
import { MonthGridTable, MonthSwitcher, monthLabel } from './month-grid';

const ACTIONS = [
  { value: 'set', label: 'Set rooms a night' },
  { value: 'stop-sale', label: 'Stop sale' },
  { value: 'open-sale', label: 'Open sale' },
  { value: 'free-sale', label: 'Free sale (no limit)' },
  { value: 'close-arrival', label: 'Close to arrival' },
  { value: 'open-arrival', label: 'Open to arrival' },
];

type Night = InventoryAllotmentGrid['roomTypes'][number]['nights'][number];
function cellText(n: Night): string {
  return `${sale(n)}${n.closedToArrival ? ' · CTA' : ''}`;
}
function sale(n: Night): string {
  if (n.type === 'stop-sale') return `Stop · ${n.sold} sold`;
  if (n.type === 'free-sale') return `Free · ${n.sold} sold`;
  if (n.type === 'on-request') return `Request · ${n.sold} sold`;
  return `${n.allotment} / ${n.sold} / ${n.left ?? 0}`;
}

/**
 * The allotment grid: a month of the hotel's room types x nights (allotment / sold / left), and one
 * form that changes a range at once: rooms, stop sale, open sale, free sale. The API refuses to cut
 * below what is sold and names the night.
 */
export function AllotmentGrid({ hotel }: { hotel: InventoryHotelDto }) {
  const [month, setMonth] = useState(() => plainDateIn(new Date()).slice(0, 7));
  const grid = useAllotmentGridQuery({ hotelId: hotel._id, month });
  return (
    <Card aria-labelledby="allotments-title">
      <CardHeader
        title={<span id="allotments-title">Allotments</span>}
        description="Each night: rooms released / sold / left; CTA: closed to arrival."
        actions={<MonthSwitcher month={month} onChange={setMonth} />}
      />
      <RangeForm hotel={hotel} month={month} />
      {grid.isLoading ? (
        <div className="p-4">
          <SkeletonList rows={3} label="Loading the allotment grid" />
        </div>
      ) : grid.error ? (
        <LoadError
          error={grid.error}
          what="the allotment grid"
          onRetry={() => void grid.refetch()}
          retrying={grid.isFetching}
        />
      ) : grid.data && grid.data.roomTypes.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-700">Add a room type to see its allotments.</p>
      ) : grid.data ? (
        <MonthGridTable
          label={`Allotments of ${monthLabel(month)}`}
          rowHeader="Room type"
          days={grid.data.days}
          busy={grid.isFetching}
          testId="allotment"
          rows={grid.data.roomTypes.map((r) => ({
            id: r._id,
            name: r.name,
            cells: r.nights.map((n) => ({ date: n.date, text: cellText(n), alert: n.type === 'stop-sale' })),
          }))}
        />
      ) : null}
    </Card>
  );
}

function RangeForm({ hotel, month }: { hotel: InventoryHotelDto; month: string }) {
  const formId = useId();
  const toast = useToast();
  const [change, { isLoading, error }] = useChangeAllotmentsMutation();
  const [from, setFrom] = useState(`${month}-01`);
  const [to, setTo] = useState(addDays(`${month}-01`, 6));
  const [action, setAction] = useState('set');
  const [count, setCount] = useState('1');
  const [rooms, setRooms] = useState<string[]>(hotel.roomTypes.map((r) => r._id));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rooms.length === 0) return setProblem('Pick at least one room type');
    if (!from || !to) return setProblem('Enter the first and last night');
    setProblem(null);
    void change({
      hotelId: hotel._id,
      roomTypeIds: rooms,
      from,
      to,
      action: action as 'set',
      ...(action === 'set' ? { count: Number(count) } : {}),
    })
      .unwrap()
      .then((done) => toast.success('Allotments changed', done.message))
      .catch(() => undefined);
  };
  const shown = problem ?? problemOf(error);
  if (hotel.roomTypes.length === 0) return null;
  return (
    <form
      className="grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-4"
      onSubmit={submit}
      noValidate
      aria-label="Change a range of nights"
    >
      <fieldset className="sm:col-span-4">
        <legend className="text-sm font-medium text-slate-700">Room types</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {hotel.roomTypes.map((r) => (
            <label key={r._id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={rooms.includes(r._id)}
                onChange={(e) =>
                  setRooms((list) =>
                    e.target.checked ? [...list, r._id] : list.filter((id) => id !== r._id),
                  )
                }
              />
              {r.name}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="First night">
        <DateInput id={`${formId}-from`} label="First night" value={from} onChange={setFrom} />
      </Field>
      <Field label="Last night">
        <DateInput
          id={`${formId}-to`}
          label="Last night"
          value={to}
          min={from || undefined}
          onChange={setTo}
        />
      </Field>
      <Field label="Change">
        <Select options={ACTIONS} value={action} onChange={(e) => setAction(e.target.value)} />
      </Field>
      {action === 'set' ? (
        <Field label="Rooms a night">
          <Input
            type="number"
            min={0}
            inputMode="numeric"
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
        </Field>
      ) : null}
      {shown ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-4">
          {shown}
        </p>
      ) : null}
      <div className="sm:col-span-4">
        <Button type="submit" disabled={isLoading}>
          Apply to the range
        </Button>
      </div>
    </form>
  );
}
