import { useId, useState } from 'react';
import { ChevronDown, Pencil } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { HotelSearchForm } from './hotel-search-form';

/**
 * The compact search form of the results and details pages (spec section 2.5). On small screens it
 * folds under a one-line summary of the current search; from lg it is always open.
 */
export function SearchSidebar({
  summary,
  serverErrors,
}: {
  summary: string;
  serverErrors?: Record<string, string[]> | undefined;
}) {
  // Folded on phones until opened; the server refusing the search opens it on the fields at fault.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? Boolean(serverErrors);
  const panelId = useId();
  const t = useT();
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setToggled(!open)}
        className="flex w-full items-center gap-3 px-4 py-3 text-start lg:hidden"
      >
        <Pencil className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-slate-900">
            {t('hotelResults.modify', 'Modify search')}
          </span>
          <span className="block truncate text-xs text-slate-500">{summary}</span>
        </span>
        <ChevronDown
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        className={cn('border-t border-slate-100 p-4 lg:block lg:border-t-0', !open && 'hidden')}
      >
        <h2 className="mb-3 hidden text-base font-semibold text-slate-900 lg:block">
          {t('hotelResults.modify', 'Modify search')}
        </h2>
        <HotelSearchForm variant="sidebar" serverErrors={serverErrors} />
      </div>
    </div>
  );
}
