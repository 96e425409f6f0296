import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { acceptArabicDigits } from '../../lib/i18n/digits';

export const controlClasses = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-400 transition-colors',
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/30',
);

/**
 * The browser's own date boxes show mm/dd/yyyy (or the machine's locale): the portal's dates are
 * DD/MM/YYYY everywhere, through components/date-input.tsx. An Input cannot be one.
 */
export type InputType =
  'text' | 'search' | 'email' | 'tel' | 'url' | 'password' | 'number' | 'time' | 'file' | 'hidden';
type InputProps = Omit<ComponentProps<'input'>, 'type'> & { type?: InputType };

/** A text input; with `inputMode` decimal or numeric it also takes Arabic-Indic digits (issue 35). */
export function Input({ className, type = 'text', onChange, ...props }: InputProps) {
  const numeric = props.inputMode === 'decimal' || props.inputMode === 'numeric';
  return (
    <input
      type={type}
      className={cn(controlClasses, 'h-10', className)}
      onChange={
        numeric
          ? (event) => {
              acceptArabicDigits(event.currentTarget);
              onChange?.(event);
            }
          : onChange
      }
      {...props}
    />
  );
}

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(controlClasses, 'py-2', className)} {...props} />;
}
