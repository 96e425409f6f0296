import { useState } from 'react';
import { Star, X } from 'lucide-react';
import { markVisited } from '../../lib/first-visit';
import { useCompanyConfigQuery } from '../../lib/shell-api';

/**
 * Spec section 2.2: the mobile install banner. Shown on small screens while the first-visit flag is not
 * false (first-visit-host.tsx loads it only then); closing it stores the flag as false.
 */
export default function InstallBanner() {
  const [open, setOpen] = useState(true);
  const { data: config } = useCompanyConfigQuery();
  if (!open || !config?.appStoreUrl) return null;
  return (
    <aside aria-label="Get the mobile app" className="border-b border-slate-200 bg-white lg:hidden">
      <div className="flex items-center gap-3 px-3 py-2.5">
        <button
          type="button"
          aria-label="Close app banner"
          onClick={() => {
            markVisited();
            setOpen(false);
          }}
          className="-ms-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
        <img src="/brand/app-logo.svg" alt="" className="size-11 shrink-0 rounded-xl shadow-sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">{config.companyShortName} B2B app</p>
          <p className="flex items-center gap-0.5" aria-label="Rated 5 out of 5 stars" role="img">
            {Array.from({ length: 5 }, (_, i) => (
              <Star key={i} className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
            ))}
          </p>
        </div>
        <a
          href={config.appStoreUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Install
        </a>
      </div>
    </aside>
  );
}
