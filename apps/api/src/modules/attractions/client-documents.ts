import type { ClientDocumentView } from '@portal/contracts';
import type { AttractionDayInfo } from '@portal/db';
import { formatDate, formatMoney, weekdayOf } from '@portal/domain';
import {
  barcodePng,
  bullets,
  CONTENT_WIDTH,
  drawHeader,
  facts,
  noteBox,
  PAGE,
  qrPng,
  renderPdf,
  sectionTitle,
  type Branding,
  type Pdf,
} from '../../lib/documents/index.ts';

/**
 * What an agent hands its client: a voucher per booked activity and an e-ticket per ticket, under
 * the agent's own branding, with what the traveller needs on the day (pick-up window and place,
 * meeting point, what to bring, who to call). `view` 'client' prints no price at all; 'sell' prints
 * the agent's own sell price. Net and agent prices never appear.
 */

export interface ClientDocOrder {
  referenceNumber: string;
  agentReferenceNumber: string;
  leadName: string;
  leadPhone: string;
  issuedAt: Date;
}

export interface ClientDocLine {
  lineNo: number;
  status: 'confirmed' | 'booked';
  attraction: string;
  activity: string;
  date: string;
  slot: { startTime: string; endTime: string } | null;
  adults: number;
  children: number;
  infants: number;
  transferType: 'none' | 'shared' | 'private';
  /** "Sedan x 1, Van x 1" for private transfers and vehicle activities. */
  vehicles: string | null;
  confirmationNumber: string | null;
  duration: string;
  location: string;
  policy: string;
  dayInfo: AttractionDayInfo | null;
  sellPrice: number;
  tickets: { ticketNo: string; ticketFor: string; validTill: string }[];
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dayAndDate = (date: string) => `${WEEKDAYS[weekdayOf(date)]} ${formatDate(date)}`;
const guests = (l: ClientDocLine) =>
  [
    `${l.adults} adult${l.adults === 1 ? '' : 's'}`,
    l.children ? `${l.children} child${l.children === 1 ? '' : 'ren'}` : '',
    l.infants ? `${l.infants} infant${l.infants === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(', ');
const TRANSFER = { none: null, shared: 'Shared transfer', private: 'Private transfer' } as const;
const agentPhone = (brand: Branding) => brand.contact.find((c) => c.startsWith('Tel '))?.slice(4) ?? '';

/** Pick-up, meeting point and transfer lines of a voucher or ticket. */
function gettingThere(l: ClientDocLine): [string, string | null][] {
  const pickup = l.transferType !== 'none' || l.dayInfo?.pickupIncluded ? l.dayInfo?.pickup : null;
  const transfer = TRANSFER[l.transferType];
  return [
    ['Transfer', transfer ? `${transfer}${l.vehicles ? ` (${l.vehicles})` : ''}` : null],
    [
      'Pick-up time',
      pickup ? `Between ${pickup.from} and ${pickup.to} (Dubai time); be ready in the lobby` : null,
    ],
    ['Pick-up place', pickup ? pickup.place : null],
    ['Meeting point', l.dayInfo?.meetingPoint ?? l.location],
    ['Location', l.location],
  ];
}

function onTheDay(doc: Pdf, l: ClientDocLine, brand: Branding): void {
  const info = l.dayInfo;
  if (info?.whatToBring.length) {
    sectionTitle(doc, 'What to bring');
    bullets(doc, info.whatToBring);
    doc.moveDown(0.4);
  }
  const agent = agentPhone(brand);
  noteBox(
    doc,
    [
      info
        ? `On the day, call ${info.operator} on ${info.emergencyPhone} if you are late or cannot find the pick-up or meeting point.`
        : '',
      `Your travel agent: ${brand.name}${agent ? `, ${agent}` : ''}.`,
    ]
      .filter(Boolean)
      // Who to call on the day, and the agent on a line of its own: read at a glance.
      .join('\n'),
    { bold: true },
  );
}

async function voucherPage(
  doc: Pdf,
  brand: Branding,
  order: ClientDocOrder,
  l: ClientDocLine,
  view: ClientDocumentView,
): Promise<void> {
  const voucherNo = `${order.referenceNumber}-${l.lineNo}`;
  drawHeader(doc, brand, 'Booking voucher', [
    ['Voucher', voucherNo],
    ['Booking', order.referenceNumber],
    ['Reference', order.agentReferenceNumber],
    ['Issued', formatDate(order.issuedAt)],
  ]);
  noteBox(
    doc,
    l.status === 'confirmed'
      ? `CONFIRMED${l.confirmationNumber ? ` · confirmation number ${l.confirmationNumber}` : ''}. Show this voucher (printed or on a phone).`
      : 'BOOKED · the operator confirms it with a confirmation number; this voucher is valid with your booking reference.',
    { bold: true },
  );
  const top = doc.y;
  const qr = await qrPng(voucherNo, 200);
  doc.image(qr, PAGE.margin + CONTENT_WIDTH - 96, top, { width: 96 });
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(l.attraction, PAGE.margin, top, { width: CONTENT_WIDTH - 110 });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#475569')
    .text(l.activity, { width: CONTENT_WIDTH - 110 });
  doc.fillColor('#0f172a').moveDown(0.6);
  facts(
    doc,
    [
      ['Date', dayAndDate(l.date)],
      ['Time', l.slot ? `${l.slot.startTime} - ${l.slot.endTime} (Dubai time)` : null],
      ['Duration', l.duration],
      ['Guests', guests(l)],
      ['Lead traveller', `${order.leadName} · ${order.leadPhone}`],
      ['Price', view === 'sell' ? `${formatMoney(l.sellPrice)} (VAT included)` : null],
    ],
    { width: CONTENT_WIDTH - 110 },
  );
  doc.y = Math.max(doc.y, top + 106);
  doc.moveDown(0.6);
  sectionTitle(doc, 'Getting there');
  facts(doc, gettingThere(l));
  doc.moveDown(0.4);
  onTheDay(doc, l, brand);
  doc.moveDown(0.4);
  sectionTitle(doc, 'Cancellation');
  doc.font('Helvetica').fontSize(9).fillColor('#475569').text(l.policy, { width: CONTENT_WIDTH });
  doc.fillColor('#0f172a');
}

/** One voucher page per confirmed or booked line. */
export function vouchersPdf(
  brand: Branding,
  order: ClientDocOrder,
  lines: ClientDocLine[],
  view: ClientDocumentView,
): Promise<Buffer> {
  return renderPdf(
    {
      title: `Vouchers ${order.referenceNumber}`,
      footer: `${brand.name} · booking ${order.referenceNumber}`,
    },
    async (doc) => {
      for (const [i, line] of lines.entries()) {
        if (i > 0) doc.addPage();
        await voucherPage(doc, brand, order, line, view);
      }
    },
  );
}

const TICKET_TYPE: Record<string, string> = {
  common: 'General admission',
  adult: 'Adult',
  child: 'Child',
  infant: 'Infant',
};

/** One page per e-ticket: QR code and Code 128 barcode of the ticket number, with what the day needs. */
export function ticketsPdf(
  brand: Branding,
  order: ClientDocOrder,
  lines: ClientDocLine[],
  view: ClientDocumentView,
): Promise<Buffer> {
  return renderPdf(
    {
      title: `E-tickets ${order.referenceNumber}`,
      footer: `${brand.name} · booking ${order.referenceNumber}`,
    },
    async (doc) => {
      let first = true;
      for (const l of lines) {
        for (const t of l.tickets) {
          if (!first) doc.addPage();
          first = false;
          drawHeader(doc, brand, 'E-ticket', [
            ['Ticket', t.ticketNo],
            ['Booking', order.referenceNumber],
            ['Issued', formatDate(order.issuedAt)],
          ]);
          doc.font('Helvetica-Bold').fontSize(18).text(l.attraction, { width: CONTENT_WIDTH });
          doc.font('Helvetica').fontSize(12).fillColor('#475569').text(l.activity, { width: CONTENT_WIDTH });
          doc.fillColor('#0f172a').moveDown(0.8);
          const top = doc.y;
          doc.image(await qrPng(t.ticketNo, 240), PAGE.margin, top, { width: 150 });
          doc.image(await barcodePng(t.ticketNo), PAGE.margin + 170, top, { fit: [CONTENT_WIDTH - 170, 52] });
          doc.y = top + 64;
          facts(
            doc,
            [
              ['Ticket number', t.ticketNo],
              ['Type', TICKET_TYPE[t.ticketFor] ?? t.ticketFor],
              ['Visit date', `${dayAndDate(l.date)}${l.slot ? ` at ${l.slot.startTime} (Dubai time)` : ''}`],
              ['Valid until', formatDate(t.validTill)],
              ['Lead traveller', order.leadName],
              [
                'Price',
                view === 'sell' ? `${formatMoney(l.sellPrice)} for this booking (${guests(l)})` : null,
              ],
            ],
            { x: PAGE.margin + 170, width: CONTENT_WIDTH - 170, labelWidth: 95 },
          );
          doc.y = Math.max(doc.y, top + 160);
          doc.moveDown(0.5);
          sectionTitle(doc, 'Getting there');
          facts(doc, gettingThere(l));
          doc.moveDown(0.4);
          onTheDay(doc, l, brand);
          doc.moveDown(0.3);
          doc.font('Helvetica').fontSize(8).fillColor('#475569');
          doc.text(
            'Show this ticket (printed or on a phone) at the entrance. Each ticket admits one guest once.',
          );
          doc.fillColor('#0f172a');
        }
      }
    },
  );
}
