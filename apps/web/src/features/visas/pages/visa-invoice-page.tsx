import { Link, useParams } from 'react-router';
import { CheckCircle2, FileDown } from 'lucide-react';
import { VISA_PAGES, VISA_PATHS } from '@portal/contracts';
import { useAppSelector } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useDownload } from '../../../lib/use-download';
import { useVisaApplicationQuery } from '../api/visas.api';
import { VisaStatusBadge } from '../components/status-badge';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

/** /visa/apply/invoice/{id}: the application summary and its tax invoice PDF. */
export function VisaInvoicePage() {
  const { id = '' } = useParams();
  const t = useT();
  const fmt = useFormats();
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const { data, error, isLoading } = useVisaApplicationQuery(id);
  const { busy, download } = useDownload();
  if (isLoading) return <SkeletonList rows={3} label={t('visaDetails.loading', 'Loading the application')} />;
  if (error || !data)
    return (
      <p role="alert" className="p-6 text-red-600">
        {errorMessage(error, t('visaDetails.loadFailed', 'The application could not be loaded'))}
      </p>
    );
  const app = data.visaApplication;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-6 sm:px-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        {app.paymentState === 'paid' && (
          <CheckCircle2 className="size-6 text-emerald-600" aria-hidden="true" />
        )}
        {app.paymentState === 'paid'
          ? t('visaInvoice.submitted', 'Visa application submitted')
          : t('visaInvoice.saved', 'Visa application saved, not paid')}
      </h1>
      <dl className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <dt className="text-slate-500">{t('visas.reference', 'Reference')}</dt>
        <dd className="font-semibold" data-testid="visa-reference">
          {app.referenceNumber}
        </dd>
        <dt className="text-slate-500">{t('visas.visa', 'Visa')}</dt>
        <dd>{app.visaType.visaName}</dd>
        <dt className="text-slate-500">{t('visas.nationality', 'Nationality')}</dt>
        <dd>{app.nationality.nationality}</dd>
        <dt className="text-slate-500">{t('visas.travelDate', 'Travel date')}</dt>
        <dd>{fmt.date(app.travelDate)}</dd>
        <dt className="text-slate-500">{t('visas.total', 'Total')}</dt>
        <dd className="font-semibold">
          <bdi>{fmt.price(app.totalAmount, currency)}</bdi>
        </dd>
      </dl>
      <ul className="divide-y rounded-xl border border-slate-200 bg-white">
        {app.travellers.map((tr) => (
          <li key={tr._id} className="flex items-center justify-between p-3 text-sm">
            <span>
              {tr.firstName} {tr.lastName} (
              {tr.paxType === 'ADT' ? t('visaInvoice.adult', 'adult') : t('visaInvoice.child', 'child')})
            </span>
            <VisaStatusBadge status={tr.status} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
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
        <Link
          className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
          to={VISA_PAGES.details(app._id)}
        >
          {t('visaInvoice.details', 'Application details')}
        </Link>
        <Link
          className="inline-flex h-10 items-center px-4 text-sm font-semibold text-brand-700"
          to={VISA_PAGES.orders}
        >
          {t('visaDetails.all', 'All visa applications')}
        </Link>
      </div>
    </div>
  );
}
