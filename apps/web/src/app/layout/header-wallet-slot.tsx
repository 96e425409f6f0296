import { Wallet } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * Header slot for the wallet (spec section 2.2). The wallet module replaces this file's body with the
 * link plus the hover panel "Wallet Amount"; the header only renders <HeaderWalletSlot />.
 */
export function HeaderWalletSlot() {
  return (
    <NavLink
      to="/wallet"
      className={({ isActive }) =>
        cn(
          'hidden items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors sm:inline-flex',
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
        )
      }
    >
      <Wallet className="size-5" aria-hidden="true" />
      <span>Wallet</span>
    </NavLink>
  );
}
