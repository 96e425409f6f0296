import { useState } from 'react';
import { Inbox } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useDeadLettersQuery, useSettleDeadLetterMutation } from './dead-letters.api';

/**
 * Jobs that failed every retry (issue 37): what each was and why it failed, with Retry (back to its
 * queue as a fresh job) and Discard. Shown to staff who hold the route's permission, when any wait.
 */
export function DeadLettersCard() {
  const { data } = useDeadLettersQuery();
  const [settle] = useSettleDeadLetterMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();
  const letters = data?.deadLetters ?? [];
  if (letters.length === 0) return null;

  const act = async (id: string, action: 'retry' | 'discard') => {
    setBusy(`${id}:${action}`);
    const result = await settle({ id, action });
    setBusy(null);
    if ('error' in result) toast.error('The job was not changed', errorMessage(result.error));
    else toast.success(action === 'retry' ? 'Job queued again' : 'Job discarded', result.data.message);
  };

  return (
    <section
      aria-labelledby="dead-letters"
      className="rounded-xl border border-red-200 bg-red-50 p-5"
      data-testid="dashboard-deadLetters"
    >
      <h2 id="dead-letters" className="flex items-center gap-2 text-base font-semibold text-red-900">
        <Inbox aria-hidden className="size-5" /> Failed background jobs ({letters.length})
      </h2>
      <p className="mt-1 text-sm text-red-900">These jobs failed every retry. Retry once the cause is fixed.</p>
      <ul className="mt-3 space-y-3">
        {letters.map((l) => (
          <li key={l.id} className="rounded-lg border border-red-100 bg-white p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium break-all text-slate-900">{l.job}</span>
              <span className="text-xs text-slate-500">
                failed {new Date(l.failedAt).toLocaleString('en-GB')} after {l.retries} retries
              </span>
            </div>
            {l.error && <p className="mt-1 break-words text-slate-700">{l.error}</p>}
            <div className="mt-2 flex gap-2">
              <Button size="sm" loading={busy === `${l.id}:retry`} onClick={() => void act(l.id, 'retry')}>
                Retry
              </Button>
              <Button
                size="sm"
                variant="secondary"
                loading={busy === `${l.id}:discard`}
                onClick={() => void act(l.id, 'discard')}
              >
                Discard
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
