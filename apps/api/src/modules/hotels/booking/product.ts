import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { hotelCreateOrderBody } from '@portal/contracts';
import { hotelBookingDetails } from '@portal/db';
import { BOARD_NAMES, zonedDateTimeToInstant } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { AppError, badRequest, notFound } from '../../../lib/app-error.ts';
import { faultPoint } from '../../../lib/faults.ts';
import {
  cancelContractBooking,
  recordHeldContractBooking,
} from '../../../suppliers/hotels/contract/bookings.repository.ts';
import { parseKey } from '../../../suppliers/hotels/contract/rate-keys.ts';
import { SupplierRejected, withTimeout } from '../../../suppliers/hotels/index.ts';
import {
  policyFeeAt,
  registerBookingProduct,
  type BookingProduct,
  type Buyer,
  type CoreLine,
  type PricedBooking,
  type SupplierOutcome,
} from '../../bookings/core/index.ts';
import { inAgentTerms } from '../rate-pricing.ts';
import {
  findHold,
  hotelRecord,
  suppliersOf,
  supplierFor,
  useHold,
  type HoldQuote,
  type HoldRow,
} from './holds.ts';
import { hotelVoucherPdf } from './voucher.ts';

export type HotelBookingInput = Pick<
  z.output<typeof hotelCreateOrderBody>,
  'holdId' | 'acceptPriceChange' | 'rooms' | 'specialRequests' | 'agentReferenceNumber'
>;

interface HotelDetail {
  hold: HoldRow;
  quote: HoldQuote;
  guests: HotelBookingInput['rooms'];
  specialRequests: string;
  cancellationLines: Record<string, unknown>[];
  hotelName: string;
}

/** Net amounts of the supplier in the line's agent terms (the same share of the agent price). */
const agentTerms = (line: CoreLine, net: number) =>
  inAgentTerms(net, {
    offer: undefined as never,
    breakdown: { net: line.net, agentPrice: line.agentPrice } as never,
  });

/**
 * Guests per room as the search asked: every guest when the hotel requires it, else at least a lead
 * adult per room; children's ages must be the searched ones.
 */
export function checkGuests(
  rooms: readonly { noOfAdults: number; noOfChildren: number; childrenAges: number[] }[],
  input: HotelBookingInput['rooms'],
  allRequired: boolean,
): void {
  if (input.length !== rooms.length)
    throw badRequest(`Enter the guests of each of the ${rooms.length} room(s).`, {
      rooms: ['One entry per room'],
    });
  input.forEach((room, i) => {
    const searched = rooms[i]!;
    const adults = room.guests.filter((g) => g.type === 'adult');
    const children = room.guests.filter((g) => g.type === 'child');
    const field = `rooms.${i}.guests`;
    if (room.guests[0]?.type !== 'adult')
      throw badRequest(`Room ${i + 1}: the lead guest must be an adult.`, {
        [field]: ['Lead guest must be an adult'],
      });
    if (adults.length > searched.noOfAdults || children.length > searched.noOfChildren)
      throw badRequest(`Room ${i + 1}: more guests than searched.`, {
        [field]: ['More guests than searched'],
      });
    if (allRequired && (adults.length !== searched.noOfAdults || children.length !== searched.noOfChildren))
      throw badRequest(`Room ${i + 1}: this hotel needs the details of every guest.`, {
        [field]: ['Every guest is required'],
      });
    const ages = [...searched.childrenAges].sort((a, b) => a - b);
    for (const child of children) {
      const at = child.age === undefined ? -1 : ages.indexOf(child.age);
      if (at < 0)
        throw badRequest(`Room ${i + 1}: a child's age does not match the search.`, {
          [field]: ['Child ages must match the search'],
        });
      ages.splice(at, 1);
    }
  });
}

async function detailOf(deps: AppDeps, lineId: string) {
  const [row] = await deps.database.db
    .select()
    .from(hotelBookingDetails)
    .where(eq(hotelBookingDetails.lineId, lineId));
  if (!row) throw notFound('Hotel booking');
  return row;
}

function outcomeOf(booking: { status: string; supplierReference: string }): SupplierOutcome {
  if (booking.status === 'cancelled')
    return { kind: 'rejected', reason: 'The supplier cancelled the booking.' };
  return {
    kind: 'booked',
    status: booking.status === 'on-request' ? 'booked' : 'confirmed',
    supplierReference: booking.supplierReference,
  };
}

/** Where crash tests stop a bedbank booking (lib/faults.ts): the money is held, the hotel hold used. */
export const HOTEL_BOOK_FAULTS = {
  beforeSupplier: 'hotels.book.beforeSupplier',
  afterSupplier: 'hotels.book.afterSupplier',
} as const;

export const hotelProduct: BookingProduct<HotelBookingInput, HotelDetail> = {
  product: 'hotel',
  referencePrefix: 'HTL',
  label: 'Hotel booking',

  async price(deps: AppDeps, buyer: Buyer, input: HotelBookingInput): Promise<PricedBooking<HotelDetail>> {
    const now = deps.clock.now();
    const hold = await findHold(deps.database.db, input.holdId);
    if (hold?.agentId !== buyer.agentId) throw notFound('Hold');
    if (hold.status === 'used')
      throw new AppError('CONFLICT', 'This rate was already booked with this hold.');
    if (hold.status === 'released' || hold.expiresAt <= now)
      throw new AppError('GONE', 'The hold on this rate has expired: recheck the rate.');
    if (hold.agentPrice !== hold.shownPrice && !input.acceptPriceChange)
      throw new AppError('CONFLICT', 'The price changed at recheck: accept the new price to book.');
    const hotel = await hotelRecord(deps.database.db, hold.hotelId);
    checkGuests(hold.rooms, input.rooms, hotel.allGuestDetailsRequired);
    const quote = hold.quote as unknown as HoldQuote;
    const { offer, breakdown } = quote;
    const priced = { offer, breakdown };
    const feeLines = offer.cancellation.map((c) => ({ from: c.from, fee: inAgentTerms(c.fee, priced) }));
    const roomType = hotel.roomTypes.find((r) => r.id === hold.roomTypeId);
    const guestNames = input.rooms.flatMap((r) => r.guests.map((g) => `${g.firstName} ${g.lastName}`));
    return {
      lines: [
        {
          description: `${hotel.name} - ${roomType?.name ?? offer.roomTypeName}, ${BOARD_NAMES[offer.boardCode]}, ${offer.nights} night(s), ${hold.rooms.length} room(s)`,
          serviceDate: hold.fromDate,
          serviceEndDate: hold.toDate,
          supplierCode: hold.source,
          bookWithSupplier: hold.source === 'bedbank',
          price: {
            net: breakdown.net,
            companyMarkup: breakdown.companyMarkup,
            subAgentMarkup: breakdown.subAgentMarkup,
            vat: breakdown.vat,
            clientMarkup: breakdown.clientMarkup,
            agentPrice: breakdown.agentPrice,
            sellPrice: breakdown.sellPrice,
            parentEarning: breakdown.parentEarning,
            breakdown: { ...breakdown },
          },
          cancellationPolicy: feeLines,
        },
      ],
      payLaterUntil: offer.payLaterUntil ? new Date(offer.payLaterUntil) : null,
      title: `${hotel.name} - ${roomType?.name ?? offer.roomTypeName}`,
      searchText: `${guestNames.join(' ')} ${hotel.name}`,
      detail: {
        hold,
        quote,
        guests: input.rooms,
        specialRequests: input.specialRequests,
        hotelName: hotel.name,
        cancellationLines: offer.cancellation.map((c) => ({
          from: c.from,
          fromLocal: c.fromLocal,
          timeZone: c.timeZone,
          fee: inAgentTerms(c.fee, priced),
        })),
      },
    };
  },

  async reserve(deps, tx, order, lines, detail) {
    const now = deps.clock.now();
    const line = lines[0]!;
    const hold = await useHold(tx, detail.hold.id, order.id, now);
    const { offer } = detail.quote;
    if (hold.source === 'contract') {
      const key = parseKey(hold.rateKey);
      await recordHeldContractBooking(tx, {
        reference: line.id,
        hotelId: hold.hotelId,
        roomTypeId: hold.roomTypeId,
        contractId: key?.contractId ?? null,
        boardCode: hold.boardCode,
        fromDate: hold.fromDate,
        toDate: hold.toDate,
        rooms: hold.rooms,
        nationality: hold.nationality,
        rateKey: hold.rateKey,
        net: offer.net,
        cancellation: offer.cancellation,
        status: offer.onRequest ? 'on-request' : 'confirmed',
        details: { holdId: hold.id, orderReference: order.referenceNumber },
        createdAt: now,
      });
    }
    await tx.insert(hotelBookingDetails).values({
      lineId: line.id,
      orderId: order.id,
      holdId: hold.id,
      hotelId: hold.hotelId,
      roomTypeId: hold.roomTypeId,
      source: hold.source,
      rateKey: hold.rateKey,
      rateName: offer.rateName,
      boardCode: hold.boardCode,
      fromDate: hold.fromDate,
      toDate: hold.toDate,
      nights: offer.nights,
      rooms: hold.rooms,
      guests: detail.guests.map((r) => r.guests.map((g) => ({ ...g, age: g.age ?? null }))),
      nationality: hold.nationality,
      specialRequests: detail.specialRequests,
      onRequest: offer.onRequest,
      cancellationType: offer.cancellationType,
      cancellationLines: detail.cancellationLines,
      rateComments: offer.rateComments,
    });
    if (hold.source === 'contract') {
      // The contract inventory is our own: the line is booked now, confirmed when the hotel's number is entered.
      await tx.execute(
        sql`update booking_lines set supplier_reference = (select supplier_reference from hotel_contract_bookings where reference = ${line.id}) where id = ${line.id}`,
      );
    }
  },

  async book(deps, order, line) {
    const d = await detailOf(deps, line.id);
    const supplier = supplierFor(deps, d.source);
    const settings = suppliersOf(deps).settings;
    const guests = (
      d.guests as {
        title: string;
        firstName: string;
        lastName: string;
        type: 'adult' | 'child';
        age: number | null;
      }[][]
    ).map((room) =>
      room.map((g) => ({
        title: g.title,
        firstName: g.firstName,
        lastName: g.lastName,
        type: g.type,
        age: g.age ?? undefined,
      })),
    );
    const lead = guests[0]?.[0];
    await faultPoint(deps, HOTEL_BOOK_FAULTS.beforeSupplier);
    let booking;
    try {
      booking = await withTimeout(
        supplier.book({
          rateKey: d.rateKey,
          reference: line.id,
          holder: { firstName: lead?.firstName ?? order.leadName, lastName: lead?.lastName ?? '' },
          guests,
          clientReference: order.agentReferenceNumber,
          remarks: d.specialRequests || undefined,
          now: deps.clock.now(),
        }),
        settings.callTimeoutMs,
        'bedbank book',
      );
    } catch (err) {
      if (err instanceof SupplierRejected) return { kind: 'rejected', reason: err.message };
      return { kind: 'timeout' };
    }
    await faultPoint(deps, HOTEL_BOOK_FAULTS.afterSupplier);
    return outcomeOf(booking);
  },

  async get(deps, _order, line) {
    const d = await detailOf(deps, line.id);
    const booking = await supplierFor(deps, d.source).get(line.id);
    return booking ? outcomeOf(booking) : null;
  },

  async quoteCancellation(deps, _order, line, now) {
    const d = await detailOf(deps, line.id);
    const hotel = await hotelRecord(deps.database.db, d.hotelId);
    const checkIn = zonedDateTimeToInstant(d.fromDate, '00:00', hotel.timeZone);
    if (now >= checkIn)
      return {
        cancellable: false,
        reason: 'The stay has started: a booking cannot be cancelled after check-in.',
        policyFee: 0,
      };
    const policyFee = policyFeeAt(line, now);
    if (d.source !== 'bedbank') return { cancellable: true, policyFee, supplierFee: null };
    const quote = await withTimeout(
      supplierFor(deps, 'bedbank').cancelQuote(line.id, now),
      suppliersOf(deps).settings.callTimeoutMs,
      'bedbank cancel quote',
    );
    if (!quote.cancellable)
      return {
        cancellable: false,
        reason: quote.reason ?? 'The supplier refuses the cancellation.',
        policyFee,
      };
    return { cancellable: true, policyFee, supplierFee: agentTerms(line, quote.fee) };
  },

  async cancelWithSupplier(deps, _order, line, now) {
    const d = await detailOf(deps, line.id);
    if (d.source !== 'bedbank') return { supplierFee: 0 };
    const supplier = supplierFor(deps, 'bedbank');
    const existing = await withTimeout(
      supplier.get(line.id),
      suppliersOf(deps).settings.callTimeoutMs,
      'bedbank get',
    );
    if (!existing) return { supplierFee: 0 };
    const done =
      existing.status === 'cancelled'
        ? existing
        : await withTimeout(
            supplier.cancel(line.id, now),
            suppliersOf(deps).settings.callTimeoutMs,
            'bedbank cancel',
          );
    return { supplierFee: agentTerms(line, done.cancellationFee ?? 0) };
  },

  async release(deps, tx, _order, line) {
    if (line.supplierCode !== 'contract') return;
    await cancelContractBooking(tx as never, line.id, 0, deps.clock.now());
  },

  voucher: (deps, order, lines, view, language) => hotelVoucherPdf(deps, order, lines, view, language),
};

registerBookingProduct(hotelProduct);
