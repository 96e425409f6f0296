import type { AdminDashboard } from '@portal/contracts';
import { AlertTriangle } from 'lucide-react';
import { AppLink } from '../../../lib/nav';

/** The ticket activities running out of e-tickets (issue 34), each leading to the stock page. */
export function LowTicketStock({ rows }: { rows: AdminDashboard['lowTicketStock'] }) {
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="low-ticket-stock"
      className="rounded-xl border border-amber-200 bg-amber-50 p-5"
      data-testid="dashboard-lowTicketStock"
    >
      <h2 id="low-ticket-stock" className="flex items-center gap-2 text-base font-semibold text-amber-900">
        <AlertTriangle aria-hidden className="size-5" /> Tickets running low
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-amber-900">
        {rows.map((r) => (
          <li key={r.activityId}>
            {r.attractionTitle} - {r.activityName}: <strong>{r.available}</strong> left
          </li>
        ))}
      </ul>
      <AppLink
        to="/admin/inventory/tickets"
        className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
      >
        Upload tickets
      </AppLink>
    </section>
  );
}
