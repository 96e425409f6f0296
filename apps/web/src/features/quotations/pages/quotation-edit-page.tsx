import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QUOTATION_PAGES, type QuotationDraftInput } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useToast } from '../../../lib/use-toast';
import { useQuotationAmendmentQuery } from '../api/amendments.api';
import { useUpdateQuotationMutation } from '../api/drafts.api';
import { useQuotationInitialQuery } from '../api/lookups.api';
import { QuotationForm } from '../components/form/quotation-form';
import { PageTitle } from '../components/page-title';
import { fromAmendment } from '../lib/draft-input';
import { quotationActions as q, selectQuotation } from '../quotation.slice';
import { amendmentIdOf } from '../lib/labels';
import { useT } from '../../../lib/i18n';

/**
 * /quotation/list/edit/{amendment}: the form filled from an amendment's draft (spec section 3: the
 * amendment is the source for editing); saving makes a new amendment of the same quotation.
 */
export function QuotationEditPage() {
  const t = useT();
  const id = amendmentIdOf(useParams().amendment);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const editing = useAppSelector((s) => selectQuotation(s).editing);
  const amendment = useQuotationAmendmentQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const lookups = useQuotationInitialQuery();
  const [update, state] = useUpdateQuotationMutation();
  const attempt = useIdempotentAttempt();
  const saved = useRef(false);
  const a = amendment.data;

  useEffect(() => {
    if (a && lookups.data && editing !== a._id && !saved.current)
      dispatch(q.loaded({ draft: fromAmendment(a, lookups.data.cities), amendmentId: a._id }));
  }, [a, lookups.data, editing, dispatch]);

  if (!id)
    return (
      <EmptyState
        title={t('quotations.notExist', 'This quotation does not exist')}
        description={t('quotations.openToEdit', 'Open a quotation from your list to edit it.')}
        action={
          <Link to={QUOTATION_PAGES.list} className="text-sm font-semibold text-sky-700 underline">
            {t('quotations.mine', 'My quotations')}
          </Link>
        }
      />
    );
  if (amendment.isLoading || lookups.isLoading)
    return <SkeletonList rows={6} label={t('quotations.loadingOne', 'Loading the quotation')} />;
  const error = amendment.error ?? lookups.error;
  if (error || !a || !lookups.data)
    return (
      <LoadError
        error={error}
        what={t('quotations.theQuotation', 'the quotation')}
        onRetry={() => void (amendment.error ? amendment.refetch() : lookups.refetch())}
      />
    );
  if (a.status === 'confirmed')
    return (
      <EmptyState
        title={t('quotations.isConfirmed', 'This quotation is confirmed')}
        description={t('quotations.cannotChange', 'A confirmed quotation cannot be changed.')}
        action={
          <Link to={QUOTATION_PAGES.view(a._id)} className="text-sm font-semibold text-sky-700 underline">
            {t('quotations.viewIt', 'View the quotation')}
          </Link>
        }
      />
    );
  if (editing !== a._id)
    return <SkeletonList rows={6} label={t('quotations.loadingOne', 'Loading the quotation')} />;

  const save = async (body: QuotationDraftInput) => {
    try {
      const next = await update({
        quotationNumber: a.quotationNumber,
        body,
        idempotencyKey: attempt.keyFor(JSON.stringify({ quotationNumber: a.quotationNumber, body })),
      }).unwrap();
      attempt.settle(null);
      saved.current = true;
      toast.success(
        t('quotations.updated', 'Quotation updated'),
        t('quotations.updatedText', 'Version {n} of {number} is saved.', {
          n: next.amendmentNo,
          number: next.quotationNumber,
        }),
      );
      void navigate(QUOTATION_PAGES.view(next._id));
      dispatch(q.reset());
    } catch (e) {
      attempt.settle(e);
      throw e;
    }
  };

  return (
    <QuotationForm
      lookups={lookups.data}
      title={
        <PageTitle>
          {t('quotations.editTitle', 'Edit {number}', { number: a.quotationNumber })}{' '}
          <span className="text-base font-medium text-slate-500">
            {t('quotations.fromVersion', 'from version {n}', { n: a.amendmentNo })}
          </span>
        </PageTitle>
      }
      submitLabel={t('quotations.saveVersion', 'Save new version')}
      resetLabel={t('quotations.discard', 'Discard changes')}
      onSave={save}
      saving={state.isLoading}
    />
  );
}
