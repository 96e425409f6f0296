import { StrictMode, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { LoginPage } from '../features/auth/pages/login-page';
import { LanguageProvider } from '../lib/i18n/provider';
import { NavContext, type Nav } from '../lib/nav';
import { STANDALONE_LOGIN_PATH } from './standalone-login';
import { setStandaloneNavigate } from './store-loader';

/**
 * The sign-in page as the first page of a visit, rendered without React Router (issue 11: /login's
 * initial JavaScript is React, the page and its form). Its Nav (lib/nav.tsx) works on the History
 * API; any address other than /login - a link, the sign-in itself, the back button - starts the app
 * (`startApp`) there, which then renders every page, /login included, under its router.
 */
export function bootLogin(root: Root, startApp: () => Promise<void>): void {
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  let leaving: Promise<void> | null = null;
  const leave = () => {
    window.removeEventListener('popstate', onPop);
    leaving ??= startApp();
    return leaving;
  };
  const onPop = () => {
    if (STANDALONE_LOGIN_PATH.test(window.location.pathname)) changed();
    else void leave();
  };
  window.addEventListener('popstate', onPop);

  const navigate = (to: string, options?: { replace?: boolean; state?: unknown }): Promise<void> => {
    if (leaving) return leaving;
    const url = new URL(to, window.location.href);
    // React Router's history entry shape, so the router reads this state as location.state.
    const entry = { usr: options?.state ?? null, key: Math.random().toString(36).slice(2, 10) };
    if (options?.replace) window.history.replaceState(entry, '', url);
    else window.history.pushState(entry, '', url);
    if (STANDALONE_LOGIN_PATH.test(url.pathname)) {
      changed();
      return Promise.resolve();
    }
    return leave();
  };
  setStandaloneNavigate(navigate);

  function StandaloneNav({ children }: { children: ReactNode }) {
    const current = useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => version,
    );
    const value = useMemo<Nav>(
      () => ({
        pathname: window.location.pathname,
        search: new URLSearchParams(window.location.search),
        state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
        navigate,
        setSearch: (next, options) => {
          const query = new URLSearchParams(next).toString();
          void navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
        },
      }),
      // Recomputed on every change of address (`current` is the change counter).
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [current],
    );
    return <NavContext value={value}>{children}</NavContext>;
  }

  root.render(
    <StrictMode>
      <LanguageProvider>
        <StandaloneNav>
          <LoginPage />
        </StandaloneNav>
      </LanguageProvider>
    </StrictMode>,
  );
}
