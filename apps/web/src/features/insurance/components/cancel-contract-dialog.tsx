import { CancelQuoteDialog } from '../../../components/orders/cancel-quote-dialog';
import { useCancelInsuranceContractMutation, useInsuranceCancelQuoteQuery } from '../api/contracts.api';
import { useT } from '../../../lib/i18n';

/** Shows what cancelling refunds now (the plan's rule), then cancels (one Idempotency-Key per attempt). */
export function CancelContractDialog({ contractId, onClose }: { contractId: string; onClose: () => void }) {
  const t = useT();
  const quote = useInsuranceCancelQuoteQuery(contractId);
  const [cancel] = useCancelInsuranceContractMutation();
  return (
    <CancelQuoteDialog
      title={t('insurance.cancelPolicy', 'Cancel policy')}
      quote={quote}
      keepLabel={t('insurance.keepPolicy', 'Keep policy')}
      confirmLabel={t('insurance.cancelPolicy', 'Cancel policy')}
      doneTitle={t('insurance.policyCancelled', 'Policy cancelled')}
      withRemark
      attemptFor={contractId}
      onConfirm={(remark, idempotencyKey) => cancel({ id: contractId, remark, idempotencyKey }).unwrap()}
      onClose={onClose}
    />
  );
}
