import { BookedBy } from '../../../components/orders/booked-by';
import { OrderCreditNotes } from '../../../components/orders/credit-notes';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Download, FileDown, RotateCcw } from 'lucide-react';
import { VISA_PAGES, VISA_PATHS } from '@portal/contracts';
import { VISA_DOCUMENT_FIELDS, VISA_DOCUMENT_LABELS, VISA_STATUS_LABELS } from '@portal/domain';
import { useAppSelector } from '../../../app/store';
import { ConfirmPaymentDialog } from '../../../components/checkout/confirm-payment-dialog';
import { Button } from '../../../components/ui/button';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { formatPrice } from '../../../lib/money';
import { useDownload } from '../../../lib/use-download';
import { useToast } from '../../../lib/use-toast';
import { usePayVisaApplicationMutation, useVisaApplicationQuery } from '../api/visas.api';
import { VisaStatusBadge } from '../components/status-badge';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useCan } from '../../../lib/permissions';

/** /visa/order/{id}/details: per-traveller status, documents, the visa PDF, reapply, invoice and payment. */
export function VisaDetailsPage() {
  const { id = '' } = useParams();
  const can = useCan();
  const [params] = useSearchParams();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const { data, error, isLoading } = useVisaApplicationQuery(id);
  const { busy, download } = useDownload();
  const [pay, paying] = usePayVisaApplicationMutation();
  const attempt = useIdempotentAttempt();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  if (isLoading) return <SkeletonList rows={4} label="Loading the application" />;
  if (error || !data)
    return (
      <p role="alert" className="p-6 text-red-600">
        {errorMessage(error, 'The application could not be loaded')}
      </p>
    );
  const app = data.visaApplication;
  const payByWallet = async () => {
    const body = { paymentMethod: 'wallet' as const, expectedPrice: app.totalAmount };
    const res = await pay({
      id: app._id,
      key: attempt.keyFor(JSON.stringify({ id: app._id, ...body })),
      body,
    });
    attempt.settle('error' in res ? res.error : null);
    setConfirming(false);
    if ('error' in res) toast.error('Payment failed', errorMessage(res.error));
    else toast.success('Paid', `${app.referenceNumber} is submitted to the company`);
  };
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-3 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Visa application {app.referenceNumber}</h1>
          <VisaStatusBadge status={app.status} label={app.outcome} />
          <p className="text-sm text-slate-600">
            {app.visaType.visaName} · {app.nationality.nationality} · travel {formatDate(app.travelDate)} ·{' '}
            {formatPrice(app.totalAmount, currency)}
          </p>
          <BookedBy name={app.bookedBy} />
        </div>
        <div className="flex gap-2">
          {app.paymentState === 'paid' && (
            <Button
              variant="secondary"
              loading={busy === 'invoice'}
              onClick={() =>
                void download('invoice', VISA_PATHS.invoice(app._id), `invoice-${app.referenceNumber}.pdf`)
              }
            >
              <FileDown className="size-4" aria-hidden="true" /> Tax invoice
            </Button>
          )}
          {app.paymentState !== 'paid' && can('bookings.pay') && (
            <Button
              loading={paying.isLoading}
              disabled={!app.documentsComplete}
              onClick={() => setConfirming(true)}
            >
              Pay by wallet
            </Button>
          )}
        </div>
      </div>
      <ConfirmPaymentDialog
        method={confirming ? 'wallet' : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void payByWallet()}
        busy={paying.isLoading}
        item={`${app.visaType.visaName}, ${app.travellers.length} ${app.travellers.length === 1 ? 'traveller' : 'travellers'}`}
        amount={app.totalAmount}
      />
      {params.get('payment') === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          The card payment did not go through; nothing was charged. You can pay again.
        </p>
      )}
      {app.paymentState !== 'paid' && !app.documentsComplete && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          Upload the passport pages and photo of every traveller before paying.
        </p>
      )}
      {app.orderId && app.paymentState === 'paid' ? <OrderCreditNotes orderId={app.orderId} /> : null}
      <ul className="space-y-3">
        {app.travellers.map((t) => (
          <li
            key={t._id}
            className="rounded-xl border border-slate-200 bg-white p-4"
            aria-label={`${t.firstName} ${t.lastName}`}
            data-testid="visa-traveller"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">
                {t.position}. {t.firstName} {t.lastName}{' '}
                <span className="text-sm font-normal text-slate-500">
                  ({t.paxType === 'ADT' ? 'adult' : 'child'}, passport {t.passportNo})
                </span>
              </p>
              <VisaStatusBadge status={t.status} />
            </div>
            {t.rejectionReason && <p className="mt-1 text-sm text-red-700">Reason: {t.rejectionReason}</p>}
            <div className="mt-2 flex flex-wrap gap-2">
              {t.hasVisa && (
                <Button
                  size="sm"
                  loading={busy === `visa-${t._id}`}
                  onClick={() =>
                    void download(
                      `visa-${t._id}`,
                      VISA_PATHS.visaPdf(app._id, t._id),
                      `visa-${t.lastName}.pdf`,
                    )
                  }
                >
                  <Download className="size-4" aria-hidden="true" /> Download visa
                </Button>
              )}
              {t.status === 'rejected' && (
                <Link
                  className="inline-flex h-8 items-center gap-1 rounded-lg bg-amber-600 px-3 text-sm font-semibold text-white"
                  to={VISA_PAGES.passenger(app._id, t._id)}
                >
                  <RotateCcw className="size-4" aria-hidden="true" /> Reapply
                </Link>
              )}
              {VISA_DOCUMENT_FIELDS.filter((f) => t.documents[f]).map((f) => (
                <Button
                  key={f}
                  size="sm"
                  variant="ghost"
                  loading={busy === `${t._id}-${f}`}
                  onClick={() =>
                    void download(`${t._id}-${f}`, VISA_PATHS.document(app._id, t._id, f), `${f}`)
                  }
                >
                  {VISA_DOCUMENT_LABELS[f]}
                </Button>
              ))}
            </div>
            {t.history.length > 0 && (
              <ol className="mt-2 space-y-0.5 text-xs text-slate-500">
                {t.history.map((h, i) => (
                  <li key={i}>
                    {formatDateTime(h.at)} - {VISA_STATUS_LABELS[h.status]}
                    {h.note ? `: ${h.note}` : ''}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
      <Link className="text-sm font-semibold text-brand-700" to={VISA_PAGES.orders}>
        All visa applications
      </Link>
    </div>
  );
}
