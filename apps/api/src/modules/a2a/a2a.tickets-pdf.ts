import { durationText, formatDate, nationalityOf } from '@portal/domain';
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
): Promise<Buffer> {
  const { db } = deps.database;
  const wanted = new Set(lines.map((l) => l.id));
  const statusOf = new Map(lines.map((l) => [l.id, l.status]));
  // Numbered among every passenger of the booking, also when one passenger's ticket is printed.
  const all = await passengersOfOrder(db, order.id);
  const passengers = all.filter((p) => wanted.has(p.lineId));
  const firstTicket = passengers[0]?.ticketId;
  const found = firstTicket ? await ticketById(db, firstTicket) : null;
  const brand = await agentBranding(deps, order.agentId);
  return renderPdf(
    { title: `E-ticket ${order.referenceNumber}`, footer: `${brand.name} · ${order.referenceNumber}` },
    (doc) => {
      if (!found) {
        doc.text('No passengers on this booking.');
        return;
      }
      const { ticket: t, sector: s } = found;
      passengers.forEach((p, i) => {
        if (i > 0) doc.addPage();
        drawHeader(doc, brand, 'E-TICKET', [
          ['Booking', order.referenceNumber],
          ['Airline PNR', t.pnrNo],
          ['Passenger', `${p.passengerNo} of ${all.length}`],
        ]);
        sectionTitle(doc, 'Passenger');
        facts(doc, [
          ['Name', `${p.title} ${p.firstName} ${p.lastName}`],
          ['Passport', p.passportNo],
          ['Nationality', nationalityOf(p.nationality)],
          [
            'Infant',
            p.isInfant
              ? `${p.infantTitle ?? ''} ${p.infantFirstName ?? ''} ${p.infantLastName ?? ''} (passport ${p.infantPassportNo ?? ''})`
              : null,
          ],
          ['Status', statusOf.get(p.lineId) === 'cancelled' ? 'CANCELLED' : 'Confirmed'],
          ['Reference', p.reference || null],
        ]);
        doc.moveDown(0.5);
        sectionTitle(doc, 'Flights');
        const w = CONTENT_WIDTH;
        const columns = [
          { header: 'Flight', width: w * 0.22 },
          { header: 'From - To', width: w * 0.3 },
          { header: 'Date', width: w * 0.16 },
          { header: 'Departs', width: w * 0.1 },
          { header: 'Arrives', width: w * 0.1 },
          { header: 'Duration', width: w * 0.12 },
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
          ['Baggage', `${t.baggage}; hand baggage ${t.handBaggage}`],
          ['Airports', `${s.fromName}, ${s.fromCountry} · ${s.toName}, ${s.toCountry}`],
        ]);
        doc.moveDown(0.5);
        noteBox(
          doc,
          `Paid via travel agent ${brand.name}. Booking ${order.referenceNumber}, airline PNR ${t.pnrNo}.`,
          { bold: true },
        );
        if (t.terms) {
          doc.moveDown(0.5);
          sectionTitle(doc, 'Terms');
          doc.fontSize(8.5).text(t.terms, { width: CONTENT_WIDTH });
        }
      });
    },
  );
}
