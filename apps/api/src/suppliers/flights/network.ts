/**
 * The sandbox's route network: real carriers on real routes from the UAE airports (a simplification
 * of 2026 schedules, good enough for an agent to recognise). A carrier flies direct between its UAE
 * bases and its destinations, in both directions; one-stop journeys connect through a hub.
 */
export const UAE_AIRPORTS = ['DXB', 'AUH', 'SHJ', 'RKT', 'DWC'] as const;

export interface Carrier {
  code: string;
  /** Low-cost: no free checked bag on the cheapest fare, paid meals. */
  lowCost: boolean;
  business: boolean;
  /** UAE airports it flies from. */
  bases: string[];
  /** Its hub outside the UAE (home carriers) - journeys connect there. */
  hub?: string;
  destinations: string[];
  aircraft: string[];
}

const SUBCONTINENT = ['BOM', 'DEL', 'COK', 'TRV', 'HYD', 'BLR', 'MAA', 'CCJ', 'AMD', 'LKO', 'GOI'];
const PAKISTAN = ['KHI', 'LHE', 'ISB', 'PEW', 'MUX'];
const GCC = ['DOH', 'BAH', 'MCT', 'KWI', 'RUH', 'JED', 'DMM', 'MED'];
const LEVANT = ['AMM', 'BEY', 'CAI', 'HBE', 'IST', 'SAW'];
const CAUCASUS = ['TBS', 'EVN', 'GYD', 'ALA', 'TAS'];
const ASIA = [
  'BKK',
  'SIN',
  'KUL',
  'MNL',
  'CGK',
  'HKG',
  'PEK',
  'PVG',
  'ICN',
  'NRT',
  'DAC',
  'CGP',
  'CMB',
  'KTM',
  'MLE',
];
const AFRICA = ['JNB', 'NBO', 'ADD', 'DAR', 'ZNZ', 'MRU', 'SEZ', 'JRO'];
const EUROPE = [
  'LHR',
  'LGW',
  'MAN',
  'BHX',
  'CDG',
  'FRA',
  'MXP',
  'FCO',
  'MAD',
  'BCN',
  'AMS',
  'ZRH',
  'VIE',
  'ATH',
  'PRG',
  'WAW',
  'BUD',
];
const AMERICAS = ['JFK', 'IAD', 'ORD', 'LAX', 'YYZ'];
const OCEANIA = ['SYD', 'MEL'];

const without = (list: string[], drop: string[]) => list.filter((x) => !drop.includes(x));

export const CARRIERS: readonly Carrier[] = [
  {
    code: 'EK',
    lowCost: false,
    business: true,
    bases: ['DXB'],
    destinations: [
      ...without(SUBCONTINENT, ['GOI', 'LKO', 'CCJ']),
      'KHI',
      'LHE',
      'ISB',
      'PEW',
      'MUX',
      ...without(GCC, ['MED']),
      ...without(LEVANT, ['SAW', 'HBE']),
      'TBS',
      'GYD',
      'ALA',
      'TAS',
      ...ASIA,
      ...AFRICA,
      ...without(EUROPE, ['LGW']),
      ...AMERICAS,
      ...OCEANIA,
    ],
    aircraft: ['Boeing 777-300ER', 'Airbus A380-800', 'Airbus A350-900'],
  },
  {
    code: 'EY',
    lowCost: false,
    business: true,
    bases: ['AUH'],
    destinations: [
      ...without(SUBCONTINENT, ['GOI', 'LKO', 'CCJ', 'TRV']),
      'KHI',
      'LHE',
      'ISB',
      ...without(GCC, ['MED', 'DMM']),
      'AMM',
      'BEY',
      'CAI',
      'IST',
      'TBS',
      'ALA',
      ...without(ASIA, ['DAC', 'CGP', 'PEK', 'HKG']),
      'JNB',
      'NBO',
      'SEZ',
      'MRU',
      ...without(EUROPE, ['LGW', 'BHX', 'PRG', 'WAW', 'BUD']),
      'JFK',
      'IAD',
      'ORD',
      'YYZ',
      'SYD',
      'MEL',
    ],
    aircraft: ['Boeing 787-9', 'Airbus A350-1000', 'Airbus A321neo'],
  },
  {
    code: 'FZ',
    lowCost: true,
    business: true,
    bases: ['DXB', 'DWC'],
    destinations: [
      ...without(SUBCONTINENT, ['TRV', 'CCJ', 'GOI', 'LKO', 'AMD', 'MAA']),
      'KHI',
      'MUX',
      ...GCC,
      ...LEVANT,
      ...CAUCASUS,
      'DAC',
      'CGP',
      'CMB',
      'KTM',
      'MLE',
      'BKK',
      'NBO',
      'ADD',
      'DAR',
      'ZNZ',
      'JRO',
      'SEZ',
      'PRG',
      'WAW',
      'BUD',
      'ATH',
      'MXP',
      'ZRH',
      'VIE',
    ],
    aircraft: ['Boeing 737 MAX 8', 'Boeing 737-800'],
  },
  {
    code: 'G9',
    lowCost: true,
    business: false,
    bases: ['SHJ', 'RKT', 'AUH'],
    destinations: [
      ...SUBCONTINENT,
      ...PAKISTAN,
      ...without(GCC, ['MED']),
      'AMM',
      'BEY',
      'CAI',
      'HBE',
      'IST',
      'SAW',
      ...CAUCASUS,
      'DAC',
      'CGP',
      'CMB',
      'KTM',
      'MLE',
      'NBO',
      'ADD',
      'DAR',
      'ZNZ',
      'ATH',
      'PRG',
      'WAW',
      'BUD',
      'VIE',
      'MXP',
    ],
    aircraft: ['Airbus A320-200', 'Airbus A321neo'],
  },
  {
    code: 'QR',
    lowCost: false,
    business: true,
    bases: ['DXB', 'AUH', 'SHJ'],
    hub: 'DOH',
    destinations: ['DOH'],
    aircraft: ['Airbus A350-900', 'Boeing 787-8'],
  },
  {
    code: 'WY',
    lowCost: false,
    business: true,
    bases: ['DXB', 'AUH'],
    hub: 'MCT',
    destinations: ['MCT'],
    aircraft: ['Boeing 737 MAX 8', 'Boeing 787-9'],
  },
  {
    code: 'GF',
    lowCost: false,
    business: true,
    bases: ['DXB', 'AUH'],
    hub: 'BAH',
    destinations: ['BAH'],
    aircraft: ['Airbus A320neo', 'Boeing 787-9'],
  },
  {
    code: 'SV',
    lowCost: false,
    business: true,
    bases: ['DXB', 'AUH', 'SHJ'],
    hub: 'RUH',
    destinations: ['RUH', 'JED'],
    aircraft: ['Airbus A320-200', 'Boeing 777-300ER'],
  },
  {
    code: 'AI',
    lowCost: false,
    business: true,
    bases: ['DXB', 'AUH', 'SHJ'],
    hub: 'DEL',
    destinations: ['DEL', 'BOM', 'COK', 'TRV', 'HYD', 'BLR', 'MAA', 'CCJ', 'LKO', 'AMD'],
    aircraft: ['Airbus A320neo', 'Boeing 787-8'],
  },
  {
    code: '6E',
    lowCost: true,
    business: false,
    bases: ['DXB', 'AUH', 'SHJ', 'RKT'],
    hub: 'BOM',
    destinations: ['BOM', 'DEL', 'COK', 'TRV', 'HYD', 'BLR', 'MAA', 'CCJ', 'LKO', 'AMD', 'GOI'],
    aircraft: ['Airbus A320neo', 'Airbus A321neo'],
  },
  {
    code: 'PK',
    lowCost: false,
    business: true,
    bases: ['DXB', 'AUH', 'SHJ'],
    hub: 'KHI',
    destinations: PAKISTAN,
    aircraft: ['Airbus A320-200', 'Boeing 777-200ER'],
  },
  {
    code: 'UL',
    lowCost: false,
    business: true,
    bases: ['DXB'],
    hub: 'CMB',
    destinations: ['CMB'],
    aircraft: ['Airbus A330-300'],
  },
];

/**
 * Destinations a home carrier serves beyond its hub (one stop through the hub). Full-service hub
 * carriers reach the big cities; Indian and Pakistani carriers their domestic network.
 */
export const HUB_ONWARD: Readonly<Record<string, string[]>> = {
  QR: [...EUROPE, ...AMERICAS, ...ASIA, ...AFRICA, ...OCEANIA, 'IST', 'CAI', 'AMM', 'BEY', 'TBS'],
  WY: [
    'BOM',
    'DEL',
    'COK',
    'HYD',
    'BLR',
    'KHI',
    'LHR',
    'FRA',
    'BKK',
    'KUL',
    'CAI',
    'ZNZ',
    'DAR',
    'MXP',
    'IST',
  ],
  GF: ['LHR', 'CDG', 'FRA', 'ATH', 'BOM', 'DEL', 'COK', 'KHI', 'LHE', 'BKK', 'MNL', 'CAI', 'AMM', 'IST'],
  SV: ['LHR', 'CDG', 'FRA', 'MAD', 'CAI', 'AMM', 'IST', 'KUL', 'CGK', 'JFK', 'IAD', 'NBO', 'ADD'],
  AI: ['GOI', 'CCJ', 'KTM', 'DAC', 'LHR', 'FRA', 'JFK', 'SIN', 'BKK'],
  '6E': ['DEL', 'BOM', 'GOI', 'HYD', 'BLR', 'MAA', 'KTM', 'DAC', 'CMB', 'SIN', 'BKK'],
  PK: ['LHE', 'ISB', 'PEW', 'MUX', 'LHR', 'MAN', 'YYZ'],
  UL: ['MLE', 'BKK', 'SIN', 'KUL', 'MAA', 'BOM'],
};

/** Every destination the sandbox reaches from the UAE. */
export function sandboxDestinations(): string[] {
  const all = new Set<string>();
  for (const c of CARRIERS) {
    for (const d of c.destinations) all.add(d);
    for (const d of HUB_ONWARD[c.code] ?? []) all.add(d);
  }
  for (const u of UAE_AIRPORTS) all.delete(u);
  return [...all].sort();
}
