/**
 * The company's transfer tariff for quotations (AED minor units): a base fare plus a rate per
 * kilometre, per vehicle for private transfers and per person for a seat on the shared coach.
 * Capacities leave room for luggage, as UAE transfer companies quote them.
 */
export const SEED_TRANSFER_VEHICLES = [
  { name: 'Shared coach seat', kind: 'shared', capacity: 1, baseNet: 2_500, perKmNet: 40 },
  { name: 'Sedan (up to 3 guests)', kind: 'private', capacity: 3, baseNet: 9_000, perKmNet: 180 },
  { name: 'Van (up to 6 guests)', kind: 'private', capacity: 6, baseNet: 12_000, perKmNet: 240 },
  { name: 'Mini coach (up to 13 guests)', kind: 'private', capacity: 13, baseNet: 20_000, perKmNet: 380 },
  { name: 'Coach (up to 33 guests)', kind: 'private', capacity: 33, baseNet: 42_000, perKmNet: 650 },
] as const;

/** Terminals of the UAE airports quotations pick up from and drop off at (names as the airports sign them). */
export const SEED_AIRPORT_TERMINALS = [
  { iata: 'DXB', code: 'T1', name: 'Terminal 1' },
  { iata: 'DXB', code: 'T2', name: 'Terminal 2' },
  { iata: 'DXB', code: 'T3', name: 'Terminal 3' },
  { iata: 'DWC', code: 'PT', name: 'Passenger Terminal' },
  { iata: 'AUH', code: 'A', name: 'Terminal A' },
  { iata: 'SHJ', code: 'T1', name: 'Terminal 1' },
  { iata: 'RKT', code: 'T1', name: 'Passenger Terminal' },
  { iata: 'FJR', code: 'T1', name: 'Passenger Terminal' },
  { iata: 'AAN', code: 'T1', name: 'Passenger Terminal' },
] as const;
