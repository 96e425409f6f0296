import { BookedBy } from '../../../components/orders/booked-by';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Download, ShieldCheck } from 'lucide-react';
import { INSURANCE_PAGES, INSURANCE_PATHS } from '@portal/contracts';
import { TRAVEL_TYPE_LABELS } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/load-error';
import {
  AWAITING_SUPPLIER_POLL_MS,
  AwaitingSupplierNotice,
  isAwaitingSupplier,
} from '../../../components/orders/awaiting-supplier';
import { CreditNotes } from '../../../components/orders/credit-notes';
import { StatusBadge, statusLabel } from '../../../components/status-badge';
import { useDownload } from '../../../lib/use-download';
import { useInsuranceContractQuery } from '../api/contracts.api';
import { CancelContractDialog } from '../components/cancel-contract-dialog';
import { CoverageTable } from '../components/coverage-table';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const country = (code: string) => regionNames.of(code) ?? code;

/** /insurance/order/orderView/{id}: the contract, its documents and cancellation before cover starts. */
export function InsuranceContractPage() {
  const t = useT();
  const fmt = useFormats();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { data, error, isLoading, refetch } = useInsuranceContractQuery(id);
  const awaiting = data ? isAwaitingSupplier(data.status, [data.policyStatus]) : false;
  useInsuranceContractQuery(id, { skip: !awaiting, pollingInterval: AWAITING_SUPPLIER_POLL_MS });
  const { busy, download } = useDownload();
  const [cancelling, setCancelling] = useState(false);

  if (isLoading) return <SkeletonList label={t('insurance.loadingTheContract', 'Loading the contract')} />;
  if (error || !data)
    return (
      <LoadError
        error={error}
        what={t('what.theInsuranceContract', 'the insurance contract')}
        onRetry={() => void refetch()}
      />
    );
  const c = data;
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6">
      <Link to={INSURANCE_PAGES.orders} className="text-sm font-semibold text-sky-700 underline">
        {t('insurance.insuranceContracts', 'Insurance contracts')}
      </Link>
      {params.get('payment') === 'failed' ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {t('insurance.theCardPaymentDid', 'The card payment did not go through. Nothing was charged.')}
        </p>
      ) : null}
      {awaiting ? <AwaitingSupplierNotice what={t('what.thePolicy', 'the policy')} /> : null}
      <Card>
        <CardHeader
          title={`${c.plan.name} · ${c.referenceNumber}`}
          description={t(
            'insurance.yourReferenceAgentreferencenumber',
            'Your reference {agentReferenceNumber}',
            { agentReferenceNumber: c.agentReferenceNumber },
          )}
          actions={<StatusBadge status={c.status} />}
        />
        <CardBody className="space-y-4">
          <BookedBy name={c.bookedBy} />
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <dt className="text-slate-500">{t('insurance.policyNumber', 'Policy number')}</dt>
            <dd className="font-semibold" data-testid="policy-number">
              {c.policyNumber ?? t('insurance.notIssued', 'Not issued')}
            </dd>
            <dt className="text-slate-500">{t('insurance.periodOfCover', 'Period of cover')}</dt>
            <dd>
              {fmt.date(c.travelFrom)} to {fmt.date(c.travelTo)}
            </dd>
            <dt className="text-slate-500">{t('insurance.travelType', 'Travel type')}</dt>
            <dd>{TRAVEL_TYPE_LABELS[c.travelType]}</dd>
            <dt className="text-slate-500">
              {t('insurance.residenceDestination', 'Residence / destination')}
            </dt>
            <dd>
              {country(c.residence)} / {country(c.destination)}
            </dd>
            <dt className="text-slate-500">{t('insurance.emergencyAssistance', 'Emergency assistance')}</dt>
            <dd>{c.plan.emergencyPhone}</dd>
            <dt className="text-slate-500">{t('insurance.youPaid', 'You paid')}</dt>
            <dd>{fmt.aedMinor(c.price.agentPrice + c.price.cardFee)}</dd>
            <dt className="text-slate-500">{t('insurance.clientPrice', 'Client price')}</dt>
            <dd>{fmt.aedMinor(c.price.sellPrice)}</dd>
            {c.statusReason ? (
              <>
                <dt className="text-slate-500">{t('insurance.note', 'Note')}</dt>
                <dd>{c.statusReason}</dd>
              </>
            ) : null}
            {c.cancellation ? (
              <>
                <dt className="text-slate-500">{t('insurance.cancelled', 'Cancelled')}</dt>
                <dd>
                  {fmt.dateTime(c.cancellation.cancelledAt)}: refund {fmt.aedMinor(c.cancellation.refund)},
                  fee {fmt.aedMinor(c.cancellation.fee)}
                </dd>
              </>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-3">
            {c.actions.certificate ? (
              <Button
                variant="secondary"
                size="sm"
                loading={busy === 'certificate'}
                onClick={() =>
                  void download(
                    'certificate',
                    `${INSURANCE_PATHS.certificate(c._id)}?view=client`,
                    `certificate-${c.referenceNumber}.pdf`,
                  )
                }
              >
                <ShieldCheck className="size-4" aria-hidden="true" />{' '}
                {t('insurance.certificate', 'Certificate')}
              </Button>
            ) : null}
            {c.actions.invoice ? (
              <Button
                variant="secondary"
                size="sm"
                loading={busy === 'invoice'}
                onClick={() =>
                  void download('invoice', INSURANCE_PATHS.invoice(c._id), `invoice-${c.referenceNumber}.pdf`)
                }
              >
                <Download className="size-4" aria-hidden="true" /> {t('insurance.taxInvoice', 'Tax invoice')}
              </Button>
            ) : null}
            {c.actions.cancel ? (
              <Button variant="danger" size="sm" onClick={() => setCancelling(true)}>
                {t('insurance.cancelPolicy', 'Cancel policy')}
              </Button>
            ) : null}
          </div>
          <CreditNotes notes={c.creditNotes} />
          <p className="text-xs text-slate-600">{c.plan.cancellationRule}</p>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('insurance.insuredPersons', 'Insured persons')} />
        <CardBody>
          <table className="w-full text-sm">
            <thead className="text-start text-slate-500">
              <tr>
                <th className="py-1 font-medium">{t('insurance.name', 'Name')}</th>
                <th className="py-1 font-medium">{t('insurance.dateOfBirth', 'Date of birth')}</th>
                <th className="py-1 font-medium">{t('insurance.passport', 'Passport')}</th>
                <th className="py-1 text-end font-medium">{t('insurance.premium', 'Premium')}</th>
              </tr>
            </thead>
            <tbody>
              {c.beneficiaries.map((b, i) => (
                <tr key={i} className="border-t border-slate-100">
                  <td className="py-1">
                    {b.firstName} {b.lastName}
                  </td>
                  <td className="py-1">{fmt.date(b.dateOfBirth)}</td>
                  <td className="py-1">{b.passportNumber}</td>
                  <td className="py-1 text-end">{fmt.aedMinor(b.agentPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('insurance.coverage', 'Coverage')} />
        <CardBody>
          <CoverageTable plan={c.plan} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('insurance.timeline', 'Timeline')} />
        <CardBody>
          <ol className="space-y-1 text-sm">
            {c.timeline.map((e, i) => (
              <li key={i}>
                <span className="text-slate-500">{fmt.dateTime(e.at)}</span> {statusLabel(e.status)}
                {e.note ? ` - ${e.note}` : ''}
              </li>
            ))}
          </ol>
        </CardBody>
      </Card>
      {cancelling ? <CancelContractDialog contractId={c._id} onClose={() => setCancelling(false)} /> : null}
    </div>
  );
}
