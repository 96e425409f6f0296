import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export interface ConfirmDialogProps {
  /** Default true: owners that mount the dialog only while it is asked leave it out. */
  open?: boolean;
  title: ReactNode;
  /** One line under the title: what will happen. */
  description?: ReactNode;
  /** The details (and maybe one field). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  variant?: ButtonVariant;
  /** The way back: "Cancel", "Back", "Keep it". */
  cancelLabel?: string;
  busy: boolean;
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Set when the body holds a field: the body is a form (Enter confirms) and its own submit button. */
  formId?: string;
}

/**
 * Asks before an action that moves money or changes what an agent sees or may do; stays open (and
 * its buttons disabled) while the action runs, and shows why it failed.
 */
export function ConfirmDialog({
  open = true,
  title,
  description,
  children,
  confirmLabel,
  variant = 'primary',
  cancelLabel = 'Cancel',
  busy,
  error,
  onConfirm,
  onCancel,
  formId,
}: ConfirmDialogProps) {
  const errorLine = error ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {error}
    </p>
  ) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          {formId ? (
            <Button type="submit" form={formId} variant={variant} loading={busy}>
              {confirmLabel}
            </Button>
          ) : (
            <Button variant={variant} onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      {formId ? (
        <form id={formId} noValidate onSubmit={submit} className="space-y-4 pb-4">
          {children}
          {errorLine}
        </form>
      ) : children || errorLine ? (
        <div className="space-y-3 pb-4 text-sm text-slate-700">
          {children}
          {errorLine}
        </div>
      ) : null}
    </Dialog>
  );
}

/** A confirmation or failure line under a form (besides the toast), read out when it appears. */
export function OutcomeLine({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.ok ? 'status' : 'alert'}
      className={
        outcome.ok
          ? 'rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800'
          : 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700'
      }
    >
      {outcome.text}
    </p>
  );
}
