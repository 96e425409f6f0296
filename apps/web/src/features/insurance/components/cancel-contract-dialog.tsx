import { CancelQuoteDialog } from '../../../components/orders/cancel-quote-dialog';
import { useCancelInsuranceContractMutation, useInsuranceCancelQuoteQuery } from '../api/contracts.api';

/** Shows what cancelling refunds now (the plan's rule), then cancels (one Idempotency-Key per attempt). */
export function CancelContractDialog({ contractId, onClose }: { contractId: string; onClose: () => void }) {
  const quote = useInsuranceCancelQuoteQuery(contractId);
  const [cancel] = useCancelInsuranceContractMutation();
  return (
    <CancelQuoteDialog
      title="Cancel policy"
      quote={quote}
      keepLabel="Keep policy"
      confirmLabel="Cancel policy"
      doneTitle="Policy cancelled"
      withRemark
      attemptFor={contractId}
      onConfirm={(remark, idempotencyKey) => cancel({ id: contractId, remark, idempotencyKey }).unwrap()}
      onClose={onClose}
    />
  );
}
