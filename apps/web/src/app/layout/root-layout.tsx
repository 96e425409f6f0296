import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useAppSelector } from '../store';
import { LoadingScreen, SiteLoading } from '../../components/loading-screen';
import { useStartUpData } from '../start-up';
import { Toaster } from './toaster';

/** Start-up data, scroll to top on every path change, the route-loading screen and the toasts (spec section 4). */
export function RootLayout() {
  useStartUpData();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const navigation = useNavigation();
  const isSiteLoading = useAppSelector((s) => s.session.isSiteLoading);
  return (
    <>
      {isSiteLoading ? <SiteLoading /> : <Outlet />}
      {navigation.state === 'loading' && <LoadingScreen overlay />}
      <Toaster />
    </>
  );
}
