import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FileSpreadsheet } from 'lucide-react';
import {
  INSURANCE_CONTRACT_STATUSES,
  INSURANCE_PAGES,
  INSURANCE_PATHS,
  type InsuranceContractStatus,
} from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/load-error';
import { StatusBadge, STATUS_LABELS } from '../../../components/status-badge';
import { formatAedMinor, formatDate } from '../../../lib/format';
import { useDownload } from '../../../lib/use-download';
import { useInsuranceContractsQuery } from '../api/contracts.api';

const PAGE_SIZE = 10;
const FILTERS = ['referenceNumber', 'name', 'status', 'travelFrom', 'travelTo'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;
const isStatus = (v: string | undefined): v is InsuranceContractStatus =>
  (INSURANCE_CONTRACT_STATUSES as readonly (string | undefined)[]).includes(v);

/** /insurance/order: the agent's insurance contracts with filters, paging and Excel export. */
export function InsuranceContractsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const filters: Filters = {};
  for (const key of FILTERS) {
    const v = params.get(key);
    if (v) filters[key] = v;
  }
  const query = {
    referenceNumber: filters.referenceNumber,
    name: filters.name,
    status: isStatus(filters.status) ? filters.status : undefined,
    travelFrom: filters.travelFrom,
    travelTo: filters.travelTo,
  };
  const { data, error, isLoading, isFetching, refetch } = useInsuranceContractsQuery({
    ...query,
    skip: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const [draft, setDraft] = useState<Filters>(filters);
  const { busy, download } = useDownload();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const search = new URLSearchParams();
    for (const key of FILTERS) if (draft[key]) search.set(key, draft[key]);
    setParams(search);
  };
  const sheetQuery = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();

  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Insurance contracts</h1>
        <Button
          variant="secondary"
          size="sm"
          loading={busy === 'sheet'}
          onClick={() =>
            void download(
              'sheet',
              `${INSURANCE_PATHS.contractsSheet}${sheetQuery ? `?${sheetQuery}` : ''}`,
              'insurance-contracts.xlsx',
            )
          }
        >
          <FileSpreadsheet className="size-4" aria-hidden="true" /> Excel
        </Button>
      </div>
      <Card>
        <form className="grid gap-3 p-4 sm:grid-cols-3 lg:grid-cols-6" onSubmit={apply} aria-label="Filters">
          <Field label="Reference">
            <Input
              value={draft.referenceNumber ?? ''}
              onChange={(e) => setDraft({ ...draft, referenceNumber: e.target.value })}
            />
          </Field>
          <Field label="Insured name or passport">
            <Input value={draft.name ?? ''} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          </Field>
          <Field label="Status">
            <Select
              options={INSURANCE_CONTRACT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              placeholder="All"
              value={draft.status ?? ''}
              onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            />
          </Field>
          <Field label="Travel from">
            <Input
              type="date"
              value={draft.travelFrom ?? ''}
              onChange={(e) => setDraft({ ...draft, travelFrom: e.target.value })}
            />
          </Field>
          <Field label="Travel to">
            <Input
              type="date"
              value={draft.travelTo ?? ''}
              onChange={(e) => setDraft({ ...draft, travelTo: e.target.value })}
            />
          </Field>
          <div className="flex items-end">
            <Button type="submit" size="sm">
              Search
            </Button>
          </div>
        </form>
      </Card>
      {isLoading ? (
        <SkeletonList label="Loading contracts" />
      ) : error ? (
        <LoadError error={error} what="insurance contracts" onRetry={() => void refetch()} />
      ) : !data || data.contracts.length === 0 ? (
        <EmptyState
          title="No insurance contracts"
          description="Policies you buy show here."
          action={
            <Link to={INSURANCE_PAGES.home} className="text-sm font-semibold text-sky-700 underline">
              Get a quote
            </Link>
          }
        />
      ) : (
        <Card className={isFetching ? 'opacity-70' : undefined}>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-slate-500">
                <tr>
                  <th className="px-3 py-2 font-medium">Reference</th>
                  <th className="px-3 py-2 font-medium">Plan and insured</th>
                  <th className="px-3 py-2 font-medium">Travel</th>
                  <th className="px-3 py-2 font-medium">Status</th>
                  <th className="px-3 py-2 text-right font-medium">Your price</th>
                </tr>
              </thead>
              <tbody>
                {data.contracts.map((c) => (
                  <tr key={c._id} className="border-t border-slate-100">
                    <td className="px-3 py-2">
                      <Link
                        to={INSURANCE_PAGES.order(c._id)}
                        className="font-semibold text-sky-700 underline"
                      >
                        {c.referenceNumber}
                      </Link>
                      <span className="block text-xs text-slate-500">{c.agentReferenceNumber}</span>
                    </td>
                    <td className="px-3 py-2">{c.title}</td>
                    <td className="px-3 py-2">
                      {formatDate(c.travelFrom)}
                      {c.travelTo ? ` - ${formatDate(c.travelTo)}` : ''}
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge status={c.status} />
                    </td>
                    <td className="px-3 py-2 text-right">{formatAedMinor(c.agentPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            label="Insurance contracts pages"
            onPageChange={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
          />
        </Card>
      )}
    </div>
  );
}
