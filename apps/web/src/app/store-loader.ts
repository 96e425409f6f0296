import { useSyncExternalStore } from 'react';
import type * as StoreRuntimeModule from './store-runtime';

/**
 * Redux Toolkit, RTK Query and the store load after the first page is on screen: /login renders
 * without them (issue 11), every other page waits for them in app/layout/store-root.tsx. This module
 * holds no Redux code itself - only the dynamic import and who is waiting for it.
 */
type StoreRuntime = typeof StoreRuntimeModule;

interface RouterRef {
  state: { location: { pathname: string } };
  navigate: (to: string, opts?: { replace?: boolean }) => Promise<void>;
}

let router: RouterRef | null = null;
let loading: Promise<StoreRuntime> | null = null;
let loaded: StoreRuntime | null = null;
const listeners = new Set<() => void>();

let standaloneNavigate: RouterRef['navigate'] | null = null;

/** The app's router, which the store's 401 handler navigates with (set when app/app-boot.tsx starts it). */
export function setAppRouter(value: RouterRef): void {
  router = value;
}
export function appRouter(): RouterRef | null {
  return router;
}

/** How the sign-in page rendered without the router (app/login-boot.tsx) leaves: by starting the app. */
export function setStandaloneNavigate(navigate: RouterRef['navigate']): void {
  standaloneNavigate = navigate;
}

/**
 * The router as the store sees it, whenever the store loaded: the app's router once it runs, before
 * that the standalone sign-in page's navigation (the store may load on /login first).
 */
export const appNavigator: RouterRef = {
  get state() {
    return router?.state ?? { location: { pathname: window.location.pathname } };
  },
  navigate: (to, opts) =>
    router ? router.navigate(to, opts) : (standaloneNavigate?.(to, opts) ?? Promise.resolve()),
};

/** Loads the store once: creates it, installs the 401 handler and starts the session (spec section 4). */
export function loadStore(): Promise<StoreRuntime> {
  loading ??= import('./store-runtime').then((runtime) => {
    loaded = runtime;
    for (const listener of listeners) listener();
    return runtime;
  });
  return loading;
}

/** Starts loading when the browser is idle, e.g. on /login so that signing in finds the store ready. */
export function loadStoreWhenIdle(): void {
  const start = () => void loadStore();
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 200);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded store runtime, or null while it loads (does not start loading by itself). */
export function useStoreRuntime(): StoreRuntime | null {
  return useSyncExternalStore(subscribe, () => loaded);
}
