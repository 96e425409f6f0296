import {
  BOARD_CODES,
  type BoardCode,
  type CancellationRule,
  type ChildBand,
  type HotelContract,
  type HotelPromotion,
  type MealSupplement,
  type PlainDate,
  type StarCategory,
} from '@portal/domain';
import { seededRandom, type Rand } from '../attractions/image-motifs.ts';
import type { SeedHotel } from './catalogue.ts';
import { chance, pick, weighted } from './content.ts';
import { contractSeedId } from './ids.ts';
import { SEED_CITIES } from './places.ts';
import type { SeedRoomType } from './rooms.ts';
import { SEASON_FACTOR, seasonSpans, type SeasonSpan } from './seasons.ts';

export interface SeedContract extends HotelContract {
  validFrom: PlainDate;
  validTo: PlainDate;
}

const GCC = ['AE', 'SA', 'KW', 'QA', 'BH', 'OM'];
const fils = (aed: number) => Math.round(aed) * 100;
const round5 = (aed: number) => Math.max(5, Math.round(aed / 5) * 5);

/** Per person per night cost of breakfast at this category, AED; other boards are multiples of it. */
const BREAKFAST: Record<StarCategory, number> = {
  '5': 110,
  '4': 70,
  '3': 45,
  '2': 30,
  '1': 25,
  apartment: 45,
  hostel: 20,
  unrated: 40,
};
const EXTRA_BED: Partial<Record<StarCategory, number>> = { '5': 250, '4': 180, '3': 120 };
const BOARD_MULTIPLE: Record<BoardCode, number> = { RO: 0, BB: 1, HB: 2.4, FB: 3.8, AI: 5.5 };

const BOARD_NOTES: Record<BoardCode, string> = {
  RO: '',
  BB: 'Breakfast is served daily in the main restaurant.',
  HB: 'Half board includes breakfast and dinner; drinks are not included.',
  FB: 'Full board includes breakfast, lunch and dinner; drinks are not included.',
  AI: 'All inclusive covers meals, snacks and selected local drinks at the resort outlets.',
};

/** Boards the hotel can serve, cheapest first. */
function boardsOf(h: SeedHotel): BoardCode[] {
  if (h.accommodationType === 'hostel' || h.accommodationType === 'apartment') return ['RO', 'BB'];
  if (h.accommodationType === 'resort' || h.accommodationType === 'villa') return [...BOARD_CODES];
  if (h.starCategory === '3' || h.starCategory === '4' || h.starCategory === '5')
    return ['RO', 'BB', 'HB', 'FB'];
  return ['RO', 'BB', 'HB'];
}

const REFUNDABLE: readonly CancellationRule[][] = [
  [{ daysBefore: 3, charge: { type: 'nights', nights: 1 } }],
  [
    { daysBefore: 7, charge: { type: 'percentage', percent: 50 } },
    { daysBefore: 2, charge: { type: 'percentage', percent: 100 } },
  ],
  [
    { daysBefore: 14, charge: { type: 'flat', amount: fils(250) } },
    { daysBefore: 7, charge: { type: 'nights', nights: 1 } },
    { daysBefore: 1, charge: { type: 'percentage', percent: 100 } },
  ],
  [{ daysBefore: 1, charge: { type: 'nights', nights: 1 } }],
];
/** A fee from the moment of booking (rule far before any check-in), the rest later. */
const PARTIAL: readonly CancellationRule[][] = [
  [
    { daysBefore: 999, charge: { type: 'nights', nights: 1 } },
    { daysBefore: 3, charge: { type: 'percentage', percent: 100 } },
  ],
  [
    { daysBefore: 999, charge: { type: 'percentage', percent: 25 } },
    { daysBefore: 7, charge: { type: 'percentage', percent: 100 } },
  ],
];

function cancellationFor(rand: Rand, kind: 'flexible' | 'package'): CancellationRule[] {
  if (kind === 'package' || chance(rand, 0.15)) return structuredClone(pick(rand, PARTIAL));
  return structuredClone(
    weighted(
      rand,
      REFUNDABLE.map((r, i) => [r, [30, 30, 15, 25][i]!] as const),
    ),
  );
}

function promotionsFor(rand: Rand, h: SeedHotel, spans: SeasonSpan[]): HotelPromotion[] {
  const promos: HotelPromotion[] = [];
  const resort = h.accommodationType === 'resort' || h.accommodationType === 'villa';
  if (chance(rand, 0.3)) {
    const summer = spans.find((s) => s.season === 'low');
    if (resort && summer && chance(rand, 0.4)) {
      promos.push({
        type: 'stay-pay',
        code: 'SP43',
        name: 'Summer Stay 4 Pay 3',
        priority: 1,
        stay: 4,
        pay: 3,
        stayFrom: summer.from,
        stayTo: summer.to,
      });
    } else {
      promos.push({ type: 'stay-pay', code: 'SP76', name: 'Stay 7 Pay 6', priority: 1, stay: 7, pay: 6 });
    }
  }
  if (chance(rand, 0.25)) {
    const percent = pick(rand, [10, 15, 20]);
    const minDaysBefore = pick(rand, [30, 45, 60]);
    promos.push({
      type: 'early-booking',
      code: `EB${percent}`,
      name: `Early Booking ${percent}% (${minDaysBefore} days ahead)`,
      priority: pick(rand, [1, 2, 2]),
      percent,
      minDaysBefore,
    });
  }
  return promos;
}

interface RateSpec {
  code: string;
  name: string;
  board: BoardCode;
  factor: number;
  cancellation: CancellationRule[];
  promotions: HotelPromotion[];
  priority: number;
  included?: string[];
  excluded?: string[];
  comment?: string;
  /** Only these spans (e.g. a summer special); default all. */
  spans?: SeasonSpan[];
}

function rateSpecs(rand: Rand, h: SeedHotel, spans: SeasonSpan[]): RateSpec[] {
  const boards = boardsOf(h);
  const resort = h.accommodationType === 'resort' || h.accommodationType === 'villa';
  const base: BoardCode =
    boards.length === 2
      ? 'RO'
      : resort
        ? weighted(rand, [
            ['BB', 5],
            ['HB', 3],
            ['AI', 2],
          ] as const)
        : chance(rand, 0.55)
          ? 'BB'
          : 'RO';
  const specs: RateSpec[] = [
    {
      code: `FLEX-${base}`,
      name: 'Flexible Rate',
      board: base,
      factor: 1,
      cancellation: cancellationFor(rand, 'flexible'),
      promotions: promotionsFor(rand, h, spans),
      priority: 10,
    },
  ];
  if (chance(rand, 0.5)) {
    specs.push({
      code: `NRF-${base}`,
      name: 'Non-Refundable Saver',
      board: base,
      factor: pick(rand, [0.85, 0.88, 0.9]),
      cancellation: [],
      promotions: [],
      priority: 8,
      comment: 'Non-refundable: no changes or cancellations once booked.',
    });
  }
  const roll = rand();
  if (roll < 0.3) {
    const other = base === 'RO' ? (boards.includes('HB') ? 'HB' : 'BB') : 'RO';
    specs.push({
      code: other === 'RO' ? 'FLEX-RO' : `PKG-${other}`,
      name:
        other === 'RO' ? 'Room Only Flexible' : other === 'HB' ? 'Half Board Package' : 'Breakfast Package',
      board: other,
      factor: 1,
      cancellation: cancellationFor(rand, other === 'RO' ? 'flexible' : 'package'),
      promotions: [],
      priority: 9,
    });
  } else if (roll < 0.36) {
    specs.push({
      code: `GCC-${base}`,
      name: 'GCC Residents Offer',
      board: base,
      factor: 0.85,
      cancellation: cancellationFor(rand, 'flexible'),
      promotions: [],
      priority: 12,
      included: GCC,
      comment: 'Valid for GCC nationals only; passport or Emirates ID required at check-in.',
    });
  } else if (roll < 0.4) {
    specs.push({
      code: `IN-${base}`,
      name: 'India Market Special',
      board: base,
      factor: 0.9,
      cancellation: cancellationFor(rand, 'flexible'),
      promotions: [],
      priority: 11,
      included: ['IN'],
      comment: 'Valid for guests of Indian nationality only.',
    });
  } else if (roll < 0.43) {
    specs[0]!.excluded = ['AE'];
    specs[0]!.comment = 'Not applicable to UAE nationals; a local market rate is available on request.';
  } else if (roll < 0.5 && resort) {
    const summer = spans.filter((s) => s.season === 'low');
    if (summer.length > 0) {
      specs.push({
        code: `SUM-${base}`,
        name: 'Summer Escape',
        board: base,
        factor: 0.8,
        cancellation: cancellationFor(rand, 'flexible'),
        promotions: [],
        priority: 11,
        spans: summer,
      });
    }
  }
  return specs;
}

/** The contracts of one hotel (none when it has no contracts), relative to the seed date. */
export function contractsFor(h: SeedHotel, today: PlainDate, spans = seasonSpans(today)): SeedContract[] {
  if (!h.hasContracts) return [];
  const rand = seededRandom(`contracts:${h.key}`);
  const city = SEED_CITIES.find((c) => c.slug === h.citySlug)!;
  const breakfast = round5(BREAKFAST[h.starCategory] * Math.max(0.7, city.priceFactor));
  const boardCost = (b: BoardCode) => (b === 'RO' ? 0 : round5(breakfast * BOARD_MULTIPLE[b]));
  const resort = h.accommodationType === 'resort' || h.accommodationType === 'villa';
  const minStay = resort && h.starCategory === '5' && chance(rand, 0.3) ? 2 : 1;
  const releaseDays = resort
    ? weighted(rand, [
        [0, 2],
        [2, 2],
        [3, 3],
        [7, 2],
        [14, 1],
      ] as const)
    : weighted(rand, [
        [0, 10],
        [1, 4],
        [2, 3],
        [3, 2],
        [7, 1],
      ] as const);
  const extraBed = round5((EXTRA_BED[h.starCategory] ?? 80) * city.priceFactor);
  // Seasonal jitter per hotel, so prices do not move in lockstep across the catalogue.
  const jitter = spans.map(() => 0.95 + rand() * 0.1);
  const out: SeedContract[] = [];
  h.roomTypes.forEach((room, roomIndex) => {
    for (const spec of rateSpecs(rand, h, spans)) {
      out.push(
        contractOf(h, room, roomIndex, spec, spans, jitter, {
          boardCost,
          minStay,
          releaseDays,
          extraBed,
          feeNote: city.feeNote,
          rand,
        }),
      );
    }
  });
  return out;
}

function contractOf(
  h: SeedHotel,
  room: SeedRoomType,
  roomIndex: number,
  spec: RateSpec,
  allSpans: SeasonSpan[],
  jitter: number[],
  o: {
    boardCost: (b: BoardCode) => number;
    minStay: number;
    releaseDays: number;
    extraBed: number;
    feeNote: string;
    rand: Rand;
  },
): SeedContract {
  const spans = spec.spans ?? allSpans;
  const roomOnly = h.basePrice * room.priceRatio * spec.factor;
  const boardUplift = o.boardCost(spec.board) * room.baseOccupancy;
  const luxury = h.starCategory === '5' || h.starCategory === '4';
  const seasons = spans.map((s) => {
    const roomPrice = roomOnly * SEASON_FACTOR[s.season] * jitter[allSpans.indexOf(s)]! + boardUplift;
    return {
      from: s.from,
      to: s.to,
      roomPrice: fils(roomPrice),
      baseOccupancy: room.baseOccupancy,
      extraAdult: fils(round5(roomPrice * 0.3)),
      extraBed: fils(o.extraBed),
      ...(s.season === 'festive' && luxury ? { minStay: 3 } : {}),
    };
  });
  const childPrice = round5(Math.max(30, roomOnly * 0.15));
  const childBands: ChildBand[] = chance(o.rand, 0.8)
    ? [
        { minAge: 0, maxAge: 1, pricePerNight: 0 },
        { minAge: 2, maxAge: 11, pricePerNight: fils(childPrice) },
      ]
    : [
        { minAge: 0, maxAge: 1, pricePerNight: 0 },
        { minAge: 2, maxAge: 5, pricePerNight: fils(round5(childPrice * 0.6)) },
        { minAge: 6, maxAge: 11, pricePerNight: fils(childPrice) },
      ];
  const baseCost = o.boardCost(spec.board);
  const mealSupplements: MealSupplement[] = boardsOf(h)
    .filter((b) => BOARD_MULTIPLE[b] > BOARD_MULTIPLE[spec.board])
    .map((b) => {
      const adult = o.boardCost(b) - baseCost;
      return { boardCode: b, adultPerNight: fils(adult), childPerNight: fils(round5(adult / 2)) };
    });
  return {
    id: contractSeedId(h.key, roomIndex, spec.code),
    hotelId: h.id,
    roomTypeId: room.id,
    rateCode: spec.code,
    rateName: spec.name,
    boardCode: spec.board,
    seasons,
    childBands,
    mealSupplements,
    minStay: o.minStay,
    releaseDays: o.releaseDays,
    nationalitiesIncluded: spec.included ?? [],
    nationalitiesExcluded: spec.excluded ?? [],
    cancellation: spec.cancellation,
    promotions: spec.promotions,
    rateComments: [BOARD_NOTES[spec.board], spec.comment ?? '', o.feeNote].filter(Boolean).join(' '),
    priority: spec.priority,
    validFrom: seasons[0]!.from,
    validTo: seasons[seasons.length - 1]!.to,
  };
}
