import { formatMoney, type FlightSegment, type Language } from '@portal/domain';
import { translator } from '../../../lib/i18n/index.ts';
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

function segmentExtras(row: FlightBookingRow, s: FlightSegment, tr: ReturnType<typeof translator>): string[] {
  const out: string[] = [];
  for (const seat of row.addons.seats.filter((x) => x.segmentKey === s.key))
    out.push(tr('ticket.seat', { seat: seat.seatNumber, name: paxName(row, seat.paxId) }));
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
  language: Language = 'en',
): Promise<Buffer> {
  const tr = translator(language);
  const line = lines[0]!;
  const row = await bookingOfLine(deps.database.db, line.id);
  if (!row) throw new Error(`Flight order ${order.id} has no flight booking`);
  const fare = fareOf(row);
  const brand = await agentBranding(deps, order.agentId, language);
  return renderPdf(
    {
      title: tr('ticket.title', { pnr: row.pnr ?? order.referenceNumber }),
      footer: tr('ticket.footer', { brand: brand.name, reference: order.referenceNumber }),
      language,
    },
    (doc) => {
      drawHeader(doc, brand, tr('ticket.heading'), [
        [tr('ticket.pnr'), row.pnr ?? tr('ticket.pending')],
        [tr('ticket.reference'), order.referenceNumber],
        [tr('ticket.agentReference'), order.agentReferenceNumber],
        [tr('ticket.airline'), `${row.carrierName} (${row.carrier})`],
      ]);
      if (line.status === 'cancelled') noteBox(doc, tr('ticket.cancelled'), { bold: true });
      else if (line.status !== 'confirmed') noteBox(doc, tr('ticket.notComplete'), { bold: true });
      sectionTitle(doc, tr('ticket.passengers'));
      drawTable(
        doc,
        [
          { header: tr('doc.name'), width: CONTENT_WIDTH * 0.36 },
          { header: tr('ticket.type'), width: CONTENT_WIDTH * 0.14 },
          { header: tr('ticket.passport'), width: CONTENT_WIDTH * 0.22 },
          { header: tr('ticket.ticketNumber'), width: CONTENT_WIDTH * 0.28 },
        ],
        row.passengers.map((p) => ({
          cells: [
            // Passport names, as the airline holds them (Latin, upper case).
            `${titleOf(p)} ${p.firstName} ${p.lastName}`.toUpperCase(),
            tr(`ticket.${p.passengerType}`),
            p.passportNumber,
            p.ticketNumber ?? tr('ticket.pending'),
          ],
        })),
      );
      doc.moveDown(0.5);
      sectionTitle(doc, tr('ticket.itinerary'));
      for (const s of journeysOf(row).flatMap((j) => j.segments)) {
        facts(doc, [
          [`${s.flightNumber}`, tr('ticket.fromTo', { from: place(s.from), to: place(s.to) })],
          [tr('ticket.departs'), localText(s.departLocal)],
          [tr('ticket.arrives'), localText(s.arriveLocal)],
          [
            tr('ticket.cabin'),
            `${fare.cabin === 'business' ? tr('ticket.business') : tr('ticket.economy')} (${fare.bookingClass}), ${s.aircraft}`,
          ],
          [tr('ticket.extras'), segmentExtras(row, s, tr).join('; ') || null],
        ]);
        doc.moveDown(0.3);
      }
      sectionTitle(doc, tr('ticket.baggageAndRules'));
      facts(doc, [
        [tr('ticket.fare'), fare.family],
        [
          tr('ticket.baggage'),
          tr('ticket.baggageText', { checked: fare.baggage.checkedKg, cabin: fare.baggage.cabinKg }),
        ],
        [tr('ticket.changes'), changeText(fare)],
        [tr('ticket.cancellation'), refundText(fare)],
        [
          tr('ticket.price'),
          view === 'sell' ? tr('ticket.taxesIncluded', { price: formatMoney(line.sellPrice) }) : null,
        ],
      ]);
      doc.moveDown(0.5);
      noteBox(
        doc,
        tr('ticket.contact', {
          phone: `+${row.contact.phoneCode.replace(/^\+/, '')} ${row.contact.contactNo}`,
          email: row.contact.email,
        }),
      );
    },
  );
}
