import type { QuotationDraft, QuotedTransferDto } from '@portal/contracts';
import {
  distanceKm,
  placeName,
  planTransfer,
  shareOf,
  transferSlots,
  type TariffVehicle,
  type TransferPlace,
} from '@portal/domain';
import { badRequest } from '../../lib/app-error.ts';
import { airportData } from '../../suppliers/flights/index.ts';
import type { HotelRecord } from '../hotels/content.repository.ts';
import { quoteComponent, type QuotationPricing } from './quotation-layers.ts';

type Slot = QuotationDraft['transfer'][number]['stays'][number];
type Airport = { iata: string; name: string } | null;

function pointOf(place: TransferPlace, hotels: ReadonlyMap<string, HotelRecord>) {
  if (place.kind === 'hotel') {
    const h = hotels.get(place.hotelId)!;
    return { lat: h.latitude, lon: h.longitude };
  }
  const a = airportData().byIata.get(place.iata);
  if (!a) throw badRequest(`Unknown airport ${place.iata}`);
  return { lat: a.lat, lon: a.lon };
}

/**
 * The transfers of one stay option: its slots (airport, hotels, airport), each as the agent chose it,
 * priced by the company's tariff over the distance and through the quotation's transfer layers.
 */
export function costStayTransfers(
  p: QuotationPricing,
  stayNo: number,
  stayHotels: readonly HotelRecord[],
  airports: { arrival: Airport; departure: Airport },
  choices: readonly Slot[],
  tariff: readonly TariffVehicle[],
  persons: number,
): QuotedTransferDto[] {
  const slots = transferSlots(
    stayHotels.map((h) => ({ hotelId: h.id, name: h.name })),
    airports.arrival,
    airports.departure,
  );
  if (choices.length !== slots.length) {
    throw badRequest(`Choose each of the ${slots.length} transfers of stay option ${stayNo}`);
  }
  const byId = new Map(stayHotels.map((h) => [h.id, h]));
  return slots.flatMap((slot, i): QuotedTransferDto[] => {
    const choice = choices[i]!;
    if (choice.transferType === 'without') return [];
    const label = `${placeName(slot.from)} to ${placeName(slot.to)}`;
    if (!slot.from || !slot.to) {
      throw badRequest(
        `Transfer ${i + 1} of stay option ${stayNo} has no airport: choose the airport or no transfer`,
      );
    }
    const km = distanceKm(pointOf(slot.from, byId), pointOf(slot.to, byId));
    const plan = planTransfer(tariff, choice.transferType, km, persons, choice.vehicleTypes);
    if (!plan.ok) throw badRequest(`${label}: ${plan.message}`);
    const total = quoteComponent(p, 'transfer', plan.net, persons);
    return [
      {
        transferFromName: placeName(slot.from),
        transferToName: placeName(slot.to),
        transferType: choice.transferType,
        distanceKm: Math.round(km * 10) / 10,
        vehicleTypes: plan.vehicles.map((v) => ({ vehicle: v.id, name: v.name, count: v.count })),
        total,
        perPerson: shareOf(total, persons),
      },
    ];
  });
}
