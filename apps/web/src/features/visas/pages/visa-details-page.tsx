import { BookedBy } from '../../../components/orders/booked-by';
import { OrderCreditNotes } from '../../../components/orders/credit-notes';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Download, FileDown, RotateCcw } from 'lucide-react';
import { VISA_PAGES, VISA_PATHS } from '@portal/contracts';
import { VISA_DOCUMENT_FIELDS } from '@portal/domain';
import { useAppSelector } from '../../../app/store';
import { ConfirmPaymentDialog } from '../../../components/checkout/confirm-payment-dialog';
import { Button } from '../../../components/ui/button';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useIdempotentAttempt } from '../../../lib/idempotency';
import { useDownload } from '../../../lib/use-download';
import { useToast } from '../../../lib/use-toast';
import { usePayVisaApplicationMutation, useVisaApplicationQuery } from '../api/visas.api';
import { VisaStatusBadge } from '../components/status-badge';
import { useCan } from '../../../lib/permissions';
import { useT } from '../../../lib/i18n';
import { visaDocumentLabel, visaOutcomeLabel, visaStatusLabel } from '../lib/labels';
import { useFormats } from '../../../lib/use-formats';

/** /visa/order/{id}/details: per-traveller status, documents, the visa PDF, reapply, invoice and payment. */
export function VisaDetailsPage() {
  const { id = '' } = useParams();
  const can = useCan();
  const t = useT();
  const fmt = useFormats();
  const [params] = useSearchParams();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const { data, error, isLoading } = useVisaApplicationQuery(id);
  const { busy, download } = useDownload();
  const [pay, paying] = usePayVisaApplicationMutation();
  const attempt = useIdempotentAttempt();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  if (isLoading) return <SkeletonList rows={4} label={t('visaDetails.loading', 'Loading the application')} />;
  if (error || !data)
    return (
      <p role="alert" className="p-6 text-red-600">
        {errorMessage(error, t('visaDetails.loadFailed', 'The application could not be loaded'))}
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
    if ('error' in res) toast.error(t('visaDetails.payFailed', 'Payment failed'), errorMessage(res.error));
    else
      toast.success(
        t('visaDetails.paid', 'Paid'),
        t('visaDetails.submitted', '{reference} is submitted to the company', {
          reference: app.referenceNumber,
        }),
      );
  };
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-3 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            {t('visaDetails.title', 'Visa application {reference}', { reference: app.referenceNumber })}
          </h1>
          <VisaStatusBadge
            status={app.status}
            label={visaOutcomeLabel(
              app.outcome,
              app.travellers.map((x) => x.status),
            )}
          />
          <p className="text-sm text-slate-600">
            {app.visaType.visaName} · {app.nationality.nationality} ·{' '}
            {t('visaDetails.travel', 'travel {date}', { date: fmt.date(app.travelDate) })} ·{' '}
            <bdi>{fmt.price(app.totalAmount, currency)}</bdi>
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
              <FileDown className="size-4" aria-hidden="true" /> {t('visaDetails.invoice', 'Tax invoice')}
            </Button>
          )}
          {app.paymentState !== 'paid' && can('bookings.pay') && (
            <Button
              loading={paying.isLoading}
              disabled={!app.documentsComplete}
              onClick={() => setConfirming(true)}
            >
              {t('visaDetails.payWallet', 'Pay by wallet')}
            </Button>
          )}
        </div>
      </div>
      <ConfirmPaymentDialog
        method={confirming ? 'wallet' : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void payByWallet()}
        busy={paying.isLoading}
        item={t('visaApply.item', '{visa}, {count, plural, one {# traveller} other {# travellers}}', {
          visa: app.visaType.visaName,
          count: app.travellers.length,
        })}
        amount={app.totalAmount}
      />
      {params.get('payment') === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {t(
            'visaDetails.cardFailed',
            'The card payment did not go through; nothing was charged. You can pay again.',
          )}
        </p>
      )}
      {app.paymentState !== 'paid' && !app.documentsComplete && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          {t(
            'visaDetails.uploadFirst',
            'Upload the passport pages and photo of every traveller before paying.',
          )}
        </p>
      )}
      {app.orderId && app.paymentState === 'paid' ? <OrderCreditNotes orderId={app.orderId} /> : null}
      <ul className="space-y-3">
        {app.travellers.map((tr) => (
          <li
            key={tr._id}
            className="rounded-xl border border-slate-200 bg-white p-4"
            aria-label={`${tr.firstName} ${tr.lastName}`}
            data-testid="visa-traveller"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">
                {tr.position}. {tr.firstName} {tr.lastName}{' '}
                <span className="text-sm font-normal text-slate-500">
                  (
                  {tr.paxType === 'ADT'
                    ? t('visaDetails.adultPassport', 'adult, passport {passport}', {
                        passport: tr.passportNo,
                      })
                    : t('visaDetails.childPassport', 'child, passport {passport}', {
                        passport: tr.passportNo,
                      })}
                  )
                </span>
              </p>
              <VisaStatusBadge status={tr.status} />
            </div>
            {tr.rejectionReason && (
              <p className="mt-1 text-sm text-red-700">
                {t('visaDetails.reason', 'Reason:')} <bdi>{tr.rejectionReason}</bdi>
              </p>
            )}
            <div className="mt-2 flex flex-wrap gap-2">
              {tr.hasVisa && (
                <Button
                  size="sm"
                  loading={busy === `visa-${tr._id}`}
                  onClick={() =>
                    void download(
                      `visa-${tr._id}`,
                      VISA_PATHS.visaPdf(app._id, tr._id),
                      `visa-${tr.lastName}.pdf`,
                    )
                  }
                >
                  <Download className="size-4" aria-hidden="true" />{' '}
                  {t('visaDetails.downloadVisa', 'Download visa')}
                </Button>
              )}
              {tr.status === 'rejected' && (
                <Link
                  className="inline-flex h-8 items-center gap-1 rounded-lg bg-amber-600 px-3 text-sm font-semibold text-white"
                  to={VISA_PAGES.passenger(app._id, tr._id)}
                >
                  <RotateCcw className="size-4" aria-hidden="true" /> {t('visaDetails.reapply', 'Reapply')}
                </Link>
              )}
              {VISA_DOCUMENT_FIELDS.filter((f) => tr.documents[f]).map((f) => (
                <Button
                  key={f}
                  size="sm"
                  variant="ghost"
                  loading={busy === `${tr._id}-${f}`}
                  onClick={() =>
                    void download(`${tr._id}-${f}`, VISA_PATHS.document(app._id, tr._id, f), `${f}`)
                  }
                >
                  {visaDocumentLabel(f)}
                </Button>
              ))}
            </div>
            {tr.history.length > 0 && (
              <ol className="mt-2 space-y-0.5 text-xs text-slate-500">
                {tr.history.map((h, i) => (
                  <li key={i}>
                    <bdi>{fmt.dateTime(h.at)}</bdi> - {visaStatusLabel(h.status)}
                    {h.note ? ': ' : ''}
                    {h.note ? <bdi>{h.note}</bdi> : null}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
      <Link className="text-sm font-semibold text-brand-700" to={VISA_PAGES.orders}>
        {t('visaDetails.all', 'All visa applications')}
      </Link>
    </div>
  );
}
