import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { formatAedMinor } from '../../../lib/format';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useToast } from '../../../lib/use-toast';
import { useCancelInsuranceContractMutation, useInsuranceCancelQuoteQuery } from '../api/contracts.api';

/** Shows what cancelling refunds now (the plan's rule), then cancels (one Idempotency-Key per attempt). */
export function CancelContractDialog({ contractId, onClose }: { contractId: string; onClose: () => void }) {
  const quote = useInsuranceCancelQuoteQuery(contractId);
  const [cancel, state] = useCancelInsuranceContractMutation();
  const attempt = useIdempotentAttempt();
  const toast = useToast();
  const [remark, setRemark] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const q = quote.data;

  const confirm = async () => {
    setFailure(null);
    try {
      const done = await cancel({
        id: contractId,
        remark,
        idempotencyKey: attempt.keyFor(`${contractId}:${remark}`),
      }).unwrap();
      attempt.settle(null);
      toast.success('Policy cancelled', `${formatAedMinor(done.refund)} refunded to your wallet`);
      onClose();
    } catch (error) {
      attempt.settle(error);
      setFailure(errorMessage(error, 'The policy could not be cancelled. Nothing changed.'));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !state.isLoading) onClose();
      }}
      title="Cancel policy"
      description={
        quote.isLoading
          ? 'Working out the refund…'
          : q?.allowed
            ? `Refund ${formatAedMinor(q.refund)} of ${formatAedMinor(q.paid)} (fee ${formatAedMinor(q.fee)}).`
            : (q?.message ?? errorMessage(quote.error))
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={state.isLoading}>
            Keep policy
          </Button>
          <Button
            variant="danger"
            onClick={() => void confirm()}
            loading={state.isLoading}
            disabled={!q?.allowed || state.isLoading}
          >
            Cancel policy
          </Button>
        </>
      }
    >
      <Field label="Reason (optional)">
        <Input value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={500} />
      </Field>
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
