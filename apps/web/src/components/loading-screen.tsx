import { useCompanyConfig } from '../lib/company-config';
import { cn } from '../lib/cn';

export const DEFAULT_COMPANY_LOGO = '/brand/logo.svg';

/**
 * Spec section 4: a loading screen with the company logo while screens load. As an overlay it fades in
 * only after a short delay, so fast route changes do not flash it.
 */
export function LoadingScreen({ overlay = false }: { overlay?: boolean }) {
  // Not the RTK Query hook: this screen shows before the store has loaded.
  const config = useCompanyConfig();
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-5 bg-white',
        overlay ? 'fixed inset-0 z-[60] animate-fade-in-late bg-white/85 backdrop-blur-sm' : 'min-h-dvh',
      )}
    >
      <img
        src={config?.logo || DEFAULT_COMPANY_LOGO}
        alt={config?.companyName ?? 'Loading'}
        className="h-14 w-auto max-w-[220px] animate-pulse object-contain"
      />
      <span className="block h-1 w-40 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <span className="block h-full w-1/3 animate-[loading-bar_1.1s_ease-in-out_infinite] rounded-full bg-brand-600" />
      </span>
      <span className="sr-only">Loading</span>
    </div>
  );
}

/** The spec's session-loading text (section 4: "Loading....."). */
export function SiteLoading() {
  return (
    <div
      role="status"
      className="flex min-h-[60dvh] items-center justify-center text-lg font-medium text-slate-600"
    >
      Loading.....
    </div>
  );
}
