import bwipjs from 'bwip-js/node';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { OrderDto, OrderRowDto } from '@portal/contracts';
import { formatMinor } from '@portal/domain';
import type { CompanyConfig } from '../company/company.service.ts';

export interface InvoiceParty {
  companyName: string;
  agentCode: number;
  address: string;
  email: string;
  trnNumber: string | null;
}

const aed = (minor: number) => `AED ${formatMinor(minor)}`;

function render(build: (doc: PDFKit.PDFDocument) => Promise<void> | void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Producer: 'B2B portal' } });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    Promise.resolve(build(doc))
      .then(() => doc.end())
      .catch(reject);
  });
}

/**
 * A tax invoice (UAE): supplier name, address and TRN, "Tax Invoice", number and date, the agent
 * (recipient) with its TRN, lines with amounts, VAT and totals. `priceView` 'sell' prints the
 * client's prices (the agent's own markup included), 'agent' what the agent paid.
 */
export function invoicePdf(
  company: CompanyConfig,
  agent: InvoiceParty,
  order: OrderDto,
  priceView: 'agent' | 'sell',
): Promise<Buffer> {
  return render((doc) => {
    doc.fontSize(18).text(company.companyName, { continued: false });
    doc.fontSize(9).fillColor('#444').text(company.postalAddress);
    doc.text(`TRN: ${company.trn}   Tel: ${company.phoneNumbers.join(', ')}   ${company.contactEmail}`);
    doc.moveDown().fillColor('#000').fontSize(16).text('Tax Invoice', { align: 'right' });
    doc.fontSize(9).text(`Invoice no: INV-${order.referenceNumber}`, { align: 'right' });
    doc.text(`Date: ${order.createdAt.slice(0, 10)}`, { align: 'right' });
    doc.text(`Agent reference: ${order.agentReferenceNumber}`, { align: 'right' });
    doc.moveDown();
    doc.fontSize(10).text('Bill to', { underline: true });
    doc.fontSize(9).text(`${agent.companyName} (agent ${agent.agentCode})`);
    doc.text(agent.address);
    doc.text(agent.email);
    if (agent.trnNumber) doc.text(`TRN: ${agent.trnNumber}`);
    doc.moveDown(0.5).fontSize(10).text('Lead traveller', { underline: true });
    const lt = order.leadTraveller;
    doc.fontSize(9).text(`${lt.name} - ${lt.email} - ${lt.phone} - ${lt.country}`);
    doc.moveDown();

    const cols = [48, 250, 330, 400, 470];
    const header = ['Description', 'Date', 'Status', 'VAT', 'Amount'];
    let y = doc.y;
    doc.fontSize(9).font('Helvetica-Bold');
    header.forEach((h, i) => doc.text(h, cols[i], y, { width: i === 0 ? 195 : 70 }));
    doc.font('Helvetica');
    y = doc.y + 4;
    let total = 0;
    let vat = 0;
    for (const line of order.lines) {
      if (line.status === 'failed' || line.status === 'expired') continue;
      const amount = priceView === 'sell' ? line.price.sellPrice : line.price.agentPrice;
      total += amount;
      vat += line.price.vat;
      const pax = `${line.adults} adult(s), ${line.children} child(ren), ${line.infants} infant(s)`;
      const desc = `${line.attraction.title} - ${line.activity.name}\n${pax}${line.transferType !== 'none' ? `, ${line.transferType} transfer` : ''}`;
      doc.text(desc, cols[0], y, { width: 195 });
      const next = doc.y;
      doc.text(line.date, cols[1], y, { width: 75 });
      doc.text(line.status, cols[2], y, { width: 70 });
      doc.text(aed(line.price.vat), cols[3], y, { width: 70 });
      doc.text(aed(amount), cols[4], y, { width: 80 });
      y = Math.max(next, doc.y) + 6;
      if (y > 720) {
        doc.addPage();
        y = 48;
      }
    }
    doc.moveTo(48, y).lineTo(547, y).stroke();
    y += 8;
    doc.font('Helvetica-Bold');
    doc.text(`Total excluding VAT: ${aed(total - vat)}`, 300, y, { align: 'right', width: 247 });
    doc.text(`VAT: ${aed(vat)}`, 300, doc.y, { align: 'right', width: 247 });
    if (order.cardFee > 0 && priceView === 'agent')
      doc.text(`Card fee: ${aed(order.cardFee)}`, 300, doc.y, { align: 'right', width: 247 });
    doc.text(`Total: ${aed(total + (priceView === 'agent' ? order.cardFee : 0))}`, 300, doc.y, {
      align: 'right',
      width: 247,
    });
    doc.font('Helvetica').moveDown(2).fontSize(8).fillColor('#666');
    doc.text(
      `Paid by ${order.paymentMethod}. Amounts in UAE dirhams; VAT included in the amounts shown.`,
      48,
    );
    doc.text(`Licence ${company.licenceNumber}. This is a computer-generated tax invoice.`, 48);
  });
}

export interface TicketPage {
  ticketNo: string;
  ticketFor: string;
  validTill: string;
  attraction: string;
  activity: string;
  date: string;
  slot: string | null;
  leadName: string;
  orderRef: string;
}

/** One page per e-ticket: QR code and Code 128 barcode of the ticket number, with its details. */
export function ticketsPdf(company: CompanyConfig, tickets: TicketPage[]): Promise<Buffer> {
  return render(async (doc) => {
    for (const [i, t] of tickets.entries()) {
      if (i > 0) doc.addPage();
      doc.fontSize(16).text(company.companyName);
      doc
        .fontSize(9)
        .fillColor('#444')
        .text(`${company.phoneNumbers.join(', ')} - ${company.contactEmail}`);
      doc.fillColor('#000').moveDown().fontSize(20).text(t.attraction);
      doc.fontSize(13).text(t.activity);
      doc.moveDown().fontSize(11);
      doc.text(`Ticket number: ${t.ticketNo}`);
      doc.text(`Type: ${t.ticketFor === 'common' ? 'General admission' : t.ticketFor}`);
      doc.text(`Visit date: ${t.date}${t.slot ? ` at ${t.slot}` : ''}`);
      doc.text(`Valid until: ${t.validTill}`);
      doc.text(`Lead traveller: ${t.leadName}`);
      doc.text(`Booking reference: ${t.orderRef}`);
      const qr = await QRCode.toBuffer(t.ticketNo, { type: 'png', margin: 1, width: 220 });
      doc.image(qr, 48, 330, { width: 180 });
      const barcode = await bwipjs.toBuffer({
        bcid: 'code128',
        text: t.ticketNo,
        scale: 2,
        height: 14,
        includetext: true,
      });
      doc.image(barcode, 260, 360, { width: 280 });
      doc
        .fontSize(8)
        .fillColor('#666')
        .text('Show this ticket (printed or on a phone) at the entrance.', 48, 540);
      doc.fillColor('#000');
    }
  });
}

/** The order list as an Excel sheet (one row per line). */
export async function ordersSheet(rows: OrderRowDto[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Attraction orders');
  sheet.columns = [
    { header: 'Reference', key: 'ref', width: 18 },
    { header: 'Agent reference', key: 'agentRef', width: 18 },
    { header: 'Created', key: 'created', width: 20 },
    { header: 'Attraction', key: 'attraction', width: 36 },
    { header: 'Activity', key: 'activity', width: 36 },
    { header: 'Date', key: 'date', width: 12 },
    { header: 'Adults', key: 'adults', width: 8 },
    { header: 'Children', key: 'children', width: 8 },
    { header: 'Infants', key: 'infants', width: 8 },
    { header: 'Lead traveller', key: 'lead', width: 24 },
    { header: 'E-mail', key: 'email', width: 28 },
    { header: 'Status', key: 'status', width: 16 },
    { header: 'Payment', key: 'payment', width: 10 },
    { header: 'Agent price (AED)', key: 'agentPrice', width: 16 },
    { header: 'Sell price (AED)', key: 'sellPrice', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow({
      ref: r.referenceNumber,
      agentRef: r.agentReferenceNumber,
      created: r.createdAt.slice(0, 19).replace('T', ' '),
      attraction: r.attractionTitle,
      activity: r.activityName,
      date: r.date,
      adults: r.adults,
      children: r.children,
      infants: r.infants,
      lead: r.leadTravellerName,
      email: r.leadTravellerEmail,
      status: r.status,
      payment: r.paymentMethod,
      agentPrice: r.agentPrice / 100,
      sellPrice: r.sellPrice / 100,
    });
  sheet.getColumn('agentPrice').numFmt = '#,##0.00';
  sheet.getColumn('sellPrice').numFmt = '#,##0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}
