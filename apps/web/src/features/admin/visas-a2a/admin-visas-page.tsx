import { useMemo, useState } from 'react';
import { BulkInProcessBar, type BulkTraveller } from './bulk-in-process-bar';
import { ApplicationWork } from './application-work';
import { ExternalLink, Stamp } from 'lucide-react';
import type { AdminVisaApplicationDto, AdminVisaTravellerDto } from '@portal/contracts';
import {
  canMoveVisaTraveller,
  VISA_DOCUMENT_FIELDS,
  VISA_DOCUMENT_LABELS,
  VISA_STATUS_LABELS,
  VISA_TRAVELLER_STATUSES,
  type VisaTravellerStatus,
} from '@portal/domain';
import { FiltersForm, statusField, type FilterField } from '../../../components/orders/filters-form';
import { listFiltersQuery } from '../../../components/orders/list-filters';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatAedMinor, formatDate, formatDateTime } from '../../../lib/format';
import { VisaStatusBadge } from '../../visas/components/status-badge';
import { VisaTravellerDialog, type VisaActionTarget } from './visa-traveller-dialog';
import { ListFrame } from '../components/list-frame';
import { useUrlFilters } from '../lib/use-url-filters';
import { ExportButton } from '../components/export-button';
import { useAdminVisaApplicationsQuery } from './visas-a2a.api';
import {
  ASSIGNEE_ANY_LABEL,
  assigneeFilterOf,
  assigneeText,
  useAssigneeOptions,
} from '../work/assignee-filter';
import { useStaffCan } from '../lib/staff-permissions';

const PAGE_SIZE = 10;
const FILTERS = ['search', 'status', 'assignee'] as const;
const BASE_FIELDS: FilterField<(typeof FILTERS)[number]>[] = [
  {
    name: 'search',
    label: 'Search',
    placeholder: 'Reference, agent, traveller or passport',
    maxLength: 100,
    wide: true,
  },
  statusField(VISA_TRAVELLER_STATUSES, VISA_STATUS_LABELS, 'All statuses'),
];

const PAYMENT_LABELS: Record<AdminVisaApplicationDto['paymentState'], string> = {
  paid: 'Paid',
  pending: 'Payment pending',
  unpaid: 'Not paid',
};

const isStatus = (value: string | undefined): value is VisaTravellerStatus =>
  (VISA_TRAVELLER_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/visas: every application with its travellers, those waiting for staff (submitted, in
 * process) first; per traveller the documents and the moves staff make, each confirmed first.
 */
export function AdminVisasPage() {
  // Each filter change is a history entry, as on the agent's own lists.
  const { values: filters, page, apply, goTo } = useUrlFilters(FILTERS, { replace: false });
  const status = isStatus(filters.status) ? filters.status : undefined;
  const assignee = assigneeFilterOf(filters.assignee);
  const assignees = useAssigneeOptions();
  const fields = useMemo(
    () => [
      ...BASE_FIELDS,
      { name: 'assignee' as const, label: 'Assigned to', anyLabel: ASSIGNEE_ANY_LABEL, options: assignees },
    ],
    [assignees],
  );
  const works = useStaffCan()('operations.visas');
  const query = useAdminVisaApplicationsQuery({
    search: filters.search,
    status,
    assignee,
    order: 'pending',
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const [target, setTarget] = useState<VisaActionTarget | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<string, BulkTraveller>>(new Map());
  const toggle = (item: BulkTraveller, on: boolean) =>
    setSelected((before) => {
      const next = new Map(before);
      if (on) next.set(item.travellerId, item);
      else next.delete(item.travellerId);
      return next;
    });
  const applied = listFiltersQuery(filters).toString();
  const rows = query.data?.visaApplications;
  const total = query.data?.totalVisaApplications ?? 0;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-xl font-bold text-slate-900">Visa applications</h1>
          <p className="mt-0.5 text-sm text-slate-600">
            Travellers waiting for staff (submitted or in process) come first. Open the documents, move a
            traveller to In process, approve with the visa PDF or reject with a reason.
          </p>
        </div>
        <ExportButton
          path="/admin/visa/applications/export"
          params={{ search: filters.search, status, assignee, order: 'pending' }}
          fileName="visa-applications.xlsx"
          what="visa applications"
        />
      </div>
      <Card className="p-4">
        <FiltersForm
          key={applied}
          fields={fields}
          value={filters}
          onApply={apply}
          label="Filter visa applications"
        />
      </Card>
      <ListFrame
        query={query}
        loadingLabel="Loading visa applications"
        skeletonRows={4}
        what="the visa applications"
        empty={
          !rows || rows.length === 0 ? (
            <EmptyState
              icon={<Stamp className="size-7" />}
              title={applied ? 'No application matches these filters' : 'No visa applications yet'}
              description={applied ? 'Change or clear the filters.' : 'Applications agents submit show here.'}
            />
          ) : null
        }
        paging={{ page, pageSize: PAGE_SIZE, total, label: 'Visa application pages', onPageChange: goTo }}
        rowsAsCards
      >
        {works && (
          <BulkInProcessBar
            chosen={[...selected.values()]}
            onDone={() => {
              setSelected(new Map());
              void query.refetch();
            }}
          />
        )}
        <ul className="space-y-4" aria-label="Visa applications">
          {rows?.map((a) => (
            <li key={a._id}>
              <ApplicationCard
                application={a}
                onAction={works ? setTarget : null}
                selected={selected}
                onSelect={toggle}
              />
            </li>
          ))}
        </ul>
      </ListFrame>
      {target && <VisaTravellerDialog target={target} onClose={() => setTarget(null)} />}
    </div>
  );
}

function ApplicationCard({
  application: a,
  onAction,
  selected,
  onSelect,
}: {
  application: AdminVisaApplicationDto;
  /** Null: the member of staff only reads (no moves offered). */
  onAction: ((target: VisaActionTarget) => void) | null;
  selected: ReadonlyMap<string, BulkTraveller>;
  onSelect: (item: BulkTraveller, on: boolean) => void;
}) {
  return (
    <Card className="overflow-hidden" data-testid="admin-visa-application" data-reference={a.referenceNumber}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">
            {a.referenceNumber} <span className="font-normal text-slate-600">· {a.visaType.visaName}</span>
          </h2>
          <p className="text-sm break-words text-slate-600">
            <bdi>{a.agent.companyName}</bdi> ({a.agent.agentCode}) · <bdi>{a.agent.name}</bdi> ·{' '}
            {a.agent.email}
          </p>
          <p className="text-sm text-slate-600" data-testid="admin-visa-assignee">
            Handled by <span className="font-medium text-slate-900">{assigneeText(a.assignee)}</span>
          </p>
        </div>
        <VisaStatusBadge status={a.status} label={a.outcome} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 px-4 py-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Nationality</dt>
          <dd className="text-slate-900">{a.nationality.nationality}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Travel date</dt>
          <dd className="text-slate-900">{formatDate(a.travelDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Applied</dt>
          <dd className="text-slate-900">{formatDateTime(a.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Total</dt>
          <dd className="text-slate-900">
            {formatAedMinor(a.totalAmount)}{' '}
            <span className="text-slate-500">({PAYMENT_LABELS[a.paymentState]})</span>
          </dd>
        </div>
      </dl>
      <ul
        className="divide-y divide-slate-100 border-t border-slate-100"
        aria-label={`Travellers of ${a.referenceNumber}`}
      >
        {a.travellers.map((t) => (
          <li key={t._id}>
            <TravellerRow
              application={a}
              traveller={t}
              onAction={onAction}
              selected={selected.has(t._id)}
              onSelect={(on) =>
                onSelect(
                  {
                    applicationId: a._id,
                    travellerId: t._id,
                    label: `${t.firstName} ${t.lastName} (${a.referenceNumber})`,
                  },
                  on,
                )
              }
            />
          </li>
        ))}
      </ul>
      <ApplicationWork applicationId={a._id} reference={a.referenceNumber} />
    </Card>
  );
}

function TravellerRow({
  application,
  traveller: t,
  onAction,
  selected,
  onSelect,
}: {
  application: AdminVisaApplicationDto;
  traveller: AdminVisaTravellerDto;
  onAction: ((target: VisaActionTarget) => void) | null;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const name = `${t.firstName} ${t.lastName}`;
  const act = (action: VisaActionTarget['action']) => onAction?.({ action, application, traveller: t });
  const documents = VISA_DOCUMENT_FIELDS.filter((f) => t.documentLinks[f]);
  return (
    <div className="space-y-2 px-4 py-3" data-testid="admin-visa-traveller" data-traveller={t._id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          {onAction &&
            canMoveVisaTraveller(t.status, 'in_process') &&
            application.paymentState === 'paid' && (
              <input
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-brand-700"
                checked={selected}
                onChange={(e) => onSelect(e.target.checked)}
                aria-label={`Select ${name} of ${application.referenceNumber}`}
              />
            )}
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">
              {t.position}. {t.title.toUpperCase()} <bdi>{name}</bdi>{' '}
              <span className="text-sm font-normal text-slate-600">
                ({t.paxType === 'ADT' ? 'adult' : 'child'})
              </span>
            </p>
            <p className="text-sm break-words text-slate-600">
              Passport {t.passportNo}, expires {formatDate(t.expiryDate)} · born {formatDate(t.dateOfBirth)}
            </p>
          </div>
        </div>
        <VisaStatusBadge status={t.status} />
      </div>
      {t.rejectionReason && (
        <p className="text-sm text-red-700">
          <span className="font-medium">Reason:</span> {t.rejectionReason}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="text-slate-500">Documents:</span>
        {documents.length === 0 && <span className="text-slate-600">none uploaded</span>}
        {documents.map((f) => (
          <a
            key={f}
            href={t.documentLinks[f]!}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
            aria-label={`${VISA_DOCUMENT_LABELS[f]} of ${name} (opens in a new tab)`}
          >
            {VISA_DOCUMENT_LABELS[f]}
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
        ))}
        {t.visaLink && (
          <a
            href={t.visaLink}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-emerald-700 underline"
            aria-label={`Visa PDF of ${name} (opens in a new tab)`}
          >
            Visa PDF
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
        )}
      </div>
      {onAction && (
        <div className="flex flex-wrap gap-2">
          {canMoveVisaTraveller(t.status, 'in_process') && (
            <Button size="sm" variant="secondary" onClick={() => act('in_process')}>
              Move to In process<span className="sr-only">: {name}</span>
            </Button>
          )}
          {canMoveVisaTraveller(t.status, 'approved') && (
            <Button size="sm" onClick={() => act('approve')}>
              Approve with visa PDF<span className="sr-only">: {name}</span>
            </Button>
          )}
          {t.status === 'approved' && (
            <Button size="sm" variant="secondary" onClick={() => act('approve')}>
              Replace visa PDF<span className="sr-only">: {name}</span>
            </Button>
          )}
          {canMoveVisaTraveller(t.status, 'rejected') && (
            <Button size="sm" variant="danger" onClick={() => act('reject')}>
              Reject<span className="sr-only">: {name}</span>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
