import type { FlightSearchBody, AirportDto } from '@portal/contracts';
import { travelClassOf, type AirportRef, type FlightSearchState } from '@portal/domain';

/** The API's search body from a (complete) search state. */
export function searchBodyOf(state: FlightSearchState): FlightSearchBody {
  const first = state.flightsData[0];
  return {
    noOfAdults: state.travellers.adult,
    noOfChildren: state.travellers.children,
    noOfInfants: state.travellers.infant,
    type: state.tripType,
    travelClass: travelClassOf(first?.class ?? 'economy'),
    trips: state.flightsData.map((r, i) => ({
      from: r.cityFrom?.iata ?? '',
      to: r.cityTo?.iata ?? '',
      departureDate: r.departureDate ?? '',
      ...(i === 0 && state.tripType === 'return' ? { returnDate: r.returnDate } : {}),
    })),
  };
}

export const airportRefOf = (a: AirportDto): AirportRef => ({
  iata: a.iata,
  name: a.name,
  city: a.city,
  country: a.country,
});

/** Looks airports up by IATA in the loaded list. */
export function airportLookup(list: AirportDto[] | undefined): (iata: string) => AirportRef | null {
  const map = new Map((list ?? []).map((a) => [a.iata, a]));
  return (iata) => {
    const a = map.get(iata);
    return a ? airportRefOf(a) : null;
  };
}
