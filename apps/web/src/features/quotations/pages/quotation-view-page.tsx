import { BookedBy } from '../../../components/orders/booked-by';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QUOTATION_PAGES } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppDispatch } from '../../../app/store';
import { useQuotationAmendmentQuery } from '../api/amendments.api';
import { PageTitle } from '../components/page-title';
import { ConfirmDialog } from '../components/view/confirm-dialog';
import { QuotationDocument } from '../components/view/quotation-document';
import { VersionsList } from '../components/view/versions-list';
import { QuotationPaymentLinks } from '../components/view/quotation-payment-links';
import { ViewActions } from '../components/view/view-actions';
import { quotationActions as q } from '../quotation.slice';
import { amendmentIdOf } from '../lib/labels';
import { useT } from '../../../lib/i18n';

/** Printing the document alone: the shell around the page (header, footer, bottom bar) is left out. */
const PRINT_CSS =
  '@media print { :has(> #main) > :not(#main) { display: none !important; } :has(> #main) { padding: 0 !important; } }';

/** /quotation/view?amendment={id}: one version of a quotation as the client document. */
export function QuotationViewPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = amendmentIdOf(params.get('amendment'));
  const dispatch = useAppDispatch();
  const amendment = useQuotationAmendmentQuery(id, { skip: !id });
  const [showCost, setShowCost] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const a = amendment.data;

  // Spec section 4: the quotation's status and amendmentId are settable in the store.
  useEffect(() => {
    if (a) dispatch(q.statusSet({ status: a.status, amendmentId: a._id }));
  }, [a, dispatch]);

  if (!id) return <NoQuotation />;
  if (amendment.isLoading)
    return <SkeletonList rows={6} label={t('quotations.loadingOne', 'Loading the quotation')} />;
  if (amendment.error || !a)
    return (
      <LoadError
        error={amendment.error}
        what={t('quotations.theQuotation', 'the quotation')}
        onRetry={() => void amendment.refetch()}
        retrying={amendment.isFetching}
      />
    );

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-3 py-6 sm:px-6 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="print:hidden">
        <PageTitle links={['list', 'create']}>
          {t('quotations.title', 'Quotation {number}', { number: a.quotationNumber })}
        </PageTitle>
        <BookedBy name={a.bookedBy} />
      </div>
      <ViewActions a={a} showCost={showCost} onShowCost={setShowCost} onConfirm={() => setConfirming(true)} />
      {!a.isLatest ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 print:hidden">
          {t(
            'quotations.earlier',
            'This is an earlier version of the quotation; only the latest can be confirmed.',
          )}
        </p>
      ) : null}
      <QuotationPaymentLinks a={a} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] print:block">
        <QuotationDocument a={a} showCost={showCost} />
        <aside className="lg:self-start print:hidden">
          <VersionsList quotationNumber={a.quotationNumber} current={a._id} />
        </aside>
      </div>
      {confirming ? <ConfirmDialog a={a} open={confirming} onOpenChange={setConfirming} /> : null}
    </div>
  );
}

function NoQuotation() {
  const t = useT();
  return (
    <EmptyState
      title={t('quotations.noneChosen', 'No quotation chosen')}
      description={t('quotations.openFromList', 'Open a quotation from your list.')}
      action={
        <Link to={QUOTATION_PAGES.list} className="text-sm font-semibold text-sky-700 underline">
          {t('quotations.mine', 'My quotations')}
        </Link>
      }
    />
  );
}
