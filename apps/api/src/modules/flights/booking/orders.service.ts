import { bookedByNames } from '../../bookings/core/booked-by.ts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  FLIGHT_PAGES,
  type FlightCancelQuoteAnswer,
  type FlightDetailsAnswer,
  type FlightOrdersAnswer,
  type flightOrdersQuery,
} from '@portal/contracts';
import { SHEET_DATE_FORMAT, SHEET_MONEY_FORMAT, toMajor } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { badRequest } from '../../../lib/app-error.ts';
import type { IdempotencyRequest } from '../../../lib/idempotency.ts';
import { sheetBuffer } from '../../../lib/spreadsheet.ts';
import { walletConfig } from '../../wallet/wallet.config.ts';
import {
  cancelBooking,
  createBooking,
  listBookings,
  ownedOrder,
  quoteCancel,
  type Buyer,
  type CardPages,
} from '../../bookings/core/index.ts';
import { fareRulesDto, storedFare } from './fare-rules.ts';
import { FlightPriceChanged, type CreateFlightBody } from './pricing.ts';
import { FLIGHT_PRODUCT, flightProduct } from './product.ts';
import { quoteSelection } from './quote.ts';
import { bookingOfOrder, flightListCondition } from './repository.ts';
import { listedAgencies, type Access } from '../../../policy/index.ts';
import { offerOf, ownedSelection } from './selection.ts';
import { flightBookingView, flightOrderRow } from './view.ts';

type OrdersQuery = z.output<typeof flightOrdersQuery>;

export const FLIGHT_CARD_PAGES: CardPages = {
  success: (id) => FLIGHT_PAGES.ticket(id),
  failure: (id) => FLIGHT_PAGES.ticketFailed(id),
};

/**
 * Flights II use cases on the booking core (guide 4a): details of a selection, booking, the order
 * view, lists with filters and Excel, cancellation. Money, idempotency, refunds, earnings and the
 * reconciler are the core's; this file only shapes the flight's requests and answers.
 */
export function flightOrders(deps: AppDeps) {
  const { db } = deps.database;
  const now = () => deps.clock.now();
  const owned = (buyer: Buyer, id: string, access: Access = 'write') =>
    ownedOrder(deps, FLIGHT_PRODUCT, buyer, id, access);

  async function details(buyer: Buyer, tbId: string): Promise<FlightDetailsAnswer> {
    const selection = await ownedSelection(deps, buyer.agentId, tbId);
    const q = await quoteSelection(deps, buyer, selection);
    const { fares: _fares, ...offer } = offerOf(selection);
    const segments = q.journeys.flatMap((j) => j.segments);
    return {
      tbId: selection.id,
      searchId: selection.searchId,
      expiresAt: selection.expiresAt.toISOString(),
      expiresIn: Math.max(0, Math.floor((selection.expiresAt.getTime() - now().getTime()) / 1000)),
      tripType: selection.tripType,
      travellers: selection.travellers,
      offer: { ...offer, journeys: q.journeys },
      fareKey: selection.fareKey,
      fareRules: fareRulesDto(storedFare(q.fare), selection.expiresAt),
      price: q.price,
      perPax: q.perPax.agent,
      perPaxSell: q.perPax.sell,
      priceChanged: q.priceChanged,
      previousPrice: q.previousPrice,
      firstTravelDate: q.firstTravelDate,
      lastTravelDate: q.lastTravelDate,
      ancillaries: q.ancillaries.map((a) => {
        const s = segments.find((x) => x.key === a.segmentKey);
        return {
          ...a,
          flightNumber: s?.flightNumber ?? '',
          from: s?.from ?? '',
          to: s?.to ?? '',
          departLocal: s?.departLocal ?? '',
        };
      }),
      allowedPaymentMethods: ['wallet', 'card'],
      cardFeePercent: walletConfig(deps.env).cardFeePercent,
      currency: 'AED',
    };
  }

  async function create(
    buyer: Buyer,
    idem: IdempotencyRequest,
    body: CreateFlightBody,
    siteOrigin: string | null,
  ) {
    const lead = body.travellers[0];
    try {
      return await createBooking(deps, flightProduct, idem, {
        buyer,
        input: body,
        paymentMethod: body.paymentMethod,
        expectedPrice: body.expectedPrice,
        // Unique per agent: an own reference per attempt when the agent gives none.
        agentReferenceNumber:
          body.agentReferenceNumber || `FL-${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`,
        lead: {
          name: lead ? `${lead.firstName} ${lead.lastName}` : '',
          email: body.commonDetails.email,
          phone: `+${body.commonDetails.phoneCode.replace(/^\+/, '')} ${body.commonDetails.contactNo}`,
        },
        siteOrigin,
        pages: FLIGHT_CARD_PAGES,
      });
    } catch (error) {
      if (!(error instanceof FlightPriceChanged)) throw error;
      return {
        status: 409,
        replayed: false,
        body: { error: error.message, status: 409 as const, code: 'PRICE_CHANGED' as const, ...error.body },
      };
    }
  }

  function filtersOf(buyer: Buyer, q: OrdersQuery) {
    return {
      product: FLIGHT_PRODUCT,
      caller: buyer,
      agency: q.agency,
      bookedBy: q.bookedBy,
      referenceNumber: q.referenceNumber,
      status: q.status,
      bookingFrom: q.bookingFrom,
      bookingTo: q.bookingTo,
      serviceFrom: q.travelFrom,
      serviceTo: q.travelTo,
      where: flightListCondition(q),
    };
  }

  async function list(buyer: Buyer, q: OrdersQuery): Promise<FlightOrdersAnswer> {
    const { rows, total } = await listBookings(db, filtersOf(buyer, q), { skip: q.skip, limit: q.limit });
    const at = now();
    const agencyOf = await listedAgencies(
      db,
      buyer,
      rows.map((o) => o.agentId),
    );
    const bookedBy = await bookedByNames(db, rows);
    return {
      flightOrders: await Promise.all(
        rows.map((o) => flightOrderRow(db, o, at, agencyOf(o.agentId), bookedBy.get(o.id) ?? null)),
      ),
      totalFlightOrders: total,
      skip: q.skip,
      limit: q.limit,
    };
  }

  async function sheet(buyer: Buyer, q: OrdersQuery): Promise<Buffer> {
    const { rows } = await listBookings(db, filtersOf(buyer, q));
    const at = now();
    const agencyOf = await listedAgencies(
      db,
      buyer,
      rows.map((o) => o.agentId),
    );
    const data = await Promise.all(rows.map((o) => flightOrderRow(db, o, at, agencyOf(o.agentId))));
    return sheetBuffer({
      name: 'Flight orders',
      columns: [
        { header: 'Reference', key: 'ref', width: 18 },
        { header: 'Agency', key: 'agency', width: 24 },
        { header: 'PNR', key: 'pnr', width: 10 },
        { header: 'Route', key: 'route', width: 18 },
        { header: 'Airline', key: 'airline', width: 22 },
        { header: 'Lead passenger', key: 'lead', width: 26 },
        { header: 'Passengers', key: 'pax', width: 10 },
        { header: 'Departure', key: 'depart', width: 14, numFmt: SHEET_DATE_FORMAT },
        { header: 'Return', key: 'back', width: 14, numFmt: SHEET_DATE_FORMAT },
        { header: 'Status', key: 'status', width: 14 },
        { header: 'Your price (AED)', key: 'agentPrice', width: 16, numFmt: SHEET_MONEY_FORMAT },
        { header: 'Client price (AED)', key: 'sellPrice', width: 16, numFmt: SHEET_MONEY_FORMAT },
        { header: 'Booked', key: 'created', width: 18, numFmt: SHEET_DATE_FORMAT },
      ],
      rows: data.map((r) => ({
        ref: r.referenceNumber,
        agency: r.agency?.name ?? 'Own',
        pnr: r.pnr ?? '',
        route: r.route,
        airline: r.carrierName,
        lead: r.leadPassenger,
        pax: r.passengers,
        depart: new Date(`${r.departureDate}T00:00:00Z`),
        back: r.returnDate ? new Date(`${r.returnDate}T00:00:00Z`) : null,
        status: r.status,
        agentPrice: toMajor(r.agentPrice),
        sellPrice: toMajor(r.sellPrice),
        created: new Date(r.createdAt),
      })),
    });
  }

  async function cancelQuote(buyer: Buyer, id: string): Promise<FlightCancelQuoteAnswer> {
    const q = await quoteCancel(deps, flightProduct, buyer.agentId, id);
    return {
      bookingId: q.orderId,
      allowed: q.allowed,
      message: q.message,
      paid: q.paid,
      fee: q.fee,
      refund: q.refund,
    };
  }

  /** Cancel after departure is bad input (400), checked before the core (which answers 409 for state). */
  async function cancel(buyer: Buyer, idem: IdempotencyRequest, id: string, remark: string) {
    const order = await owned(buyer, id);
    const found = await bookingOfOrder(db, order.id);
    if (found && now() >= found.booking.firstDepartureAt)
      throw badRequest('The flight has departed: it can no longer be cancelled.');
    return cancelBooking(deps, flightProduct, idem, {
      agentId: buyer.agentId,
      orderId: id,
      remark: remark || 'Cancelled by the agent',
      actor: `agent:${buyer.agentId}`,
      userId: buyer.userId ?? null,
    });
  }

  return {
    details,
    create,
    view: async (buyer: Buyer, id: string) => flightBookingView(db, await owned(buyer, id, 'read'), now()),
    list,
    sheet,
    cancelQuote,
    cancel,
  };
}
