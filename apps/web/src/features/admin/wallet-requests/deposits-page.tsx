import { useState } from 'react';
import { ExternalLink, Wallet } from 'lucide-react';
import type { AdminDepositDto, AdminDepositFilter } from '@portal/contracts';
import { useAppDispatch } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { formatAed, formatDateTime } from '../../../lib/format';
import { BulkConfirmBar } from './components/bulk-confirm-bar';
import { RequestActionDialog, type RequestAction } from './components/request-action-dialog';
import { RequestListFrame, type StatusTab } from './components/request-list-frame';
import { RequestStatusBadge } from './components/request-status-badge';
import { requestFilterParse, useRequestFilters } from './request-filters';
import { useStaffCan } from '../lib/staff-permissions';
import {
  useAdminDepositsQuery,
  useCancelAdminDepositMutation,
  useConfirmAdminDepositMutation,
  walletRequestsApi,
} from './wallet-requests.api';

const TABS: readonly StatusTab<AdminDepositFilter>[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'failed', label: 'Failed' },
  { value: 'all', label: 'All' },
];
const PARSE = requestFilterParse(
  TABS.map((t) => t.value),
  'pending',
);

const METHOD_LABELS: Record<AdminDepositDto['method'], string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
};

const agentText = (d: AdminDepositDto) => `${d.agent.companyName} (agent ${d.agent.agentCode})`;

/** /admin/deposits: deposits agents reported; staff check the receipt and confirm or cancel them. */
export function AdminDepositsPage() {
  const { filters, args } = useRequestFilters<AdminDepositFilter>(PARSE);
  const query = useAdminDepositsQuery(args, { refetchOnMountOrArgChange: true });
  const dispatch = useAppDispatch();
  const [confirm] = useConfirmAdminDepositMutation();
  const [cancel] = useCancelAdminDepositMutation();
  const [action, setAction] = useState<RequestAction | null>(null);
  const rows = query.data?.deposits;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only those who decide deposits select them for the bulk confirmation.
  const decides = useStaffCan()('finance.deposits');
  const selectable = decides
    ? (rows ?? []).filter((d) => d.status === 'pending' && d.method === 'bank_transfer')
    : [];
  const chosen = selectable.filter((d) => selected.has(d.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = async (a: RequestAction, idempotencyKey: string, reason: string | null) => {
    const answer =
      a.kind === 'confirm'
        ? await confirm({ id: a.id, idempotencyKey }).unwrap()
        : await cancel({ id: a.id, idempotencyKey, reason: reason ?? '' }).unwrap();
    // The row shows what happened and stays where it was until the list is loaded again.
    dispatch(
      walletRequestsApi.util.updateQueryData('adminDeposits', args, (draft) => {
        const index = draft.deposits.findIndex((d) => d.id === answer.deposit.id);
        if (index >= 0) draft.deposits[index] = answer.deposit;
      }),
    );
    return answer;
  };

  return (
    <>
      <RequestListFrame
        title="Deposits"
        intro="Bank transfers agents reported with their receipt: check the money reached the company account, then confirm it to credit the wallet."
        what="deposits"
        exportPath="/admin/wallets/deposits/export"
        searchHint="Agent code, company, reference or deposit number"
        tabs={TABS}
        filters={filters}
        query={query}
        count={rows?.length}
        total={query.data?.total ?? 0}
        emptyIcon={<Wallet className="size-7" />}
      >
        <BulkConfirmBar
          chosen={chosen}
          selectableCount={selectable.length}
          onSelectAll={(on) => setSelected(new Set(on ? selectable.map((d) => d.id) : []))}
          onDone={(confirmed) => {
            setSelected(new Set());
            // The rows show what happened and stay where they were until the list is loaded again.
            dispatch(
              walletRequestsApi.util.updateQueryData('adminDeposits', args, (draft) => {
                for (const d of draft.deposits) if (confirmed.includes(d.id)) d.status = 'confirmed';
              }),
            );
          }}
        />
        <ul className="divide-y divide-slate-100" aria-label="Deposits">
          {rows?.map((d) => (
            <DepositRow
              key={d.id}
              d={d}
              selected={selected.has(d.id)}
              onSelect={(on) => toggle(d.id, on)}
              onConfirm={() =>
                setAction({
                  kind: 'confirm',
                  id: d.id,
                  title: `Confirm deposit ${d.number}?`,
                  summary: `${formatAed(d.amount)} will be credited to the wallet of ${agentText(d)}. Confirm only once the transfer${d.referenceNumber ? ` (ref. ${d.referenceNumber})` : ''} is on the company's bank statement.`,
                  submitLabel: `Confirm and credit ${formatAed(d.amount)}`,
                  done: 'Deposit confirmed',
                })
              }
              onCancel={() =>
                setAction({
                  kind: 'cancel',
                  id: d.id,
                  title: `Cancel deposit ${d.number}?`,
                  summary: `The ${formatAed(d.amount)} deposit of ${agentText(d)} will be cancelled; nothing is credited and the agent is told why by e-mail.`,
                  submitLabel: 'Cancel deposit',
                  done: 'Deposit cancelled',
                })
              }
            />
          ))}
        </ul>
      </RequestListFrame>
      <RequestActionDialog action={action} onClose={() => setAction(null)} run={run} />
    </>
  );
}

function DepositRow({
  d,
  onConfirm,
  onCancel,
  selected,
  onSelect,
}: {
  d: AdminDepositDto;
  onConfirm: () => void;
  onCancel: () => void;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  // Only staff whose roles decide requests see the decisions (the API refuses the rest).
  const decides = useStaffCan()('finance.deposits');
  const label = `deposit ${d.number} of ${formatAed(d.amount)} from ${d.agent.companyName}`;
  const canSelect = decides && d.status === 'pending' && d.method === 'bank_transfer';
  return (
    <li
      className="grid gap-3 p-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto]"
      data-testid="deposit-row"
    >
      <div className="flex min-w-0 items-start gap-3">
        {canSelect && (
          <input
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-brand-700"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={`Select ${label}`}
          />
        )}
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">
            <bdi>{d.agent.companyName}</bdi>
          </p>
          <p className="text-sm text-slate-600">
            Agent {d.agent.agentCode} · Deposit {d.number}
          </p>
          <p className="text-xs text-slate-500">{formatDateTime(d.createdAt)}</p>
        </div>
      </div>
      <div className="min-w-0">
        <p className="text-lg font-bold text-slate-900">{formatAed(d.amount)}</p>
        {d.fee > 0 && <p className="text-xs text-slate-500">+ card fee {formatAed(d.fee)}</p>}
        <RequestStatusBadge status={d.status} />
      </div>
      <div className="min-w-0 space-y-0.5 text-sm">
        <dl className="space-y-0.5">
          <div>
            <dt className="inline text-slate-500">Method: </dt>
            <dd className="inline text-slate-800">{METHOD_LABELS[d.method]}</dd>
          </div>
          {d.companyBank && (
            <div>
              <dt className="inline text-slate-500">Paid into: </dt>
              <dd className="inline break-words text-slate-800">
                {d.companyBank.bankName} {d.companyBank.accountNumber}
              </dd>
            </div>
          )}
          {d.referenceNumber && (
            <div>
              <dt className="inline text-slate-500">Reference: </dt>
              <dd className="inline break-all text-slate-800">{d.referenceNumber}</dd>
            </div>
          )}
        </dl>
        {d.receiptUrl && (
          <a
            href={d.receiptUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            Open receipt<span className="sr-only"> of deposit {d.number} (new tab)</span>
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
        )}
        {d.resolvedBy && d.resolvedAt && (
          <p className="text-xs text-slate-600">
            {d.status === 'confirmed' ? 'Confirmed' : d.status === 'failed' ? 'Closed' : 'Cancelled'} by{' '}
            {d.resolvedBy.name}, {formatDateTime(d.resolvedAt)}
          </p>
        )}
        {d.reason && <p className="text-xs break-words text-slate-600">Reason: {d.reason}</p>}
      </div>
      {d.status === 'pending' && decides ? (
        <div className="flex flex-wrap items-start gap-2 md:flex-col md:items-stretch">
          {d.method === 'bank_transfer' ? (
            <Button size="sm" onClick={onConfirm} aria-label={`Confirm ${label}`}>
              Confirm
            </Button>
          ) : (
            <p className="text-xs text-slate-500">Card deposits confirm with the payment.</p>
          )}
          <Button size="sm" variant="secondary" onClick={onCancel} aria-label={`Cancel ${label}`}>
            Cancel
          </Button>
        </div>
      ) : (
        <div aria-hidden className="hidden md:block" />
      )}
    </li>
  );
}
