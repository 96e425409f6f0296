import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { isEntryDenied } from '@portal/domain';
import { useAppSelector } from '../store';
import { cn } from '../../lib/cn';
import { useRouteHandle } from '../use-route-handle';
import { AgentBottomBar } from './agent-chrome';
import { FirstVisitHost, InstallBannerHost } from './first-visit-host';
import { Footer } from './footer';
import { footerModuleOf } from './footer-chat';
import { Header } from './header';
import { useCompanyDigits } from './company-digits';
import { useT } from '../../lib/i18n';

/** Header, page, footer of the route's module, and on small screens the bottom bar (spec sections 2.1, 2.2). */
export function ShellLayout() {
  const handle = useRouteHandle();
  const t = useT();
  useCompanyDigits();
  // Agents with at least one module: the bottom bar and the welcome overlay lead into the modules.
  const hasAccess = useAppSelector(
    (s) => s.session.isLoggedIn && !isEntryDenied(s.session.agent?.configuration),
  );
  if (handle?.bare) return <Outlet />;
  const showBottomBar = hasAccess && !handle?.hideBottomBar;
  return (
    <div className={cn('flex min-h-dvh flex-col', showBottomBar && 'pb-16 lg:pb-0')}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('shell.skip', 'Skip to content')}
      </a>
      <InstallBannerHost />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer module={footerModuleOf(handle)} open={handle?.access === 'open'} />
      {showBottomBar && (
        <Suspense fallback={null}>
          <AgentBottomBar />
        </Suspense>
      )}
      {hasAccess && <FirstVisitHost />}
    </div>
  );
}
