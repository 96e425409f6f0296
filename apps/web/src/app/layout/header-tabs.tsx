import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { AgentRecord } from '@portal/contracts';
import { Dropdown, DropdownLink } from '../../components/ui/dropdown';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { headerTabs, type MenuTab } from './header-tabs.logic';
import { moduleLabel, tabLabel } from './nav-labels';

const tabClasses = (active: boolean, compact: boolean | undefined) =>
  cn(
    'relative inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap transition-colors',
    compact ? 'h-11 px-2' : 'h-16 px-2 xl:px-3',
    active ? 'text-brand-800' : 'text-slate-600 hover:text-slate-900 aria-expanded:text-slate-900',
    'after:absolute after:bottom-0 after:h-0.5 after:rounded-full',
    'after:inset-x-2',
    !compact && 'xl:after:inset-x-3',
    active ? 'after:bg-accent-500' : 'after:bg-transparent',
  );

/** The main navigation of spec section 2.2: links, and the Bookings and Markups menus of issue 17. */
export function HeaderTabs({
  agent,
  className,
  compact,
}: {
  agent: AgentRecord;
  className?: string;
  /** The small-screen row under the header: it scrolls sideways, so its menus are placed fixed. */
  compact?: boolean;
}) {
  const { pathname } = useLocation();
  const tabs = headerTabs(agent, pathname);
  const t = useT();
  return (
    <nav aria-label={t('nav.main', 'Main')} className={className}>
      <ul className="flex items-stretch gap-0.5 lg:gap-1">
        {tabs.map((tab) => (
          <li key={tab.key} className="flex">
            {tab.kind === 'menu' ? (
              <TabMenu tab={tab} pathname={pathname} compact={compact} />
            ) : (
              <Link
                to={tab.to}
                aria-current={tab.active ? 'page' : undefined}
                className={tabClasses(tab.active, compact)}
              >
                {tabLabel(t, tab)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TabMenu({ tab, pathname, compact }: { tab: MenuTab; pathname: string; compact?: boolean }) {
  const t = useT();
  const label = tabLabel(t, tab);
  return (
    <Dropdown
      label={label}
      align="start"
      strategy={compact ? 'fixed' : 'absolute'}
      className="flex"
      trigger={
        <>
          {label}
          <ChevronDown className="size-3.5 text-slate-400" aria-hidden="true" />
        </>
      }
      triggerClassName={tabClasses(tab.active, compact)}
      menuClassName={cn('w-56', !compact && '-mt-1')}
    >
      {tab.items.map((item) => (
        <DropdownLink
          key={item.to}
          to={item.to}
          current={pathname === item.to || pathname.startsWith(`${item.to}/`)}
        >
          {moduleLabel(t, item.module, item.label)}
        </DropdownLink>
      ))}
    </Dropdown>
  );
}
