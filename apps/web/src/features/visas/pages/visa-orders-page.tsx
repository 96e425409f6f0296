import { useState } from 'react';
import { Link } from 'react-router';
import { FileSpreadsheet } from 'lucide-react';
import { VISA_PAGES, VISA_PATHS, type VisaListQuery } from '@portal/contracts';
import { VISA_STATUS_LABELS, VISA_TRAVELLER_STATUSES } from '@portal/domain';
import { useAppSelector } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { formatPrice } from '../../../lib/money';
import { useDownload } from '../../../lib/use-download';
import { useVisaApplicationsQuery } from '../api/visas.api';
import { VisaStatusBadge } from '../components/status-badge';

const PAGE = 10;
const field = 'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm';

/** /visa/order: applications with filters, paging and Excel export. */
export function VisaOrdersPage() {
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const [filters, setFilters] = useState<VisaListQuery>({});
  const [page, setPage] = useState(0);
  const query = {
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
    skip: page * PAGE,
    limit: PAGE,
  };
  const { data, error, isLoading, isFetching } = useVisaApplicationsQuery(query);
  const { busy, download } = useDownload();
  const set = (k: keyof VisaListQuery, v: string) => {
    setFilters((f) => ({ ...f, [k]: v }));
    setPage(0);
  };
  const sheetQuery = new URLSearchParams(
    Object.entries(filters).filter(([, v]) => v) as [string, string][],
  ).toString();
  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Visa applications</h1>
        <Button
          variant="secondary"
          loading={busy === 'sheet'}
          onClick={() =>
            void download(
              'sheet',
              `${VISA_PATHS.sheet}${sheetQuery ? `?${sheetQuery}` : ''}`,
              'visa-applications.xlsx',
            )
          }
        >
          <FileSpreadsheet className="size-4" aria-hidden="true" /> Excel
        </Button>
      </div>
      <div className="mb-4 grid gap-2 sm:grid-cols-3 lg:grid-cols-6" role="group" aria-label="Filters">
        <input
          aria-label="Reference"
          placeholder="Reference"
          className={field}
          onChange={(e) => set('referenceNumber', e.target.value)}
        />
        <input
          aria-label="Traveller name"
          placeholder="Traveller name"
          className={field}
          onChange={(e) => set('traveller', e.target.value)}
        />
        <input
          aria-label="Passport"
          placeholder="Passport"
          className={field}
          onChange={(e) => set('passportNo', e.target.value)}
        />
        <select aria-label="Status" className={field} onChange={(e) => set('status', e.target.value)}>
          <option value="">Any status</option>
          {VISA_TRAVELLER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {VISA_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <input
          aria-label="From"
          type="date"
          className={field}
          onChange={(e) => set('dateFrom', e.target.value)}
        />
        <input
          aria-label="To"
          type="date"
          className={field}
          onChange={(e) => set('dateTo', e.target.value)}
        />
      </div>
      {isLoading && <SkeletonList rows={5} label="Loading applications" />}
      {error && (
        <p role="alert" className="text-red-600">
          {errorMessage(error, 'The applications could not be loaded')}
        </p>
      )}
      {data && data.visaApplications.length === 0 && <EmptyState title="No visa applications" />}
      {data && data.visaApplications.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th className="p-2">Reference</th>
                <th className="p-2">Visa</th>
                <th className="p-2">Travellers</th>
                <th className="p-2">Travel</th>
                <th className="p-2">Status</th>
                <th className="p-2 text-right">Total</th>
              </tr>
            </thead>
            <tbody>
              {data.visaApplications.map((a) => (
                <tr key={a._id} className="border-t border-slate-100" data-testid="visa-row">
                  <td className="p-2">
                    <Link className="font-semibold text-brand-700 underline" to={VISA_PAGES.details(a._id)}>
                      {a.referenceNumber}
                    </Link>
                  </td>
                  <td className="p-2">{a.visaType.visaName}</td>
                  <td className="p-2">{a.travellerNames.join(', ')}</td>
                  <td className="p-2">{a.travelDate}</td>
                  <td className="p-2">
                    <VisaStatusBadge status={a.status} />
                  </td>
                  <td className="p-2 text-right tabular-nums">{formatPrice(a.totalAmount, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pagination
          className="mt-3"
          page={page}
          pageSize={PAGE}
          total={data.totalVisaApplications}
          onPageChange={setPage}
          label="Visa applications pages"
          disabled={isFetching}
        />
      )}
    </div>
  );
}
