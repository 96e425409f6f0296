import { useT } from '../lib/i18n';
import { moduleLabel } from '../lib/module-labels';
import { Hotel, Plane, PlaneTakeoff, ShieldCheck, Stamp, Ticket, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { MODULES, isEnabled, type ModuleName, type PartialConfiguration } from '@portal/domain';
import { useAppSelector } from '../app/store';
import { cn } from '../lib/cn';

/** Spec section 2.4: the home tabs, in this order; quotation has its own header tab instead. */
const TAB_ICONS: Partial<Record<ModuleName, LucideIcon>> = {
  hotel: Hotel,
  attraction: Ticket,
  flight: Plane,
  visa: Stamp,
  a2a: PlaneTakeoff,
  insurance: ShieldCheck,
};

export function homeTabsFor(configuration: PartialConfiguration) {
  return MODULES.filter((m) => m.name in TAB_ICONS && isEnabled(configuration, m.flag));
}

/**
 * Hotel (/), Attractions, Flight, Visa, A2A and Travel Insurance, each only when its flag is on.
 * Module home pages render it too, so the tabs look the same on every search page.
 */
export function HomeTabs({ className }: { className?: string }) {
  const configuration = useAppSelector((s) => s.session.agent?.configuration);
  const { pathname } = useLocation();
  const tabs = homeTabsFor(configuration);
  const t = useT();
  return (
    <nav aria-label={t('homeTabs.label', 'Search')} className={className}>
      <ul className="grid grid-cols-3 gap-1 sm:flex sm:flex-wrap sm:gap-2">
        {tabs.map((tab) => {
          const Icon = TAB_ICONS[tab.name] ?? Hotel;
          const active = pathname === tab.home;
          return (
            <li key={tab.name}>
              <Link
                to={tab.home}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-col items-center gap-1 rounded-lg px-1 py-2 text-center text-xs font-semibold transition-colors',
                  'sm:flex-row sm:gap-2 sm:px-4 sm:py-2.5 sm:text-sm sm:whitespace-nowrap',
                  active
                    ? 'bg-brand-700 text-white shadow-sm'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <Icon className="size-4.5" aria-hidden="true" />
                {moduleLabel(t, tab.name, tab.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
