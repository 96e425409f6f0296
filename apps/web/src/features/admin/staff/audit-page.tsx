import { useState } from 'react';
import type { AuditListQuery } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/authorized-file';
import { parseDisplayDate } from '../../../lib/display-date';
import { STAFF_SESSION } from '../api/admin-api';
import { AuditRows } from './audit-rows';
import { useAuditListQuery } from './staff.api';

const PAGE = 50;

/** The audit trail: every change made by staff (and agencies), filtered and exported to Excel. */
export function AuditPage() {
  const [actorId, setActorId] = useState('');
  const [kind, setKind] = useState('');
  const [objectId, setObjectId] = useState('');
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const from = fromText ? parseDisplayDate(fromText) : null;
  const to = toText ? parseDisplayDate(toText) : null;
  const filters: AuditListQuery = {
    actorId,
    kind,
    objectId: objectId.trim(),
    from: from ?? '',
    to: to ?? '',
  };
  const list = useAuditListQuery({ ...filters, skip: (page - 1) * PAGE, limit: PAGE });
  const refilter = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };

  const exportSheet = async () => {
    setExportError(null);
    setExporting(true);
    try {
      const params = new URLSearchParams(
        Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
      );
      const file = await fetchAuthorizedFile(`admin/audit/export?${params}`, 'audit.xlsx', STAFF_SESSION);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      setExportError(err instanceof Error ? err.message : 'The export failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-slate-900">Audit trail</h1>
        <Button variant="secondary" loading={exporting} onClick={() => void exportSheet()}>
          Export to Excel
        </Button>
      </div>
      {exportError && (
        <p role="alert" className="text-sm text-red-700">
          {exportError}
        </p>
      )}
      <Card>
        <CardBody className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Field label="Member of staff">
            <Select
              value={actorId}
              onChange={(e) => refilter(setActorId)(e.target.value)}
              placeholder="Everyone"
              options={(list.data?.staff ?? []).map((s) => ({ value: s._id, label: s.name }))}
            />
          </Field>
          <Field label="Kind">
            <Select
              value={kind}
              onChange={(e) => refilter(setKind)(e.target.value)}
              placeholder="Every kind"
              options={(list.data?.kinds ?? []).map((k) => ({ value: k, label: k }))}
            />
          </Field>
          <Field label="Object id">
            <Input value={objectId} onChange={(e) => refilter(setObjectId)(e.target.value)} />
          </Field>
          <Field label="From" hint="DD/MM/YYYY" error={fromText && !from ? 'Use DD/MM/YYYY' : undefined}>
            <Input
              value={fromText}
              onChange={(e) => refilter(setFromText)(e.target.value)}
              inputMode="numeric"
            />
          </Field>
          <Field label="To" hint="DD/MM/YYYY" error={toText && !to ? 'Use DD/MM/YYYY' : undefined}>
            <Input value={toText} onChange={(e) => refilter(setToText)(e.target.value)} inputMode="numeric" />
          </Field>
        </CardBody>
      </Card>
      <Card>
        {list.isLoading ? (
          <CardBody>
            <SkeletonList label="Loading the audit trail" />
          </CardBody>
        ) : list.error ? (
          <CardBody>
            <LoadError error={list.error} what="the audit trail" onRetry={() => void list.refetch()} />
          </CardBody>
        ) : !list.data?.rows.length ? (
          <CardBody>
            <EmptyState title="No changes match" description="Change the filters to see more." />
          </CardBody>
        ) : (
          <>
            <AuditRows rows={list.data.rows} />
            <div className="border-t border-slate-200 p-3">
              <Pagination
                page={page}
                pageSize={PAGE}
                total={list.data.total}
                onPageChange={setPage}
                label="Audit pages"
              />
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
