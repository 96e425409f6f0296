import type { ClientDocumentView } from '@portal/contracts';
import type { AttractionDayInfo } from '@portal/db';
import { formatDate, formatMoney, weekdayOf, type Language } from '@portal/domain';
import { translator } from '../../lib/i18n/index.ts';
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

type Tr = ReturnType<typeof translator>;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const arabicWeekday = new Intl.DateTimeFormat('ar-AE', { weekday: 'long', timeZone: 'UTC' });
const dayAndDate = (date: string, language: Language) =>
  `${language === 'en' ? WEEKDAYS[weekdayOf(date)] : arabicWeekday.format(new Date(`${date}T00:00:00Z`))} ${formatDate(date)}`;
const guests = (l: ClientDocLine, tr: Tr, language: Language) =>
  [
    tr(l.adults === 1 ? 'att.adult.one' : 'att.adult.other', { count: l.adults }),
    l.children ? tr(l.children === 1 ? 'att.child.one' : 'att.child.other', { count: l.children }) : '',
    l.infants ? tr(l.infants === 1 ? 'att.infant.one' : 'att.infant.other', { count: l.infants }) : '',
  ]
    .filter(Boolean)
    .join(language === 'ar' ? '، ' : ', ');
const TRANSFER = { none: null, shared: 'att.sharedTransfer', private: 'att.privateTransfer' } as const;

/** Pick-up, meeting point and transfer lines of a voucher or ticket. */
function gettingThere(l: ClientDocLine, tr: Tr): [string, string | null][] {
  const pickup = l.transferType !== 'none' || l.dayInfo?.pickupIncluded ? l.dayInfo?.pickup : null;
  const transfer = TRANSFER[l.transferType];
  return [
    [tr('att.transfer'), transfer ? `${tr(transfer)}${l.vehicles ? ` (${l.vehicles})` : ''}` : null],
    [tr('att.pickUpTime'), pickup ? tr('att.pickUpWindow', { from: pickup.from, to: pickup.to }) : null],
    [tr('att.pickUpPlace'), pickup ? pickup.place : null],
    [tr('att.meetingPoint'), l.dayInfo?.meetingPoint ?? l.location],
    [tr('att.location'), l.location],
  ];
}

function onTheDay(doc: Pdf, l: ClientDocLine, brand: Branding, tr: Tr): void {
  const info = l.dayInfo;
  if (info?.whatToBring.length) {
    sectionTitle(doc, tr('att.whatToBring'));
    bullets(doc, info.whatToBring);
    doc.moveDown(0.4);
  }
  const agent = brand.phones ?? '';
  noteBox(
    doc,
    [
      info ? tr('att.onTheDay', { operator: info.operator, phone: info.emergencyPhone }) : '',
      tr('att.yourAgent', { agent: `${brand.name}${agent ? `, ${agent}` : ''}` }),
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
  language: Language,
): Promise<void> {
  const tr = translator(language);
  const voucherNo = `${order.referenceNumber}-${l.lineNo}`;
  drawHeader(doc, brand, tr('att.voucherHeading'), [
    [tr('att.voucher'), voucherNo],
    [tr('doc.booking'), order.referenceNumber],
    [tr('ticket.reference'), order.agentReferenceNumber],
    [tr('insurance.issued'), formatDate(order.issuedAt)],
  ]);
  noteBox(
    doc,
    l.status === 'confirmed'
      ? tr('att.confirmed', {
          number: l.confirmationNumber ? tr('att.confirmationNumber', { number: l.confirmationNumber }) : '',
        })
      : tr('att.booked'),
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
      [tr('doc.date'), dayAndDate(l.date, language)],
      [tr('att.time'), l.slot ? tr('att.timeRange', { from: l.slot.startTime, to: l.slot.endTime }) : null],
      [tr('att.duration'), l.duration],
      [tr('att.guests'), guests(l, tr, language)],
      [tr('att.leadTraveller'), `${order.leadName} · ${order.leadPhone}`],
      [
        tr('ticket.price'),
        view === 'sell' ? tr('insurance.vatIncluded', { price: formatMoney(l.sellPrice) }) : null,
      ],
    ],
    { width: CONTENT_WIDTH - 110 },
  );
  doc.y = Math.max(doc.y, top + 106);
  doc.moveDown(0.6);
  sectionTitle(doc, tr('att.gettingThere'));
  facts(doc, gettingThere(l, tr));
  doc.moveDown(0.4);
  onTheDay(doc, l, brand, tr);
  doc.moveDown(0.4);
  sectionTitle(doc, tr('insurance.cancellation'));
  doc.font('Helvetica').fontSize(9).fillColor('#475569').text(l.policy, { width: CONTENT_WIDTH });
  doc.fillColor('#0f172a');
}

/** One voucher page per confirmed or booked line. */
export function vouchersPdf(
  brand: Branding,
  order: ClientDocOrder,
  lines: ClientDocLine[],
  view: ClientDocumentView,
  language: Language = 'en',
): Promise<Buffer> {
  const tr = translator(language);
  return renderPdf(
    {
      title: tr('att.vouchersTitle', { reference: order.referenceNumber }),
      footer: tr('voucher.footer', { brand: brand.name, reference: order.referenceNumber }),
      language,
    },
    async (doc) => {
      for (const [i, line] of lines.entries()) {
        if (i > 0) doc.addPage();
        await voucherPage(doc, brand, order, line, view, language);
      }
    },
  );
}

const TICKET_TYPE = {
  common: 'att.ticket.common',
  adult: 'att.ticket.adult',
  child: 'att.ticket.child',
  infant: 'att.ticket.infant',
} as const;
const ticketType = (tr: Tr, type: string) =>
  type in TICKET_TYPE ? tr(TICKET_TYPE[type as keyof typeof TICKET_TYPE]) : type;

/** One page per e-ticket: QR code and Code 128 barcode of the ticket number, with what the day needs. */
export function ticketsPdf(
  brand: Branding,
  order: ClientDocOrder,
  lines: ClientDocLine[],
  view: ClientDocumentView,
  language: Language = 'en',
): Promise<Buffer> {
  const tr = translator(language);
  return renderPdf(
    {
      title: tr('att.ticketsTitle', { reference: order.referenceNumber }),
      footer: tr('voucher.footer', { brand: brand.name, reference: order.referenceNumber }),
      language,
    },
    async (doc) => {
      let first = true;
      for (const l of lines) {
        for (const t of l.tickets) {
          if (!first) doc.addPage();
          first = false;
          drawHeader(doc, brand, tr('att.ticketHeading'), [
            [tr('att.ticket'), t.ticketNo],
            [tr('doc.booking'), order.referenceNumber],
            [tr('insurance.issued'), formatDate(order.issuedAt)],
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
              [tr('ticket.ticketNumber'), t.ticketNo],
              [tr('ticket.type'), ticketType(tr, t.ticketFor)],
              [
                tr('att.visitDate'),
                l.slot
                  ? tr('att.visitAt', { date: dayAndDate(l.date, language), time: l.slot.startTime })
                  : dayAndDate(l.date, language),
              ],
              [tr('att.validUntil'), formatDate(t.validTill)],
              [tr('att.leadTraveller'), order.leadName],
              [
                tr('ticket.price'),
                view === 'sell'
                  ? tr('att.priceForBooking', {
                      price: formatMoney(l.sellPrice),
                      guests: guests(l, tr, language),
                    })
                  : null,
              ],
            ],
            { x: PAGE.margin + 170, width: CONTENT_WIDTH - 170, labelWidth: 95 },
          );
          doc.y = Math.max(doc.y, top + 160);
          doc.moveDown(0.5);
          sectionTitle(doc, tr('att.gettingThere'));
          facts(doc, gettingThere(l, tr));
          doc.moveDown(0.4);
          onTheDay(doc, l, brand, tr);
          doc.moveDown(0.3);
          doc.font('Helvetica').fontSize(8).fillColor('#475569');
          doc.text(tr('att.showTicket'));
          doc.fillColor('#0f172a');
        }
      }
    },
  );
}
