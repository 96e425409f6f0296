import { useState } from 'react';
import { useParams } from 'react-router';
import { ArrowLeft, FileDown } from 'lucide-react';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { AppLink } from '../../../lib/nav';
import { QuotationDocument } from '../../quotations/components/view/quotation-document';
import { useDownload } from '../../../lib/use-download';
import { STAFF_SESSION } from '../api/admin-api';
import { useAdminQuotationAmendmentQuery, useAdminQuotationVersionsQuery } from './settings.api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/quotations/:amendmentId: one version of a quotation, read-only, with its versions and PDF. */
export function AdminQuotationViewPage() {
  const { amendmentId = '' } = useParams();
  const valid = UUID.test(amendmentId);
  const amendment = useAdminQuotationAmendmentQuery(amendmentId, { skip: !valid });
  const a = amendment.data;
  const versions = useAdminQuotationVersionsQuery(a?.quotationNumber ?? '', { skip: !a });
  const [showCost, setShowCost] = useState(false);
  const { busy, download } = useDownload(STAFF_SESSION);

  const back = (
    <AppLink
      to="/admin/quotations"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden="true" /> All quotations
    </AppLink>
  );

  if (!valid || amendment.isLoading || amendment.error || !a)
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        {back}
        <h1 className="text-xl font-bold text-slate-900">Quotation</h1>
        {valid && amendment.isLoading ? (
          <SkeletonList rows={6} label="Loading the quotation" />
        ) : (
          <Card>
            <LoadError
              error={valid ? amendment.error : { data: { error: 'This is not a quotation version id' } }}
              what="the quotation"
              onRetry={valid ? () => void amendment.refetch() : undefined}
              retrying={amendment.isFetching}
            />
          </Card>
        )}
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      {back}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-slate-900">Quotation {a.quotationNumber}</h1>
          <p className="mt-0.5 text-sm text-slate-600">
            Version {a.amendmentNo}
            {a.isLatest ? ' (latest)' : ''}, read-only: only the agent who made it can change it.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-pressed={showCost} onClick={() => setShowCost((v) => !v)}>
            {showCost ? 'Hide costs' : 'Show costs'}
          </Button>
          <Button
            variant="secondary"
            loading={busy === a._id}
            onClick={() =>
              void download(a._id, `/quotations/amendment/${a._id}/pdf`, `${a.quotationNumber}.pdf`)
            }
          >
            <FileDown className="size-4" aria-hidden="true" /> PDF
          </Button>
        </div>
      </div>
      {!a.isLatest ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          This is an earlier version of the quotation.
        </p>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <QuotationDocument a={a} showCost={showCost} />
        <aside className="lg:self-start">
          <Card>
            <CardHeader title="Versions" />
            {versions.error ? (
              <LoadError
                error={versions.error}
                what="the versions"
                onRetry={() => void versions.refetch()}
                retrying={versions.isFetching}
              />
            ) : !versions.data ? (
              <div className="p-4">
                <SkeletonList rows={2} label="Loading the versions" />
              </div>
            ) : (
              <ol className="divide-y divide-slate-100">
                {versions.data.map((v) => (
                  <li key={v._id}>
                    <AppLink
                      to={`/admin/quotations/${v._id}`}
                      aria-current={v._id === a._id ? 'page' : undefined}
                      className={cn(
                        'block px-5 py-3 text-sm hover:bg-slate-50',
                        v._id === a._id ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800',
                      )}
                    >
                      Version {v.amendmentNo}
                      <span className="block text-xs font-normal text-slate-600">
                        {formatDateTime(v.createdAt)}
                      </span>
                    </AppLink>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </aside>
      </div>
    </div>
  );
}
