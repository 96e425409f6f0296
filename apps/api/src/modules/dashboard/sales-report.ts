import type { DashboardQuery } from '@portal/contracts';
import {
  bucketOf,
  formatDate,
  formatDateTime,
  formatMoney,
  SHEET_MONEY_FORMAT,
  toMajor,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { CONTENT_WIDTH, drawHeader, drawTable, renderPdf, totals } from '../../lib/documents/index.ts';
import { sheetBuffer } from '../../lib/spreadsheet.ts';
import { billedAgent, companyLetterhead } from '../bookings/core/documents.ts';
import { loadCompanyConfig } from '../company/company.service.ts';
import { salesBuckets } from './dashboard.repository.ts';
import { rangeOf } from './dashboard.service.ts';

/**
 * The sales report (issue 36 section 2: sales by product and period) as Excel and PDF: the dashboard's
 * own figures (the same query), one row per day or month and product, and the totals.
 */
async function reportRows(deps: AppDeps, agentId: string, q: DashboardQuery) {
  const range = rangeOf(q, deps.clock.now());
  const rows = await salesBuckets(deps.database.db, agentId, range, bucketOf(range));
  const total = rows.reduce(
    (t, r) => ({
      bookings: t.bookings + r.bookings,
      sell: t.sell + r.sell,
      net: t.net + r.net,
      cancelled: t.cancelled + r.cancelled,
      fees: t.fees + r.fees,
    }),
    { bookings: 0, sell: 0, net: 0, cancelled: 0, fees: 0 },
  );
  return { range, bucket: bucketOf(range), rows, total };
}

export async function salesReportSheet(deps: AppDeps, agentId: string, q: DashboardQuery): Promise<Buffer> {
  const { rows, total, bucket } = await reportRows(deps, agentId, q);
  const line = (period: string, product: string, r: typeof total) => ({
    period,
    product,
    bookings: r.bookings,
    sell: toMajor(r.sell),
    net: toMajor(r.net),
    markup: toMajor(r.sell - r.net),
    cancelled: r.cancelled,
    fees: toMajor(r.fees),
  });
  return sheetBuffer({
    name: 'Sales',
    created: deps.clock.now(),
    columns: [
      { header: bucket === 'day' ? 'Day' : 'Month', key: 'period', width: 12 },
      { header: 'Product', key: 'product', width: 14 },
      { header: 'Bookings', key: 'bookings', width: 10 },
      { header: 'Sell value (AED)', key: 'sell', width: 16, numFmt: SHEET_MONEY_FORMAT },
      { header: 'Net cost (AED)', key: 'net', width: 16, numFmt: SHEET_MONEY_FORMAT },
      { header: 'Markup (AED)', key: 'markup', width: 14, numFmt: SHEET_MONEY_FORMAT },
      { header: 'Cancelled', key: 'cancelled', width: 10 },
      { header: 'Cancellation fees (AED)', key: 'fees', width: 20, numFmt: SHEET_MONEY_FORMAT },
    ],
    rows: [...rows.map((r) => line(formatDate(r.period), r.product, r)), line('Total', '', total)],
  });
}

export async function salesReportPdf(
  deps: AppDeps,
  agentId: string,
  q: DashboardQuery,
): Promise<{ pdf: Buffer; name: string }> {
  const { db } = deps.database;
  const [{ rows, total, range }, company, agent] = await Promise.all([
    reportRows(deps, agentId, q),
    loadCompanyConfig(db),
    billedAgent(db, agentId),
  ]);
  const pdf = await renderPdf(
    { title: 'Sales report', footer: `${company.companyName} · sales report, booking days in Dubai time` },
    (doc) => {
      drawHeader(doc, companyLetterhead(company), 'Sales Report', [
        ['Agent', `${agent.companyName} (${agent.agentCode})`],
        ['Period', `${formatDate(range.from)} to ${formatDate(range.to)}`],
        ['Issued', formatDateTime(deps.clock.now())],
      ]);
      doc.moveDown(0.8);
      const w = (CONTENT_WIDTH - 70 - 70) / 6;
      drawTable(
        doc,
        [
          { header: 'Period', width: 70 },
          { header: 'Product', width: 70 },
          { header: 'Bookings', width: w, align: 'right' },
          { header: 'Sell value', width: w, align: 'right' },
          { header: 'Net cost', width: w, align: 'right' },
          { header: 'Markup', width: w, align: 'right' },
          { header: 'Cancelled', width: w, align: 'right' },
          { header: 'Fees', width: w, align: 'right' },
        ],
        rows.length === 0
          ? [{ muted: true, cells: ['', 'No bookings', '', '', '', '', '', ''] }]
          : rows.map((r) => ({
              cells: [
                formatDate(r.period),
                r.product,
                String(r.bookings),
                formatMoney(r.sell, ''),
                formatMoney(r.net, ''),
                formatMoney(r.sell - r.net, ''),
                String(r.cancelled),
                formatMoney(r.fees, ''),
              ].map((c) => c.trim()),
            })),
      );
      doc.moveDown(0.5);
      totals(doc, [
        { label: 'Bookings', value: String(total.bookings) },
        { label: 'Sell value', value: formatMoney(total.sell) },
        { label: 'Net cost', value: formatMoney(total.net) },
        { label: 'Markup earned', value: formatMoney(total.sell - total.net), bold: true },
        { label: `Cancelled (${total.cancelled}), fees`, value: formatMoney(total.fees) },
      ]);
    },
  );
  return { pdf, name: `sales-${range.from}-${range.to}.pdf` };
}
