import { useEffect } from 'react';
import { shellApi, useInitialDataQuery, useVisaCountriesQuery } from '../lib/shell-api';
import { nextTask } from '../lib/next-task';
import { homeActions } from '../stores/home.slice';
import { sessionActions } from '../stores/session.slice';
import { preloadAgentChrome } from './layout/agent-chrome';
import type { AppStore } from './store';
import { useAppDispatch } from './store';

/**
 * Spec section 4: the agent is fetched once at start with the stored token. No token: loading ends and
 * the visitor stays logged out. A failure ends loading too (a 401 also fires the log-out event).
 */
export async function startSession(store: AppStore): Promise<void> {
  if (!store.getState().session.token) {
    store.dispatch(sessionActions.agentFetchFailed());
    return;
  }
  // The request in the next task: the store was made in this one (issue 11); the site stays loading.
  await nextTask();
  // Fetched alongside the agent, so the header is complete when the agent arrives.
  preloadAgentChrome();
  const result = await store.dispatch(
    shellApi.endpoints.getReseller.initiate(undefined, { subscribe: false }),
  );
  if (result.data) store.dispatch(sessionActions.agentFetched(result.data));
  else store.dispatch(sessionActions.agentFetchFailed());
}

/**
 * The other start-up loads: initial data and visa countries (home data). Kept as hooks so they refetch
 * after a 401 resets the API cache. The company configuration (page title and favicon) is fetched at
 * page load without the data layer (lib/company-config.ts, main.tsx).
 */
export function useStartUpData(): void {
  const dispatch = useAppDispatch();
  const initial = useInitialDataQuery();
  useVisaCountriesQuery();

  const currencies = initial.data?.currencies;
  useEffect(() => {
    if (!currencies) return;
    dispatch(
      homeActions.currenciesLoaded(
        currencies.map((c) => ({
          isocode: c.isocode,
          conversionRate: c.conversionRate,
          flag: c.country.flag,
        })),
      ),
    );
  }, [currencies, dispatch]);
}
