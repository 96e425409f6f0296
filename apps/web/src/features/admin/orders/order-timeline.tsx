import type { AdminOrderDetails } from '@portal/contracts';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/format';
import { statusLabel } from '../../../components/status-badge';

/** "admin:<id>" (with the person's name), "agent:<id>", "system", "cli" -> who, in words. */
function actorLabel(actor: string, actorName: string | null): string {
  if (actor.startsWith('admin:')) return actorName ? `Staff: ${actorName}` : 'Staff';
  if (actor.startsWith('agent:')) return 'Agent';
  if (actor === 'cli') return 'Staff (command line)';
  return actor === 'system' ? 'System' : actor;
}

/** The order's status changes, oldest first. */
export function OrderTimeline({ events }: { events: AdminOrderDetails['timeline'] }) {
  return (
    <Card>
      <CardHeader title="Timeline" />
      {events.length === 0 ? (
        <EmptyState title="No status changes recorded" className="py-6" />
      ) : (
        <ol className="space-y-3 px-5 py-4" aria-label="Status timeline">
          {events.map((e, i) => (
            <li key={i} className="border-s-2 border-slate-200 ps-3 text-sm">
              <p className="font-medium text-slate-900">
                {statusLabel(e.status)}
                {e.lineNo !== null ? ` · line ${e.lineNo}` : ''}
              </p>
              {e.note ? <p className="break-words text-slate-700">{e.note}</p> : null}
              <p className="text-xs text-slate-600">
                {formatDateTime(e.at)} · {actorLabel(e.actor, e.actorName)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
