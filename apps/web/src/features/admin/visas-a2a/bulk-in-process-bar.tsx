import { useState } from 'react';
import type { AdminBulkAnswer } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useBulkVisaInProcessMutation } from '../work/work.api';

export interface BulkTraveller {
  applicationId: string;
  travellerId: string;
  /** "Ann Lee (VIS-…)": for the confirmation and the results. */
  label: string;
}

/**
 * Moves the chosen travellers to In process at once: each on its own (its agent is mailed), with the
 * result of each listed; one that cannot move is refused alone.
 */
export function BulkInProcessBar({ chosen, onDone }: { chosen: BulkTraveller[]; onDone: () => void }) {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<{ answer: AdminBulkAnswer; labels: Map<string, string> } | null>(
    null,
  );
  const [move, state] = useBulkVisaInProcessMutation();
  if (chosen.length === 0 && !results) return null;

  const run = async () => {
    setError(null);
    const result = await move({
      travellers: chosen.map(({ applicationId, travellerId }) => ({ applicationId, travellerId })),
    });
    if ('error' in result && result.error) return setError(errorMessage(result.error));
    const answer = result.data;
    setResults({ answer, labels: new Map(chosen.map((c) => [c.travellerId, c.label])) });
    setAsking(false);
    if (answer.failed === 0) toast.success('Moved to In process', `${answer.done} traveller(s) moved.`);
    else
      toast.error(
        'Some travellers were not moved',
        `${answer.done} moved, ${answer.failed} not: see the list.`,
      );
    onDone();
  };

  return (
    <div className="mb-4 space-y-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="bulk-visas">
      {chosen.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">{chosen.length} traveller(s) selected</p>
          <Button size="sm" onClick={() => setAsking(true)}>
            Move selected to In process ({chosen.length})
          </Button>
        </div>
      )}
      {results && (
        <div role="status" className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <p className="font-medium text-slate-900">
            {results.answer.done} moved, {results.answer.failed} not moved
          </p>
          <ul className="mt-1 space-y-0.5" aria-label="Result per traveller">
            {results.answer.results.map((r) => (
              <li key={r.id} className={r.ok ? 'text-emerald-800' : 'text-red-700'}>
                {results.labels.get(r.id) ?? 'Traveller'}: {r.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={`Move ${chosen.length} traveller(s) to In process?`}
        confirmLabel="Move to In process"
        busy={state.isLoading}
        error={error}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      >
        <p>Each traveller is moved on its own and its agent is told by e-mail.</p>
        <ul className="mt-2 list-disc space-y-0.5 ps-5 text-sm">
          {chosen.map((c) => (
            <li key={c.travellerId}>{c.label}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}
