import { Outlet } from 'react-router';
import { Provider } from 'react-redux';
import { SiteLoading } from '../../components/loading-screen';
import { useStartUpData } from '../start-up';
import { useAppSelector } from '../store';
import { store } from '../store-runtime';
import { Toaster } from './toaster';

function StartedUp() {
  useStartUpData();
  const isSiteLoading = useAppSelector((s) => s.session.isSiteLoading);
  return (
    <>
      {isSiteLoading ? <SiteLoading /> : <Outlet />}
      <Toaster />
    </>
  );
}

/**
 * The store and everything that needs it: start-up data, the session-loading text of spec section 4,
 * the toasts. A lazy route (app/router.tsx), so Redux Toolkit loads with the first page under it.
 */
export function StoreRoot() {
  return (
    <Provider store={store}>
      <StartedUp />
    </Provider>
  );
}
