import { FileDown, FileText } from 'lucide-react';
import type { QuotationListItemDto } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonList } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { AppLink } from '../../../lib/nav';
import { useDebounced } from '../../../lib/use-debounced';
import { StatusPill } from '../../quotations/components/status-pill';
import { money, plural } from '../../quotations/lib/labels';
import { useStaffDownload } from './admin-file';
import { useAdminQuotationsQuery, type AdminQuotationListArgs } from './settings.api';
import { useUrlFilters } from './use-url-filters';

const PAGE_SIZE = 20;
const KEYS = ['agent', 'quotationNumber', 'dateFrom', 'dateTo'] as const;
const link = 'font-semibold text-brand-700 underline';

/** /admin/quotations: every agent's quotations, filtered from the URL; each opens read-only or as its PDF. */
export function AdminQuotationsPage() {
  const filters = useUrlFilters(KEYS);
  const { values, page } = filters;
  const agent = useDebounced(values.agent.trim(), 400);
  const number = useDebounced(values.quotationNumber.trim(), 400);
  const dateProblem =
    values.dateFrom && values.dateTo && values.dateFrom > values.dateTo
      ? 'The end date is before the start date'
      : undefined;
  const args: AdminQuotationListArgs = { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  if (agent) args.agent = agent;
  if (number) args.quotationNumber = number;
  if (!dateProblem) {
    if (values.dateFrom) args.dateFrom = values.dateFrom;
    if (values.dateTo) args.dateTo = values.dateTo;
  }
  const result = useAdminQuotationsQuery(args, { refetchOnMountOrArgChange: 30 });
  const rows = result.data?.quotations;
  const total = result.data?.totalQuotations ?? 0;
  const downloads = useStaffDownload();

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div>
        <h1 className="text-xl font-bold text-slate-900">Quotations</h1>
        <p className="mt-0.5 text-sm text-slate-600">
          Every agent's quotations, newest first. Open one to read its latest version or its PDF.
        </p>
      </div>
      <Card className="p-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-start">
          <Field label="Agent" hint="Agent code or id">
            <Input
              type="search"
              value={values.agent}
              autoComplete="off"
              onChange={(e) => filters.change({ agent: e.target.value })}
            />
          </Field>
          <Field label="Quotation number">
            <Input
              type="search"
              value={values.quotationNumber}
              autoComplete="off"
              onChange={(e) => filters.change({ quotationNumber: e.target.value })}
            />
          </Field>
          <Field label="Created from">
            <Input
              type="date"
              value={values.dateFrom}
              onChange={(e) => filters.change({ dateFrom: e.target.value })}
            />
          </Field>
          <Field label="Created to" error={dateProblem}>
            <Input
              type="date"
              value={values.dateTo}
              onChange={(e) => filters.change({ dateTo: e.target.value })}
            />
          </Field>
          {filters.any ? (
            <Button variant="ghost" size="sm" className="justify-self-start lg:mt-7" onClick={filters.clear}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </Card>
      {result.isLoading ? (
        <SkeletonList rows={6} label="Loading quotations" />
      ) : result.error ? (
        <Card>
          <LoadError
            error={result.error}
            what="the quotations"
            onRetry={() => void result.refetch()}
            retrying={result.isFetching}
          />
        </Card>
      ) : !rows || rows.length === 0 ? (
        <Card>
          <EmptyState
            icon={<FileText className="size-7" />}
            title={filters.any ? 'No quotation matches these filters' : 'No quotations yet'}
            description={
              filters.any
                ? 'Change or clear the filters.'
                : "Agents' quotations show here once they save one."
            }
          />
        </Card>
      ) : (
        <Card
          className={result.isFetching ? 'opacity-70' : undefined}
          aria-busy={result.isFetching || undefined}
        >
          {/* Small screens: one stacked card per quotation, its actions in reach. */}
          <ul className="divide-y divide-slate-100 sm:hidden" aria-label="Quotations">
            {rows.map((row) => (
              <QuotationCard key={row._id} row={row} downloads={downloads} />
            ))}
          </ul>
          <div
            role="region"
            aria-label="Quotations table"
            tabIndex={0}
            className="relative hidden overflow-x-auto focus-visible:outline-offset-[-2px] sm:block"
          >
            <table className="w-full min-w-[56rem] text-sm">
              <thead className="bg-slate-50 text-left text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Quotation
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Agent
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Client
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Dates
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Versions
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    From, per person
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <QuotationRow key={row._id} row={row} downloads={downloads} />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            className="border-t border-slate-100"
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            label="Quotation pages"
            disabled={result.isFetching}
            onPageChange={filters.goTo}
          />
        </Card>
      )}
    </div>
  );
}

function QuotationRow({ row, downloads }: { row: QuotationListItemDto; downloads: Downloads }) {
  const a = row.amendment;
  return (
    <tr className="border-t border-slate-100 align-top" data-testid="quotation-row">
      <td className="px-3 py-2">
        <span className="font-semibold whitespace-nowrap text-slate-900">{row.quotationNumber}</span>
        <span className="block text-xs text-slate-600">{formatDate(row.createdAt)}</span>
        {row.agentQuotationNumber ? (
          <span className="block text-xs text-slate-600">Ref. {row.agentQuotationNumber}</span>
        ) : null}
      </td>
      <td className="px-3 py-2">
        {row.agent.name}
        <span className="block text-xs text-slate-600">Code {row.agent.agentCode}</span>
      </td>
      <td className="px-3 py-2">{row.clientName}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {formatDate(a.checkInDate)} - {formatDate(a.checkOutDate)}
        <span className="block text-xs text-slate-600">
          {plural(a.noOfAdults, 'adult')}
          {a.noOfChildren > 0 ? `, ${plural(a.noOfChildren, 'child', 'children')}` : ''}
        </span>
      </td>
      <td className="px-3 py-2">{row.totalAmendments}</td>
      <td className="px-3 py-2">
        <StatusPill status={row.status} />
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap">{money(a.fromPerPerson, a.currency)}</td>
      <td className="px-3 py-2">
        <div className="flex items-center gap-3 whitespace-nowrap">
          <AppLink
            to={`/admin/quotations/${a._id}`}
            className={link}
            aria-label={`View ${row.quotationNumber} (version ${a.amendmentNo})`}
          >
            View
          </AppLink>
          <Button
            variant="ghost"
            size="sm"
            loading={downloads.busy === a._id}
            aria-label={`PDF of ${row.quotationNumber}`}
            onClick={() =>
              void downloads.download(
                a._id,
                `/quotations/amendment/${a._id}/pdf`,
                `${row.quotationNumber}.pdf`,
              )
            }
          >
            <FileDown className="size-4" aria-hidden="true" /> PDF
          </Button>
        </div>
      </td>
    </tr>
  );
}

type Downloads = ReturnType<typeof useStaffDownload>;

/** View (the latest version, read-only) and its PDF. */
function RowActions({ row, downloads }: { row: QuotationListItemDto; downloads: Downloads }) {
  const a = row.amendment;
  return (
    <div className="flex items-center gap-3 whitespace-nowrap">
      <AppLink
        to={`/admin/quotations/${a._id}`}
        className={link}
        aria-label={`View ${row.quotationNumber} (version ${a.amendmentNo})`}
      >
        View
      </AppLink>
      <Button
        variant="ghost"
        size="sm"
        loading={downloads.busy === a._id}
        aria-label={`PDF of ${row.quotationNumber}`}
        onClick={() =>
          void downloads.download(a._id, `/quotations/amendment/${a._id}/pdf`, `${row.quotationNumber}.pdf`)
        }
      >
        <FileDown className="size-4" aria-hidden="true" /> PDF
      </Button>
    </div>
  );
}

function QuotationCard({ row, downloads }: { row: QuotationListItemDto; downloads: Downloads }) {
  const a = row.amendment;
  return (
    <li className="space-y-1 px-4 py-3 text-sm" data-testid="quotation-card">
      <div className="flex items-start justify-between gap-2">
        <span className="font-semibold text-slate-900">{row.quotationNumber}</span>
        <StatusPill status={row.status} />
      </div>
      <p className="text-slate-700">
        {row.clientName} - {plural(a.noOfAdults, 'adult')}
        {a.noOfChildren > 0 ? `, ${plural(a.noOfChildren, 'child', 'children')}` : ''}
      </p>
      <p className="text-slate-600">
        {formatDate(a.checkInDate)} - {formatDate(a.checkOutDate)}, from {money(a.fromPerPerson, a.currency)}{' '}
        per person
      </p>
      <p className="text-xs text-slate-600">
        {row.agent.name} (code {row.agent.agentCode}), {plural(row.totalAmendments, 'version')}, made{' '}
        {formatDate(row.createdAt)}
      </p>
      <RowActions row={row} downloads={downloads} />
    </li>
  );
}
