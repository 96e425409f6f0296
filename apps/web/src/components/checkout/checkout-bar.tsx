import type { ReactNode } from 'react';

interface Props {
  /** What the amount is, e.g. "Total for 4 travellers". */
  label: string;
  amount: string;
  /** A short line under the amount (a blocking reason, an error). */
  note?: ReactNode;
  /** The page's action (its submit button). */
  children: ReactNode;
}

/**
 * Phones and tablets: the amount to pay and the page's action fixed at the bottom of the screen, so
 * neither is a long scroll away (from lg the page's own summary column stays in view instead). The
 * route hides the shell's bottom bar and the page leaves room for this one (pb-28 lg:pb-6).
 */
export function CheckoutBar({ label, amount, note, children }: Props) {
  return (
    <div
      data-testid="checkout-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-slate-500">{label}</p>
          <p className="text-lg font-bold text-slate-900 tabular-nums" data-testid="checkout-bar-amount">
            {amount}
          </p>
          {note && <div className="line-clamp-2 text-xs">{note}</div>}
        </div>
        <div className="shrink-0">{children}</div>
      </div>
    </div>
  );
}
