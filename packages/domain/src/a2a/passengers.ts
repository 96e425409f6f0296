/** Spec section 9: the traveller count starts at 1. */
export const A2A_DEFAULT_TRAVELLERS = 1;
/** One booking carries at most this many travellers (a block rarely holds more for one agent). */
export const A2A_MAX_TRAVELLERS = 9;

export const A2A_ADULT_TITLES = ['Mr', 'Ms', 'Mrs'] as const;
export const A2A_CHILD_TITLES = ['Mstr', 'Miss'] as const;
export const A2A_TITLES = [...A2A_ADULT_TITLES, ...A2A_CHILD_TITLES] as const;
export type A2aTitle = (typeof A2A_TITLES)[number];
export const A2A_INFANT_TITLES = A2A_CHILD_TITLES;

export interface A2aInfantDetails {
  title: string;
  firstName: string;
  lastName: string;
  passportNo: string;
}

/** Spec section 3, a2a traveller row, spelt as the spec spells it. */
export interface A2aPassengerRow {
  title: string;
  firstName: string;
  lastName: string;
  code: string;
  phoneNumber: string;
  reference: string;
  nationality: string;
  passportNo: string;
  isInfant: boolean;
  infantDetails: A2aInfantDetails;
}

export function emptyInfant(): A2aInfantDetails {
  return { title: '', firstName: '', lastName: '', passportNo: '' };
}

export function emptyPassenger(): A2aPassengerRow {
  return {
    title: '',
    firstName: '',
    lastName: '',
    code: '',
    phoneNumber: '',
    reference: '',
    nationality: '',
    passportNo: '',
    isInfant: false,
    infantDetails: emptyInfant(),
  };
}

/** Clamps a traveller count to 1..A2A_MAX_TRAVELLERS (spec section 5: minimum one). */
export function travellerCount(value: unknown): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n) || n < 1) return A2A_DEFAULT_TRAVELLERS;
  return Math.min(n, A2A_MAX_TRAVELLERS);
}

/**
 * One row per traveller (spec section 5): rows already typed are kept, extra rows are dropped,
 * missing rows are added empty.
 */
export function passengerRows(count: number, existing: readonly A2aPassengerRow[] = []): A2aPassengerRow[] {
  const n = travellerCount(count);
  return Array.from({ length: n }, (_, i) => existing[i] ?? emptyPassenger());
}

export function infantCount(rows: readonly Pick<A2aPassengerRow, 'isInfant'>[]): number {
  return rows.filter((r) => r.isInfant).length;
}

export interface PassengerProblem {
  /** Row index (0-based); -1 for the whole booking. */
  index: number;
  field: string;
  message: string;
}

export interface SeatLimits {
  seatsLeft: number;
  infantsLeft: number;
}

const PASSPORT = /^[A-Z0-9]{5,15}$/i;
const blank = (v: string | undefined) => !v || v.trim() === '';

/**
 * Every problem of the traveller rows, so nothing is booked on bad input (issue 13 section 4):
 * names, passport numbers, infants only on an adult's lap, seats and infant places left.
 */
export function passengerProblems(rows: readonly A2aPassengerRow[], limits?: SeatLimits): PassengerProblem[] {
  const problems: PassengerProblem[] = [];
  const add = (index: number, field: string, message: string) => problems.push({ index, field, message });
  if (rows.length < 1) add(-1, 'passengers', 'Add at least one traveller');
  if (rows.length > A2A_MAX_TRAVELLERS)
    add(-1, 'passengers', `At most ${A2A_MAX_TRAVELLERS} travellers per booking`);
  rows.forEach((row, i) => {
    const who = `Traveller ${i + 1}`;
    if (!(A2A_TITLES as readonly string[]).includes(row.title)) add(i, 'title', `${who}: choose a title`);
    if (blank(row.firstName)) add(i, 'firstName', `${who}: first name is required`);
    if (blank(row.lastName)) add(i, 'lastName', `${who}: last name is required`);
    if (blank(row.passportNo)) add(i, 'passportNo', `${who}: passport number is required`);
    else if (!PASSPORT.test(row.passportNo.trim()))
      add(i, 'passportNo', `${who}: passport number must be 5 to 15 letters or digits`);
    if (blank(row.nationality)) add(i, 'nationality', `${who}: nationality is required`);
    if (!row.isInfant) return;
    if ((A2A_CHILD_TITLES as readonly string[]).includes(row.title))
      add(i, 'isInfant', `${who}: an infant must travel with an adult`);
    const inf = row.infantDetails;
    if (!(A2A_INFANT_TITLES as readonly string[]).includes(inf.title))
      add(i, 'infantDetails.title', `${who}: choose the infant's title`);
    if (blank(inf.firstName)) add(i, 'infantDetails.firstName', `${who}: infant's first name is required`);
    if (blank(inf.lastName)) add(i, 'infantDetails.lastName', `${who}: infant's last name is required`);
    if (blank(inf.passportNo))
      add(i, 'infantDetails.passportNo', `${who}: infant's passport number is required`);
    else if (!PASSPORT.test(inf.passportNo.trim()))
      add(
        i,
        'infantDetails.passportNo',
        `${who}: infant's passport number must be 5 to 15 letters or digits`,
      );
  });
  if (limits) {
    if (rows.length > limits.seatsLeft) add(-1, 'passengers', seatsText(limits.seatsLeft));
    const infants = infantCount(rows);
    if (infants > limits.infantsLeft)
      add(-1, 'passengers', `Only ${Math.max(0, limits.infantsLeft)} infant place(s) left on this flight`);
  }
  return problems;
}

export function seatsText(seatsLeft: number): string {
  return seatsLeft <= 0 ? 'No seats left on this ticket' : `Only ${seatsLeft} seat(s) left on this ticket`;
}
