import { lazy, Suspense } from 'react';
import { HeaderCartSlot } from './header-cart-slot';
import { HeaderWalletSlot } from './header-wallet-slot';

// Lazy: the bell's API and contracts stay out of the app frame's chunk (whose dependencies the sign-in
// page's lazy forms would otherwise share, pulling the router onto /login).
const HeaderBell = lazy(() =>
  import('../../features/notifications/components/header-bell').then((m) => ({ default: m.HeaderBell })),
);

export { BottomBar } from './bottom-bar';
export { HeaderTabs } from './header-tabs';
export { ProfileMenu } from './profile-menu';

/** The wallet and cart of the header (spec section 2.2), for agents with access to the modules. */
export function AgentHeaderTools() {
  return (
    <>
      <HeaderWalletSlot />
      <Suspense fallback={null}>
        <HeaderBell />
      </Suspense>
      <HeaderCartSlot />
    </>
  );
}
