import { a2aPassengers, type Tx } from '@portal/db';
import type { z } from 'zod';
import type { a2aCreateOrderBody, A2aCreateOrderBody } from '@portal/contracts';
import {
  beforeDeadline,
  daysBetween,
  infantCount,
  passengerProblems,
  plainDateIn,
  priceA2aPassengers,
  seatsText,
  type A2aPassengerRow,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { BookingProduct, PricedLine, SupplierOutcome } from '../bookings/core/product.ts';
import { a2aLayers, loadA2aMarkups } from './a2a.markups.ts';
import { passengerOfLine, returnSeats, takeSeats, ticketById } from './a2a.repository.ts';
import { deadlineRefusal, ticketDeadline } from './a2a.view.ts';
import { a2aTicketsPdf } from './a2a.tickets-pdf.ts';

export type A2aInput = z.output<typeof a2aCreateOrderBody>;
export type { A2aCreateOrderBody };

export interface A2aDetail {
  ticketId: string;
  rows: A2aPassengerRow[];
}

export const A2A_SUPPLIER = 'a2a-block';

function toRow(p: A2aInput['passengerDetails'][number]): A2aPassengerRow {
  return {
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    code: p.code,
    phoneNumber: p.phoneNumber,
    reference: p.reference,
    nationality: p.nationality,
    passportNo: p.passportNo.toUpperCase(),
    isInfant: p.isInfant,
    infantDetails:
      p.isInfant && p.infantDetails
        ? { ...p.infantDetails, passportNo: p.infantDetails.passportNo.toUpperCase() }
        : { title: '', firstName: '', lastName: '', passportNo: '' },
  };
}

/** The a2a seat package as a booking core product (guide section 4a): one line per traveller. */
export const a2aProduct: BookingProduct<A2aInput, A2aDetail> = {
  product: 'a2a',
  referencePrefix: 'A2A',
  label: 'A2A booking',

  async price(deps, buyer, input) {
    const { db } = deps.database;
    const now = deps.clock.now();
    const found = await ticketById(db, input.a2aTicket);
    if (!found) throw notFound('A2A ticket');
    const { ticket, sector } = found;
    if (ticket.onwardDate !== input.date) throw badRequest('This ticket does not fly on the chosen date');
    if (daysBetween(plainDateIn(now), ticket.onwardDate) < 0 || ticket.departureAt <= now)
      throw badRequest('This date has passed: choose today or a later date');
    if (ticket.status !== 'open') throw conflict('This ticket is closed for booking');
    if (ticket.availableSeats <= 0) throw conflict('No seats left on this date: choose another date');
    const rows = input.passengerDetails.map(toRow);
    const problems = passengerProblems(rows, {
      seatsLeft: ticket.availableSeats,
      infantsLeft: ticket.infantLimit - ticket.infantsBooked,
    });
    if (problems.length > 0) {
      const fieldErrors: Record<string, string[]> = {};
      for (const p of problems) {
        const key = p.index < 0 ? p.field : `passengerDetails.${p.index}.${p.field}`;
        (fieldErrors[key] ??= []).push(p.message);
      }
      throw badRequest(problems[0]!.message, fieldErrors);
    }
    const markups = await loadA2aMarkups(deps.database, buyer);
    const breakdowns = priceA2aPassengers({
      seatNet: ticket.price,
      infantNet: ticket.infantPrice,
      layers: a2aLayers(markups, ticket.id, sector.id),
      agentMarkup: input.markup,
      rows,
    });
    const deadline = ticketDeadline(ticket);
    const isSub = buyer.role === 'sub-agent' && buyer.parentId !== null;
    const lines: PricedLine[] = breakdowns.map((b, i) => {
      const row = rows[i]!;
      return {
        description: `${sector.airportFrom}-${sector.airportTo}-${sector.airportFrom} ${ticket.onwardFlightNo}: ${row.title} ${row.firstName} ${row.lastName}${row.isInfant ? ` + infant ${row.infantDetails.firstName} ${row.infantDetails.lastName}` : ''}`,
        serviceDate: ticket.onwardDate,
        serviceEndDate: ticket.returnDate,
        supplierCode: A2A_SUPPLIER,
        bookWithSupplier: true,
        price: {
          net: b.net,
          companyMarkup: b.companyMarkup,
          subAgentMarkup: isSub ? b.subAgentMarkup : 0,
          vat: b.vat,
          subAgentMarkupVat: 0,
          clientMarkup: b.clientMarkup,
          agentPrice: b.agentPrice,
          sellPrice: b.sellPrice,
          parentEarning: isSub ? b.parentEarning : 0,
          breakdown: {
            ...b,
            seatNet: ticket.price,
            infantNet: row.isInfant ? ticket.infantPrice : 0,
            infant: row.isInfant,
          },
        },
        cancellationPolicy: [
          { from: now.toISOString(), fee: Math.min(ticket.cancellationFee, b.agentPrice) },
          { from: deadline.toISOString(), fee: b.agentPrice },
        ],
      };
    });
    const names = rows.flatMap((r) => [
      r.firstName,
      r.lastName,
      r.passportNo,
      r.infantDetails.firstName,
      r.infantDetails.lastName,
    ]);
    return {
      lines,
      payLaterUntil: null,
      title: `${sector.fromCity} (${sector.airportFrom}) - ${sector.toCity} (${sector.airportTo}), ${ticket.onwardFlightNo}`,
      searchText: [
        sector.airportFrom,
        sector.airportTo,
        sector.fromCity,
        sector.toCity,
        ticket.onwardFlightNo,
        ...names,
      ]
        .join(' ')
        .toLowerCase(),
      detail: { ticketId: ticket.id, rows },
    };
  },

  async reserve(deps, tx: Tx, order, lines, detail) {
    const now = deps.clock.now();
    await tx.insert(a2aPassengers).values(
      lines.map((line, i) => {
        const row = detail.rows[i]!;
        return {
          lineId: line.id,
          orderId: order.id,
          ticketId: detail.ticketId,
          passengerNo: i + 1,
          title: row.title,
          firstName: row.firstName,
          lastName: row.lastName,
          code: row.code,
          phoneNumber: row.phoneNumber,
          reference: row.reference,
          nationality: row.nationality,
          passportNo: row.passportNo,
          isInfant: row.isInfant,
          infantTitle: row.isInfant ? row.infantDetails.title : null,
          infantFirstName: row.isInfant ? row.infantDetails.firstName : null,
          infantLastName: row.isInfant ? row.infantDetails.lastName : null,
          infantPassportNo: row.isInfant ? row.infantDetails.passportNo : null,
          updatedAt: now,
        };
      }),
    );
    // The seats and the money commit together: this conditional update is what stops an oversell.
    const taken = await takeSeats(tx, detail.ticketId, detail.rows.length, infantCount(detail.rows), now);
    if (!taken) {
      const current = await ticketById(tx, detail.ticketId);
      const left = current?.ticket.availableSeats ?? 0;
      const infantsLeft = current ? current.ticket.infantLimit - current.ticket.infantsBooked : 0;
      throw new AppError(
        'CONFLICT',
        left < detail.rows.length || current?.ticket.status !== 'open'
          ? seatsText(current?.ticket.status === 'open' ? left : 0)
          : `Only ${Math.max(0, infantsLeft)} infant place(s) left on this flight`,
      );
    }
  },

  async book(deps, _order, line) {
    return confirmedFromBlock(deps, line.id);
  },

  async get(deps, _order, line) {
    return confirmedFromBlock(deps, line.id);
  },

  async quoteCancellation(deps, _order, line, now) {
    const p = await passengerOfLine(deps.database.db, line.id);
    const found = p ? await ticketById(deps.database.db, p.ticketId) : null;
    if (!found) return { cancellable: false, reason: 'Unknown passenger', policyFee: line.agentPrice };
    const input = { departureAt: found.ticket.departureAt, deadlineHours: found.ticket.deadlineHours };
    if (!beforeDeadline(now, input))
      return { cancellable: false, ...deadlineRefusal(found.ticket, 'cancel'), policyFee: line.agentPrice };
    return {
      cancellable: true,
      policyFee: Math.min(found.ticket.cancellationFee, line.agentPrice),
      supplierFee: null,
    };
  },

  async cancelWithSupplier() {
    return { supplierFee: 0 };
  },

  async release(deps, tx, _order, line) {
    const p = await passengerOfLine(tx, line.id);
    if (p) await returnSeats(tx, p.ticketId, 1, p.isInfant ? 1 : 0, deps.clock.now());
  },

  async voucher(deps, order, lines, view, language) {
    return a2aTicketsPdf(deps, order, lines, view, language);
  },
};

/** Own inventory: the block's airline PNR confirms the seat as soon as it is paid. */
async function confirmedFromBlock(deps: AppDeps, lineId: string): Promise<SupplierOutcome> {
  const p = await passengerOfLine(deps.database.db, lineId);
  const found = p ? await ticketById(deps.database.db, p.ticketId) : null;
  if (!found) return { kind: 'rejected', reason: 'The seat block no longer exists' };
  return {
    kind: 'booked',
    status: 'confirmed',
    supplierReference: found.ticket.pnrNo,
    confirmationNumber: found.ticket.pnrNo,
  };
}
