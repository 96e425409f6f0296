import { api, UNAUTHORIZED_EVENT } from '../lib/api';
import { sessionActions } from '../stores/session.slice';
import type { AppStore } from './store';

interface Navigator {
  state: { location: { pathname: string } };
  navigate: (to: string, opts?: { replace?: boolean }) => Promise<void>;
}

/**
 * Spec sections 6 and 8: any 401 on a call made with a token logs the agent out and goes to /login.
 * Installed outside React so a 401 during start-up (before the first screen renders) is not missed.
 * On /login itself the API cache is kept so the page's own request state survives.
 */
export function installUnauthorizedHandler(store: AppStore, router: Navigator): () => void {
  const onUnauthorized = () => {
    store.dispatch(sessionActions.loggedOut());
    if (router.state.location.pathname === '/login') return;
    store.dispatch(api.util.resetApiState());
    void router.navigate('/login', { replace: true });
  };
  window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
}
