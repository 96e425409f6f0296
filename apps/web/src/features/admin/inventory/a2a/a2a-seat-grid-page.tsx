import { useId, useState, type FormEvent } from 'react';
import type { A2aSeatGrid, A2aSeatGridDay } from '@portal/contracts';
import { addDays, plainDateIn } from '@portal/domain';
import { DateInput } from '../../../../components/date-input';
import { LoadError } from '../../../../components/load-error';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader } from '../../../../components/ui/card';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { SkeletonList } from '../../../../components/ui/skeleton';
import { useToast } from '../../../../lib/use-toast';
import { problemOf } from '../inventory-form';
import { MonthGridTable, MonthSwitcher, monthLabel } from '../month-grid';
import { CreateTicketDialog } from '../../visas-a2a/a2a-create-dialog';
import { useA2aSeatGridQuery, useSetA2aSeatsMutation } from './a2a.api';

function cellText(d: A2aSeatGridDay): string {
  if (d.blocks === 0) return '–';
  return `${d.seats} / ${d.sold} / ${d.left}${d.blocks > 1 ? ` (${d.blocks})` : ''}${d.closed ? ' · closed' : ''}`;
}

/** The a2a seat blocks (issue 34): sectors x days of a month, seats / sold / left; set seats on a range. */
export function A2aSeatGridPage() {
  const [month, setMonth] = useState(() => plainDateIn(new Date()).slice(0, 7));
  const grid = useA2aSeatGridQuery({ month });
  const [adding, setAdding] = useState(false);
  const [from, to] = (grid.data?.sectors[0]?.name ?? 'DXB-').split('-');
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div>
        <h1 className="text-xl font-bold text-slate-900">A2A seat blocks</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          The seats agents can book on each sector and day. Add a block here or in the A2A tickets list.
        </p>
      </div>
      {adding ? (
        <CreateTicketDialog
          initial={{ airportFrom: from ?? 'DXB', airportTo: to ?? '', date: `${month}-01` }}
          onCreated={() => void grid.refetch()}
          onClose={() => setAdding(false)}
        />
      ) : null}
      <Card aria-labelledby="a2a-grid-title">
        <CardHeader
          title={<span id="a2a-grid-title">Seats</span>}
          description="Each day: seats / sold / left; (n): n blocks that day."
          actions={
            <div className="flex flex-wrap items-center gap-2">
              <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
                Add a seat block
              </Button>
              <MonthSwitcher month={month} onChange={setMonth} />
            </div>
          }
        />
        {grid.data && grid.data.sectors.length > 0 ? <RangeForm grid={grid.data} month={month} /> : null}
        {grid.isLoading ? (
          <div className="p-4">
            <SkeletonList rows={3} label="Loading the seat grid" />
          </div>
        ) : grid.error ? (
          <LoadError
            error={grid.error}
            what="the seat grid"
            onRetry={() => void grid.refetch()}
            retrying={grid.isFetching}
          />
        ) : grid.data && grid.data.sectors.length === 0 ? (
          <p className="px-5 py-4 text-sm text-slate-700">No sectors yet: create a seat block first.</p>
        ) : grid.data ? (
          <MonthGridTable
            label={`Seat blocks of ${monthLabel(month)}`}
            rowHeader="Sector"
            days={grid.data.days}
            busy={grid.isFetching}
            testId="a2a-seats"
            rows={grid.data.sectors.map((s) => ({
              id: s._id,
              name: s.name,
              cells: s.days.map((d) => ({ date: d.date, text: cellText(d), alert: d.closed })),
            }))}
          />
        ) : null}
      </Card>
    </div>
  );
}

function RangeForm({ grid, month }: { grid: A2aSeatGrid; month: string }) {
  const formId = useId();
  const toast = useToast();
  const [set, { isLoading, error }] = useSetA2aSeatsMutation();
  const [sectorId, setSectorId] = useState(grid.sectors[0]?._id ?? '');
  const [from, setFrom] = useState(`${month}-01`);
  const [to, setTo] = useState(addDays(`${month}-01`, 6));
  const [seats, setSeats] = useState('10');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setProblem('Enter the first and last day');
    const count = Number(seats);
    if (seats.trim() === '' || !Number.isInteger(count)) return setProblem('Enter the number of seats');
    setProblem(null);
    void set({ sectorId, from, to, seats: count })
      .unwrap()
      .then((done) => toast.success('Seats changed', done.message))
      .catch(() => undefined);
  };
  const shown = problem ?? problemOf(error);
  return (
    <form
      className="grid gap-3 border-b border-slate-100 px-5 py-4 sm:grid-cols-4"
      onSubmit={submit}
      noValidate
      aria-label="Set the seats of a range of days"
    >
      <Field label="Sector">
        <Select
          options={grid.sectors.map((s) => ({ value: s._id, label: s.name }))}
          value={sectorId}
          onChange={(e) => setSectorId(e.target.value)}
        />
      </Field>
      <Field label="First day">
        <DateInput id={`${formId}-from`} label="First day" value={from} onChange={setFrom} />
      </Field>
      <Field label="Last day">
        <DateInput id={`${formId}-to`} label="Last day" value={to} min={from || undefined} onChange={setTo} />
      </Field>
      <Field label="Seats a day">
        <Input
          type="number"
          min={0}
          inputMode="numeric"
          value={seats}
          onChange={(e) => setSeats(e.target.value)}
        />
      </Field>
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
