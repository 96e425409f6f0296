import { FileText, House, Percent, ReceiptText, Wallet } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { useT, type Translate } from '../../lib/i18n';

// Start and end of the Home button (left and right of it left to right).
const SIDE_ITEMS = (t: Translate) => ({
  start: [
    { to: '/quotation', label: t('bottomBar.quote', 'Quote'), Icon: FileText },
    { to: '/wallet', label: t('bottomBar.wallet', 'Wallet'), Icon: Wallet },
  ],
  end: [
    { to: '/markup/attraction', label: t('bottomBar.markup', 'Markup'), Icon: Percent },
    { to: '/attraction/order', label: t('bottomBar.orders', 'Orders'), Icon: ReceiptText },
  ],
});

function SideItem({ to, label, Icon }: ReturnType<typeof SIDE_ITEMS>['start'][number]) {
  return (
    <li className="flex flex-1 justify-center">
      <NavLink
        to={to}
        className={({ isActive }) =>
          cn(
            'flex min-w-14 flex-col items-center gap-0.5 rounded-lg px-2 py-1.5 text-[11px] font-medium',
            isActive ? 'text-brand-700' : 'text-slate-500 hover:text-slate-800',
          )
        }
      >
        <Icon className="size-5" aria-hidden="true" />
        {label}
      </NavLink>
    </li>
  );
}

/** Spec section 2.2: the mobile bottom bar, hidden on large screens. */
export function BottomBar() {
  const t = useT();
  const items = SIDE_ITEMS(t);
  return (
    <nav
      aria-label={t('bottomBar.label', 'Quick links')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.06)] lg:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-md items-center px-2">
        {items.start.map((item) => (
          <SideItem key={item.to} {...item} />
        ))}
        <li className="flex flex-1 justify-center">
          <NavLink
            to="/"
            end
            aria-label={t('nav.home', 'Home')}
            className={({ isActive }) =>
              cn(
                '-mt-7 flex size-14 items-center justify-center rounded-full text-white shadow-lg ring-4 ring-white transition-colors',
                isActive ? 'bg-accent-500' : 'bg-brand-700 hover:bg-brand-800',
              )
            }
          >
            <House className="size-6" aria-hidden="true" />
          </NavLink>
        </li>
        {items.end.map((item) => (
          <SideItem key={item.to} {...item} />
        ))}
      </ul>
    </nav>
  );
}
