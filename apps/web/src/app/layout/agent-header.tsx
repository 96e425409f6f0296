import { HeaderBell } from '../../features/notifications/components/header-bell';
import { HeaderCartSlot } from './header-cart-slot';
import { HeaderWalletSlot } from './header-wallet-slot';

export { BottomBar } from './bottom-bar';
export { HeaderTabs } from './header-tabs';
export { ProfileMenu } from './profile-menu';

/** The wallet and cart of the header (spec section 2.2), for agents with access to the modules. */
export function AgentHeaderTools() {
  return (
    <>
      <HeaderWalletSlot />
      <HeaderBell />
      <HeaderCartSlot />
    </>
  );
}
