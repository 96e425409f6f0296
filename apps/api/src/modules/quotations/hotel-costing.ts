import type { QuotationDraft, QuotedHotelDto } from '@portal/contracts';
import {
  BOARD_NAMES,
  OCCUPANCY_ADULTS,
  OCCUPANCY_TYPES,
  daysBetween,
  extraOver,
  type BoardCode,
  type HotelRoomPrices,
  type OccupancyType,
  type Quoted,
  type RoomPax,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { hotelSuppliers, type HotelSupplier } from '../../suppliers/hotels/index.ts';
import { hotelsWithIds } from '../hotels/content.cache.ts';
import { hotelById, loadHotels, type HotelRecord } from '../hotels/content.repository.ts';
import { checkStay, type StayCriteria } from '../hotels/criteria.ts';
import { hotelLayerResolver, loadHotelMarkups } from '../hotels/markup-layers.ts';
import { searchSuppliers, suppliersFor, type SupplierLog } from '../hotels/offers.ts';
import { priceOffer, type PricedOffer } from '../hotels/rate-pricing.ts';
import { quoteComponent, type QuotationPricing } from './quotation-layers.ts';

type StayHotel = QuotationDraft['stays'][number]['hotels'][number];

export interface CostedHotel {
  dto: QuotedHotelDto;
  prices: HotelRoomPrices;
  hotel: HotelRecord;
}

/** The cheapest offer of a search for the chosen room type and board (or any, when not chosen). */
function cheapest(offers: PricedOffer[], roomTypeId: string | null, board: BoardCode | null) {
  return offers
    .filter(
      (o) => (!roomTypeId || o.offer.roomTypeId === roomTypeId) && (!board || o.offer.boardCode === board),
    )
    .sort((a, b) => a.breakdown.agentPrice - b.breakdown.agentPrice)[0];
}

/**
 * Prices the hotels of a draft: the suppliers and the buyer's hotel markups are set up once, then each
 * hotel of a stay option is priced per room for one, two and three adults and per child added to a
 * double room - every figure from the suppliers' live rates (contracts and bedbank) for the hotel's own
 * dates. The room type and board are the agent's, or those of the cheapest double.
 */
export async function hotelCoster(
  deps: AppDeps,
  p: QuotationPricing,
  draft: QuotationDraft,
  log: SupplierLog,
): Promise<(input: StayHotel) => Promise<CostedHotel>> {
  const suppliers = suppliersFor(
    hotelSuppliers(deps, async (id) => (await hotelsWithIds(p.db, [id])).get(id) ?? null),
    'all',
  );
  // The product's own company layer only: the quotation's layers come on top (quotation-layers.ts).
  const hotelLayers = hotelLayerResolver(await loadHotelMarkups(p.db, p.buyer));
  return (input) => costHotel(p, draft, input, { suppliers, hotelLayers, log });
}

async function costHotel(
  p: QuotationPricing,
  draft: QuotationDraft,
  input: StayHotel,
  {
    suppliers,
    hotelLayers,
    log,
  }: {
    suppliers: HotelSupplier[];
    hotelLayers: ReturnType<typeof hotelLayerResolver>;
    log: SupplierLog;
  },
): Promise<CostedHotel> {
  const [hotel] = await loadHotels(p.db, hotelById(input.hotelId), { description: false });
  if (!hotel) throw badRequest('A hotel of the quotation no longer exists; choose another');
  const chosenRoom = input.roomTypeId ? hotel.roomTypes.find((r) => r.id === input.roomTypeId) : null;
  if (input.roomTypeId && !chosenRoom) throw badRequest(`Choose a room type of ${hotel.name}`);
  const criteria = (rooms: RoomPax[]): StayCriteria => ({
    fromDate: input.checkInDate,
    toDate: input.checkOutDate,
    rooms,
    nationality: draft.nationality,
    priceType: 'all',
  });
  await checkStay(p.db, criteria([]), p.now);

  const search = async (rooms: RoomPax[]) => {
    const offers = await searchSuppliers(suppliers, [hotel], criteria(rooms), p.now, log);
    return offers.map((offer) => {
      const layers = hotelLayers({ hotel, roomTypeId: offer.roomTypeId, source: offer.source });
      return priceOffer(offer, { company: layers.company });
    });
  };
  const adults = (n: number): RoomPax[] => [{ noOfAdults: n, noOfChildren: 0, childrenAges: [] }];
  const ages = [...new Set(draft.childrenAges)];
  const [sgl, dbl, tpl, ...withChild] = await Promise.all([
    search(adults(1)),
    search(adults(2)),
    search(adults(3)),
    ...ages.map((age) => search([{ noOfAdults: 2, noOfChildren: 1, childrenAges: [age] }])),
  ]);

  const board = input.boardTypeCode ?? null;
  const pick =
    cheapest(dbl, input.roomTypeId ?? null, board) ?? cheapest(sgl, input.roomTypeId ?? null, board);
  if (!pick) {
    throw badRequest(
      `${hotel.name} has no rate${chosenRoom ? ` for ${chosenRoom.name}` : ''}${board ? ` on ${BOARD_NAMES[board]}` : ''} from ${input.checkInDate} to ${input.checkOutDate}`,
    );
  }
  const roomTypeId = pick.offer.roomTypeId;
  const boardCode = pick.offer.boardCode;
  const nights = daysBetween(input.checkInDate, input.checkOutDate);
  const quote = (offer: PricedOffer | undefined, persons: number): Quoted | null =>
    offer ? quoteComponent(p, 'hotel', offer.breakdown.agentPrice, persons * nights) : null;
  const searches: Record<OccupancyType, PricedOffer[]> = { SGL: sgl, DBL: dbl, TPL: tpl };
  const rooms = Object.fromEntries(
    OCCUPANCY_TYPES.map((occ) => [
      occ,
      quote(cheapest(searches[occ], roomTypeId, boardCode), OCCUPANCY_ADULTS[occ]),
    ]),
  ) as Record<OccupancyType, Quoted | null>;
  const double = rooms.DBL;
  const childExtras = draft.childrenAges.map((age) => {
    const withThisChild = quote(cheapest(withChild[ages.indexOf(age)] ?? [], roomTypeId, boardCode), 3);
    return withThisChild && double ? extraOver(withThisChild, double) : null;
  });

  return {
    hotel,
    prices: { rooms, childExtras },
    dto: {
      hotelId: hotel.id,
      hotelName: hotel.name,
      starCategory: hotel.starCategory,
      cityName: hotel.cityName,
      areaName: hotel.areaName,
      roomTypeId,
      roomTypeName: hotel.roomTypes.find((r) => r.id === roomTypeId)?.name ?? pick.offer.roomTypeName,
      boardTypeCode: boardCode,
      boardTypeName: BOARD_NAMES[boardCode],
      checkInDate: input.checkInDate,
      checkOutDate: input.checkOutDate,
      nights,
      isRefundable: pick.offer.cancellationType !== 'Non Refundable',
    },
  };
}
