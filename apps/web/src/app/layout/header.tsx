import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import type { AgentRecord } from '@portal/contracts';
import { isEntryDenied } from '@portal/domain';
import { useAppSelector } from '../store';
import { cn } from '../../lib/cn';
import { AgentHeaderTools, AgentProfileMenu } from './agent-chrome';
import { CurrencyPicker } from './currency-picker';
import { headerTabs } from './header-tabs.logic';

export const DEFAULT_AGENT_LOGO = '/brand/default-logo.svg';

/** Spec section 2.2. Visitors who are not logged in see only the logo and the currency picker. */
export function Header() {
  const agent = useAppSelector((s) => (s.session.isLoggedIn ? s.session.agent : null));
  // An agent without access keeps the profile menu (to log out) but gets no links into the modules.
  const navigable = agent && !isEntryDenied(agent.configuration) ? agent : null;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-3 sm:px-6">
        <Link
          to="/"
          aria-label={agent ? `${agent.companyName} home` : 'Home'}
          className="flex shrink-0 items-center"
        >
          <img
            src={agent?.companyLogo || DEFAULT_AGENT_LOGO}
            alt=""
            className="h-9 w-auto max-w-[140px] object-contain sm:h-10 sm:max-w-[180px]"
          />
        </Link>
        {navigable && <HeaderTabs agent={navigable} className="ml-4 hidden lg:flex" />}
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {navigable && (
            <Suspense fallback={null}>
              <AgentHeaderTools />
            </Suspense>
          )}
          <CurrencyPicker />
          {agent && (
            // Holds the avatar's place while the chunk loads, so the currency picker does not jump.
            <Suspense fallback={<span className="size-9 shrink-0" aria-hidden="true" />}>
              <AgentProfileMenu agent={agent} />
            </Suspense>
          )}
        </div>
      </div>
      {navigable && (
        <div className="border-t border-slate-100 lg:hidden">
          <HeaderTabs
            agent={navigable}
            className="mx-auto flex max-w-7xl overflow-x-auto px-1.5 sm:px-4"
            compact
          />
        </div>
      )}
    </header>
  );
}

function HeaderTabs({
  agent,
  className,
  compact,
}: {
  agent: AgentRecord;
  className?: string;
  compact?: boolean;
}) {
  const { pathname } = useLocation();
  const tabs = headerTabs(agent, pathname);
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-stretch gap-1">
        {tabs.map((tab) => (
          <li key={tab.key} className="flex">
            <Link
              to={tab.to}
              aria-current={tab.active ? 'page' : undefined}
              className={cn(
                'relative inline-flex items-center px-3 text-sm font-medium whitespace-nowrap transition-colors',
                compact ? 'h-11' : 'h-16',
                tab.active ? 'text-brand-800' : 'text-slate-600 hover:text-slate-900',
                'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full',
                tab.active ? 'after:bg-accent-500' : 'after:bg-transparent',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
