import { useState } from 'react';
import type { AdminBulkAnswer, AdminDepositDto } from '@portal/contracts';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api';
import { formatAed } from '../../../../lib/format';
import { useIdempotentAttempt } from '../../../../lib/idempotency';
import { useToast } from '../../../../lib/use-toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useBulkConfirmDepositsMutation } from '../../work/work.api';

/**
 * Confirms the chosen bank deposits at once. Each deposit is credited on its own (a refused one never
 * stops the others) and the result of each is listed; a retry after a lost answer reuses the key, so
 * no deposit is credited twice.
 */
export function BulkConfirmBar({
  chosen,
  selectableCount,
  onSelectAll,
  onDone,
}: {
  chosen: AdminDepositDto[];
  selectableCount: number;
  onSelectAll: (on: boolean) => void;
  /** The deposits confirmed (the page shows them confirmed where they are). */
  onDone: (confirmedIds: string[]) => void;
}) {
  const toast = useToast();
  const attempt = useIdempotentAttempt();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<{ answer: AdminBulkAnswer; numbers: Map<string, number> } | null>(
    null,
  );
  const [confirmAll, state] = useBulkConfirmDepositsMutation();
  if (selectableCount === 0 && !results) return null;
  const total = chosen.reduce((sum, d) => sum + d.amount, 0);
  const ids = chosen.map((d) => d.id);

  const run = async () => {
    setError(null);
    const result = await confirmAll({ ids, idempotencyKey: attempt.keyFor(`bulk:${ids.join(',')}`) });
    if ('error' in result && result.error) {
      attempt.settle(result.error);
      return setError(errorMessage(result.error, 'It did not go through, please try again.'));
    }
    attempt.settle(null);
    const answer = result.data;
    setResults({ answer, numbers: new Map(chosen.map((d) => [d.id, d.number])) });
    setAsking(false);
    if (answer.failed === 0)
      toast.success('Deposits confirmed', `${answer.done} deposit(s) confirmed and credited.`);
    else
      toast.error(
        'Some deposits were not confirmed',
        `${answer.done} confirmed, ${answer.failed} not: see the list.`,
      );
    onDone(answer.results.filter((r) => r.ok).map((r) => r.id));
  };

  return (
    <div className="space-y-2 border-b border-slate-100 p-4" data-testid="bulk-deposits">
      {selectableCount > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={chosen.length > 0 && chosen.length === selectableCount}
              onChange={(e) => onSelectAll(e.target.checked)}
            />
            Select all bank transfers on this page
          </label>
          <Button size="sm" disabled={chosen.length === 0} onClick={() => setAsking(true)}>
            Confirm selected ({chosen.length})
          </Button>
        </div>
      )}
      {results && (
        <div role="status" className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <p className="font-medium text-slate-900">
            {results.answer.done} confirmed, {results.answer.failed} not confirmed
          </p>
          <ul className="mt-1 space-y-0.5" aria-label="Result per deposit">
            {results.answer.results.map((r) => (
              <li key={r.id} className={r.ok ? 'text-emerald-800' : 'text-red-700'}>
                Deposit {results.numbers.get(r.id) ?? ''}: {r.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={`Confirm ${chosen.length} deposit(s)?`}
        confirmLabel={`Confirm and credit ${formatAed(total)}`}
        busy={state.isLoading}
        error={error}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      >
        <p>
          Each deposit is credited to its agent's wallet on its own; one that another member of staff already
          decided is left as it is. Confirm only transfers that are on the company's bank statement.
        </p>
        <ul className="mt-2 list-disc space-y-0.5 ps-5 text-sm">
          {chosen.map((d) => (
            <li key={d.id}>
              Deposit {d.number}: {formatAed(d.amount)} from {d.agent.companyName}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}
