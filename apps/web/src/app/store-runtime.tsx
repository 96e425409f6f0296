import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AgentRecord } from '@portal/contracts';
import { nextTask } from '../lib/next-task';
import { shellApi } from '../lib/shell-api';
import { sessionActions } from '../stores/session.slice';
import { startSession } from './start-up';
import { createStore } from './store';
import { Toaster } from './layout/toaster';
import { appNavigator } from './store-loader';
import { installUnauthorizedHandler } from './unauthorized';

/** The one store of the page, made when this module loads (app/store-loader.ts decides when). */
export const store = createStore();
installUnauthorizedHandler(store, appNavigator);
// Without a token the session ends its loading state here, synchronously: the sign-in page must never
// see the store's initial "site loading" (it would swap its form for the loading screen and lose what
// was typed). The requests - the session check, and the home data that goes with it rather than after
// the first page under the store root has rendered (app/start-up.ts keeps them subscribed) - are made
// in the next task, not inside the one that evaluates Redux Toolkit and the app (issue 11).
void startSession(store);
void nextTask().then(() => {
  void store.dispatch(shellApi.endpoints.initialData.initiate());
  void store.dispatch(shellApi.endpoints.visaCountries.initiate());
});

/** The store for a subtree rendered outside the store root (the sign-in page's recovery forms). */
export function StoreProvider({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

/** The toasts, for a page rendered outside the store root (/login: the password-reset toast). */
export function StoreToaster() {
  return (
    <Provider store={store}>
      <Toaster />
    </Provider>
  );
}

/** After a sign-in through the plain form (login-form.tsx): the agent and token into the session. */
export function signedIn(agent: AgentRecord, token: string): void {
  store.dispatch(sessionActions.loggedIn({ agent, token }));
}

export type { RootState } from './store';
