import { useState } from 'react';
import { Link } from 'react-router';
import { REPORT_IDS, type ReportAnswer, type ReportId } from '@portal/contracts';
import { useAppSelector } from '../../../app/store';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/authorized-file';
import { productLabel } from '../../../lib/booking-products';
import { cn } from '../../../lib/cn';
import { statusLabel } from '../../../components/status-badge';
import { useT, type Translate } from '../../../lib/i18n';
import { useFormats, type Formats } from '../../../lib/use-formats';
import { useToast } from '../../../lib/use-toast';
import {
  reportUrl,
  useDashboardReportQuery,
  useDashboardSalesQuery,
  type ReportArgs,
  type SalesArgs,
} from '../api/dashboard.api';
import { PeriodPicker } from '../components/period-picker';

const RESELLER_ONLY: readonly ReportId[] = ['sales-by-sub-agent', 'sub-agent-earnings'];

function reportTitle(t: Translate, id: ReportId): string {
  switch (id) {
    case 'sales-by-product':
      return t('cockpit.report.byProduct', 'Sales by product');
    case 'sales-by-destination':
      return t('cockpit.report.byDestination', 'Sales by destination');
    case 'sales-by-sub-agent':
      return t('cockpit.report.bySubAgent', 'Sales by sub-agent');
    case 'sales-by-user':
      return t('cockpit.report.byUser', 'Sales by user');
    case 'cancellations':
      return t('cockpit.report.cancellations', 'Cancellations and fees');
    case 'sub-agent-earnings':
      return t('cockpit.report.earnings', 'Earnings from sub-agents');
    case 'unpaid':
      return t('cockpit.report.unpaid', 'Unpaid and pay-later bookings');
  }
}

/** The column headings the API names, in the user's language (the API's English otherwise). */
function columnLabel(t: Translate, key: string, english: string): string {
  const labels: Record<string, () => string> = {
    period: () => t('cockpit.col.period', 'Period'),
    product: () => t('cockpit.col.product', 'Product'),
    bookings: () => t('cockpit.col.bookings', 'Bookings'),
    sell: () => t('cockpit.col.sell', 'Sell value'),
    net: () => t('cockpit.col.net', 'Net cost'),
    markup: () => t('cockpit.col.markup', 'Markup'),
    cancelled: () => t('cockpit.col.cancelled', 'Cancelled'),
    fees: () => t('cockpit.col.fees', 'Cancellation fees'),
    destination: () => t('cockpit.col.destination', 'Destination'),
    subAgent: () => t('cockpit.col.subAgent', 'Sub-agent'),
    code: () => t('cockpit.col.code', 'Code'),
    value: () => t('cockpit.col.value', 'Value (their agent price)'),
    earnings: () => t('cockpit.col.earnings', 'Your earnings'),
    user: () => t('cockpit.col.user', 'Booked by'),
    reference: () => t('cockpit.col.reference', 'Reference'),
    lead: () => t('cockpit.col.lead', 'Lead guest'),
    booked: () => t('cockpit.col.booked', 'Booked'),
    cancelledOn: () => t('cockpit.col.cancelledOn', 'Cancelled'),
    price: () => t('cockpit.col.price', 'Agent price'),
    fee: () => t('cockpit.col.fee', 'Fee kept'),
    refund: () => t('cockpit.col.refund', 'Refunded'),
    recorded: () => t('cockpit.col.recorded', 'Recorded'),
    status: () => t('cockpit.col.status', 'Status'),
    releaseOn: () => t('cockpit.col.releaseOn', 'Released on'),
    amount: () => t('cockpit.col.amount', 'Earning'),
    payBy: () => t('cockpit.col.payBy', 'Pay by'),
    paidOn: () => t('cockpit.col.paidOn', 'Paid'),
    due: () => t('cockpit.col.due', 'Still due'),
  };
  return labels[key]?.() ?? english;
}

/** A sub-agent earning's status (sub-agent-earnings report). */
function earningStatus(t: Translate, status: string): string {
  if (status === 'pending') return t('cockpit.earning.pending', 'Pending');
  if (status === 'released') return t('cockpit.earning.released', 'Released');
  if (status === 'reversed') return t('cockpit.earning.reversed', 'Reversed');
  return status;
}

type Column = ReportAnswer['columns'][number];
function cellText(
  t: Translate,
  fmt: Formats,
  report: ReportId,
  c: Column,
  v: string | number | null | undefined,
): string {
  if (v === null || v === undefined || v === '') return '';
  if (c.kind === 'money') return fmt.aed(Number(v));
  if (c.kind === 'count') return fmt.count(Number(v));
  if (c.kind === 'date') return fmt.date(String(v));
  if (c.key === 'product') return productLabel(String(v));
  if (c.key === 'status')
    return report === 'sub-agent-earnings' ? earningStatus(t, String(v)) : statusLabel(String(v));
  // "Pay by": a Dubai wall time ("2026-03-14 18:00").
  if (c.key === 'payBy' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(v))
    return fmt.dateTime(`${v.replace(' ', 'T')}:00+04:00`);
  return String(v);
}

function ReportTable({ answer }: { answer: ReportAnswer }) {
  const t = useT();
  const fmt = useFormats();
  const cell = (c: Column, v: string | number | null | undefined) => cellText(t, fmt, answer.report, c, v);
  const numeric = (c: Column) => c.kind === 'money' || c.kind === 'count';
  if (answer.rows.length === 0)
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
        {t('cockpit.reports.empty', 'Nothing in this period.')}
      </p>
    );
  return (
    <div
      className="overflow-x-auto"
      role="region"
      aria-label={t('cockpit.reports.scrolls', '{report}, scrolls sideways', {
        report: reportTitle(t, answer.report),
      })}
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] text-sm" data-testid="report-table">
        <caption className="sr-only">{reportTitle(t, answer.report)}</caption>
        <thead className="text-xs text-slate-600">
          <tr className="border-b border-slate-200">
            {answer.columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn('py-2 pe-3 font-medium', numeric(c) ? 'text-end' : 'text-start')}
              >
                {columnLabel(t, c.key, c.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.rows.map((r, i) => (
            <tr key={i} className="border-b border-slate-100">
              {answer.columns.map((c) => (
                <td
                  key={c.key}
                  className={cn('py-2 pe-3', numeric(c) ? 'text-end tabular-nums' : 'text-start')}
                >
                  {cell(c, r[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-slate-900">
            {answer.columns.map((c, i) => (
              <td
                key={c.key}
                className={cn('py-2 pe-3', numeric(c) ? 'text-end tabular-nums' : 'text-start')}
                data-testid={c.total ? `report-total-${c.key}` : undefined}
              >
                {c.total
                  ? cell(c, answer.totals[c.key] ?? 0)
                  : i === 0
                    ? t('cockpit.reports.total', 'Total')
                    : ''}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** /dashboard/reports (issue 36 section 2): the reports with their filters, Excel and PDF. */
export function ReportsPage() {
  const t = useT();
  const fmt = useFormats();
  const toast = useToast();
  const isReseller = useAppSelector((s) => s.session.isLoggedIn && s.session.agent?.role === 'reseller');
  const [report, setReport] = useState<ReportId>('sales-by-product');
  const [period, setPeriod] = useState<SalesArgs>({ period: 'this_month' });
  const [product, setProduct] = useState('');
  const [subAgentId, setSubAgentId] = useState('');
  const [userId, setUserId] = useState('');
  const [exporting, setExporting] = useState<'sheet' | 'pdf' | null>(null);
  const args: ReportArgs = { report, ...period, product, subAgentId, userId };
  const answer = useDashboardReportQuery(args, { refetchOnMountOrArgChange: true });
  // The filters' choices: what the agency sold in the period (products, sub-agents, users).
  const sales = useDashboardSalesQuery(period);
  const reports = REPORT_IDS.filter((id) => isReseller || !RESELLER_ONLY.includes(id));

  const exportAs = async (form: 'sheet' | 'pdf') => {
    setExporting(form);
    try {
      const { blob, fileName } = await fetchAuthorizedFile(
        reportUrl(args, form),
        form === 'sheet' ? `${report}.xlsx` : `${report}.pdf`,
      );
      saveBlob(blob, fileName);
    } catch (err) {
      toast.error(
        t('cockpit.reports.exportFailed', 'Export failed'),
        err instanceof Error
          ? err.message
          : t('cockpit.reports.tryAgain', 'The export failed, please try again'),
      );
    } finally {
      setExporting(null);
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-3 py-6 sm:px-6 sm:py-8">
      <div className="space-y-3">
        <p className="text-sm">
          <Link to="/dashboard" className="text-sky-700 hover:underline">
            {t('cockpit.reports.back', 'Back to the dashboard')}
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('cockpit.reports.title', 'Reports')}
        </h1>
        <div
          role="tablist"
          aria-label={t('cockpit.reports.which', 'Report')}
          className="flex flex-wrap gap-2"
        >
          {reports.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={report === id}
              onClick={() => setReport(id)}
              className={cn(
                'rounded-md px-2.5 py-1 text-sm',
                report === id ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
              )}
            >
              {reportTitle(t, id)}
            </button>
          ))}
        </div>
        <PeriodPicker value={period} onChange={setPeriod} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Field label={t('cockpit.filter.product', 'Product')}>
            <Select
              value={product}
              onChange={(e) => setProduct(e.target.value)}
              options={[
                { value: '', label: t('cockpit.filter.allProducts', 'All products') },
                ...(sales.data?.byProduct ?? []).map((p) => ({
                  value: p.product,
                  label: productLabel(p.product),
                })),
              ]}
            />
          </Field>
          {isReseller && (
            <Field label={t('cockpit.filter.subAgent', 'Sub-agent')}>
              <Select
                value={subAgentId}
                onChange={(e) => setSubAgentId(e.target.value)}
                options={[
                  { value: '', label: t('cockpit.filter.ownBookings', 'Your own bookings') },
                  ...(sales.data?.subAgents ?? []).map((s) => ({ value: s.agentId, label: s.name })),
                ]}
              />
            </Field>
          )}
          <Field label={t('cockpit.filter.user', 'Booked by')}>
            <Select
              value={userId}
              onChange={(e) => setUserId(e.target.value)}
              options={[
                { value: '', label: t('cockpit.filter.allUsers', 'All users') },
                ...(sales.data?.users ?? []).flatMap((u) =>
                  u.userId ? [{ value: u.userId, label: u.name ?? u.userId }] : [],
                ),
              ]}
            />
          </Field>
        </div>
      </div>
      <Card>
        <CardHeader
          title={reportTitle(t, report)}
          description={
            answer.data
              ? t('cockpit.reports.period', 'From {from} to {to} (Dubai time)', {
                  from: fmt.date(answer.data.from),
                  to: fmt.date(answer.data.to),
                })
              : undefined
          }
          actions={
            <>
              <Button
                variant="secondary"
                size="sm"
                loading={exporting === 'sheet'}
                disabled={exporting !== null}
                onClick={() => void exportAs('sheet')}
              >
                {t('cockpit.reports.excel', 'Excel')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                loading={exporting === 'pdf'}
                disabled={exporting !== null}
                onClick={() => void exportAs('pdf')}
              >
                {t('cockpit.reports.pdf', 'PDF')}
              </Button>
            </>
          }
        />
        <CardBody>
          {answer.isLoading ? (
            <SkeletonList rows={4} label={t('cockpit.reports.loading', 'Loading the report')} />
          ) : answer.error || !answer.data ? (
            <LoadError
              error={answer.error}
              what={t('cockpit.reports.what', 'the report')}
              onRetry={() => void answer.refetch()}
              retrying={answer.isFetching}
            />
          ) : (
            <ReportTable answer={answer.data} />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
