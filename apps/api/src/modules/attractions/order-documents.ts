import type { OrderRowDto } from '@portal/contracts';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  SHEET_DATE_FORMAT,
  SHEET_DATE_TIME_FORMAT,
  SHEET_MONEY_FORMAT,
  wallClockDate,
} from '@portal/domain';
import {
  CONTENT_WIDTH,
  drawHeader,
  drawTable,
  facts,
  renderPdf,
  sectionTitle,
  totals,
  type TableRow,
} from '../../lib/documents/index.ts';
import { sheetBuffer } from '../../lib/spreadsheet.ts';
import { companyLetterhead } from '../bookings/core/index.ts';
import type { CompanyConfig } from '../company/company.service.ts';
import type { LineWithNames, OrderWithLines } from './orders.repository.ts';

export interface InvoiceParty {
  companyName: string;
  agentCode: number;
  address: string;
  email: string;
  trnNumber: string | null;
}

const NOT_INVOICED: readonly LineWithNames['status'][] = ['failed', 'expired'];
const STATUS: Partial<Record<LineWithNames['status'], string>> = {
  confirmed: 'Confirmed',
  booked: 'Booked, confirmation to follow',
  pending_supplier: 'Awaiting the supplier',
  cancelled: 'Cancelled',
};

const pax = (l: LineWithNames) =>
  [
    `${l.adults} adult${l.adults === 1 ? '' : 's'}`,
    l.children ? `${l.children} child${l.children === 1 ? '' : 'ren'}` : '',
    l.infants ? `${l.infants} infant${l.infants === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** "31/12/2026 10:00" for a line with a time slot, the date alone otherwise. */
export const serviceWhen = (l: Pick<LineWithNames, 'serviceDate' | 'slot'>) =>
  `${formatDate(l.serviceDate)}${l.slot ? ` ${l.slot.startTime}` : ''}`;

/**
 * The invoice rows of one order line: the line itself, then each priced part (adult, child, infant,
 * shared transfer, each vehicle) with quantity, unit price, VAT and amount.
 */
function lineRows(line: LineWithNames, priceView: 'agent' | 'sell'): TableRow[] {
  const amountOf = (b: Record<string, number>) => (priceView === 'sell' ? b.sellPrice : b.agentPrice) ?? 0;
  const rows: TableRow[] = [
    {
      bold: true,
      cells: [
        `${line.lineNo}. ${line.attractionTitle} - ${line.activityName}`,
        serviceWhen(line),
        '',
        '',
        formatMoney(line.vat),
        formatMoney(priceView === 'sell' ? line.sellPrice : line.agentPrice),
      ],
    },
    {
      muted: true,
      cells: [
        [
          pax(line),
          line.confirmationNumber ? `confirmation ${line.confirmationNumber}` : '',
          STATUS[line.status] ?? '',
        ]
          .filter(Boolean)
          .join(' · '),
        '',
        '',
        '',
        '',
        '',
      ],
    },
  ];
  for (const part of line.pricedLines) {
    const amount = amountOf(part.breakdown);
    const units = Math.max(part.units, 1);
    rows.push({
      cells: [
        `   ${part.label}`,
        '',
        String(part.units),
        amount % units === 0 ? formatMoney(amount / units) : '',
        formatMoney(part.breakdown.vat ?? 0),
        formatMoney(amount),
      ],
    });
    // The B2B promo is the agent's own discount: the client-price copy does not tell it.
    if (priceView === 'agent' && (part.breakdown.promo ?? 0) > 0)
      rows.push({
        muted: true,
        cells: [`   B2B promo applied: -${formatMoney(part.breakdown.promo ?? 0)}`, '', '', '', '', ''],
      });
  }
  if (line.cancelledAt && line.refundAmount !== null)
    rows.push({
      muted: true,
      cells: [
        `   Cancelled ${formatDate(line.cancelledAt)}: refund ${formatMoney(line.refundAmount)}, fee ${formatMoney(line.cancellationFee ?? 0)}`,
        '',
        '',
        '',
        '',
        '',
      ],
    });
  return rows;
}

/**
 * A tax invoice (UAE): supplier name, address and TRN, "Tax Invoice", number and date, the agent
 * (recipient) with its TRN, every line broken down by adult, child, infant, transfer and vehicle,
 * VAT and totals, amounts as "AED 1,204.35". `priceView` 'sell' prints the client's prices (the
 * agent's own markup included), 'agent' what the agent paid.
 */
export function invoicePdf(
  company: CompanyConfig,
  agent: InvoiceParty,
  order: OrderWithLines,
  priceView: 'agent' | 'sell',
): Promise<Buffer> {
  // The core's sequential invoice number (orders carried over from before the core keep INV-<ref>).
  const number = order.invoiceNumber ?? `INV-${order.referenceNumber}`;
  return renderPdf(
    {
      title: `Tax invoice ${number}`,
      footer: `${company.companyName} · licence ${company.licenceNumber} · a computer-generated tax invoice, no signature needed`,
    },
    (doc) => {
      drawHeader(doc, companyLetterhead(company), 'Tax Invoice', [
        ['Invoice no', number],
        ['Date', formatDate(order.paidAt ?? order.createdAt)],
        ['Booking', order.referenceNumber],
        ['Your reference', order.agentReferenceNumber],
      ]);
      const half = CONTENT_WIDTH / 2 - 10;
      const top = doc.y;
      sectionTitle(doc, 'Bill to', undefined, half);
      facts(
        doc,
        [
          ['Agent', `${agent.companyName} (agent ${agent.agentCode})`],
          ['Address', agent.address],
          ['E-mail', agent.email],
          ['TRN', agent.trnNumber],
        ],
        { width: half, labelWidth: 60 },
      );
      const leftBottom = doc.y;
      doc.y = top;
      const x = doc.page.margins.left + half + 20;
      sectionTitle(doc, 'Lead traveller', x, half);
      facts(
        doc,
        [
          ['Name', order.leadName],
          ['E-mail', order.leadEmail],
          ['Phone', order.leadPhone],
          ['Booked', formatDateTime(order.createdAt, { withZone: true })],
        ],
        { x, width: half, labelWidth: 60 },
      );
      doc.y = Math.max(leftBottom, doc.y) + 10;

      const invoiced = order.lines.filter((l) => !NOT_INVOICED.includes(l.status));
      drawTable(
        doc,
        [
          { header: 'Description', width: 203 },
          { header: 'Date', width: 66 },
          { header: 'Qty', width: 30, align: 'right' },
          { header: 'Unit price', width: 66, align: 'right' },
          { header: 'VAT incl.', width: 60, align: 'right' },
          { header: 'Amount', width: CONTENT_WIDTH - 425, align: 'right' },
        ],
        invoiced.flatMap((l) => lineRows(l, priceView)),
      );
      const total = invoiced.reduce((s, l) => s + (priceView === 'sell' ? l.sellPrice : l.agentPrice), 0);
      const vat = invoiced.reduce((s, l) => s + l.vat, 0);
      const fee = priceView === 'agent' ? order.cardFee : 0;
      doc.moveDown(0.5);
      totals(doc, [
        { label: 'Total excluding VAT', value: formatMoney(total - vat) },
        { label: 'VAT', value: formatMoney(vat) },
        ...(fee > 0 ? [{ label: 'Card fee', value: formatMoney(fee) }] : []),
        { label: 'Total', value: formatMoney(total + fee), bold: true },
      ]);
      doc.moveDown(1.2).font('Helvetica').fontSize(8).fillColor('#475569');
      doc.text(
        `Paid by ${order.paymentMethod === 'card' ? 'card' : 'wallet'}. Amounts in UAE dirhams (AED); VAT is included in the amounts shown.${priceView === 'sell' ? ' Prices shown are the client prices.' : ''}`,
      );
    },
  );
}

/** The order list as an Excel sheet (one row per line); dates DD/MM/YYYY, times in Dubai time. */
export async function ordersSheet(rows: OrderRowDto[]): Promise<Buffer> {
  return sheetBuffer({
    name: 'Attraction orders',
    columns: [
      { header: 'Reference', key: 'ref', width: 18 },
      { header: 'Agent reference', key: 'agentRef', width: 18 },
      { header: 'Created (Dubai time)', key: 'created', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
      { header: 'Attraction', key: 'attraction', width: 36 },
      { header: 'Activity', key: 'activity', width: 36 },
      { header: 'Date', key: 'date', width: 12, numFmt: SHEET_DATE_FORMAT },
      { header: 'Adults', key: 'adults', width: 8 },
      { header: 'Children', key: 'children', width: 8 },
      { header: 'Infants', key: 'infants', width: 8 },
      { header: 'Lead traveller', key: 'lead', width: 24 },
      { header: 'E-mail', key: 'email', width: 28 },
      { header: 'Status', key: 'status', width: 16 },
      { header: 'Payment', key: 'payment', width: 10 },
      { header: 'Agent price (AED)', key: 'agentPrice', width: 16, numFmt: SHEET_MONEY_FORMAT },
      { header: 'Sell price (AED)', key: 'sellPrice', width: 16, numFmt: SHEET_MONEY_FORMAT },
    ],
    rows: rows.map((r) => ({
      ref: r.referenceNumber,
      agentRef: r.agentReferenceNumber,
      created: wallClockDate(r.createdAt),
      attraction: r.attractionTitle,
      activity: r.activityName,
      // A service date is a plain date: midnight UTC shows it unchanged.
      date: new Date(`${r.date}T00:00:00Z`),
      adults: r.adults,
      children: r.children,
      infants: r.infants,
      lead: r.leadTravellerName,
      email: r.leadTravellerEmail,
      status: r.status.replace('_', ' '),
      payment: r.paymentMethod,
      agentPrice: r.agentPrice / 100,
      sellPrice: r.sellPrice / 100,
    })),
  });
}
