import {
  priceContract,
  priceContractForList,
  type ContractListOffer,
  type ContractRejection,
  type ContractSearch,
} from './contract-pricing.ts';
import { BestListOffers } from './list-offer-slots.ts';
import type { Allotment, HotelContent, HotelContract, RateOffer } from './types.ts';

export interface HotelContractsInput {
  hotel: HotelContent;
  /** The hotel's contracts (any room type); contracts of other hotels are ignored. */
  contracts: readonly HotelContract[];
  /** Daily inventory of the hotel's room types, complete for the nights asked. */
  allotments: readonly Allotment[];
  search: ContractSearch;
  now: Date;
}

export interface HotelContractsResult {
  offers: RateOffer[];
  /** Why each contract that gave nothing was not offered (for logs and the details page's support view). */
  rejections: { contractId: string; roomTypeId: string; rejection: ContractRejection }[];
}

/**
 * Every contract offer of one hotel for a search. When two contracts give the same room type, board
 * and cancellation type, the higher contract priority wins (then the lower net): one contract
 * overriding another, e.g. a tactical rate over the yearly one. Different cancellation types of the
 * same board stay side by side (refundable and non-refundable, as bedbanks show them).
 * Offers come back cheapest first.
 */
export function priceHotelContracts(input: HotelContractsInput): HotelContractsResult {
  const { hotel } = input;
  const best = new Map<string, { offer: RateOffer; priority: number }>();
  const rejections: HotelContractsResult['rejections'] = [];
  for (const contract of input.contracts) {
    if (contract.hotelId !== hotel.id) continue;
    const roomType = hotel.roomTypes.find((r) => r.id === contract.roomTypeId);
    if (!roomType) continue;
    const result = priceContract({
      hotel,
      roomType,
      contract,
      allotments: input.allotments,
      search: input.search,
      now: input.now,
    });
    if (!result.ok) {
      rejections.push({ contractId: contract.id, roomTypeId: roomType.id, rejection: result.rejection });
      continue;
    }
    for (const offer of result.offers) {
      const key = `${offer.roomTypeId}|${offer.boardCode}|${offer.cancellationType}`;
      const held = best.get(key);
      if (
        !held ||
        contract.priority > held.priority ||
        (contract.priority === held.priority && offer.net < held.offer.net)
      ) {
        best.set(key, { offer, priority: contract.priority });
      }
    }
  }
  const offers = [...best.values()]
    .map((b) => b.offer)
    .sort((a, b) => a.net - b.net || a.rateKey.localeCompare(b.rateKey));
  return { offers, rejections };
}

/**
 * priceHotelContracts for a list of hotels: the same contracts win (room type, board and
 * cancellation type; higher priority, then lower net, the first on a tie), as ContractListOffers
 * in no particular order (a list keeps per board the cheapest, whatever the order). Each contract
 * sees only its room type's nights, grouped once per hotel. hotel-pricing.test.ts compares the two.
 */
export function priceHotelContractsForList(input: HotelContractsInput): ContractListOffer[] {
  const { hotel } = input;
  const nights = new Map<string, Allotment[]>();
  for (const a of input.allotments) {
    const list = nights.get(a.roomTypeId);
    if (list) list.push(a);
    else nights.set(a.roomTypeId, [a]);
  }
  const best = new BestListOffers();
  for (const contract of input.contracts) {
    if (contract.hotelId !== hotel.id) continue;
    const roomType = hotel.roomTypes.find((r) => r.id === contract.roomTypeId);
    if (!roomType) continue;
    const offers = priceContractForList({
      hotel,
      roomType,
      contract,
      allotments: nights.get(roomType.id) ?? [],
      search: input.search,
      now: input.now,
    });
    if (!offers) continue;
    for (const offer of offers) best.offer(roomType.id, offer, contract.priority);
  }
  return best.list();
}
