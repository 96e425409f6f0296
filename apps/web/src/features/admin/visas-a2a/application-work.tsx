import { useState } from 'react';
import { ObjectHistory } from '../staff/object-history';
import { StaffWorkCard } from '../work/staff-work-card';

/**
 * An application's notes, assignee and history (every change made to it and its travellers), loaded when
 * staff open them (a page lists many applications).
 */
export function ApplicationWork({ applicationId, reference }: { applicationId: string; reference: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="border-t border-slate-100 px-4 py-2" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">
        Notes, assignment and history<span className="sr-only"> of {reference}</span>
      </summary>
      {open && (
        <div className="mt-2 space-y-3">
          <StaffWorkCard
            subject={{ kind: 'visa', key: applicationId }}
            title={`Internal notes of ${reference}`}
          />
          <ObjectHistory
            object={{ type: 'visa-application', id: applicationId }}
            title={`History of ${reference}`}
          />
        </div>
      )}
    </details>
  );
}
