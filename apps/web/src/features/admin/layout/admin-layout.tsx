import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LogOut, Menu, X } from 'lucide-react';
import { useAppDispatch } from '../../../app/store';
import { AppLink } from '../../../lib/nav';
import { cn } from '../../../lib/cn';
import { useCompanyConfig } from '../../../lib/company-config';
import { setLanguage, startLanguage } from '../../../lib/i18n';
import {
  ADMIN_UNAUTHORIZED_EVENT,
  adminApi,
  useAdminLogoutMutation,
  useAdminMeQuery,
} from '../api/admin-api';
import { ADMIN_NAV, activeNavItem } from '../admin-nav';
import { staffReturnPath } from '../lib/admin-login';
import { useStaffCan } from '../lib/staff-permissions';
import { saveAdminToken, setStaffSignInNotice, useAdminToken } from '../lib/admin-session';

/** Ends the staff session in this browser and drops every back-office answer it holds. */
function useSignOutLocally() {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    saveAdminToken(null);
    dispatch(adminApi.util.resetApiState());
  }, [dispatch]);
}

/**
 * Every back-office page: /admin/login without a session, the rest behind the staff sign-in, with the
 * sections on the left (a drawer on small screens) and who is signed in at the top.
 */
export function AdminLayout() {
  const token = useAdminToken();
  const location = useLocation();
  const signOutLocally = useSignOutLocally();
  const onLogin = location.pathname === '/admin/login';
  // The invitation is opened before the invitee has a session (and by nobody else).
  const onInvitation = location.pathname === '/admin/invitation';

  // English while in the back office (issue 35 §2); the browser's language again on leaving it.
  useEffect(() => {
    void setLanguage('en', { remember: false });
    return () => void startLanguage();
  }, []);

  useEffect(() => {
    window.addEventListener(ADMIN_UNAUTHORIZED_EVENT, signOutLocally);
    return () => window.removeEventListener(ADMIN_UNAUTHORIZED_EVENT, signOutLocally);
  });

  if (onInvitation) return <Outlet />;
  if (!token) {
    if (onLogin) return <Outlet />;
    return <Navigate to="/admin/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (onLogin) return <Navigate to={staffReturnPath(location.state)} replace />;
  return <AdminChrome onSignedOut={signOutLocally} />;
}

function AdminChrome({ onSignedOut }: { onSignedOut: () => void }) {
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: going to another page closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === pathname;
  const setMenuOpen = (open: boolean) => setMenuPath(open ? pathname : null);
  const me = useAdminMeQuery();
  // A token that is not a member of staff's (an agent's, answered 403) opens the staff sign-in, not
  // a back office whose every call fails.
  const refused = me.error && 'status' in me.error && me.error.status === 403;
  useEffect(() => {
    if (!refused) return;
    setStaffSignInNotice('That session is not a staff account. Sign in with your staff e-mail and password.');
    onSignedOut();
  }, [refused, onSignedOut]);
  const [logout, { isLoading: signingOut }] = useAdminLogoutMutation();
  const config = useCompanyConfig();
  const active = activeNavItem(pathname);
  const staffCan = useStaffCan();

  const signOut = async () => {
    // The session ends here whatever the server says: a dead session answers 401 anyway.
    await logout().catch(() => undefined);
    onSignedOut();
  };

  const nav = (
    <nav aria-label="Back office" className="space-y-1 p-3">
      {ADMIN_NAV.filter((item) => !item.permission || staffCan(item.permission)).map((item) => {
        const Icon = item.icon;
        const current = item === active;
        return (
          <AppLink
            key={item.to}
            to={item.to}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            {item.label}
          </AppLink>
        );
      })}
    </nav>
  );

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        Skip to content
      </a>
      <aside className="hidden w-60 shrink-0 border-e border-slate-200 bg-white lg:block">
        <div className="sticky top-0">
          <BackOfficeTitle companyName={config?.companyShortName ?? config?.companyName} />
          {nav}
        </div>
      </aside>
      {menuOpen && (
        <div
          className="fixed inset-0 z-40 lg:hidden"
          role="dialog"
          aria-modal="true"
          aria-label="Back office menu"
        >
          <button
            type="button"
            aria-label="Close the menu"
            className="absolute inset-0 bg-slate-900/40"
            onClick={() => setMenuOpen(false)}
          />
          <div className="relative h-full w-64 max-w-[85vw] overflow-y-auto bg-white shadow-xl">
            <div className="flex items-center justify-between pe-2">
              <BackOfficeTitle companyName={config?.companyShortName ?? config?.companyName} />
              <button
                type="button"
                aria-label="Close the menu"
                className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
                onClick={() => setMenuOpen(false)}
              >
                <X aria-hidden className="size-5" />
              </button>
            </div>
            {nav}
          </div>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:px-6">
          <button
            type="button"
            aria-label="Open the menu"
            className="-ms-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden className="size-5" />
          </button>
          <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">
            {active?.label ?? 'Back office'}
          </p>
          <p className="hidden truncate text-sm text-slate-600 sm:block" data-testid="admin-signed-in">
            {me.data ? `${me.data.admin.name} (${me.data.admin.email})` : ' '}
          </p>
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={signingOut}
            className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60"
          >
            <LogOut aria-hidden className="rtl:-scale-x-100 size-4" />
            Sign out
          </button>
        </header>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none lg:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function BackOfficeTitle({ companyName }: { companyName: string | undefined }) {
  return (
    <AppLink to="/admin" className="block px-5 py-4">
      <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">Back office</span>
      <span className="block truncate text-base font-bold text-slate-900">{companyName ?? ' '}</span>
    </AppLink>
  );
}
