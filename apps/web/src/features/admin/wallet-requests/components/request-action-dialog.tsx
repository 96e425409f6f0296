import { useState, type ReactNode } from 'react';
import { adminCancelRequestBody, adminConfirmWithdrawalBody, ADMIN_REASON_MAX } from '@portal/contracts';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { useIdempotentAttempt } from '../../../../lib/idempotency';
import { useToast } from '../../../../lib/use-toast';
import { ConfirmDialog } from '../../components/confirm-dialog';

export interface RequestAction {
  kind: 'confirm' | 'cancel';
  /** The request's id: with the reason, what one attempt (and its Idempotency-Key) is about. */
  id: string;
  title: string;
  /** What will happen, with the amount and the agent. */
  summary: ReactNode;
  submitLabel: string;
  /** Toast title on success ("Deposit confirmed"). */
  done: string;
  /** Confirming a withdrawal asks for the bank's payment reference (the agent's statement shows it). */
  askPaymentReference?: boolean;
}

/**
 * Asks before confirming or cancelling a deposit or withdrawal (cancelling asks why). A retry after a
 * lost answer reuses the Idempotency-Key, so the money moves at most once.
 */
export function RequestActionDialog({
  action,
  onClose,
  run,
}: {
  action: RequestAction | null;
  onClose: () => void;
  /** Sends the request; resolves with the server's account of what happened. */
  run: (
    action: RequestAction,
    idempotencyKey: string,
    /** The reason of a cancel, or the payment reference of a withdrawal confirmed. */
    text: string | null,
  ) => Promise<{ message: string }>;
}) {
  const toast = useToast();
  const attempt = useIdempotentAttempt();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState<RequestAction | null>(null);
  if (shownFor !== action) {
    setShownFor(action);
    setReason('');
    setReasonError(undefined);
    setError(null);
  }
  if (!action) return null;
  const cancelling = action.kind === 'cancel';
  const asksReference = action.kind === 'confirm' && action.askPaymentReference === true;

  const submit = async () => {
    setError(null);
    let text: string | null = null;
    if (cancelling) {
      const parsed = adminCancelRequestBody.safeParse({ reason });
      if (!parsed.success) {
        setReasonError(parsed.error.issues[0]?.message ?? 'Give a reason');
        return;
      }
      text = parsed.data.reason;
    }
    if (asksReference) {
      const parsed = adminConfirmWithdrawalBody.safeParse({ paymentReference: reason });
      if (!parsed.success) {
        setReasonError(parsed.error.issues[0]?.message ?? "Give the bank's payment reference");
        return;
      }
      text = parsed.data.paymentReference;
    }
    setReasonError(undefined);
    setBusy(true);
    try {
      const answer = await run(action, attempt.keyFor(`${action.kind}:${action.id}:${text ?? ''}`), text);
      attempt.settle(null);
      toast.success(action.done, answer.message);
      onClose();
    } catch (e) {
      attempt.settle(e);
      const fields = fieldErrors(e);
      const fieldError = fields.reason?.[0] ?? fields.paymentReference?.[0];
      if (fieldError) setReasonError(fieldError);
      else setError(errorMessage(e, 'It did not go through, please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      title={action.title}
      description={action.summary}
      confirmLabel={action.submitLabel}
      variant={cancelling ? 'danger' : 'primary'}
      cancelLabel={cancelling ? 'Keep it' : 'Back'}
      busy={busy}
      error={error}
      onConfirm={() => void submit()}
      onCancel={onClose}
      formId="request-action-form"
    >
      {cancelling && (
        <Field
          label="Reason (e-mailed to the agent)"
          required
          error={reasonError}
          hint={`3-${ADMIN_REASON_MAX} characters`}
        >
          <Textarea
            autoFocus
            rows={3}
            maxLength={ADMIN_REASON_MAX + 50}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
      )}
      {asksReference && (
        <Field
          label="Bank payment reference (shown on the agent's statement)"
          required
          error={reasonError}
          hint="3-60 characters, as on the company's bank statement"
        >
          <Input autoFocus maxLength={80} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      )}
    </ConfirmDialog>
  );
}
