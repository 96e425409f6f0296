import { FileDown, FileText } from 'lucide-react';
import type { QuotationListItemDto } from '@portal/contracts';
import { DateInput } from '../../../components/date-input';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatDate } from '../../../lib/format';
import { AppLink } from '../../../lib/nav';
import { useDebounced } from '../../../lib/use-debounced';
import { StatusPill } from '../../quotations/components/status-pill';
import { money, plural } from '../../quotations/lib/labels';
import { useDownload } from '../../../lib/use-download';
import { STAFF_SESSION } from '../api/admin-api';
import { ExportButton } from '../components/export-button';
import { useAdminQuotationsQuery, type AdminQuotationListArgs } from './settings.api';
import { ListFrame } from '../components/list-frame';
import { StackedTable } from '../components/stacked-table';
import { useUrlFilters } from '../lib/use-url-filters';
import { TableHead } from '../components/table-head';

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
  const downloads = useDownload(STAFF_SESSION);

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-xl font-bold text-slate-900">Quotations</h1>
          <p className="mt-0.5 text-sm text-slate-600">
            Every agent's quotations, newest first. Open one to read its latest version or its PDF.
          </p>
        </div>
        <ExportButton
          path="/admin/quotations/export"
          params={{ ...args }}
          fileName="quotations.xlsx"
          what="quotations"
        />
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
            <DateInput
              label="Created from"
              value={values.dateFrom}
              max={values.dateTo || undefined}
              optional
              compact
              onChange={(date) => filters.change({ dateFrom: date })}
            />
          </Field>
          <Field label="Created to" error={dateProblem}>
            <DateInput
              label="Created to"
              value={values.dateTo}
              optional
              compact
              onChange={(date) => filters.change({ dateTo: date })}
            />
          </Field>
          {filters.any ? (
            <Button variant="ghost" size="sm" className="justify-self-start lg:mt-7" onClick={filters.clear}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </Card>
      <ListFrame
        query={result}
        loadingLabel="Loading quotations"
        skeletonRows={6}
        what="the quotations"
        empty={
          !rows || rows.length === 0 ? (
            <EmptyState
              icon={<FileText className="size-7" />}
              title={filters.any ? 'No quotation matches these filters' : 'No quotations yet'}
              description={
                filters.any
                  ? 'Change or clear the filters.'
                  : "Agents' quotations show here once they save one."
              }
            />
          ) : null
        }
        paging={{ page, pageSize: PAGE_SIZE, total, label: 'Quotation pages', onPageChange: filters.goTo }}
      >
        {/* Small screens: one stacked card per quotation, its actions in reach. */}
        <StackedTable
          label="Quotations"
          tableClassName="min-w-[56rem]"
          cards={rows?.map((row) => (
            <QuotationCard key={row._id} row={row} downloads={downloads} />
          ))}
        >
          <TableHead
            cell="px-3 py-2"
            columns={[
              'Quotation',
              'Agent',
              'Client',
              'Dates',
              'Versions',
              'Status',
              { label: 'From, per person', right: true },
              { label: 'Actions', hidden: true },
            ]}
          />
          <tbody>
            {rows?.map((row) => (
              <QuotationRow key={row._id} row={row} downloads={downloads} />
            ))}
          </tbody>
        </StackedTable>
      </ListFrame>
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
        <bdi>{row.agent.name}</bdi>
        <span className="block text-xs text-slate-600">Code {row.agent.agentCode}</span>
      </td>
      <td className="px-3 py-2">
        <bdi>{row.clientName}</bdi>
      </td>
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
      <td className="px-3 py-2 text-end whitespace-nowrap">
        {a.fromPerPerson === null ? '-' : money(a.fromPerPerson, a.currency)}
      </td>
      <td className="px-3 py-2">
        <RowActions row={row} downloads={downloads} />
      </td>
    </tr>
  );
}

type Downloads = ReturnType<typeof useDownload>;

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
        <bdi>{row.clientName}</bdi> - {plural(a.noOfAdults, 'adult')}
        {a.noOfChildren > 0 ? `, ${plural(a.noOfChildren, 'child', 'children')}` : ''}
      </p>
      <p className="text-slate-600">
        {formatDate(a.checkInDate)} - {formatDate(a.checkOutDate)}, from{' '}
        {a.fromPerPerson === null ? '-' : money(a.fromPerPerson, a.currency)} per person
      </p>
      <p className="text-xs text-slate-600">
        <bdi>{row.agent.name}</bdi> (code {row.agent.agentCode}), {plural(row.totalAmendments, 'version')},
        made {formatDate(row.createdAt)}
      </p>
      <RowActions row={row} downloads={downloads} />
    </li>
  );
}
