import { cn } from '../../../lib/cn';

/** An on/off switch with its visible label (role switch, so screen readers read it as one). */
export function Switch({
  checked,
  onChange,
  label,
  ariaLabel,
  disabled,
  className,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  /** The name read out when the visible label alone does not say what is switched. */
  ariaLabel?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={ariaLabel}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'inline-flex items-center gap-2 rounded-full text-sm font-medium text-slate-700',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          checked ? 'bg-brand-700' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0.5 rtl:-translate-x-0.5',
          )}
        />
      </span>
      {label}
    </button>
  );
}
