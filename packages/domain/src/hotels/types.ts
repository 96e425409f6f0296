import type { Minor } from '../money.ts';

/**
 * Hotel content, contract inventory and rate offers (issue "Hotels I"). These shapes are shared by the
 * seed (packages/db), contract pricing (this folder), the bedbank sandbox adapter and the API; keep
 * them free of storage and transport details. Dates are plain `yyyy-mm-dd`; instants are ISO UTC.
 * Money is integer minor units (fils) of AED unless a field says otherwise.
 */

export type PlainDate = string;

export const STAR_CATEGORIES = ['1', '2', '3', '4', '5', 'apartment', 'hostel', 'unrated'] as const;
export type StarCategory = (typeof STAR_CATEGORIES)[number];

export const BOARD_CODES = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
export type BoardCode = (typeof BOARD_CODES)[number];
export const BOARD_NAMES: Record<BoardCode, string> = {
  RO: 'Room Only',
  BB: 'Bed & Breakfast',
  HB: 'Half Board',
  FB: 'Full Board',
  AI: 'All Inclusive',
};

export const ACCOMMODATION_TYPES = [
  'hotel',
  'resort',
  'apartment',
  'hostel',
  'villa',
  'guest-house',
] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

/** Where a rate comes from: the company's own contracts (spec priceType=static) or a bedbank (dynamic). */
export const RATE_SOURCES = ['contract', 'bedbank'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];
export const PRICE_TYPES = ['all', 'static', 'dynamic'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const HOTEL_CANCELLATION_TYPES = ['Refundable', 'Partially Refundable', 'Non Refundable'] as const;
export type HotelCancellationType = (typeof HOTEL_CANCELLATION_TYPES)[number];

/** Youngest child age is 0 (shown "<1"); 12 and over is an adult (spec section 5). */
export const MAX_CHILD_AGE = 11;

/** One room of the search: the spec's "search room". */
export interface RoomPax {
  noOfAdults: number;
  noOfChildren: number;
  /** One age per child, 0-11. */
  childrenAges: number[];
}

export interface RoomTypeContent {
  id: string;
  hotelId: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
  /** Adults + children (infants under 2 included) the room can seat, extra beds included. */
  maxOccupancy: number;
  bedTypes: string[];
  /** How many extra beds may be added (0: none). */
  maxExtraBeds: number;
  sizeSqm?: number | undefined;
  amenities: string[];
}

export interface HotelContent {
  id: string;
  name: string;
  chain: string | null;
  starCategory: StarCategory;
  accommodationType: AccommodationType;
  address: string;
  cityId: string;
  cityName: string;
  areaId: string | null;
  areaName: string | null;
  stateName: string;
  countryCode: string;
  countryName: string;
  latitude: number;
  longitude: number;
  distanceFromCityCentreKm: number;
  description: string;
  amenities: string[];
  /** Local times `HH:mm`. */
  checkInTime: string;
  checkOutTime: string;
  /** IANA zone of the hotel: cancellation deadlines are set in hotel-local time. */
  timeZone: string;
  images: string[];
  phone: string;
  /** Every guest's name is needed at booking, not only a lead guest per room. */
  allGuestDetailsRequired: boolean;
  roomTypes: RoomTypeContent[];
}

/** A season of a contract: the price of one room per night for `baseOccupancy` adults. */
export interface ContractSeason {
  /** Inclusive first and last night. */
  from: PlainDate;
  to: PlainDate;
  roomPrice: Minor;
  baseOccupancy: number;
  /** Per adult above the base occupancy, per night. */
  extraAdult: Minor;
  /** Per extra bed, per night (charged when the party needs beds beyond the room's standard bedding). */
  extraBed: Minor;
  /** Overrides the contract's minimum stay for stays that start in this season. */
  minStay?: number | undefined;
}

/** Child price per night by age band (inclusive ages). A price of 0 means free when sharing. */
export interface ChildBand {
  minAge: number;
  maxAge: number;
  pricePerNight: Minor;
}

/** Price per person per night to move from the contract's base board to another board. */
export interface MealSupplement {
  boardCode: BoardCode;
  adultPerNight: Minor;
  childPerNight: Minor;
}

/** flat: per room of the booking; percentage: of the stay net; nights: the first N nights' net. */
export type CancellationCharge =
  | { type: 'flat'; amount: Minor }
  | { type: 'percentage'; percent: number }
  | { type: 'nights'; nights: number };

/** From hotel-local midnight `daysBefore` days before check-in, this charge applies (capped at the stay net). */
export interface CancellationRule {
  daysBefore: number;
  charge: CancellationCharge;
}

/**
 * A contract's promotion. `combinable: false` (default true) makes it exclusive: it applies only when
 * no promotion of higher priority has, and then no other applies after it.
 */
export type HotelPromotion =
  | {
      type: 'stay-pay';
      code: string;
      name: string;
      priority: number;
      combinable?: boolean | undefined;
      /** Stay `stay` nights, pay `pay` (e.g. 7=6); applies once per full block of `stay` nights. */
      stay: number;
      pay: number;
      stayFrom?: PlainDate | undefined;
      stayTo?: PlainDate | undefined;
    }
  | {
      type: 'early-booking';
      code: string;
      name: string;
      priority: number;
      combinable?: boolean | undefined;
      percent: number;
      /** Booked at least this many days before check-in. */
      minDaysBefore: number;
      stayFrom?: PlainDate | undefined;
      stayTo?: PlainDate | undefined;
    }
  | {
      type: 'long-stay';
      code: string;
      name: string;
      priority: number;
      combinable?: boolean | undefined;
      percent: number;
      /** Stays of at least this many nights (the whole stay, not only those in the window). */
      minNights: number;
      stayFrom?: PlainDate | undefined;
      stayTo?: PlainDate | undefined;
    };

export interface HotelContract {
  id: string;
  hotelId: string;
  roomTypeId: string;
  rateCode: string;
  rateName: string;
  /** The board the season prices include. */
  boardCode: BoardCode;
  seasons: ContractSeason[];
  childBands: ChildBand[];
  mealSupplements: MealSupplement[];
  minStay: number;
  /** Rooms can no longer be sold this many days before the night. */
  releaseDays: number;
  /** ISO country codes; empty include list means every nationality except the excluded ones. */
  nationalitiesIncluded: string[];
  nationalitiesExcluded: string[];
  /** Empty: non-refundable. Otherwise rules by days before check-in. */
  cancellation: CancellationRule[];
  promotions: HotelPromotion[];
  rateComments: string;
  /** Higher wins when two contracts price the same room and board the same. */
  priority: number;
}

export const ALLOTMENT_TYPES = ['free-sale', 'stop-sale', 'count', 'on-request'] as const;
export type AllotmentType = (typeof ALLOTMENT_TYPES)[number];

/** Daily inventory of a room type (one row per night). Missing night: not sellable. */
export interface Allotment {
  roomTypeId: string;
  date: PlainDate;
  type: AllotmentType;
  /** Rooms released to us (type count). */
  count: number;
  booked: number;
  /** Close to arrival: a stay may not start on this night (absent: open). */
  closedToArrival?: boolean | undefined;
}

/** One line of a rate's cancellation policy: from `from` (UTC instant) the fee is `fee`. */
export interface CancellationDeadline {
  from: string;
  /** The same instant as hotel-local wall time `yyyy-mm-ddTHH:mm` for the agent. */
  fromLocal: string;
  timeZone: string;
  fee: Minor;
}

/**
 * A priced rate for the whole stay and every room of the search, at net (before markups). The API
 * runs it through the pricing pipeline per caller.
 */
export interface RateOffer {
  source: RateSource;
  /** Opaque to clients; resolved server-side. */
  rateKey: string;
  hotelId: string;
  roomTypeId: string;
  roomTypeName: string;
  rateName: string;
  boardCode: BoardCode;
  /** Net of the stay for all rooms, after promotions. */
  net: Minor;
  /** Net per night for all rooms (sums to `net`). */
  nightly: { date: PlainDate; net: Minor }[];
  nights: number;
  rooms: number;
  cancellationType: HotelCancellationType;
  /** Ascending by `from`; empty for a fully refundable stay until check-in. */
  cancellation: CancellationDeadline[];
  /** Pay later possible until this instant (null: not offered). */
  payLaterUntil: string | null;
  promotions: { code: string; name: string; discount: Minor }[];
  onRequest: boolean;
  rateComments: string;
}
