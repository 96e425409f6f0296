import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export interface PaymentOption {
  value: string;
  label: string;
  note: string;
  Icon: LucideIcon;
}

interface Props {
  options: readonly PaymentOption[];
  /** The chosen value (watched from the form). */
  value: string;
  /** The form's registration of the payment method field. */
  field: UseFormRegisterReturn;
  legend?: string;
  error?: string | undefined;
}

/** The payment method cards of a checkout (wallet, card, pay later): a radio group with a note each. */
export function PaymentOptions({ options, value, field, legend, error }: Props) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-2 text-base font-semibold text-slate-900">
        {legend ?? t('checkout.payment', 'Payment')}
      </legend>
      <div className={cn('grid gap-3', options.length > 2 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map(({ value: v, label, note, Icon }) => (
          <label
            key={v}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border p-4',
              value === v ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-300' : 'border-slate-200',
            )}
          >
            <input type="radio" value={v} {...field} className="mt-1 accent-brand-700" />
            <span>
              <span className="flex items-center gap-2 font-medium text-slate-900">
                <Icon className="size-4" aria-hidden="true" /> {label}
              </span>
              <span className="text-sm text-slate-600">{note}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
