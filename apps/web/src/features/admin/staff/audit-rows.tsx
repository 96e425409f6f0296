import type { AuditRow } from '@portal/contracts';
import { formatDateTime } from '../../../lib/format';

const valueText = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** The changed fields of a row: "creditLimit: 0 → 2500". */
export function AuditChange({ row }: { row: AuditRow }) {
  const keys = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  if (keys.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="space-y-0.5">
      {keys.map((k) => (
        <li key={k} className="break-words">
          <span className="font-medium">{k}</span>:{' '}
          <span data-testid="audit-before">{valueText(row.before?.[k])}</span> →{' '}
          <span data-testid="audit-after">{valueText(row.after?.[k])}</span>
        </li>
      ))}
    </ul>
  );
}

/** Audit rows newest first as a list that reads on a phone and on a desk. */
export function AuditRows({ rows, showObject = true }: { rows: readonly AuditRow[]; showObject?: boolean }) {
  return (
    <ul className="divide-y divide-slate-200">
      {rows.map((r) => (
        <li key={r.id} className="grid gap-1 p-4 text-sm sm:grid-cols-[12rem_1fr]" data-testid="audit-row">
          <div className="text-slate-600">
            <p>{formatDateTime(r.at)}</p>
            <p className="font-medium text-slate-900">{r.actorName}</p>
            {r.ip && <p className="text-xs">{r.ip}</p>}
          </div>
          <div className="min-w-0 space-y-1 text-slate-800">
            <p>
              <span className="font-semibold" data-testid="audit-kind">
                {r.kind}
              </span>
              {showObject && (
                <span className="text-slate-600">
                  {' '}
                  · {r.objectType} {r.objectId}
                </span>
              )}
            </p>
            <AuditChange row={r} />
            {r.reason && <p className="text-slate-700">Reason: {r.reason}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
