import type { QuotationHotelDto, QuotationInitialAnswer } from '@portal/contracts';
import { BOARD_CODES, type BoardCode } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { airportData } from '../../suppliers/flights/index.ts';
import { listNationalities } from '../visas/catalogue.repository.ts';
import * as repo from './lookups.repository.ts';

/** An airport quotations serve: its terminals from our table, its name and place from the airports data. */
export function quotationAirport(iata: string, terminals: { iata: string; code: string; name: string }[]) {
  const point = airportData().byIata.get(iata);
  if (!point) return null;
  const own = terminals.filter((t) => t.iata === iata);
  if (own.length === 0) return null;
  return { point, terminals: own.map((t) => ({ code: t.code, name: t.name })) };
}

/** GET /quotations/initial/all: airports, hotel cities, vehicles, excursions, visa types, nationalities. */
export async function quotationInitialData(deps: AppDeps): Promise<QuotationInitialAnswer> {
  const db = deps.database.db;
  const [terminals, cities, vehicles, excursions, visaTypes, nationalities] = await Promise.all([
    repo.terminalRows(db),
    repo.hotelCityRows(db),
    repo.activeVehicles(db),
    repo.excursionRows(db),
    repo.visaTypeRows(db),
    listNationalities(db),
  ]);
  const airports = [...new Set(terminals.map((t) => t.iata))].flatMap((iata) => {
    const found = quotationAirport(iata, terminals);
    return found
      ? [{ iata, name: found.point.name, city: found.point.city, terminals: found.terminals }]
      : [];
  });
  return {
    airports,
    cities: cities.map((c) => ({
      _id: c.id,
      cityName: c.name,
      countryName: c.countryName,
      propertyCount: c.propertyCount,
    })),
    vehicles: vehicles.map((v) => ({ _id: v.id, name: v.name, capacity: v.capacity, kind: v.kind })),
    excursions: excursions.map(({ activity, attractionId, attractionTitle, destination }) => ({
      _id: activity.id,
      name: activity.name,
      attractionId,
      attractionTitle,
      destination,
      excursionType: activity.activityType === 'transfer' ? 'transfer' : 'ticket',
      sharedTransfer: activity.sharedTransferPrice !== null,
      privateVehicles: activity.privateVehicles.map((v) => ({
        _id: v.id,
        name: v.name,
        capacity: v.capacity,
      })),
    })),
    visaTypes: visaTypes.map(({ type, visaCountryId }) => ({
      _id: type.id,
      visaCountryId,
      visaName: type.name,
      processingTime: type.processingTime,
      processingTimeFormat: type.processingTimeFormat,
      validity: type.validity,
      validityTimeFormat: type.validityTimeFormat,
    })),
    nationalities: nationalities
      .filter((n) => !n.note)
      .map((n) => ({ _id: n.id, nationality: n.name, isocode: n.isocode })),
  };
}

/** GET /quotations/hotels/search: hotels for a stay option, with room types and the boards they sell. */
export async function quotationHotels(
  deps: AppDeps,
  filter: { cityId?: string | undefined; search?: string | undefined },
): Promise<{ hotels: QuotationHotelDto[] }> {
  const rows = await repo.hotelRows(deps.database.db, filter);
  return {
    hotels: rows.map((h) => ({
      _id: h.id,
      name: h.name,
      starCategory: h.starCategory,
      cityId: h.cityId,
      cityName: h.cityName,
      areaName: h.areaName,
      roomTypes: h.roomTypes.map((r) => ({
        _id: r.id,
        name: r.name,
        maxAdults: r.maxAdults,
        maxChildren: r.maxChildren,
        maxOccupancy: r.maxOccupancy,
      })),
      // A hotel sold only through the bedbank lists every board: the supplier answers which it has.
      boardTypes: h.boardCodes.length ? sortBoards(h.boardCodes) : [...BOARD_CODES],
    })),
  };
}

/** Room only first, all inclusive last: the order of BOARD_CODES. */
function sortBoards(codes: BoardCode[]): BoardCode[] {
  return BOARD_CODES.filter((code) => codes.includes(code));
}
