import { eq } from 'drizzle-orm';
import { agents } from '@portal/db';
import { formatDate, formatDateTime, formatMoney, type Language } from '@portal/domain';
import { translator } from '../../../lib/i18n/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../lib/app-error.ts';
import {
  CONTENT_WIDTH,
  drawHeader,
  drawTable,
  facts,
  renderPdf,
  sectionTitle,
  totals,
  type Branding,
} from '../../../lib/documents/index.ts';
import { loadCompanyConfig, type CompanyConfig } from '../../company/company.service.ts';
import type { BookingProduct, CoreLine, CoreOrder } from './product.ts';
import { findCreditNote } from './credit-notes.ts';
import { findOrder, linesOfOrder } from './repository.ts';
import { ownedOrder } from './service.ts';
import { orderLines, type OrderAsker } from './branch-view.ts';

/** The company's letterhead on its documents (tax invoices): name, address, TRN, phones, e-mail. */
export const companyLetterhead = (company: CompanyConfig, language: Language = 'en'): Branding => ({
  name: company.companyName,
  logo: null,
  contact: [
    company.postalAddress,
    translator(language)('doc.trnTel', { trn: company.trn, phones: company.phoneNumbers.join(', ') }),
    company.contactEmail,
  ],
});

type Db = AppDeps['database']['db'];
type Pdf = Parameters<Parameters<typeof renderPdf>[1]>[0];

/** The agent a document is addressed to (its company, address and TRN). */
export async function billedAgent(db: Db, agentId: string) {
  const [agent] = await db
    .select({
      companyName: agents.companyName,
      agentCode: agents.agentCode,
      address: agents.address,
      city: agents.city,
      email: agents.email,
      trnNumber: agents.trnNumber,
    })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent) throw notFound('Agent');
  return agent;
}

function billTo(
  doc: Pdf,
  agent: Awaited<ReturnType<typeof billedAgent>>,
  width: number,
  tr: ReturnType<typeof translator>,
): void {
  sectionTitle(doc, tr('invoice.billTo'), undefined, width);
  facts(
    doc,
    [
      [tr('invoice.agent'), tr('invoice.agentName', { company: agent.companyName, code: agent.agentCode })],
      [tr('doc.address'), `${agent.address}, ${agent.city}`],
      [tr('doc.email'), agent.email],
      [tr('invoice.trn'), agent.trnNumber],
    ],
    { width, labelWidth: 60 },
  );
}

/** Orders that have a tax invoice: paid ones (a cancelled paid order keeps its invoice with the refund shown). */
/** How an order was paid, in the document's language ("wallet" in English, as before). */
function paymentMethodIn(tr: ReturnType<typeof translator>, method: string): string {
  return method === 'wallet' || method === 'card' || method === 'pay_later'
    ? tr(`payment.${method}`)
    : method;
}

export function hasInvoice(order: CoreOrder): boolean {
  return order.invoiceNumber !== null;
}

/**
 * The core's tax invoice of any product (UAE): company with TRN, "Tax Invoice", number and date,
 * the agent with its TRN, one row per line with VAT, totals; `view` 'sell' prints the client's
 * prices (the agent's client markup included), 'agent' what the agent paid.
 */
export async function bookingInvoicePdf(
  deps: AppDeps,
  product: BookingProduct,
  asker: OrderAsker,
  orderId: string,
  view: 'agent' | 'sell',
  language: Language = 'en',
): Promise<{ pdf: Buffer; name: string }> {
  const tr = translator(language);
  const order = await ownedOrder(deps, product.product, asker, orderId, 'read');
  if (!hasInvoice(order)) throw notFound('Invoice');
  const { db } = deps.database;
  const agent = await billedAgent(db, order.agentId);
  const company = await loadCompanyConfig(db);
  const lines = (await orderLines(db, order)).filter((l) => l.status !== 'failed' && l.status !== 'expired');
  const extra = product.invoiceLines ? await product.invoiceLines(deps, order, lines) : [];
  const amount = (l: CoreLine) => (view === 'sell' ? l.sellPrice : l.agentPrice);
  const pdf = await renderPdf(
    {
      title: tr('invoice.title', { number: order.invoiceNumber ?? '' }),
      footer: tr('invoice.footer', { company: company.companyName, licence: company.licenceNumber }),
      language,
    },
    (doc) => {
      drawHeader(doc, companyLetterhead(company, language), tr('invoice.heading'), [
        [tr('invoice.number'), order.invoiceNumber ?? ''],
        [tr('doc.date'), formatDate(order.paidAt ?? order.createdAt)],
        [tr('doc.booking'), order.referenceNumber],
        [tr('doc.yourReference'), order.agentReferenceNumber],
      ]);
      const half = CONTENT_WIDTH / 2 - 10;
      const top = doc.y;
      billTo(doc, agent, half, tr);
      const leftBottom = doc.y;
      doc.y = top;
      const x = doc.page.margins.left + half + 20;
      sectionTitle(doc, tr('invoice.leadGuest'), x, half);
      facts(
        doc,
        [
          [tr('doc.name'), order.leadName],
          [tr('doc.email'), order.leadEmail],
          [tr('invoice.booked'), tr('doc.companyTime', { time: formatDateTime(order.createdAt) })],
        ],
        { x, width: half, labelWidth: 60 },
      );
      doc.y = Math.max(leftBottom, doc.y) + 10;
      drawTable(
        doc,
        [
          { header: tr('invoice.description'), width: 235 },
          { header: tr('invoice.dates'), width: 100 },
          { header: tr('invoice.vatIncluded'), width: 70, align: 'right' },
          { header: tr('invoice.amount'), width: CONTENT_WIDTH - 405, align: 'right' },
        ],
        lines.flatMap((l) => [
          {
            bold: true,
            cells: [
              `${l.lineNo}. ${l.description}`,
              `${formatDate(l.serviceDate)}${l.serviceEndDate ? ` - ${formatDate(l.serviceEndDate)}` : ''}`,
              formatMoney(l.vat),
              formatMoney(amount(l)),
            ],
          },
          ...extra
            .filter((e) => e.lineId === l.id)
            .map((e) => ({ muted: true, cells: [`   ${e.text}`, '', '', ''] })),
          ...(l.cancelledAt && l.refundAmount !== null
            ? [
                {
                  muted: true,
                  cells: [
                    `   ${tr('invoice.cancelledLine', {
                      date: formatDate(l.cancelledAt),
                      refund: formatMoney(l.refundAmount),
                      fee: formatMoney(l.cancellationFee ?? 0),
                    })}`,
                    '',
                    '',
                    '',
                  ],
                },
              ]
            : []),
        ]),
      );
      const total = lines.reduce((s, l) => s + amount(l), 0);
      const vat = lines.reduce((s, l) => s + l.vat, 0);
      const fee = view === 'agent' ? order.cardFee : 0;
      doc.moveDown(0.5);
      totals(doc, [
        { label: tr('invoice.totalExVat'), value: formatMoney(total - vat) },
        { label: tr('invoice.vat'), value: formatMoney(vat) },
        ...(fee > 0 ? [{ label: tr('invoice.cardFee'), value: formatMoney(fee) }] : []),
        { label: tr('invoice.total'), value: formatMoney(total + fee), bold: true },
      ]);
      doc.moveDown(1.2).font('Helvetica').fontSize(8).fillColor('#475569');
      doc.text(
        `${tr('invoice.paidBy', { method: paymentMethodIn(tr, order.paidWith ?? order.paymentMethod) })}${view === 'sell' ? ` ${tr('invoice.clientPrices')}` : ''}`,
      );
    },
  );
  return { pdf, name: `invoice-${order.referenceNumber}.pdf` };
}

/**
 * A credit note (UAE VAT): the company with its TRN, "Credit Note", its number and date, the tax
 * invoice it credits, the agent with its TRN, the refunded amount with the VAT it carries
 * (proportional to the invoiced line's VAT) and the reason. Any product: the note names its order.
 */
export async function bookingCreditNotePdf(
  deps: AppDeps,
  agentId: string | null,
  creditNoteId: string,
  language: Language = 'en',
): Promise<{ pdf: Buffer; name: string }> {
  const tr = translator(language);
  const { db } = deps.database;
  const note = await findCreditNote(db, creditNoteId);
  const order = note ? await findOrder(db, note.orderId) : null;
  if (!note || !order || (agentId !== null && order.agentId !== agentId)) throw notFound('Credit note');
  const agent = await billedAgent(db, order.agentId);
  const company = await loadCompanyConfig(db);
  const line = (await linesOfOrder(db, order.id)).find((l) => l.id === note.lineId) ?? null;
  const vat = line && line.agentPrice > 0 ? Math.round((line.vat * note.amount) / line.agentPrice) : 0;
  const pdf = await renderPdf(
    {
      title: tr('creditNote.title', { number: note.number }),
      footer: tr('creditNote.footer', { company: company.companyName, licence: company.licenceNumber }),
      language,
    },
    (doc) => {
      drawHeader(doc, companyLetterhead(company, language), tr('creditNote.heading'), [
        [tr('creditNote.number'), note.number],
        [tr('doc.date'), formatDate(note.issuedAt)],
        [tr('creditNote.taxInvoice'), note.invoiceNumber],
        [tr('doc.booking'), order.referenceNumber],
        [tr('doc.yourReference'), order.agentReferenceNumber],
      ]);
      billTo(doc, agent, CONTENT_WIDTH, tr);
      doc.moveDown(0.8);
      drawTable(
        doc,
        [
          { header: tr('invoice.description'), width: 335 },
          { header: tr('invoice.vatIncluded'), width: 70, align: 'right' },
          { header: tr('creditNote.credited'), width: CONTENT_WIDTH - 405, align: 'right' },
        ],
        [
          {
            bold: true,
            cells: [
              line ? `${line.lineNo}. ${line.description}` : order.title,
              formatMoney(vat),
              formatMoney(note.amount),
            ],
          },
          { muted: true, cells: [`   ${note.reason}`, '', ''] },
        ],
      );
      doc.moveDown(0.5);
      totals(doc, [
        { label: tr('creditNote.creditedExVat'), value: formatMoney(note.amount - vat) },
        { label: tr('invoice.vat'), value: formatMoney(vat) },
        { label: tr('creditNote.totalCredited'), value: formatMoney(note.amount), bold: true },
      ]);
      doc.moveDown(1.2).font('Helvetica').fontSize(8).fillColor('#475569');
      doc.text(tr('creditNote.refunded', { currency: note.currency, invoice: note.invoiceNumber }));
    },
  );
  return { pdf, name: `credit-note-${note.number}.pdf` };
}

/** The product's voucher (no net prices); 404 while nothing is booked. */
export async function bookingVoucherPdf(
  deps: AppDeps,
  product: BookingProduct,
  asker: OrderAsker,
  orderId: string,
  view: 'client' | 'sell',
  language: Language = 'en',
): Promise<{ pdf: Buffer; name: string }> {
  const order = await ownedOrder(deps, product.product, asker, orderId, 'read');
  const lines = (await orderLines(deps.database.db, order)).filter(
    (l) => l.status === 'booked' || l.status === 'confirmed',
  );
  if (!product.voucher || lines.length === 0 || (order.status !== 'completed' && order.status !== 'unpaid'))
    throw notFound('Voucher');
  return {
    pdf: await product.voucher(deps, order, lines, view, language),
    name: `voucher-${order.referenceNumber}.pdf`,
  };
}
