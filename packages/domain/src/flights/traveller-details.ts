import { isPlainDate } from '../plain-date.ts';
import { ageOn } from '../insurance/rules.ts';
import { isLatinName } from '../visas/traveller-rules.ts';
import {
  composePartsDate,
  flightTravellerRows,
  type FlightPassengerType,
  type FlightTravellerDetail,
  type FlightTravellers,
} from './travellers.ts';

/**
 * Traveller rows of a flight booking (spec sections 3 and 4) and their checks: the age bands of
 * section 9 at the travel date, a passport valid past the last flight, names as in the passport.
 */

/** Spec section 9: adult 12+, child 2-12, infant 0-2 (upper ends excluded). */
export const FLIGHT_AGE_BANDS: Readonly<Record<FlightPassengerType, { min: number; max: number | null }>> = {
  ADT: { min: 12, max: null },
  CHD: { min: 2, max: 12 },
  INF: { min: 0, max: 2 },
};

export const PASSENGER_TYPE_LABELS: Readonly<Record<FlightPassengerType, string>> = {
  ADT: 'Adult',
  CHD: 'Child',
  INF: 'Infant',
};

export function passengerTypeForAge(age: number): FlightPassengerType {
  if (age >= FLIGHT_AGE_BANDS.ADT.min) return 'ADT';
  if (age >= FLIGHT_AGE_BANDS.CHD.min) return 'CHD';
  return 'INF';
}

/**
 * Rows from the counts keeping what was typed: the n-th adult stays the n-th adult, and so on;
 * paxIds run 1..n in the order adults, children, infants (the extra rows for infants come last).
 */
export function resizeTravellerRows(
  existing: readonly FlightTravellerDetail[],
  counts: FlightTravellers,
): FlightTravellerDetail[] {
  const byType = (t: FlightPassengerType) => existing.filter((r) => r.passengerType === t);
  const kept = { ADT: byType('ADT'), CHD: byType('CHD'), INF: byType('INF') };
  const seen = { ADT: 0, CHD: 0, INF: 0 };
  return flightTravellerRows(counts).map((blank) => {
    const t = blank.passengerType;
    const old = kept[t][seen[t]++];
    return old ? { ...old, paxId: blank.paxId, passengerType: t } : blank;
  });
}

export type TravellerTextField = 'gender' | 'firstName' | 'lastName' | 'nationality' | 'passportNumber';
export type TravellerDateField = 'birthDate' | 'passportExpiry';
export type DatePart = 'day' | 'month' | 'year';

export function setTravellerField(
  rows: readonly FlightTravellerDetail[],
  index: number,
  field: TravellerTextField,
  value: string,
): FlightTravellerDetail[] {
  return rows.map((r, i) => (i === index ? { ...r, [field]: value } : r));
}

/** One part of a date of birth or passport expiry; the date itself is composePartsDate of the parts. */
export function setTravellerDatePart(
  rows: readonly FlightTravellerDetail[],
  index: number,
  field: TravellerDateField,
  part: DatePart,
  value: string,
): FlightTravellerDetail[] {
  return rows.map((r, i) => (i === index ? { ...r, [field]: { ...r[field], [part]: value } } : r));
}

export interface FlightTravelDates {
  /** First departure date, yyyy-mm-dd. */
  departure: string;
  /** The last flight's date (the return date, or the departure of one-way trips). */
  lastTravel: string;
  today: string;
}

export type TravellerField = TravellerTextField | TravellerDateField;
export type TravellerErrors = Partial<Record<TravellerField, string>>;

const PASSPORT_NUMBER = /^[A-Za-z0-9]{5,20}$/;
const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

export const TRAVELLER_MESSAGES = {
  gender: 'Select the gender.',
  firstName: 'Enter the first name as in the passport.',
  lastName: 'Enter the last name as in the passport.',
  latin: 'Use Latin letters only, as in the passport.',
  nationality: 'Select the nationality.',
  passportNumber: 'Enter the passport number.',
  passportFormat: 'Passport number: 5 to 20 letters and digits.',
  birthDate: 'Select the date of birth.',
  notADate: 'This date does not exist.',
  bornInFuture: 'The date of birth cannot be in the future.',
  passportExpiry: 'Select the passport expiry date.',
} as const;

/** The band message of a passenger type whose age does not fit it. */
export function ageBandMessage(type: FlightPassengerType, on: string): string {
  if (type === 'ADT') return `An adult must be 12 years or older on ${dmy(on)}.`;
  if (type === 'CHD') return `A child must be 2 to 11 years old on ${dmy(on)}.`;
  return `An infant must be under 2 years old on ${dmy(on)}.`;
}

export const passportValidityMessage = (lastTravel: string) =>
  `The passport must be valid after ${dmy(lastTravel)}.`;

function nameError(value: string, missing: string): string | undefined {
  if (!value.trim()) return missing;
  // The booking contract takes letters, spaces, hyphens and apostrophes (no dots).
  return isLatinName(value) && !value.includes('.') ? undefined : TRAVELLER_MESSAGES.latin;
}

/**
 * The date rules of a traveller, shared by the booking form and the server: the date of birth fits the
 * passenger type's age band on the first departure (an infant also still under 2 on the last flight),
 * the passport is valid after the last flight. Dates yyyy-mm-dd, or null when not given.
 */
export function travellerDateErrors(
  birth: string | null,
  expiry: string | null,
  type: FlightPassengerType,
  dates: FlightTravelDates,
): Pick<TravellerErrors, 'birthDate' | 'passportExpiry'> {
  const e: Pick<TravellerErrors, 'birthDate' | 'passportExpiry'> = {};
  if (!birth) e.birthDate = TRAVELLER_MESSAGES.birthDate;
  else if (!isPlainDate(birth)) e.birthDate = TRAVELLER_MESSAGES.notADate;
  else if (birth > dates.today) e.birthDate = TRAVELLER_MESSAGES.bornInFuture;
  else {
    const atDeparture = passengerTypeForAge(ageOn(birth, dates.departure));
    const infantAtEnd = type === 'INF' && ageOn(birth, dates.lastTravel) >= FLIGHT_AGE_BANDS.INF.max!;
    if (atDeparture !== type) e.birthDate = ageBandMessage(type, dates.departure);
    else if (infantAtEnd) e.birthDate = ageBandMessage(type, dates.lastTravel);
  }
  if (!expiry) e.passportExpiry = TRAVELLER_MESSAGES.passportExpiry;
  else if (!isPlainDate(expiry)) e.passportExpiry = TRAVELLER_MESSAGES.notADate;
  else if (expiry <= dates.lastTravel) e.passportExpiry = passportValidityMessage(dates.lastTravel);
  return e;
}

/**
 * Field messages of one traveller row. Ages are taken on the first departure; an infant must also
 * still be under 2 on the last flight (it would need its own seat otherwise).
 */
export function travellerRowErrors(row: FlightTravellerDetail, dates: FlightTravelDates): TravellerErrors {
  const e: TravellerErrors = {};
  if (!row.gender) e.gender = TRAVELLER_MESSAGES.gender;
  const first = nameError(row.firstName, TRAVELLER_MESSAGES.firstName);
  if (first) e.firstName = first;
  const last = nameError(row.lastName, TRAVELLER_MESSAGES.lastName);
  if (last) e.lastName = last;
  if (!row.nationality) e.nationality = TRAVELLER_MESSAGES.nationality;
  if (!row.passportNumber.trim()) e.passportNumber = TRAVELLER_MESSAGES.passportNumber;
  else if (!PASSPORT_NUMBER.test(row.passportNumber.trim()))
    e.passportNumber = TRAVELLER_MESSAGES.passportFormat;

  Object.assign(
    e,
    travellerDateErrors(
      composePartsDate(row.birthDate),
      composePartsDate(row.passportExpiry),
      row.passengerType,
      dates,
    ),
  );
  return e;
}

export interface FlightCommonDetails {
  phoneCode: string;
  email: string;
  contactNo: string;
}

export const emptyCommonDetails = (): FlightCommonDetails => ({ phoneCode: '', email: '', contactNo: '' });

export const COMMON_MESSAGES = {
  phoneCode: 'Select the phone code.',
  email: 'Enter the e-mail address.',
  emailFormat: 'Enter a valid e-mail address, for example name@agency.com.',
  contactNo: 'Enter the contact number.',
  contactFormat: 'Contact number: 5 to 16 digits (spaces, dashes and brackets allowed).',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const CONTACT = /^[0-9 ()-]{5,16}$/;

export function commonDetailsErrors(
  c: FlightCommonDetails,
): Partial<Record<keyof FlightCommonDetails, string>> {
  const e: Partial<Record<keyof FlightCommonDetails, string>> = {};
  if (!/^\+?[0-9]{1,4}$/.test(c.phoneCode.trim())) e.phoneCode = COMMON_MESSAGES.phoneCode;
  if (!c.email.trim()) e.email = COMMON_MESSAGES.email;
  else if (!EMAIL.test(c.email.trim())) e.email = COMMON_MESSAGES.emailFormat;
  const contact = c.contactNo.trim();
  if (!contact) e.contactNo = COMMON_MESSAGES.contactNo;
  else if (!CONTACT.test(contact) || contact.replace(/\D/g, '').length < 5)
    e.contactNo = COMMON_MESSAGES.contactFormat;
  return e;
}
