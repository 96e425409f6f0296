import { Tag, Trash2 } from 'lucide-react';
import { promoDiscount } from '@portal/domain';
import { useAppDispatch } from '../../../app/store';
import { attractionsActions, type AttractionCartItem } from '../attractions.slice';
import { travellersText } from '../lib/cart-text';
import { useSelectedCurrency } from '../lib/use-currency';
import { useRemoveFromCart } from '../lib/use-remove-from-cart';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** The cart on the checkout page: each line with its promo switch and remove button. */
export function CartLines({ cart, disabled }: { cart: AttractionCartItem[]; disabled?: boolean }) {
  const t = useT();
  const fmt = useFormats();
  const dispatch = useAppDispatch();
  const currency = useSelectedCurrency();
  const remove = useRemoveFromCart();
  return (
    <ul className="divide-y divide-slate-100">
      {cart.map((item) => {
        const promo = promoDiscount(item);
        return (
          <li key={item._id} className="flex gap-3 py-3" data-testid="cart-line">
            <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-slate-100">
              {item.image && <img src={item.image} alt="" className="size-full object-cover" />}
            </div>
            <div className="min-w-0 flex-1 space-y-0.5">
              <p className="font-medium text-slate-900">{item.attractionTitle}</p>
              <p className="text-sm text-slate-600">{item.name}</p>
              <p className="text-xs text-slate-500">
                {item.date ? fmt.date(item.date) : ''} · {travellersText(item)}
                {item.hours ? ` · ${item.hours} h` : ''}
                {item.transferType === 'shared'
                  ? ` · ${t('attractions.transfer.shared', 'Shared transfer')}`
                  : item.transferType === 'private'
                    ? ` · ${t('attractions.transfer.private', 'Private transfer')}`
                    : ''}
                {item.slot ? ` · ${item.slot.label}` : ''}
              </p>
              {promo > 0 && (
                <button
                  type="button"
                  disabled={disabled}
                  aria-pressed={item.isPromoAdded}
                  onClick={() =>
                    dispatch(
                      item.isPromoAdded
                        ? attractionsActions.promoRemoved(item._id)
                        : attractionsActions.promoApplied(item._id),
                    )
                  }
                  className="mt-1 inline-flex items-center gap-1 rounded-full border border-emerald-300 px-2.5 py-0.5 text-xs font-medium text-emerald-800 hover:bg-emerald-50"
                >
                  <Tag className="size-3" aria-hidden="true" />
                  {item.isPromoAdded
                    ? t('attractions.promoAppliedValueRemove', 'Promo applied (−{value}) · Remove', {
                        value: fmt.price(promo, currency),
                      })
                    : t('attractions.applyB2bPromoValue', 'Apply B2B promo (−{value})', {
                        value: fmt.price(promo, currency),
                      })}
                </button>
              )}
            </div>
            <div className="flex flex-col items-end justify-between">
              <span className="font-semibold text-slate-900 tabular-nums">
                {fmt.price(item.price, currency)}
              </span>
              <button
                type="button"
                disabled={disabled}
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
        );
      })}
    </ul>
  );
}
