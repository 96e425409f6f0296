import type { QuotationCostingDto, QuotationDraft, QuotedStayDto } from '@portal/contracts';
import {
  addQuoted,
  daysBetween,
  landPartyTotal,
  lowestPerPerson,
  partyTotal,
  plainDateIn,
  quotationValidUntil,
  stayPerPerson,
  withCustomMarkup,
  ZERO_QUOTED,
  type LandPerPerson,
  type Markup,
  type TariffVehicle,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Buyer } from '../markups/buyer-markups.ts';
import type { SupplierLog } from '../hotels/offers.ts';
import { getInitialData } from '../home/home.service.ts';
import { hotelCoster, type CostedHotel } from './hotel-costing.ts';
import { costExcursion, costVisa } from './land-costing.ts';
import { activeVehicles, terminalRows } from './lookups.repository.ts';
import { quotationAirport } from './lookups.service.ts';
import { quotationPricing, type QuotationLayerLevel, type QuotationPricing } from './quotation-layers.ts';
import { costStayTransfers } from './transfer-costing.ts';

export interface CostedQuotation {
  costing: QuotationCostingDto;
  /** The lowest per-adult client price, for the list. */
  fromPerPerson: number;
}

/**
 * Units of a currency per AED: the rate agents see in the currency picker (the home module's
 * reference data, held in memory and refreshed when a rate is set), AED being 1.
 */
async function rateOf(deps: AppDeps, isocode: string): Promise<number> {
  if (isocode === 'AED') return 1;
  const currency = (await getInitialData(deps)).currencies.find((c) => c.isocode === isocode);
  if (!currency) throw badRequest(`No exchange rate is set for ${isocode}`);
  return currency.conversionRate;
}

async function airportsOf(deps: AppDeps, draft: QuotationDraft) {
  const terminals = await terminalRows(deps.database.db);
  const one = (on: boolean, input: QuotationDraft['arrivalAirport'], what: string) => {
    if (!on || !input) return null;
    const found = quotationAirport(input.iata, terminals);
    if (!found) throw badRequest(`Choose the ${what} airport from the list`);
    const terminal = input.terminalCode ? found.terminals.find((t) => t.code === input.terminalCode) : null;
    if (input.terminalCode && !terminal) throw badRequest(`Choose a terminal of ${found.point.name}`);
    return {
      iata: input.iata,
      name: found.point.name,
      terminalCode: terminal?.code ?? null,
      terminalName: terminal?.name ?? null,
    };
  };
  return {
    arrival: one(!draft.isArrivalAirportDisabled, draft.arrivalAirport, 'arrival'),
    departure: one(!draft.isDepartureAirportDisabled, draft.departureAirport, 'departure'),
  };
}

/**
 * Prices a quotation draft: every component through the pipeline for the buyer (quotation-layers.ts),
 * hotels from live supplier rates, transfers from the tariff, excursions and visa from their
 * catalogues; then per person for each stay option (domain stayPerPerson). Nothing is stored here.
 */
export async function costQuotation(
  deps: AppDeps,
  buyer: Buyer,
  draft: QuotationDraft,
  log: SupplierLog,
  level: QuotationLayerLevel = 'all',
): Promise<CostedQuotation> {
  const now = deps.clock.now();
  const today = plainDateIn(now);
  if (draft.checkInDate < today) {
    const message = 'The arrival date cannot be in the past';
    throw badRequest(message, { checkInDate: [message] });
  }
  const rate = await rateOf(deps, draft.quotationCurrency);
  const p = await quotationPricing(deps.database, buyer, rate, now, level);
  const party = { adults: draft.noOfAdults, children: draft.noOfChildren };
  const airports = await airportsOf(deps, draft);

  const excursionsOn = !draft.isExcursionQuotationDisabled;
  const [excursions, supplements, visa] = await Promise.all([
    excursionsOn ? Promise.all(draft.excursions.map((e) => costExcursion(p, e, party))) : [],
    !draft.isSupplimentQuotationDisabled
      ? Promise.all(draft.supplements.map((e) => costExcursion(p, e, party)))
      : [],
    !draft.isVisaQuotaionsDisabled && draft.visa ? costVisa(deps, p, draft.visa) : null,
  ]);
  const landPerAdult = addQuoted(...excursions.map((e) => e.adultPrice), visa?.adultPrice ?? ZERO_QUOTED);
  const landPerChild = addQuoted(...excursions.map((e) => e.childPrice), visa?.childPrice ?? ZERO_QUOTED);
  const land = { adult: landPerAdult, child: landPerChild };
  const custom: Markup | null = draft.isCustomMarkup
    ? {
        type: draft.customMarkupType,
        value: draft.customMarkupType === 'flat' ? Math.round(draft.customMarkup * 100) : draft.customMarkup,
      }
    : null;

  const hotelsOn = !draft.isHotelQuotationDisabled && !draft.isAlreadyBooked;
  const stays = hotelsOn ? await costStays(deps, p, draft, airports, land, custom, log) : [];
  const landOnlyPrices = hotelsOn
    ? null
    : {
        perPersonAdultPrice: withCustomMarkup(landPerAdult, custom),
        perPersonChildPrice: party.children > 0 ? withCustomMarkup(landPerChild, custom) : null,
      };
  const landOnly = landOnlyPrices && { ...landOnlyPrices, party: landPartyTotal(landOnlyPrices, party) };
  const pickUpPlaces = pickUpPlacesOf(
    draft,
    stays.map((x) => x.dto),
    airports,
  );
  const costing: QuotationCostingDto = {
    currency: draft.quotationCurrency,
    conversionRate: rate,
    nights: daysBetween(draft.checkInDate, draft.checkOutDate),
    arrivalAirport: airports.arrival,
    departureAirport: airports.departure,
    stays: stays.map((s) => s.dto),
    excursions,
    supplements,
    visa,
    pickUpPlaces,
    landPerAdult,
    landPerChild,
    landOnly,
    customMarkup: custom,
    validUntil: quotationValidUntil(today, draft.checkInDate),
  };
  return {
    costing,
    fromPerPerson: lowestPerPerson(
      stays.map((s) => s.perPerson),
      landOnly?.perPersonAdultPrice ?? null,
    ),
  };
}

async function costStays(
  deps: AppDeps,
  p: QuotationPricing,
  draft: QuotationDraft,
  airports: Awaited<ReturnType<typeof airportsOf>>,
  land: LandPerPerson,
  custom: Markup | null,
  log: SupplierLog,
) {
  const tariff: TariffVehicle[] = draft.isTransferQuotationDisabled ? [] : await activeVehicles(p.db);
  const persons = draft.noOfAdults + draft.noOfChildren;
  const costHotel = await hotelCoster(deps, p, draft, log);
  return Promise.all(
    draft.stays.map(async (stay, s) => {
      const stayNo = s + 1;
      const hotels: CostedHotel[] = await Promise.all(stay.hotels.map((h) => costHotel(h)));
      const choices = draft.transfer.find((t) => t.stayNo === stayNo)?.stays;
      if (!draft.isTransferQuotationDisabled && !choices) {
        throw badRequest(`Choose the transfers of stay option ${stayNo}, or switch transfers off`);
      }
      const transfers = draft.isTransferQuotationDisabled
        ? []
        : costStayTransfers(
            p,
            stayNo,
            hotels.map((h) => h.hotel),
            { arrival: airports.arrival, departure: airports.departure },
            choices ?? [],
            tariff,
            persons,
          );
      const perPerson = stayPerPerson(
        { hotels: hotels.map((h) => h.prices), transfers: transfers.map((t) => t.total) },
        { adults: draft.noOfAdults, children: draft.noOfChildren },
        land,
        custom,
      );
      const party = partyTotal(perPerson, { adults: draft.noOfAdults, children: draft.noOfChildren });
      const dto: QuotedStayDto = { stayNo, hotels: hotels.map((h) => h.dto), transfers, ...perPerson, party };
      return { dto, perPerson };
    }),
  );
}

/** The pick-up places named: each must be a hotel or an airport of the quotation. */
function pickUpPlacesOf(
  draft: QuotationDraft,
  stays: readonly QuotedStayDto[],
  airports: Awaited<ReturnType<typeof airportsOf>>,
) {
  const names = new Map<string, string>();
  for (const stay of stays) for (const h of stay.hotels) names.set(h.hotelId, h.hotelName);
  for (const a of [airports.arrival, airports.departure]) if (a) names.set(a.iata, `${a.name} (${a.iata})`);
  return draft.pickUpPlaces.map((p) => {
    const placeName = names.get(p.placeId);
    if (!placeName)
      throw badRequest('Choose each pick-up place from the hotels and airports of the quotation');
    return { placeId: p.placeId, placeName, note: p.note };
  });
}
