import { useState } from 'react';
import { StaffWorkCard } from '../work/staff-work-card';

/** An application's notes and assignee, loaded when staff open them (a page lists many applications). */
export function ApplicationWork({ applicationId, reference }: { applicationId: string; reference: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="border-t border-slate-100 px-4 py-2" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">
        Notes and assignment<span className="sr-only"> of {reference}</span>
      </summary>
      {open && (
        <div className="mt-2">
          <StaffWorkCard
            subject={{ kind: 'visa', key: applicationId }}
            title={`Internal notes of ${reference}`}
          />
        </div>
      )}
    </details>
  );
}
