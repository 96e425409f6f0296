import { lazy, Suspense, useState } from 'react';
import { DASHBOARD_PATHS, type SalesAnswer } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/authorized-file';
import { useToast } from '../../../lib/use-toast';
import type { SalesArgs } from '../api/dashboard.api';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useT, type Translate } from '../../../lib/i18n';
import { useAed } from '../../../lib/use-aed';
import { productLabel } from '../../../lib/booking-products';
import type { ChartMetric } from './sales-chart';
import { useFormats } from '../../../lib/use-formats';

const SalesChart = lazy(() => import('./sales-chart').then((m) => ({ default: m.SalesChart })));

const metrics = (t: Translate): { key: ChartMetric; label: string }[] => [
  { key: 'sellValue', label: t('cockpit.col.sell', 'Sell value') },
  { key: 'markup', label: t('cockpit.users.markup', 'Markup earned') },
  { key: 'bookings', label: t('cockpit.col.bookings', 'Bookings') },
];

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
      <p className="mt-1 text-lg font-bold text-slate-900 tabular-nums sm:text-xl" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** The period's totals, a chart per product, the per-product table, and per sub-agent for resellers. */
export function SalesCard({ sales, period }: { sales: SalesAnswer; period: SalesArgs }) {
  const [metric, setMetric] = useState<ChartMetric>('sellValue');
  const [exporting, setExporting] = useState<'sheet' | 'pdf' | null>(null);
  const toast = useToast();
  const t = useT();
  const fmt = useFormats();
  const { aed, count } = useAed();
  const exportReport = async (kind: 'sheet' | 'pdf') => {
    setExporting(kind);
    try {
      const query = new URLSearchParams(
        Object.entries(period).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ).toString();
      const path = kind === 'sheet' ? DASHBOARD_PATHS.salesSheet : DASHBOARD_PATHS.salesPdf;
      const { blob, fileName } = await fetchAuthorizedFile(
        `${path}?${query}`,
        kind === 'sheet' ? 'sales.xlsx' : 'sales.pdf',
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
  const totals = sales.totals;
  return (
    <Card>
      <CardHeader
        title={t('sales.title', 'Sales and profit')}
        description={t(
          'sales.description',
          'Bookings made from {from} to {to} (Dubai time), as in the order lists',
          {
            from: fmt.date(sales.from),
            to: fmt.date(sales.to),
          },
        )}
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              loading={exporting === 'sheet'}
              disabled={exporting !== null}
              onClick={() => void exportReport('sheet')}
            >
              {t('cockpit.reports.excel', 'Excel')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              loading={exporting === 'pdf'}
              disabled={exporting !== null}
              onClick={() => void exportReport('pdf')}
            >
              {t('cockpit.reports.pdf', 'PDF')}
            </Button>
          </>
        }
      />
      <CardBody className="space-y-5">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          <Figure
            label={t('cockpit.col.bookings', 'Bookings')}
            value={count(totals.bookings)}
            testId="total-bookings"
          />
          <Figure
            label={t('cockpit.col.sell', 'Sell value')}
            value={aed(totals.sellValue)}
            testId="total-sell"
          />
          <Figure label={t('cockpit.col.net', 'Net cost')} value={aed(totals.netCost)} testId="total-net" />
          <Figure
            label={t('cockpit.users.markup', 'Markup earned')}
            value={aed(totals.markup)}
            testId="total-markup"
          />
          <Figure
            label={t('sales.subAgentEarnings', "Sub-agents' earnings")}
            value={aed(sales.subAgentEarnings)}
            testId="total-sub-earnings"
          />
          <Figure
            label={t('sales.cancelledFees', 'Cancelled (fees)')}
            value={`${count(totals.cancelled)} (${aed(totals.cancellationFees)})`}
            testId="total-cancelled"
          />
        </div>
        {sales.series.length === 0 ? (
          <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
            {t('sales.none', 'No bookings in this period.')}
          </p>
        ) : (
          <div className="space-y-3">
            <div
              role="group"
              aria-label={t('sales.chartFigure', 'Chart figure')}
              className="flex flex-wrap gap-2"
            >
              {metrics(t).map((m) => (
                <button
                  key={m.key}
                  type="button"
                  aria-pressed={metric === m.key}
                  onClick={() => setMetric(m.key)}
                  className={cn(
                    'rounded-md px-2.5 py-1 text-sm',
                    metric === m.key
                      ? 'bg-slate-900 text-white'
                      : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
                  )}
                >
                  {m.label}
                </button>
              ))}
            </div>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <SalesChart sales={sales} metric={metric} />
            </Suspense>
          </div>
        )}
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{t('sales.perProduct', 'Sales per product')}</caption>
            <thead className="text-xs text-slate-600">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('cockpit.col.product', 'Product')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t('cockpit.col.bookings', 'Bookings')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t('cockpit.col.sell', 'Sell value')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t('cockpit.col.net', 'Net cost')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">
                  {t('cockpit.col.markup', 'Markup')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('cockpit.col.cancelled', 'Cancelled')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sales.byProduct.map((p) => (
                <tr key={p.product} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-900">
                    {productLabel(p.product)}
                  </th>
                  <td className="py-2 pe-3 text-end tabular-nums">{count(p.bookings)}</td>
                  <td className="py-2 pe-3 text-end tabular-nums">{aed(p.sellValue)}</td>
                  <td className="py-2 pe-3 text-end tabular-nums">{aed(p.netCost)}</td>
                  <td className="py-2 pe-3 text-end tabular-nums">{aed(p.markup)}</td>
                  <td className="py-2 text-end tabular-nums">{count(p.cancelled)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {sales.subAgents.length > 0 && (
          <div className="overflow-x-auto">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">
              {t('sales.perSubAgent', 'Per sub-agent')}
            </h3>
            <table className="w-full min-w-[28rem] text-sm">
              <thead className="text-xs text-slate-600">
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('cockpit.col.subAgent', 'Sub-agent')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-medium">
                    {t('cockpit.col.bookings', 'Bookings')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-medium">
                    {t('sales.theirCost', 'Their cost')}
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    {t('cockpit.col.earnings', 'Your earnings')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.subAgents.map((s) => (
                  <tr key={s.agentId} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-900">
                      {s.name}
                    </th>
                    <td className="py-2 pe-3 text-end tabular-nums">{count(s.bookings)}</td>
                    <td className="py-2 pe-3 text-end tabular-nums">{aed(s.value)}</td>
                    <td className="py-2 text-end tabular-nums">{aed(s.earnings)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
