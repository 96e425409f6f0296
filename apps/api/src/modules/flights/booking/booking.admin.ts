import { eq, or, sql } from 'drizzle-orm';
import { bookingLines, bookingOrders, flightBookings } from '@portal/db';
import { formatDateTime, formatMoney } from '@portal/domain';
import { CliInputError } from '../../../cli/argv.ts';
import type { AdminCommand } from '../../../cli/command.ts';
import { table } from '../../../cli/table.ts';
import { reconcilePendingSupplierOnce } from '../../bookings/core/index.ts';
import { FLIGHT_PRODUCT } from './product.ts';

/**
 * Flight bookings by the admin command line (issue 15): look one up by our reference or the airline
 * PNR (status, tickets, money), and settle tickets left pending_supplier now instead of waiting
 * for the reconciler's next run.
 */
const show: AdminCommand = {
  name: 'flights:booking',
  usage: 'flights:booking <reference|PNR>',
  summary: 'A flight booking by reference (FLT-...) or PNR: status, passengers and tickets, price',
  async run(deps, args) {
    const ref = args.positional[0]?.trim();
    if (!ref) throw new CliInputError('Name a booking reference (FLT-...) or a PNR');
    const [found] = await deps.database.db
      .select({ order: bookingOrders, line: bookingLines, flight: flightBookings })
      .from(flightBookings)
      .innerJoin(bookingLines, eq(bookingLines.id, flightBookings.lineId))
      .innerJoin(bookingOrders, eq(bookingOrders.id, bookingLines.orderId))
      .where(
        or(
          sql`upper(${bookingOrders.referenceNumber}) = upper(${ref})`,
          sql`upper(${flightBookings.pnr}) = upper(${ref})`,
        ),
      );
    if (!found || found.order.product !== FLIGHT_PRODUCT) throw new CliInputError(`No flight booking ${ref}`);
    const { order, line, flight } = found;
    return [
      `${order.referenceNumber}  PNR ${flight.pnr ?? '-'}  ${flight.carrierName} ${flight.route}`,
      `Order ${order.status}, ticket ${line.status}${line.statusReason ? ` (${line.statusReason})` : ''}`,
      `Departs ${formatDateTime(flight.firstDepartureAt, { withZone: true })}; paid ${formatMoney(order.totalAgentPrice)} by ${order.paidWith ?? order.paymentMethod}`,
      table([
        ['Pax', 'Type', 'Name', 'Passport', 'Ticket'],
        ...flight.passengers.map((p) => [
          String(p.paxId),
          p.passengerType,
          `${p.firstName} ${p.lastName}`,
          p.passportNumber,
          p.ticketNumber ?? 'pending',
        ]),
      ]),
    ].join('\n');
  },
};

const reconcile: AdminCommand = {
  name: 'flights:reconcile',
  usage: 'flights:reconcile',
  summary:
    'Ask the suppliers about every line left pending_supplier now (flight tickets and any other product) and settle them',
  async run(deps) {
    const settled = await reconcilePendingSupplierOnce(deps, 100);
    return `${settled} pending line${settled === 1 ? '' : 's'} settled`;
  },
};

export const FLIGHT_BOOKING_COMMANDS: AdminCommand[] = [show, reconcile];
