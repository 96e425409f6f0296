import { useState } from 'react';
import { Banknote } from 'lucide-react';
import type { AdminWithdrawalDto, AdminWithdrawalFilter } from '@portal/contracts';
import { useAppDispatch } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { formatAed, formatDateTime } from '../../../lib/format';
import { RequestActionDialog, type RequestAction } from './components/request-action-dialog';
import { RequestListFrame, type StatusTab } from './components/request-list-frame';
import { RequestStatusBadge } from './components/request-status-badge';
import { requestFilterParse, useRequestFilters } from './request-filters';
import { useStaffCan } from '../lib/staff-permissions';
import {
  useAdminWithdrawalsQuery,
  useCancelAdminWithdrawalMutation,
  useConfirmAdminWithdrawalMutation,
  walletRequestsApi,
} from './wallet-requests.api';

const TABS: readonly StatusTab<AdminWithdrawalFilter>[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Paid out' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];
const PARSE = requestFilterParse(
  TABS.map((t) => t.value),
  'pending',
);

const agentText = (w: AdminWithdrawalDto) => `${w.agent.companyName} (agent ${w.agent.agentCode})`;

/** /admin/withdrawals: money agents asked to be paid out; staff pay it and confirm, or cancel. */
export function AdminWithdrawalsPage() {
  const { filters, args } = useRequestFilters<AdminWithdrawalFilter>(PARSE);
  const query = useAdminWithdrawalsQuery(args, { refetchOnMountOrArgChange: true });
  const dispatch = useAppDispatch();
  const [confirm] = useConfirmAdminWithdrawalMutation();
  const [cancel] = useCancelAdminWithdrawalMutation();
  const [action, setAction] = useState<RequestAction | null>(null);
  const rows = query.data?.withdrawals;

  const run = async (a: RequestAction, idempotencyKey: string, text: string | null) => {
    const answer =
      a.kind === 'confirm'
        ? await confirm({ id: a.id, idempotencyKey, paymentReference: text ?? '' }).unwrap()
        : await cancel({ id: a.id, idempotencyKey, reason: text ?? '' }).unwrap();
    // The row shows what happened and stays where it was until the list is loaded again.
    dispatch(
      walletRequestsApi.util.updateQueryData('adminWithdrawals', args, (draft) => {
        const index = draft.withdrawals.findIndex((w) => w.id === answer.withdrawal.id);
        if (index >= 0) draft.withdrawals[index] = answer.withdrawal;
      }),
    );
    return answer;
  };

  return (
    <>
      <RequestListFrame
        title="Withdrawals"
        intro="Money agents asked to be paid to their bank account. It is held in their wallet: pay it out, then confirm; or cancel to give it back."
        what="withdrawals"
        exportPath="/admin/wallets/withdrawals/export"
        searchHint="Agent code, company, bank, holder or number"
        tabs={TABS}
        filters={filters}
        query={query}
        count={rows?.length}
        total={query.data?.total ?? 0}
        emptyIcon={<Banknote className="size-7" />}
      >
        <ul className="divide-y divide-slate-100" aria-label="Withdrawals">
          {rows?.map((w) => (
            <WithdrawalRow
              key={w.id}
              w={w}
              onConfirm={() =>
                setAction({
                  kind: 'confirm',
                  id: w.id,
                  title: `Confirm withdrawal ${w.number} was paid?`,
                  summary: `${formatAed(w.amount)} held in the wallet of ${agentText(w)} leaves it for good. Confirm only once the transfer to ${w.accountHolderName} at ${w.bankName} (${w.accountNumber}) is made.`,
                  submitLabel: `Confirm ${formatAed(w.amount)} paid`,
                  done: 'Withdrawal confirmed',
                  askPaymentReference: true,
                })
              }
              onCancel={() =>
                setAction({
                  kind: 'cancel',
                  id: w.id,
                  title: `Cancel withdrawal ${w.number}?`,
                  summary: `${formatAed(w.amount)} goes back to the wallet of ${agentText(w)}, and the agent is told why by e-mail.`,
                  submitLabel: 'Cancel withdrawal',
                  done: 'Withdrawal cancelled',
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

function WithdrawalRow({
  w,
  onConfirm,
  onCancel,
}: {
  w: AdminWithdrawalDto;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // Only staff whose roles decide requests see the decisions (the API refuses the rest).
  const decides = useStaffCan()('finance.withdrawals');
  const label = `withdrawal ${w.number} of ${formatAed(w.amount)} to ${w.agent.companyName}`;
  return (
    <li
      className="grid gap-3 p-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto]"
      data-testid="withdrawal-row"
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          <bdi>{w.agent.companyName}</bdi>
        </p>
        <p className="text-sm text-slate-600">
          Agent {w.agent.agentCode} · Withdrawal {w.number}
        </p>
        <p className="text-xs text-slate-500">{formatDateTime(w.createdAt)}</p>
      </div>
      <div className="min-w-0">
        <p className="text-lg font-bold text-slate-900">{formatAed(w.amount)}</p>
        <RequestStatusBadge status={w.status} />
      </div>
      <div className="min-w-0 space-y-0.5 text-sm">
        <dl className="space-y-0.5">
          <div>
            <dt className="inline text-slate-500">Pay to: </dt>
            <dd className="inline break-words text-slate-800">{w.accountHolderName}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">Bank: </dt>
            <dd className="inline break-words text-slate-800">
              {w.bankName}, {w.branchName} ({w.isoCode})
            </dd>
          </div>
          <div>
            <dt className="inline text-slate-500">Account: </dt>
            <dd className="inline break-all text-slate-800">{w.accountNumber}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">IBAN / code: </dt>
            <dd className="inline break-all text-slate-800">{w.ibanCode}</dd>
          </div>
        </dl>
        {w.resolvedBy && w.resolvedAt && (
          <p className="text-xs text-slate-600">
            {w.status === 'confirmed' ? 'Paid out, confirmed' : 'Cancelled'} by {w.resolvedBy.name},{' '}
            {formatDateTime(w.resolvedAt)}
          </p>
        )}
        {w.paymentReference && (
          <p className="text-xs break-all text-slate-600">Bank payment reference: {w.paymentReference}</p>
        )}
        {w.reason && <p className="text-xs break-words text-slate-600">Reason: {w.reason}</p>}
      </div>
      {w.status === 'pending' && decides ? (
        <div className="flex flex-wrap items-start gap-2 md:flex-col md:items-stretch">
          <Button size="sm" onClick={onConfirm} aria-label={`Confirm ${label} was paid`}>
            Confirm paid
          </Button>
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
