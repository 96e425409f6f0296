import type { QuotationDraft, QuotedHotelDto } from '@portal/contracts';
import {
  companyLayersOf,
  BOARD_NAMES,
  OCCUPANCY_ADULTS,
  OCCUPANCY_TYPES,
  daysBetween,
  extraOver,
  familyRoom,
  takesParty,
  type BoardCode,
  type HotelRoomPrices,
  type OccupancyType,
  type QuotationRateType,
  type Quoted,
  type RoomPax,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { hotelSuppliers, type HotelSupplier } from '../../suppliers/hotels/index.ts';
import { hotelsWithIds } from '../hotels/content.cache.ts';
import { hotelById, loadHotels, type HotelRecord } from '../hotels/content.repository.ts';
import { checkStay, type StayCriteria } from '../hotels/criteria.ts';
import { syncInventoryCaches } from '../hotels/inventory-sync.ts';
import { cachedHotelMarkups, hotelLayerResolver, type HotelLayerResolver } from '../hotels/markup-layers.ts';
import { searchSuppliers, suppliersFor, type SupplierLog } from '../hotels/offers.ts';
import { priceOffer, type PricedOffer } from '../hotels/rate-pricing.ts';
import { quoteComponent, type QuotationPricing } from './quotation-layers.ts';

type StayHotel = QuotationDraft['stays'][number]['hotels'][number];

export interface CostedHotel {
  dto: QuotedHotelDto;
  prices: HotelRoomPrices;
  hotel: HotelRecord;
}

interface RateChoice {
  roomTypeId: string | null;
  board: BoardCode | null;
  rateType: QuotationRateType | null;
}

const isRefundable = (o: PricedOffer) => o.offer.cancellationType !== 'Non Refundable';

/** The cheapest offer of a search for the chosen room type, board and rate type (or any, when not chosen). */
function cheapest(offers: PricedOffer[], { roomTypeId, board, rateType }: RateChoice) {
  return offers
    .filter(
      (o) =>
        (!roomTypeId || o.offer.roomTypeId === roomTypeId) &&
        (!board || o.offer.boardCode === board) &&
        (!rateType || isRefundable(o) === (rateType === 'refundable')),
    )
    .sort((a, b) => a.breakdown.agentPrice - b.breakdown.agentPrice)[0];
}

const childrenText = (n: number) => `${n} ${n === 1 ? 'child' : 'children'}`;

/**
 * Prices the hotels of a draft: the suppliers and the buyer's hotel markups are set up once, then each
 * hotel of a stay option is priced per room for one, two and three adults and for the children added to
 * a double room - every figure from the suppliers' live rates (contracts and bedbank) for the hotel's
 * own dates. The room type must take the whole family (domain takesParty, the hotels' occupancy rule);
 * room type, board and rate type are the agent's, or those of the cheapest room that takes the party.
 */
export async function hotelCoster(
  deps: AppDeps,
  p: QuotationPricing,
  draft: QuotationDraft,
  log: SupplierLog,
): Promise<(input: StayHotel) => Promise<CostedHotel>> {
  // Like the search: an extranet edit (contract, allotment, stop sale) on any node is seen at once,
  // not after the contract and content caches' minute.
  await syncInventoryCaches(deps.database);
  const suppliers = suppliersFor(
    hotelSuppliers(deps, async (id) => (await hotelsWithIds(p.db, [id])).get(id) ?? null),
    'all',
  );
  // The product's own company layers only (its margin and the account's markup on top, ADR 0014): the quotation's layers come on top (quotation-layers.ts).
  const hotelLayers = hotelLayerResolver(await cachedHotelMarkups.get(p.database, p.buyer));
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
    hotelLayers: HotelLayerResolver;
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
      const layers = hotelLayers.layersOf({ hotel, roomTypeId: offer.roomTypeId, source: offer.source });
      return priceOffer(offer, companyLayersOf(layers));
    });
  };
  const adults = (n: number): RoomPax[] => [{ noOfAdults: n, noOfChildren: 0, childrenAges: [] }];
  const family = familyRoom(draft.childrenAges);
  if (chosenRoom && !takesParty(chosenRoom, draft.childrenAges)) {
    throw badRequest(
      `The ${chosenRoom.name} of ${hotel.name} does not take 2 adults and ${childrenText(draft.noOfChildren)}; choose a larger room`,
    );
  }
  const [sgl, dbl, tpl, withChildren] = await Promise.all([
    search(adults(1)),
    search(adults(2)),
    search(adults(3)),
    family ? search([family]) : Promise.resolve([]),
  ]);
  // Only room types that take the family, by the rule the hotels book with (whatever a supplier answers).
  const fitting = (offers: PricedOffer[]) =>
    offers.filter((o) => {
      const roomType = hotel.roomTypes.find((r) => r.id === o.offer.roomTypeId);
      return !roomType || takesParty(roomType, draft.childrenAges);
    });

  const asked: RateChoice = {
    roomTypeId: input.roomTypeId ?? null,
    board: input.boardTypeCode ?? null,
    rateType: input.rateType ?? null,
  };
  const pick = family
    ? cheapest(fitting(withChildren), asked)
    : (cheapest(dbl, asked) ?? cheapest(sgl, asked));
  if (!pick) {
    const what = [
      chosenRoom ? ` for ${chosenRoom.name}` : '',
      asked.board ? ` on ${BOARD_NAMES[asked.board]}` : '',
      asked.rateType ? ` (${asked.rateType})` : '',
      family ? ` taking 2 adults and ${childrenText(draft.noOfChildren)}` : '',
    ].join('');
    throw badRequest(`${hotel.name} has no rate${what} from ${input.checkInDate} to ${input.checkOutDate}`);
  }
  const roomTypeId = pick.offer.roomTypeId;
  const boardCode = pick.offer.boardCode;
  const same: RateChoice = {
    roomTypeId,
    board: boardCode,
    rateType: isRefundable(pick) ? 'refundable' : 'non-refundable',
  };
  const nights = daysBetween(input.checkInDate, input.checkOutDate);
  const quote = (offer: PricedOffer | undefined, persons: number): Quoted | null =>
    offer ? quoteComponent(p, 'hotel', offer.breakdown.agentPrice, persons * nights) : null;
  const searches: Record<OccupancyType, PricedOffer[]> = { SGL: sgl, DBL: dbl, TPL: tpl };
  const rooms = Object.fromEntries(
    OCCUPANCY_TYPES.map((occ) => [occ, quote(cheapest(searches[occ], same), OCCUPANCY_ADULTS[occ])]),
  ) as Record<OccupancyType, Quoted | null>;
  const familyPrice = family ? quote(pick, 2 + draft.noOfChildren) : null;
  const childrenExtra = familyPrice && rooms.DBL ? extraOver(familyPrice, rooms.DBL) : null;

  return {
    hotel,
    prices: { rooms, childrenExtra },
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
      isRefundable: isRefundable(pick),
    },
  };
}
