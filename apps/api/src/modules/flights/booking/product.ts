import { flightBookings } from '@portal/db';
import { formatMoney } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import {
  FlightSupplierRejected,
  FlightSupplierTimeout,
  type FlightSupplier,
} from '../../../suppliers/flights/index.ts';
import {
  policyFeeAt,
  registerBookingProduct,
  type BookingProduct,
  type CoreLine,
  type SupplierOutcome,
} from '../../bookings/core/index.ts';
import { priceFlightBooking, type CreateFlightBody, type FlightDetail } from './pricing.ts';
import { requireFlightSupplier } from './quote.ts';
import { bookingOfLine, savePnr, saveTickets } from './repository.ts';
import { claimSelection } from './selection.ts';
import { eTicketPdf } from './ticket-pdf.ts';

export const FLIGHT_PRODUCT = 'flight';

/** Longest wait for the airline's ticketing before the line is left to the reconciler. */
export const FLIGHT_TICKETING_TIMEOUT_MS = 30_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FlightSupplierTimeout('No answer in time')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Read after the core's "The supplier could not book it: ". */
const refusal = (e: FlightSupplierRejected) =>
  e.reason === 'seat-taken'
    ? `${e.message.toLowerCase()}; choose other seats`
    : e.message.replace(/^The /, 'the ').replace(/\.$/, '');

/** Tickets a PNR: confirmed with ticket numbers, left pending on no answer, refused (PNR cancelled) otherwise. */
async function ticketLine(
  deps: AppDeps,
  supplier: FlightSupplier,
  line: CoreLine,
  pnr: string,
): Promise<SupplierOutcome> {
  try {
    const ticketed = await withTimeout(supplier.ticket(pnr), FLIGHT_TICKETING_TIMEOUT_MS);
    await saveTickets(deps.database.db, line.id, ticketed.tickets, deps.clock.now());
    return { kind: 'booked', status: 'confirmed', supplierReference: pnr, confirmationNumber: pnr };
  } catch (error) {
    if (error instanceof FlightSupplierTimeout) return { kind: 'timeout' };
    if (error instanceof FlightSupplierRejected) {
      await supplier.cancel(pnr).catch(() => undefined);
      return { kind: 'rejected', reason: `ticketing failed (${error.message})` };
    }
    throw error;
  }
}

/**
 * Flights as a booking core product (guide 4a): one line per booking (the PNR), priced through the
 * pipeline with the airline's markups plus the add-ons. The core holds the money, then `book` makes
 * the PNR and tickets it (our line id is the supplier's idempotency key); capture after ticketing.
 */
export const flightProduct: BookingProduct<CreateFlightBody, FlightDetail> = {
  product: FLIGHT_PRODUCT,
  referencePrefix: 'FLT',
  label: 'Flight booking',

  price: priceFlightBooking,

  async reserve(_deps, tx, order, lines, detail) {
    const line = lines[0];
    if (!line) throw new Error('A flight order has one line');
    await claimSelection(tx, detail.selection.id, order.agentId, order.id);
    await tx.insert(flightBookings).values({
      lineId: line.id,
      selectionId: detail.selection.id,
      fareKey: detail.selection.fareKey,
      tripType: detail.selection.tripType,
      carrier: detail.carrier,
      carrierName: detail.carrierName,
      journeys: detail.journeys as Record<string, unknown>[],
      fare: { ...detail.fare },
      passengers: detail.passengers,
      addons: detail.addons,
      contact: detail.contact,
      farePrice: detail.farePrice,
      route: detail.route,
      firstDepartureAt: detail.firstDepartureAt,
      returnDate: detail.returnDate,
    });
  },

  async book(deps, _order, line) {
    const supplier = requireFlightSupplier(deps);
    const row = await bookingOfLine(deps.database.db, line.id);
    if (!row) return { kind: 'rejected', reason: 'the flight booking details are missing' };
    let pnr: string;
    try {
      const booked = await supplier.book({
        fareKey: row.fareKey,
        clientReference: line.id,
        passengers: row.passengers.map((p) => ({
          type: p.passengerType,
          firstName: p.firstName,
          lastName: p.lastName,
        })),
        seats: row.addons.seats.map((s) => ({ segmentKey: s.segmentKey, seatNumber: s.seatNumber })),
      });
      pnr = booked.pnr;
    } catch (error) {
      if (error instanceof FlightSupplierRejected) return { kind: 'rejected', reason: refusal(error) };
      if (error instanceof FlightSupplierTimeout) return { kind: 'timeout' };
      throw error;
    }
    await savePnr(deps.database.db, line.id, pnr);
    return ticketLine(deps, supplier, line, pnr);
  },

  /** The reconciler's question: ticketed settles confirmed, a PNR without tickets is ticketed now. */
  async get(deps, _order, line) {
    const supplier = requireFlightSupplier(deps);
    const known = await supplier.get(line.id);
    if (!known) return null;
    await savePnr(deps.database.db, line.id, known.pnr);
    if (known.status === 'cancelled')
      return { kind: 'rejected', reason: 'the airline cancelled the booking before ticketing' };
    if (known.status === 'ticketed') {
      await saveTickets(deps.database.db, line.id, known.tickets, deps.clock.now());
      return {
        kind: 'booked',
        status: 'confirmed',
        supplierReference: known.pnr,
        confirmationNumber: known.pnr,
      };
    }
    return ticketLine(deps, supplier, line, known.pnr);
  },

  async quoteCancellation(deps, _order, line, now) {
    const row = await bookingOfLine(deps.database.db, line.id);
    if (!row) return { cancellable: false, reason: 'No flight for this line', policyFee: line.agentPrice };
    if (now >= row.firstDepartureAt)
      return {
        cancellable: false,
        reason: 'The flight has departed: it can no longer be cancelled.',
        policyFee: line.agentPrice,
      };
    let supplierFee: number | null = null;
    if (row.pnr)
      try {
        supplierFee = (await requireFlightSupplier(deps).cancelQuote(row.pnr)).fee;
      } catch (error) {
        if (!(error instanceof FlightSupplierRejected)) throw error;
      }
    return { cancellable: true, policyFee: policyFeeAt(line, now), supplierFee };
  },

  async cancelWithSupplier(deps, _order, line) {
    const row = await bookingOfLine(deps.database.db, line.id);
    const supplier = requireFlightSupplier(deps);
    const pnr = row?.pnr ?? (await supplier.get(line.id))?.pnr;
    if (!pnr) return { supplierFee: 0 };
    try {
      const { fee } = await supplier.cancelQuote(pnr);
      await supplier.cancel(pnr);
      return { supplierFee: fee };
    } catch (error) {
      // Already cancelled (a retry) or never made: nothing more to pay the airline.
      if (error instanceof FlightSupplierRejected) return { supplierFee: 0 };
      throw error;
    }
  },

  async release() {
    // Seats are the airline's inventory: its cancel gives them back.
  },

  voucher: eTicketPdf,

  /** Under the line on the tax invoice: the PNR, each passenger with its ticket, the add-ons. */
  async invoiceLines(deps, _order, lines) {
    const out: { text: string; lineId: string }[] = [];
    for (const line of lines) {
      const row = await bookingOfLine(deps.database.db, line.id);
      if (!row) continue;
      out.push({ lineId: line.id, text: `PNR ${row.pnr ?? 'pending'}, ${row.fare.family as string}` });
      for (const p of row.passengers)
        out.push({
          lineId: line.id,
          text: `${p.firstName} ${p.lastName} (${p.passengerType}), ticket ${p.ticketNumber ?? 'pending'}`,
        });
      if (row.addons.total > 0)
        out.push({
          lineId: line.id,
          text: `Seats, meals and extra baggage: ${formatMoney(row.addons.total)}`,
        });
    }
    return out;
  },
};

registerBookingProduct(flightProduct);
