import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { QUOTATION_PAGES, type QuotationDraftInput } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useToast } from '../../../lib/use-toast';
import { useCreateQuotationMutation } from '../api/drafts.api';
import { useQuotationInitialQuery } from '../api/lookups.api';
import { QuotationForm } from '../components/form/quotation-form';
import { PageTitle } from '../components/page-title';
import { quotationActions as q, selectQuotation } from '../quotation.slice';
import { useT } from '../../../lib/i18n';

/** /quotation: a new quotation (spec section 2.1 group B; the "Insta Quote" tab). */
export function QuotationCreatePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const editing = useAppSelector((s) => selectQuotation(s).editing);
  const lookups = useQuotationInitialQuery();
  const [create, state] = useCreateQuotationMutation();
  const attempt = useIdempotentAttempt();

  // A draft loaded from an amendment on the edit page is not a new quotation.
  useEffect(() => {
    if (editing !== null) dispatch(q.reset());
  }, [editing, dispatch]);

  const save = async (body: QuotationDraftInput) => {
    try {
      const amendment = await create({ body, idempotencyKey: attempt.keyFor(JSON.stringify(body)) }).unwrap();
      attempt.settle(null);
      toast.success(
        t('quotations.saved', 'Quotation saved'),
        t('quotations.savedText', 'Quotation {number} is ready to send.', {
          number: amendment.quotationNumber,
        }),
      );
      void navigate(QUOTATION_PAGES.view(amendment._id));
      dispatch(q.reset());
    } catch (error) {
      attempt.settle(error);
      throw error;
    }
  };

  if (lookups.isLoading)
    return <SkeletonList rows={6} label={t('quotations.loadingForm', 'Loading the quotation form')} />;
  if (lookups.error || !lookups.data)
    return (
      <LoadError
        error={lookups.error}
        what={t('quotations.theForm', 'the quotation form')}
        onRetry={() => void lookups.refetch()}
        retrying={lookups.isFetching}
      />
    );
  return (
    <QuotationForm
      lookups={lookups.data}
      title={<PageTitle>{t('quotations.new', 'New quotation')}</PageTitle>}
      submitLabel={t('quotations.save', 'Save quotation')}
      resetLabel={t('quotations.startOver', 'Start over')}
      onSave={save}
      saving={state.isLoading}
    />
  );
}
