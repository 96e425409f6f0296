import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FileSpreadsheet, PlaneTakeoff } from 'lucide-react';
import { A2A_ORDER_STATUSES, A2A_PAGES, A2A_PATHS, type A2aOrdersQuery } from '@portal/contracts';
import { StatusBadge, STATUS_LABELS } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatAedMinor, formatDate } from '../../../lib/format';
import { useDownload } from '../../../lib/use-download';
import { useA2aOrdersQuery } from '../api/a2a.api';

const PAGE_SIZE = 10;
const FILTERS = ['referenceNumber', 'passengerName', 'status', 'travelFrom', 'travelTo'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

function readFilters(params: URLSearchParams): { filters: Filters; page: number } {
  const filters: Filters = {};
  for (const key of FILTERS) {
    const v = params.get(key);
    if (v) filters[key] = v;
  }
  return { filters, page: Math.max(0, Number(params.get('page') ?? 0) || 0) };
}

const toQuery = (filters: Filters, page = 0) =>
  new URLSearchParams({ ...filters, ...(page > 0 ? { page: String(page) } : {}) });

/** /a2a/order: the agent's a2a bookings with filters, paging and the Excel export. */
export function A2aOrdersPage() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = readFilters(params);
  const { data, error, isLoading, isFetching } = useA2aOrdersQuery({
    ...(filters as A2aOrdersQuery),
    skip: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const { busy, download } = useDownload();
  const [draft, setDraft] = useState<Filters>(filters);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const clean = Object.fromEntries(Object.entries(draft).filter(([, v]) => v)) as Filters;
    setParams(toQuery(clean));
  };

  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">A2A bookings</h1>
        <Button
          variant="secondary"
          loading={busy === 'sheet'}
          onClick={() =>
            void download('sheet', `${A2A_PATHS.sheet}?${toQuery(filters).toString()}`, 'a2a-orders.xlsx')
          }
        >
          <FileSpreadsheet className="size-4" aria-hidden="true" /> Excel
        </Button>
      </div>
      <Card className="mb-4 p-4">
        <form onSubmit={apply} className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
          <Field label="Reference">
            <Input
              name="referenceNumber"
              value={draft.referenceNumber ?? ''}
              onChange={(e) => setDraft({ ...draft, referenceNumber: e.target.value })}
            />
          </Field>
          <Field label="Passenger">
            <Input
              name="passengerName"
              value={draft.passengerName ?? ''}
              onChange={(e) => setDraft({ ...draft, passengerName: e.target.value })}
            />
          </Field>
          <Field label="Status">
            <Select
              name="status"
              placeholder="Any status"
              options={A2A_ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              value={draft.status ?? ''}
              onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            />
          </Field>
          <Field label="Travel from">
            <Input
              type="date"
              name="travelFrom"
              value={draft.travelFrom ?? ''}
              onChange={(e) => setDraft({ ...draft, travelFrom: e.target.value })}
            />
          </Field>
          <Field label="Travel to">
            <Input
              type="date"
              name="travelTo"
              value={draft.travelTo ?? ''}
              onChange={(e) => setDraft({ ...draft, travelTo: e.target.value })}
            />
          </Field>
          <Button type="submit">Search</Button>
        </form>
      </Card>
      {isLoading ? (
        <SkeletonList rows={5} label="Loading bookings" />
      ) : error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {errorMessage(error, 'The bookings could not be loaded.')}
        </p>
      ) : !data || data.a2aOrders.length === 0 ? (
        <EmptyState
          icon={<PlaneTakeoff className="size-7" />}
          title="No A2A bookings found"
          description={
            Object.keys(filters).length > 0
              ? 'No booking matches these filters.'
              : 'A2A seats you book appear here.'
          }
          action={
            <Link to={A2A_PAGES.home} className="text-sm font-semibold text-brand-700 hover:underline">
              Find A2A seats
            </Link>
          }
        />
      ) : (
        <Card className={isFetching ? 'opacity-70' : undefined}>
          <ul className="divide-y divide-slate-100">
            {data.a2aOrders.map((row) => (
              <li
                key={row._id}
                className="grid gap-2 p-4 md:grid-cols-[1.5fr_1fr_auto] md:items-center"
                data-testid="a2a-order-row"
              >
                <div>
                  <p className="text-xs text-slate-500">
                    {row.referenceNumber} · {row.agentReferenceNumber} · booked {formatDate(row.createdAt)}
                  </p>
                  <p className="font-medium text-slate-900">
                    {row.sector} · {row.airline}
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatDate(row.onwardDate)}
                    {row.returnDate ? ` - ${formatDate(row.returnDate)}` : ''}
                  </p>
                </div>
                <div className="text-sm">
                  <p className="text-slate-800">
                    {row.leadPassenger}
                    {row.noOfTravellers > 1 ? ` + ${row.noOfTravellers - 1}` : ''}
                    {row.cancelledPassengers > 0 ? ` (${row.cancelledPassengers} cancelled)` : ''}
                  </p>
                  <p className="font-semibold tabular-nums text-slate-900">
                    {formatAedMinor(row.agentPrice)}
                  </p>
                </div>
                <div className="flex items-center gap-2 md:justify-end">
                  <StatusBadge status={row.status} />
                  <Link
                    to={A2A_PAGES.order(row._id)}
                    className="text-sm font-medium text-brand-700 hover:underline"
                    aria-label={`Details of ${row.referenceNumber}`}
                  >
                    Details
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {data && data.totalA2aOrders > PAGE_SIZE && (
        <Pagination
          className="mt-4"
          page={page + 1}
          pageSize={PAGE_SIZE}
          total={data.totalA2aOrders}
          onPageChange={(p) => setParams(toQuery(filters, p - 1))}
          label="Pages"
          disabled={isFetching}
        />
      )}
    </div>
  );
}
