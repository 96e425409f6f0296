import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../store';
import { SiteLoading } from '../../components/loading-screen';
import { decideAccess } from '../gate';
import { useRouteHandle } from '../use-route-handle';

/** The one access gate for groups A-G: it reads the matched route's handle (no per-module guards). */
export function AccessGate() {
  const handle = useRouteHandle();
  const location = useLocation();
  const session = useAppSelector((s) => s.session);
  const decision = decideAccess({
    isSiteLoading: session.isSiteLoading,
    isLoggedIn: session.isLoggedIn,
    agent: session.agent,
    handle,
    pathname: location.pathname,
  });
  if (decision.kind === 'loading') return <SiteLoading />;
  // Never redirect to the page being shown (a missing target route would otherwise loop).
  if (decision.kind === 'redirect' && decision.to !== location.pathname) {
    // The login page may send the agent back to where they were going.
    const state = decision.to === '/login' ? { from: `${location.pathname}${location.search}` } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  return <Outlet />;
}
