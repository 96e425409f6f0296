import { durationText, formatDate, nationalityOf, type Language } from '@portal/domain';
import { titleIn, translator } from '../../lib/i18n/index.ts';
import type { AppDeps } from '../../deps.ts';
import {
  agentBranding,
  CONTENT_WIDTH,
  drawHeader,
  drawTable,
  facts,
  noteBox,
  renderPdf,
  sectionTitle,
} from '../../lib/documents/index.ts';
import type { CoreLine, CoreOrder } from '../bookings/core/product.ts';
import { passengersOfOrder, ticketById } from './a2a.repository.ts';

/**
 * The e-tickets of an a2a booking, one page per passenger (`lines` picks which): flights, airline
 * PNR, passenger and infant, baggage and the "paid via travel agent" line, under the agent's own
 * branding (what the agent hands to its client). No prices: a ticket is not an invoice.
 */
export async function a2aTicketsPdf(
  deps: AppDeps,
  order: CoreOrder,
  lines: CoreLine[],
  _view: 'client' | 'sell',
  language: Language = 'en',
): Promise<Buffer> {
  const tr = translator(language);
  const { db } = deps.database;
  const wanted = new Set(lines.map((l) => l.id));
  const statusOf = new Map(lines.map((l) => [l.id, l.status]));
  // Numbered among every passenger of the booking, also when one passenger's ticket is printed.
  const all = await passengersOfOrder(db, order.id);
  const passengers = all.filter((p) => wanted.has(p.lineId));
  const firstTicket = passengers[0]?.ticketId;
  const found = firstTicket ? await ticketById(db, firstTicket) : null;
  const brand = await agentBranding(deps, order.agentId, language);
  return renderPdf(
    {
      title: tr('a2a.title', { reference: order.referenceNumber }),
      footer: tr('ticket.footer', { brand: brand.name, reference: order.referenceNumber }),
      language,
    },
    (doc) => {
      if (!found) {
        doc.text(tr('a2a.noPassengers'));
        return;
      }
      const { ticket: t, sector: s } = found;
      passengers.forEach((p, i) => {
        if (i > 0) doc.addPage();
        drawHeader(doc, brand, tr('a2a.heading'), [
          [tr('doc.booking'), order.referenceNumber],
          [tr('ticket.pnr'), t.pnrNo],
          [tr('a2a.passenger'), tr('a2a.passengerOf', { n: p.passengerNo, count: all.length })],
        ]);
        sectionTitle(doc, tr('a2a.passenger'));
        facts(doc, [
          [tr('doc.name'), `${titleIn(language, p.title)} ${p.firstName} ${p.lastName}`],
          [tr('ticket.passport'), p.passportNo],
          [tr('voucher.nationality'), nationalityOf(p.nationality)],
          [
            tr('ticket.INF'),
            p.isInfant
              ? tr('a2a.infant', {
                  name: `${p.infantTitle ? titleIn(language, p.infantTitle) : ''} ${p.infantFirstName ?? ''} ${p.infantLastName ?? ''}`.trim(),
                  passport: p.infantPassportNo ?? '',
                })
              : null,
          ],
          [
            tr('a2a.status'),
            statusOf.get(p.lineId) === 'cancelled' ? tr('a2a.cancelled') : tr('a2a.confirmed'),
          ],
          [tr('ticket.reference'), p.reference || null],
        ]);
        doc.moveDown(0.5);
        sectionTitle(doc, tr('a2a.flights'));
        const w = CONTENT_WIDTH;
        const columns = [
          { header: tr('a2a.flight'), width: w * 0.22 },
          { header: tr('a2a.fromTo'), width: w * 0.3 },
          { header: tr('doc.date'), width: w * 0.16 },
          { header: tr('ticket.departs'), width: w * 0.1 },
          { header: tr('ticket.arrives'), width: w * 0.1 },
          { header: tr('a2a.duration'), width: w * 0.12 },
        ];
        const rows = [
          {
            cells: [
              `${t.onwardAirline} ${t.onwardFlightNo}`,
              `${s.fromCity} (${s.airportFrom}) - ${s.toCity} (${s.airportTo})`,
              formatDate(t.onwardDate),
              t.onwardDepartureTime,
              t.onwardArrivalTime,
              durationText(t.onwardDurationMinutes),
            ],
          },
        ];
        if (t.returnDate && t.returnFlightNo)
          rows.push({
            cells: [
              `${t.returnAirline ?? t.onwardAirline} ${t.returnFlightNo}`,
              `${s.toCity} (${s.airportTo}) - ${s.fromCity} (${s.airportFrom})`,
              formatDate(t.returnDate),
              t.returnDepartureTime ?? '',
              t.returnArrivalTime ?? '',
              durationText(t.returnDurationMinutes ?? 0),
            ],
          });
        drawTable(doc, columns, rows);
        doc.moveDown(0.5);
        facts(doc, [
          [tr('ticket.baggage'), tr('a2a.baggage', { checked: t.baggage, cabin: t.handBaggage })],
          [tr('a2a.airports'), `${s.fromName}, ${s.fromCountry} · ${s.toName}, ${s.toCountry}`],
        ]);
        doc.moveDown(0.5);
        noteBox(
          doc,
          tr('a2a.paidVia', { agent: brand.name, reference: order.referenceNumber, pnr: t.pnrNo }),
          { bold: true },
        );
        if (t.terms) {
          doc.moveDown(0.5);
          sectionTitle(doc, tr('a2a.terms'));
          doc.fontSize(8.5).text(t.terms, { width: CONTENT_WIDTH });
        }
      });
    },
  );
}
