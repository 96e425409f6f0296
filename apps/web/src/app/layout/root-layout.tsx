import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { RouterNav } from './router-nav';

/**
 * Scroll to top on every path change and the route-loading screen (spec section 4). No Redux here:
 * /login renders below it before the store has loaded; everything else goes through StoreRoot.
 * Pages read lib/nav.tsx's Nav from here (RouterNav).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const navigation = useNavigation();
  return (
    <>
      <RouterNav>
        <Outlet />
      </RouterNav>
      {navigation.state === 'loading' && <LoadingScreen overlay />}
    </>
  );
}
