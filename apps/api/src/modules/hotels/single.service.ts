import type {
  CancellationLineDto,
  HotelDetailsDto,
  HotelRateDto,
  HotelRoomDto,
  SingleHotelSearchAnswer,
  SingleHotelSearchParsed,
} from '@portal/contracts';
import {
  BOARD_NAMES,
  daysBetween,
  cancellationLineText,
  toMajor,
  type HotelCancellationType,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { hotelSuppliers } from '../../suppliers/hotels/index.ts';
import { hotelsWithIds } from './content.cache.ts';
import { syncInventoryCaches } from './inventory-sync.ts';
import { hotelById, loadHotels, type HotelRecord } from './content.repository.ts';
import { checkStay, type StayCriteria } from './criteria.ts';
import { cachedHotelMarkups, type Buyer } from './markup-layers.ts';
import { priceOffers, searchSuppliers, suppliersFor, type SupplierLog } from './offers.ts';
import { inAgentTerms, perNightOf, type PricedOffer } from './rate-pricing.ts';
import { insertSession, type StoredCriteria } from './session.repository.ts';

/** Static content of one hotel as the details page shows it. */
export function detailsDto(hotel: HotelRecord): HotelDetailsDto {
  return {
    id: hotel.id,
    name: hotel.name,
    chain: hotel.chain,
    starCategory: hotel.starCategory,
    accommodationType: hotel.accommodationType,
    address: hotel.address,
    cityId: hotel.cityId,
    cityName: hotel.cityName,
    areaId: hotel.areaId,
    areaName: hotel.areaName,
    stateName: hotel.stateName,
    countryCode: hotel.countryCode,
    countryName: hotel.countryName,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    distanceFromCityCentreKm: hotel.distanceFromCityCentreKm,
    description: hotel.description,
    amenities: hotel.amenities,
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    timeZone: hotel.timeZone,
    images: hotel.images,
    phone: hotel.phone,
    allGuestDetailsRequired: hotel.allGuestDetailsRequired,
    roomTypes: hotel.roomTypes.map((r) => ({
      id: r.id,
      name: r.name,
      maxAdults: r.maxAdults,
      maxChildren: r.maxChildren,
      maxOccupancy: r.maxOccupancy,
      maxExtraBeds: r.maxExtraBeds,
      bedTypes: r.bedTypes,
      sizeSqm: r.sizeSqm ?? null,
      amenities: r.amenities,
    })),
  };
}

const REFUND_RANK: Record<HotelCancellationType, number> = {
  Refundable: 0,
  'Partially Refundable': 1,
  'Non Refundable': 2,
};

/** Cheapest first; on a tie a refundable rate, then our own contract, then a stable order. */
function compareRates(a: PricedOffer, b: PricedOffer): number {
  return (
    a.breakdown.agentPrice - b.breakdown.agentPrice ||
    REFUND_RANK[a.offer.cancellationType] - REFUND_RANK[b.offer.cancellationType] ||
    (a.offer.source === b.offer.source ? 0 : a.offer.source === 'contract' ? -1 : 1) ||
    a.offer.rateKey.localeCompare(b.offer.rateKey)
  );
}

/** `12/03/2026 00:00` from a hotel-local `2026-03-12T00:00`. */
function policyLines(priced: PricedOffer): CancellationLineDto[] {
  return priced.offer.cancellation.map((line) => {
    const fee = inAgentTerms(line.fee, priced);
    return {
      from: line.from,
      fromLocal: line.fromLocal,
      timeZone: line.timeZone,
      fee,
      feeMajor: toMajor(fee),
      text: cancellationLineText(line, fee, { withUtc: true }),
    };
  });
}

export function rateDto(priced: PricedOffer): HotelRateDto {
  const { offer, breakdown } = priced;
  return {
    rateKey: offer.rateKey,
    rateName: offer.rateName,
    boardCode: offer.boardCode,
    boardName: BOARD_NAMES[offer.boardCode],
    agentPrice: breakdown.agentPrice,
    agentPriceMajor: toMajor(breakdown.agentPrice),
    sellPrice: breakdown.sellPrice,
    sellPriceMajor: toMajor(breakdown.sellPrice),
    currency: 'AED',
    perNight: perNightOf(priced).map((n) => ({ ...n, agentPriceMajor: toMajor(n.agentPrice) })),
    breakdown: {
      subAgentMarkup: breakdown.subAgentMarkup,
      clientMarkup: breakdown.clientMarkup,
      agentPrice: breakdown.agentPrice,
      sellPrice: breakdown.sellPrice,
    },
    cancellationType: offer.cancellationType,
    cancellationPolicies: policyLines(priced),
    payLaterAvailable: offer.payLaterUntil !== null,
    payLaterUntil: offer.payLaterUntil,
    rateComments: offer.rateComments,
    source: offer.source,
    onRequest: offer.onRequest,
    promotions: offer.promotions.map((p) => ({
      code: p.code,
      name: p.name,
      discount: inAgentTerms(p.discount, priced),
    })),
  };
}

/** Static details and the single-hotel search (every room type with all its rates). */
export function hotelSingleService(deps: AppDeps) {
  const db = () => deps.database.db;
  const suppliers = () =>
    hotelSuppliers(deps, async (id) => (await hotelsWithIds(db(), [id])).get(id) ?? null);

  async function fullHotel(hotelId: string): Promise<HotelRecord> {
    const [hotel] = await loadHotels(db(), hotelById(hotelId), { description: true });
    if (!hotel) throw notFound('Hotel');
    return hotel;
  }

  async function details(hotelId: string): Promise<HotelDetailsDto> {
    return detailsDto(await fullHotel(hotelId));
  }

  async function search(
    buyer: Buyer,
    body: SingleHotelSearchParsed,
    log: SupplierLog,
  ): Promise<SingleHotelSearchAnswer> {
    const now = deps.clock.now();
    const criteria: StayCriteria = {
      fromDate: body.fromDate,
      toDate: body.toDate,
      rooms: body.rooms,
      nationality: body.nationality,
      priceType: body.priceType,
    };
    await checkStay(db(), criteria, now);
    await syncInventoryCaches(deps.database);
    const [hotel, markups] = await Promise.all([
      fullHotel(body.hotelId),
      cachedHotelMarkups.get(deps.database, buyer),
    ]);
    const offers = await searchSuppliers(
      suppliersFor(suppliers(), body.priceType),
      [hotel],
      criteria,
      now,
      log,
    );
    const priced = (priceOffers(offers, new Map([[hotel.id, hotel]]), markups).get(hotel.id) ?? []).sort(
      compareRates,
    );

    const rooms: HotelRoomDto[] = [];
    for (const roomType of hotel.roomTypes) {
      const rates = priced.filter((p) => p.offer.roomTypeId === roomType.id);
      if (rates.length === 0) continue;
      const dto = detailsDto({ ...hotel, roomTypes: [roomType] }).roomTypes[0]!;
      rooms.push({ ...dto, rates: rates.map(rateDto) });
    }
    rooms.sort((a, b) => (a.rates[0]?.agentPrice ?? 0) - (b.rates[0]?.agentPrice ?? 0));

    const query: StoredCriteria = {
      kind: 'single',
      destination: { id: hotel.id, suggestionType: 'HOTEL' },
      ...criteria,
      starCategory: null,
    };
    const session = await insertSession(db(), {
      agentId: buyer.agentId,
      now,
      query,
      results: {
        v: 1,
        kind: 'single',
        hotelId: hotel.id,
        rates: priced.map((p) => ({ offer: p.offer, breakdown: p.breakdown })),
      },
    });
    return {
      searchId: session.id,
      expiresIn: Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000),
      fromDate: body.fromDate,
      toDate: body.toDate,
      noOfNights: daysBetween(body.fromDate, body.toDate),
      roomPaxes: body.rooms,
      nationality: body.nationality,
      priceType: body.priceType,
      hotel: detailsDto(hotel),
      rooms,
    };
  }

  return { details, search };
}
