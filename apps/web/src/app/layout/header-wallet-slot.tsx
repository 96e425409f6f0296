import { HeaderWallet } from '../../features/wallet/components/header-wallet';

/** Header slot for the wallet (spec section 2.2): the Wallet link and its "Wallet Amount" hover panel. */
export function HeaderWalletSlot() {
  return <HeaderWallet />;
}
