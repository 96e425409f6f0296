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

/** The app's router, which the store's 401 handler navigates with (set once in main.tsx). */
export function setAppRouter(value: RouterRef): void {
  router = value;
}
export function appRouter(): RouterRef | null {
  return router;
}

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
