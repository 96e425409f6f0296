import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { cartTotal } from '@portal/domain';
import { buttonClasses } from '../../../components/ui/button';
import { useAppSelector } from '../../../app/store';
import { PAYMENT_PATH } from '../lib/paths';
import { useSelectedCurrency } from '../lib/use-currency';
import { useRemoveFromCart } from '../lib/use-remove-from-cart';
import { travellersText } from '../lib/cart-text';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

export const EMPTY_CART_TEXT = 'Your Cart is empty.....';

/** The header cart's content: items, Grand Total and Book Now (spec section 2.2). */
export default function HeaderCartPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const fmt = useFormats();
  const cart = useAppSelector((s) => s.attractions.cart);
  const currency = useSelectedCurrency();
  const remove = useRemoveFromCart();
  if (cart.length === 0) {
    return <p className="px-4 py-6 text-center text-sm text-slate-600">{EMPTY_CART_TEXT}</p>;
  }
  return (
    <div>
      <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto">
        {cart.map((item) => (
          <li key={item._id} className="flex gap-3 p-3">
            <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-slate-100">
              {item.image && <img src={item.image} alt="" className="size-full object-cover" />}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{item.attractionTitle}</p>
              <p className="truncate text-xs text-slate-600">{item.name}</p>
              <p className="text-xs text-slate-500">
                {item.date ? fmt.date(item.date) : ''} · {travellersText(item)}
              </p>
            </div>
            <div className="flex flex-col items-end justify-between">
              <span className="text-sm font-semibold text-slate-900 tabular-nums">
                {fmt.price(item.price, currency)}
              </span>
              <button
                type="button"
                aria-label={t('attractions.removeNameFromThe', 'Remove {name} from the cart', {
                  name: item.name,
                })}
                onClick={() => remove(item._id)}
                className="rounded p-1 text-slate-400 hover:bg-red-50 hover:text-red-600"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-200 p-3">
        <p className="mb-3 flex items-center justify-between text-sm">
          <span className="font-medium text-slate-700">{t('attractions.grandTotal', 'Grand Total')}</span>
          <span className="text-lg font-bold text-brand-800 tabular-nums" data-testid="cart-grand-total">
            {fmt.price(cartTotal(cart), currency)}
          </span>
        </p>
        <Link to={PAYMENT_PATH} onClick={onClose} className={buttonClasses('accent', 'md', 'w-full')}>
          {t('attractions.bookNow', 'Book Now')}
        </Link>
      </div>
    </div>
  );
}
