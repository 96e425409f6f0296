import type { TicketStockRow } from '@portal/contracts';
import { LoadError } from '../../../../components/load-error';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatDate } from '../../../../lib/format';
import { StackedTable } from '../../components/stacked-table';
import { TableHead } from '../../components/table-head';
import { TicketUploadForm } from './ticket-upload-form';
import { useTicketStockQuery } from './tickets.api';

const TYPES = ['adult', 'child', 'infant', 'common'] as const;

function LowBadge({ row }: { row: TicketStockRow }) {
  if (!row.low) return null;
  return (
    <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
      Low stock
    </span>
  );
}

function StockCards({ rows }: { rows: TicketStockRow[] }) {
  return rows.map((r) => (
    <li key={r.activityId} className="px-4 py-3 text-sm">
      <p className="font-medium text-slate-900">
        {r.attractionTitle} - {r.activityName}
        <LowBadge row={r} />
      </p>
      <p className="mt-1 text-slate-600">
        {r.availableTotal} available ({TYPES.map((t) => `${t} ${r.available[t]}`).join(', ')}), {r.reserved}{' '}
        reserved, {r.sold} sold
      </p>
      <p className="text-slate-500">Next expiry: {r.nextExpiry ? formatDate(r.nextExpiry) : '—'}</p>
    </li>
  ));
}

function StockTable({ rows }: { rows: TicketStockRow[] }) {
  return (
    <>
      <TableHead
        columns={[
          'Activity',
          ...TYPES.map((t) => ({ label: t[0]!.toUpperCase() + t.slice(1), right: true })),
          { label: 'Reserved', right: true },
          { label: 'Sold', right: true },
          'Next expiry',
        ]}
      />
      <tbody className="divide-y divide-slate-100">
        {rows.map((r) => (
          <tr key={r.activityId} data-testid={`stock-${r.activityId}`}>
            <td className="px-4 py-2">
              {r.attractionTitle} - {r.activityName}
              {!r.isActive && <span className="ms-2 text-xs text-slate-500">(inactive)</span>}
              <LowBadge row={r} />
            </td>
            {TYPES.map((t) => (
              <td key={t} className="px-4 py-2 text-end tabular-nums">
                {r.available[t]}
              </td>
            ))}
            <td className="px-4 py-2 text-end tabular-nums">{r.reserved}</td>
            <td className="px-4 py-2 text-end tabular-nums">{r.sold}</td>
            <td className="px-4 py-2">{r.nextExpiry ? formatDate(r.nextExpiry) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

/** The company's own e-ticket stock per activity, and the upload of new batches (issue 34). */
export function TicketStockPage() {
  const { data, error, isLoading, isFetching, refetch } = useTicketStockQuery();
  const rows = data?.activities ?? [];
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div>
        <h1 className="text-xl font-bold text-slate-900">Ticket stock</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          E-tickets of the attractions sold from the company's own stock: checkout issues these codes.
        </p>
      </div>
      <Card>
        <CardHeader title="Upload a batch" description="A file with any bad row is refused whole." />
        <CardBody>
          {isLoading ? <Skeleton className="h-24 w-full" /> : <TicketUploadForm activities={rows} />}
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title="Stock per activity"
          description={
            data
              ? `Available: valid today or later. Low stock: fewer than ${data.lowStockThreshold}.`
              : undefined
          }
        />
        {error ? (
          <LoadError
            error={error}
            what="the ticket stock"
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : isLoading ? (
          <div className="space-y-2 p-4">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            title="No ticket activities"
            description="No attraction is sold from the company's stock."
          />
        ) : (
          <StackedTable
            label="Ticket stock"
            from="md"
            cards={<StockCards rows={rows} />}
            tableClassName="min-w-[48rem]"
          >
            <StockTable rows={rows} />
          </StackedTable>
        )}
      </Card>
    </div>
  );
}
