import { BookOpenCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useDebounced } from '../../../lib/use-debounced';
import { ListFrame } from '../components/list-frame';
import { useUrlFilters } from '../lib/use-url-filters';
import { isProduct, isStatusFilter, ORDER_FILTER_KEYS, ORDER_FILTER_PARSE } from './order-labels';
import { ExportButton } from '../components/export-button';
import { useAdminOrdersQuery, type AdminOrderListArgs } from './orders.api';
import { OrdersFilters, type FilterProblems } from './orders-filters';
import { OrdersTable } from './orders-table';
import { assigneeFilterOf } from '../work/assignee-filter';

const PAGE_SIZE = 20;

/** /admin/orders: every agent's bookings across products, filtered from the URL query. */
export function AdminOrdersPage() {
  const filters = useUrlFilters(ORDER_FILTER_KEYS, { parse: ORDER_FILTER_PARSE });
  const { values, page } = filters;
  // Typed filters ask once the typing pauses.
  const search = useDebounced(values.search.trim(), 400);
  const agent = useDebounced(values.agent, 400);
  const problems: FilterProblems = {
    agent: values.agent && !/^\d{1,9}$/.test(values.agent) ? 'The agent code is a number' : undefined,
    dateTo:
      values.dateFrom && values.dateTo && values.dateFrom > values.dateTo
        ? 'The end date is before the start date'
        : undefined,
  };
  const args: AdminOrderListArgs = { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  // Unknown values (an edited URL) read as none rather than sent for a 400.
  if (isProduct(values.product)) args.product = values.product;
  if (isStatusFilter(values.status)) args.status = values.status;
  if (agent && !problems.agent) args.agent = agent;
  if (search) args.search = search;
  const assignee = assigneeFilterOf(values.assignee);
  if (assignee) args.assignee = assignee;
  if (!problems.dateTo) {
    if (values.dateFrom) args.dateFrom = values.dateFrom;
    if (values.dateTo) args.dateTo = values.dateTo;
  }
  const result = useAdminOrdersQuery(args, { refetchOnMountOrArgChange: 30 });
  const rows = result.data?.orders;
  const total = result.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-xl font-bold text-slate-900">Bookings</h1>
          <p className="mt-0.5 text-sm text-slate-600">
            Every agent's orders, newest first. Confirm own-inventory lines from an order's page.
          </p>
        </div>
        <ExportButton
          path="/admin/orders/export"
          params={{ ...args }}
          fileName="orders.xlsx"
          what="bookings"
        />
      </div>
      <Card className="p-4">
        <OrdersFilters
          values={values}
          problems={problems}
          any={filters.any}
          onChange={filters.change}
          onClear={filters.clear}
        />
      </Card>
      <ListFrame
        query={result}
        loadingLabel="Loading bookings"
        skeletonRows={6}
        what="the bookings"
        empty={
          (!rows || rows.length === 0) && page > 1 ? (
            <EmptyState
              icon={<BookOpenCheck className="size-7" />}
              title="This page is empty"
              description={`There are ${total} booking(s) for these filters.`}
              action={
                <Button variant="secondary" onClick={() => filters.goTo(1)}>
                  Go to the first page
                </Button>
              }
            />
          ) : !rows || rows.length === 0 ? (
            <EmptyState
              icon={<BookOpenCheck className="size-7" />}
              title={filters.any ? 'No booking matches these filters' : 'No bookings yet'}
              description={
                filters.any ? 'Change or clear the filters.' : "Agents' orders of every product show here."
              }
            />
          ) : null
        }
        paging={{ page, pageSize: PAGE_SIZE, total, label: 'Booking pages', onPageChange: filters.goTo }}
      >
        {rows && <OrdersTable rows={rows} />}
      </ListFrame>
    </div>
  );
}
