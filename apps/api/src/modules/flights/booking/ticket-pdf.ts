import { formatMoney, type FlightSegment } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import {
  agentBranding,
  CONTENT_WIDTH,
  drawHeader,
  drawTable,
  facts,
  noteBox,
  renderPdf,
  sectionTitle,
} from '../../../lib/documents/index.ts';
import type { CoreLine, CoreOrder } from '../../bookings/core/index.ts';
import { findAirport } from '../airports.service.ts';
import { changeText, refundText } from './fare-rules.ts';
import { bookingOfLine, fareOf, journeysOf, type FlightBookingRow } from './repository.ts';

const TYPE = { ADT: 'Adult', CHD: 'Child', INF: 'Infant' } as const;

/** The airline title: MR/MS for adults, MSTR/MISS for children and infants. */
const titleOf = (p: { passengerType: 'ADT' | 'CHD' | 'INF'; gender: string }) =>
  p.passengerType === 'ADT' ? (p.gender === 'female' ? 'MS' : 'MR') : p.gender === 'female' ? 'MISS' : 'MSTR';

/** "20/12/2026 08:35" from a local wall-clock "2026-12-20T08:35" (the airport's own time). */
export const localText = (local: string) =>
  `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;

const place = (iata: string) => {
  const a = findAirport(iata);
  return a ? `${a.city} (${iata})` : iata;
};

function paxName(row: FlightBookingRow, paxId: number): string {
  const p = row.passengers.find((x) => x.paxId === paxId);
  return p ? `${p.firstName} ${p.lastName}` : `Passenger ${paxId}`;
}

function segmentExtras(row: FlightBookingRow, s: FlightSegment): string[] {
  const out: string[] = [];
  for (const seat of row.addons.seats.filter((x) => x.segmentKey === s.key))
    out.push(`Seat ${seat.seatNumber}: ${paxName(row, seat.paxId)}`);
  for (const m of row.addons.meals.filter((x) => x.segmentKey === s.key))
    out.push(`${m.mealInfo}${m.count > 1 ? ` x${m.count}` : ''}: ${paxName(row, m.paxId)}`);
  for (const b of row.addons.baggage.filter((x) => x.segmentKey === s.key))
    out.push(`${b.baggageInfo}${b.count > 1 ? ` x${b.count}` : ''}: ${paxName(row, b.paxId)}`);
  return out;
}

/**
 * The e-ticket (itinerary receipt) the agent hands to its client: PNR, ticket numbers per
 * passenger, every segment in the airports' local times, baggage, seats, meals, extra bags and the
 * fare rules. `client` prints no price; `sell` the client's price. Never a net.
 */
export async function eTicketPdf(
  deps: AppDeps,
  order: CoreOrder,
  lines: CoreLine[],
  view: 'client' | 'sell',
): Promise<Buffer> {
  const line = lines[0]!;
  const row = await bookingOfLine(deps.database.db, line.id);
  if (!row) throw new Error(`Flight order ${order.id} has no flight booking`);
  const fare = fareOf(row);
  const brand = await agentBranding(deps, order.agentId);
  return renderPdf(
    {
      title: `E-ticket ${row.pnr ?? order.referenceNumber}`,
      footer: `${brand.name} · ${order.referenceNumber}`,
    },
    (doc) => {
      drawHeader(doc, brand, 'Electronic Ticket', [
        ['Airline PNR', row.pnr ?? 'Pending'],
        ['Reference', order.referenceNumber],
        ['Agent reference', order.agentReferenceNumber],
        ['Airline', `${row.carrierName} (${row.carrier})`],
      ]);
      if (line.status === 'cancelled') noteBox(doc, 'This booking has been cancelled.', { bold: true });
      else if (line.status !== 'confirmed') noteBox(doc, 'Ticketing is not complete yet.', { bold: true });
      sectionTitle(doc, 'Passengers');
      drawTable(
        doc,
        [
          { header: 'Name', width: CONTENT_WIDTH * 0.36 },
          { header: 'Type', width: CONTENT_WIDTH * 0.14 },
          { header: 'Passport', width: CONTENT_WIDTH * 0.22 },
          { header: 'Ticket number', width: CONTENT_WIDTH * 0.28 },
        ],
        row.passengers.map((p) => ({
          cells: [
            `${titleOf(p)} ${p.firstName} ${p.lastName}`.toUpperCase(),
            TYPE[p.passengerType],
            p.passportNumber,
            p.ticketNumber ?? 'Pending',
          ],
        })),
      );
      doc.moveDown(0.5);
      sectionTitle(doc, 'Itinerary (local times at each airport)');
      for (const s of journeysOf(row).flatMap((j) => j.segments)) {
        facts(doc, [
          [`${s.flightNumber}`, `${place(s.from)} to ${place(s.to)}`],
          ['Departs', localText(s.departLocal)],
          ['Arrives', localText(s.arriveLocal)],
          [
            'Cabin',
            `${fare.cabin === 'business' ? 'Business' : 'Economy'} (${fare.bookingClass}), ${s.aircraft}`,
          ],
          ['Extras', segmentExtras(row, s).join('; ') || null],
        ]);
        doc.moveDown(0.3);
      }
      sectionTitle(doc, 'Baggage and fare rules');
      facts(doc, [
        ['Fare', fare.family],
        [
          'Baggage',
          `Checked ${fare.baggage.checkedKg} kg, cabin ${fare.baggage.cabinKg} kg per passenger (infants: cabin only)`,
        ],
        ['Changes', changeText(fare)],
        ['Cancellation', refundText(fare)],
        ['Price', view === 'sell' ? `${formatMoney(line.sellPrice)} (taxes included)` : null],
      ]);
      doc.moveDown(0.5);
      noteBox(
        doc,
        `Contact: +${row.contact.phoneCode.replace(/^\+/, '')} ${row.contact.contactNo}, ${row.contact.email}. Check in at least 3 hours before an international departure with this e-ticket and a passport valid for the whole trip.`,
      );
    },
  );
}
