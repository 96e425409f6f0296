import { fitsRoomType } from '../hotels/occupancy.ts';
import type { RoomPax, RoomTypeContent } from '../hotels/types.ts';
import { addDays } from '../plain-date.ts';
import { addQuoted, type Quoted } from './costing.ts';
import { OCCUPANCY_ADULTS, OCCUPANCY_NAMES, OCCUPANCY_TYPES, type OccupancyType } from './constants.ts';

/** Each adult room of a quotation's room plan: how many rooms of each occupancy. */
export type RoomPlan = Partial<Record<OccupancyType, number>>;

/** The room a quotation's children share with two adults (ADR 0011); null without children. */
export function familyRoom(childrenAges: readonly number[]): RoomPax | null {
  return childrenAges.length
    ? { noOfAdults: 2, noOfChildren: childrenAges.length, childrenAges: [...childrenAges] }
    : null;
}

/**
 * Whether a room type takes the party as the quotation prices it, by the hotels' own occupancy rule
 * (fitsRoomType): with children, the family room must fit - a room type that takes one child cannot
 * be quoted to a family of two.
 */
export function takesParty(
  roomType: Pick<RoomTypeContent, 'maxAdults' | 'maxChildren' | 'maxOccupancy'>,
  childrenAges: readonly number[],
): boolean {
  const family = familyRoom(childrenAges);
  return !family || fitsRoomType(roomType, family);
}

/**
 * The rooms the adults take when the agent has not said: doubles, and a single for an odd adult
 * (or a triple when no single is offered); null when the offered occupancies cannot seat them.
 */
export function defaultRooms(adults: number, offered: (o: OccupancyType) => boolean): RoomPlan | null {
  const pairs = Math.floor(adults / 2);
  if (adults % 2 === 0) return offered('DBL') ? { DBL: pairs } : null;
  if (pairs === 0) return offered('SGL') ? { SGL: 1 } : null;
  if (offered('DBL') && offered('SGL')) return { DBL: pairs, SGL: 1 };
  if (offered('TPL') && (pairs === 1 || offered('DBL'))) {
    return pairs > 1 ? { DBL: pairs - 1, TPL: 1 } : { TPL: 1 };
  }
  return null;
}

/** One price option as the quotation shows it: per adult for each occupancy, per child. */
export interface PricedOption {
  occupancies: readonly { occupancy: OccupancyType; perPersonAdultPrice: Quoted | null }[];
  perPersonChildPrice: Quoted | null;
}

/**
 * The whole trip for the party in one option: every adult at the price of the room it takes, every
 * child at the child price. Null when a room of the plan or the children are not offered.
 */
export function partyTotal(
  option: PricedOption,
  party: { adults: number; children: number },
  rooms: RoomPlan | null = null,
): { rooms: RoomPlan; total: Quoted } | null {
  const perAdult = (o: OccupancyType) =>
    option.occupancies.find((x) => x.occupancy === o)?.perPersonAdultPrice ?? null;
  const plan = rooms && Object.values(rooms).some((n) => (n ?? 0) > 0) ? rooms : null;
  const chosen = plan ?? defaultRooms(party.adults, (o) => perAdult(o) !== null);
  if (!chosen) return null;
  const lines: Quoted[] = [];
  for (const o of OCCUPANCY_TYPES) {
    const count = chosen[o] ?? 0;
    if (count === 0) continue;
    const price = perAdult(o);
    if (!price) return null;
    lines.push(times(price, count * OCCUPANCY_ADULTS[o]));
  }
  if (party.children > 0) {
    if (!option.perPersonChildPrice) return null;
    lines.push(times(option.perPersonChildPrice, party.children));
  }
  return { rooms: chosen, total: addQuoted(...lines) };
}

/** The whole trip of a land-only quotation (no rooms): every adult and every child at its price. */
export function landPartyTotal(
  option: { perPersonAdultPrice: Quoted; perPersonChildPrice: Quoted | null },
  party: { adults: number; children: number },
): { rooms: RoomPlan; total: Quoted } | null {
  if (party.children > 0 && !option.perPersonChildPrice) return null;
  const children = option.perPersonChildPrice ? times(option.perPersonChildPrice, party.children) : null;
  return {
    rooms: {},
    total: addQuoted(times(option.perPersonAdultPrice, party.adults), ...(children ? [children] : [])),
  };
}

function times(price: Quoted, n: number): Quoted {
  return { agentPrice: price.agentPrice * n, sellPrice: price.sellPrice * n };
}

/** Days a quotation's prices are offered for, from the day it was priced (company zone). */
export const QUOTATION_VALID_DAYS = 7;

/**
 * The last day the quotation's prices are offered: a week from the day it was priced, and never
 * after the arrival. A confirmation re-prices anyway; this is what the client is told.
 */
export function quotationValidUntil(pricedOn: string, arrival: string): string {
  const week = addDays(pricedOn, QUOTATION_VALID_DAYS);
  return week < arrival ? week : arrival;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Whole trip, 2 adults and 2 children (1 x Double / Twin room)": the label of a party total. */
export function wholeTripLabel(party: { adults: number; children: number }, rooms: RoomPlan): string {
  const people = [count(party.adults, 'adult', 'adults')];
  if (party.children > 0) people.push(count(party.children, 'child', 'children'));
  const plan = OCCUPANCY_TYPES.flatMap((o) =>
    (rooms[o] ?? 0) > 0 ? [`${rooms[o]} x ${OCCUPANCY_NAMES[o]} ${rooms[o] === 1 ? 'room' : 'rooms'}`] : [],
  );
  return `Whole trip, ${people.join(' and ')}${plan.length ? ` (${plan.join(', ')})` : ''}`;
}
