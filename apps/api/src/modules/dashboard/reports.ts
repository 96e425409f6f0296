import type { ReportAnswer, ReportId, ReportQuery } from '@portal/contracts';
import {
  bucketOf,
  formatDate,
  formatDateTime,
  formatMoney,
  SHEET_MONEY_FORMAT,
  toMajor,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { CONTENT_WIDTH, drawHeader, drawTable, renderPdf, totals } from '../../lib/documents/index.ts';
import { sheetBuffer, type SheetCell } from '../../lib/spreadsheet.ts';
import { billedAgent, companyLetterhead } from '../bookings/core/documents.ts';
import { loadCompanyConfig } from '../company/company.service.ts';
import { rangeOf } from './dashboard.service.ts';
import * as read from './reports.repository.ts';

/**
 * Issue 36 section 2: the agency's reports as one definition table. Each row names its columns and
 * its read; the same definition answers the JSON (the reports page), the Excel workbook and the PDF,
 * so a report is added here once and never copied per form. Totals are the sums of the columns
 * marked `total`, on the same rows the export shows.
 */

type Kind = 'text' | 'date' | 'count' | 'money';
interface Column {
  key: string;
  header: string;
  kind: Kind;
  total?: boolean;
  /** Excel width (characters); the PDF gives the columns their share of the page by it too. */
  width?: number;
}
interface Definition {
  title: string;
  /** The sheet's name and the files' first word. */
  file: string;
  /** What the period means for this report (printed on the PDF). */
  periodOf: string;
  resellerOnly?: boolean;
  columns: (bucket: 'day' | 'month') => Column[];
  rows: (deps: AppDeps, scope: read.ReportScope, bucket: 'day' | 'month') => Promise<read.RawRow[]>;
}

const money = (key: string, header: string): Column => ({ key, header, kind: 'money', total: true });
const count = (key: string, header: string): Column => ({ key, header, kind: 'count', total: true });
const text = (key: string, header: string, width = 16): Column => ({ key, header, kind: 'text', width });
const day = (key: string, header: string): Column => ({ key, header, kind: 'date', width: 12 });
const SALES = [
  count('bookings', 'Bookings'),
  money('sell', 'Sell value'),
  money('net', 'Net cost'),
  money('markup', 'Markup'),
  count('cancelled', 'Cancelled'),
  money('fees', 'Cancellation fees'),
];
const BOOKED = 'booking day (Dubai time), as the order lists';
const db = (deps: AppDeps) => deps.database.db;

export const REPORTS: Record<ReportId, Definition> = {
  'sales-by-product': {
    title: 'Sales Report',
    file: 'sales',
    periodOf: BOOKED,
    columns: (bucket) => [
      day('period', bucket === 'day' ? 'Day' : 'Month'),
      text('product', 'Product', 14),
      ...SALES,
    ],
    rows: (deps, s, bucket) => read.salesByProduct(db(deps), s, bucket),
  },
  'sales-by-destination': {
    title: 'Sales by Destination',
    file: 'sales-by-destination',
    periodOf: BOOKED,
    columns: () => [
      text('destination', 'Destination', 22),
      text('product', 'Product', 14),
      count('bookings', 'Bookings'),
      money('sell', 'Sell value'),
      money('net', 'Net cost'),
      money('markup', 'Markup'),
    ],
    rows: (deps, s) => read.salesByDestination(db(deps), s),
  },
  'sales-by-sub-agent': {
    title: 'Sales by Sub-agent',
    file: 'sales-by-sub-agent',
    periodOf: BOOKED,
    resellerOnly: true,
    columns: () => [
      text('subAgent', 'Sub-agent', 24),
      text('code', 'Code', 10),
      count('bookings', 'Bookings'),
      money('value', 'Value (their agent price)'),
      money('earnings', 'Your earnings'),
      count('cancelled', 'Cancelled'),
    ],
    rows: (deps, s) => read.salesBySubAgent(db(deps), s),
  },
  'sales-by-user': {
    title: 'Sales by User',
    file: 'sales-by-user',
    periodOf: BOOKED,
    columns: () => [text('user', 'Booked by', 22), ...SALES],
    rows: (deps, s) => read.salesByUser(db(deps), s),
  },
  cancellations: {
    title: 'Cancellations',
    file: 'cancellations',
    periodOf: 'day of cancellation (Dubai time)',
    columns: () => [
      text('reference', 'Reference', 20),
      text('product', 'Product', 12),
      text('lead', 'Lead guest', 16),
      day('booked', 'Booked'),
      day('cancelledOn', 'Cancelled'),
      money('price', 'Agent price'),
      money('fee', 'Fee kept'),
      money('refund', 'Refunded'),
    ],
    rows: (deps, s) => read.cancellations(db(deps), s),
  },
  'sub-agent-earnings': {
    title: 'Earnings from Sub-agents',
    file: 'sub-agent-earnings',
    periodOf: 'day the earning was recorded (Dubai time)',
    resellerOnly: true,
    columns: () => [
      day('recorded', 'Recorded'),
      text('subAgent', 'Sub-agent', 22),
      text('reference', 'Reference', 20),
      text('product', 'Product', 12),
      text('status', 'Status', 10),
      day('releaseOn', 'Released on'),
      money('amount', 'Earning'),
    ],
    rows: (deps, s) => read.subAgentEarnings(db(deps), s),
  },
  unpaid: {
    title: 'Unpaid and Pay-later Bookings',
    file: 'pay-later',
    periodOf: BOOKED,
    columns: () => [
      text('reference', 'Reference', 20),
      text('product', 'Product', 12),
      text('lead', 'Lead guest', 16),
      day('booked', 'Booked'),
      text('status', 'Status', 10),
      text('payBy', 'Pay by', 16),
      day('paidOn', 'Paid'),
      money('price', 'Agent price'),
      money('due', 'Still due'),
    ],
    rows: (deps, s) => read.payLater(db(deps), s),
  },
};

interface Built {
  def: Definition;
  range: { from: string; to: string };
  columns: Column[];
  rows: read.RawRow[];
  /** Minor units for money. */
  sums: Record<string, number>;
}

async function build(
  deps: AppDeps,
  agent: { agentId: string; role: string },
  id: ReportId,
  q: ReportQuery,
): Promise<Built> {
  const def = REPORTS[id];
  if (def.resellerOnly && agent.role !== 'reseller')
    throw badRequest('This report is for agencies with sub-agents');
  if (q.subAgentId && agent.role !== 'reseller')
    throw badRequest('Only an agency with sub-agents can choose one');
  const range = rangeOf(q, deps.clock.now());
  const bucket = bucketOf(range);
  const columns = def.columns(bucket);
  const rows = await def.rows(
    deps,
    { agentId: agent.agentId, ...range, product: q.product, subAgentId: q.subAgentId, userId: q.userId },
    bucket,
  );
  const sums: Record<string, number> = {};
  for (const c of columns) if (c.total) sums[c.key] = rows.reduce((s, r) => s + Number(r[c.key] ?? 0), 0);
  return { def, range, columns, rows, sums };
}

const majorOf = (c: Column, v: read.Cell) => (c.kind === 'money' ? toMajor(Number(v ?? 0)) : v);

export async function reportOf(
  deps: AppDeps,
  agent: { agentId: string; role: string },
  id: ReportId,
  q: ReportQuery,
): Promise<ReportAnswer> {
  const b = await build(deps, agent, id, q);
  return {
    report: id,
    title: b.def.title,
    ...b.range,
    currency: 'AED',
    columns: b.columns.map((c) => ({ key: c.key, header: c.header, kind: c.kind, total: c.total ?? false })),
    rows: b.rows.map((r) => Object.fromEntries(b.columns.map((c) => [c.key, majorOf(c, r[c.key] ?? null)]))),
    totals: Object.fromEntries(
      b.columns.filter((c) => c.total).map((c) => [c.key, Number(majorOf(c, b.sums[c.key] ?? 0))]),
    ),
  };
}

export async function reportSheet(
  deps: AppDeps,
  agent: { agentId: string; role: string },
  id: ReportId,
  q: ReportQuery,
): Promise<{ sheet: Buffer; name: string }> {
  const b = await build(deps, agent, id, q);
  const cell = (c: Column, v: read.Cell): SheetCell =>
    c.kind === 'money' ? toMajor(Number(v ?? 0)) : c.kind === 'date' && v ? formatDate(String(v)) : v;
  const total = Object.fromEntries(
    b.columns.map((c, i) => [c.key, c.total ? cell(c, b.sums[c.key] ?? 0) : i === 0 ? 'Total' : '']),
  );
  const sheet = await sheetBuffer({
    name: b.def.title.slice(0, 31),
    created: deps.clock.now(),
    columns: b.columns.map((c) => ({
      header: c.kind === 'money' ? `${c.header} (AED)` : c.header,
      key: c.key,
      width: c.width ?? (c.kind === 'money' ? 16 : 10),
      ...(c.kind === 'money' ? { numFmt: SHEET_MONEY_FORMAT } : {}),
    })),
    rows: [
      ...b.rows.map((r) => Object.fromEntries(b.columns.map((c) => [c.key, cell(c, r[c.key] ?? null)]))),
      total,
    ],
  });
  return { sheet, name: `${b.def.file}-${b.range.from}-${b.range.to}.xlsx` };
}

export async function reportPdf(
  deps: AppDeps,
  agent: { agentId: string; role: string },
  id: ReportId,
  q: ReportQuery,
): Promise<{ pdf: Buffer; name: string }> {
  const [b, company, billed] = await Promise.all([
    build(deps, agent, id, q),
    loadCompanyConfig(deps.database.db),
    billedAgent(deps.database.db, agent.agentId),
  ]);
  const shown = (c: Column, v: read.Cell) =>
    c.kind === 'money'
      ? formatMoney(Number(v ?? 0), '').trim()
      : c.kind === 'date' && v
        ? formatDate(String(v))
        : String(v ?? '');
  const share = (c: Column) => c.width ?? (c.kind === 'money' ? 13 : 9);
  const unit = CONTENT_WIDTH / b.columns.reduce((s, c) => s + share(c), 0);
  const pdf = await renderPdf(
    {
      title: b.def.title,
      footer: `${company.companyName} · ${b.def.title.toLowerCase()}, by ${b.def.periodOf}`,
    },
    (doc) => {
      drawHeader(doc, companyLetterhead(company), b.def.title, [
        ['Agent', `${billed.companyName} (${billed.agentCode})`],
        ['Period', `${formatDate(b.range.from)} to ${formatDate(b.range.to)}`],
        ['Issued', formatDateTime(deps.clock.now())],
      ]);
      doc.moveDown(0.8);
      drawTable(
        doc,
        b.columns.map((c) => ({
          header: c.header,
          width: share(c) * unit,
          ...(c.kind === 'money' || c.kind === 'count' ? { align: 'right' as const } : {}),
        })),
        b.rows.length === 0
          ? [{ muted: true, cells: b.columns.map((_, i) => (i === 0 ? 'Nothing in this period' : '')) }]
          : b.rows.map((r) => ({ cells: b.columns.map((c) => shown(c, r[c.key] ?? null)) })),
      );
      doc.moveDown(0.5);
      totals(
        doc,
        b.columns
          .filter((c) => c.total)
          .map((c) => ({
            label: c.header,
            value: c.kind === 'money' ? formatMoney(b.sums[c.key] ?? 0) : String(b.sums[c.key] ?? 0),
          })),
      );
    },
  );
  return { pdf, name: `${b.def.file}-${b.range.from}-${b.range.to}.pdf` };
}
