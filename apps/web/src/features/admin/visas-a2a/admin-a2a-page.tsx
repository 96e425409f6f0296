import { useState } from 'react';
import { Plane } from 'lucide-react';
import type { A2aAdminTicketDto } from '@portal/contracts';
import { FiltersForm, type FilterField } from '../../../components/orders/filters-form';
import { listFiltersQuery } from '../../../components/orders/list-filters';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatAedMinor, formatDate } from '../../../lib/format';
import { CreateTicketDialog } from './a2a-create-dialog';
import { CloseDialog, PassengersDialog, SeatsDialog } from './a2a-ticket-dialogs';
import { ListFrame } from '../components/list-frame';
import { StatusPill } from '../components/status-pill';
import { useUrlFilters } from '../lib/use-url-filters';
import { useAdminA2aTicketsQuery } from './visas-a2a.api';
import { useStaffCan } from '../lib/staff-permissions';

const PAGE_SIZE = 20;
const FILTERS = ['search', 'status', 'dateFrom'] as const;
const FIELDS: FilterField<(typeof FILTERS)[number]>[] = [
  { name: 'search', label: 'Search', placeholder: 'DXB-COK, flight or PNR', maxLength: 40, wide: true },
  {
    name: 'status',
    label: 'Status',
    anyLabel: 'Open and closed',
    options: [
      { value: 'open', label: 'Open for sale' },
      { value: 'closed', label: 'Closed' },
    ],
  },
  { name: 'dateFrom', label: 'Departing from', type: 'date' },
];

type Action = { kind: 'seats' | 'close' | 'passengers'; ticket: A2aAdminTicketDto } | { kind: 'create' };

/** /admin/a2a: the company's seat blocks; create one, change seats, close, see the passengers. */
export function AdminA2aPage() {
  const manages = useStaffCan()('operations.a2a');
  // Each filter change is a history entry, as on the agent's own lists.
  const { values: filters, page, apply, goTo } = useUrlFilters(FILTERS, { replace: false });
  const status = filters.status === 'open' || filters.status === 'closed' ? filters.status : undefined;
  const dateFrom = /^\d{4}-\d{2}-\d{2}$/.test(filters.dateFrom ?? '') ? filters.dateFrom : undefined;
  const query = useAdminA2aTicketsQuery({
    search: filters.search,
    status,
    dateFrom,
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const [action, setAction] = useState<Action | null>(null);
  const applied = listFiltersQuery(filters).toString();
  const rows = query.data?.tickets;
  const total = query.data?.totalTickets ?? 0;
  const done = () => setAction(null);

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-slate-900">A2A tickets</h1>
          <p className="mt-0.5 text-sm text-slate-600">
            The company's seat blocks: seats sold and left, and their passengers.
          </p>
        </div>
        {manages && <Button onClick={() => setAction({ kind: 'create' })}>New ticket</Button>}
      </div>
      <Card className="p-4">
        <FiltersForm
          key={applied}
          fields={FIELDS}
          value={filters}
          onApply={apply}
          label="Filter A2A tickets"
        />
      </Card>
      <ListFrame
        query={query}
        loadingLabel="Loading A2A tickets"
        what="the A2A tickets"
        empty={
          !rows || rows.length === 0 ? (
            <EmptyState
              icon={<Plane className="size-7" />}
              title={applied ? 'No ticket matches these filters' : 'No A2A tickets yet'}
              description={
                applied ? 'Change or clear the filters.' : 'Create a seat block for agents to book.'
              }
              action={
                manages ? (
                  <Button variant="secondary" size="sm" onClick={() => setAction({ kind: 'create' })}>
                    New ticket
                  </Button>
                ) : undefined
              }
            />
          ) : null
        }
        paging={{ page, pageSize: PAGE_SIZE, total, label: 'A2A ticket pages', onPageChange: goTo }}
      >
        <ul className="divide-y divide-slate-100" aria-label="A2A tickets">
          {rows?.map((t) => (
            <li
              key={t._id}
              className="grid gap-3 px-4 py-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.4fr)_auto] md:items-center"
              data-testid="a2a-admin-ticket"
              data-ticket={t._id}
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {t.sector} <span className="font-normal text-slate-600">· {t.flight}</span>
                </p>
                <p className="text-sm break-words text-slate-600">
                  {t.airline} · PNR {t.pnrNo} · {formatAedMinor(t.price)} a seat
                </p>
              </div>
              <div className="text-sm">
                <p className="text-slate-900">
                  {formatDate(t.onwardDate)} <span className="text-slate-600">{t.departureTime}</span>
                </p>
                <p className="text-slate-600">
                  {t.returnDate ? `Return ${formatDate(t.returnDate)} (${t.returnFlight ?? ''})` : 'One way'}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span data-testid="a2a-ticket-seats">
                  <span className="font-semibold text-slate-900">{t.availableSeats}</span> of {t.totalSeats}{' '}
                  left, {t.totalSeats - t.availableSeats} sold
                </span>
                <StatusPill
                  tone={t.status === 'open' ? 'good' : 'closed'}
                  label={t.status === 'open' ? 'Open for sale' : 'Closed'}
                  testId="a2a-ticket-status"
                />
              </div>
              <div className="flex flex-wrap gap-2 md:justify-end">
                {manages && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setAction({ kind: 'seats', ticket: t })}
                  >
                    Seats
                    <span className="sr-only">
                      {' '}
                      of {t.sector} {t.flight} on {t.onwardDate}
                    </span>
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setAction({ kind: 'passengers', ticket: t })}
                >
                  Passengers
                  <span className="sr-only">
                    {' '}
                    of {t.sector} {t.flight} on {t.onwardDate}
                  </span>
                </Button>
                {manages && t.status === 'open' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => setAction({ kind: 'close', ticket: t })}
                  >
                    Close
                    <span className="sr-only">
                      {' '}
                      {t.sector} {t.flight} on {t.onwardDate}
                    </span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </ListFrame>
      {action?.kind === 'create' && <CreateTicketDialog onClose={done} />}
      {action?.kind === 'seats' && <SeatsDialog ticket={action.ticket} onClose={done} />}
      {action?.kind === 'close' && <CloseDialog ticket={action.ticket} onClose={done} />}
      {action?.kind === 'passengers' && <PassengersDialog ticket={action.ticket} onClose={done} />}
    </div>
  );
}
