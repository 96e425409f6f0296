import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useClickOutside } from '../../../lib/use-click-outside';
import { reloadedFromStorage } from '../cart-state';
import { useT } from '../../../lib/i18n';

// The list, totals and remove actions load on first open; the header itself stays small.
const HeaderCartPanel = lazy(() => import('./header-cart-panel'));

/** Spec section 2.2: the header's cart button and its dropdown. */
export function HeaderCart() {
  const t = useT();
  const dispatch = useAppDispatch();
  const count = useAppSelector((s) => s.attractions.cart.length);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useClickOutside(rootRef, open, () => setOpen(false));

  // Another tab changed the cart or favourites: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cart || event.key === STORAGE_KEYS.favourites) {
        dispatch(reloadedFromStorage());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        aria-label={t('attractions.cartCount', 'Cart, {count, plural, one {# item} other {# items}}', {
          count,
        })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <ShoppingCart className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span className="absolute -top-0.5 -end-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] leading-5 font-bold text-white">
            {count}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          data-testid="cart-dropdown"
          className="fixed inset-x-2 top-16 z-40 mt-1 animate-pop-in rounded-xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:end-0 sm:w-96"
        >
          <Suspense fallback={<div className="h-24 animate-pulse rounded-xl bg-slate-50" />}>
            <HeaderCartPanel onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
