import { useEffect } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cn } from '../lib/cn';
import type { Alert } from '../stores/home.slice';

export const TOAST_HIDE_MS = 5000;

/** One toast of the shell's Toaster (spec section 2.2): hides itself after 5 s or when closed by hand. */
export default function ToastCard({
  kind,
  alert,
  onClose,
}: {
  kind: 'error' | 'success';
  alert: Alert;
  onClose: () => void;
}) {
  // A new alert object (even with the same text) restarts the timer.
  useEffect(() => {
    if (!alert.status) return;
    const timer = window.setTimeout(onClose, TOAST_HIDE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onClose is a new closure each render; the alert drives the timer
  }, [alert]);
  if (!alert.status) return null;
  const isError = kind === 'error';
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-xl border bg-white p-4 shadow-xl sm:w-96',
        isError ? 'border-red-200' : 'border-emerald-200',
      )}
      data-testid={`toast-${kind}`}
    >
      <span
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          isError ? 'bg-red-50 text-red-600' : 'bg-emerald-50 text-emerald-600',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">{alert.title}</p>
        <p className="mt-0.5 text-sm break-words text-slate-600">{alert.text}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={`Close ${kind} message`}
        className="-m-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
