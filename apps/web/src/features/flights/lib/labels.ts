import {
  COMMON_MESSAGES,
  FLIGHT_MESSAGES,
  SAME_AIRPORT_MESSAGE,
  TRAVELLER_MESSAGES,
  type FlightClass,
  type FlightPassengerType,
  type FlightSort,
  type FlightTravellerKind,
  type FlightTravellers,
  type TripType,
} from '@portal/domain';
import type { Translate } from '../../../lib/i18n';

/**
 * The flight pages' data-driven labels in the reader's language (packages/domain holds the English,
 * the spec's texts, which t() keeps verbatim in English): one t call per value, as the extractor
 * needs.
 */
export function tripTypeLabel(t: Translate, type: TripType): string {
  if (type === 'return') return t('flights.trip.return', 'Return');
  if (type === 'multicity') return t('flights.trip.multicity', 'Multicity');
  return t('flights.trip.oneway', 'One way');
}

/** The Recent Search card's trip type (spec section 2.8). */
export function recentTripTypeLabel(t: Translate, type: TripType): string {
  if (type === 'return') return t('flights.recent.roundTrip', 'Round Trip');
  if (type === 'multicity') return t('flights.trip.multicity', 'Multicity');
  return t('flights.recent.oneWay', 'One-Way');
}

export function classLabel(t: Translate, cls: FlightClass): string {
  return cls === 'Business'
    ? t('flights.class.business', 'Business class')
    : t('flights.class.economy', 'Economy');
}

export function travellerKindLabel(t: Translate, kind: FlightTravellerKind): string {
  if (kind === 'children') return t('flights.travellers.children', 'Children (2-12 years)');
  if (kind === 'infant') return t('flights.travellers.infant', 'Infant (0-2 years)');
  return t('flights.travellers.adult', 'Adults (12+ years)');
}

/** The travellers button: "1 Adult", or "2A 1C 0 inf" with children or infants (spec section 2.8). */
export function travellersSummary(t: Translate, v: FlightTravellers): string {
  if (v.children > 0 || v.infant > 0)
    return t('flights.travellers.summary', '{adult}A {children}C {infant} inf', {
      adult: v.adult,
      children: v.children,
      infant: v.infant,
    });
  return t('flights.travellers.adults', '{adult} Adult', { adult: v.adult });
}

/** "Total for 4 travellers": flight prices are for the whole party (infants pay a fare too). */
export function totalForTravellers(t: Translate, v: FlightTravellers): string {
  return t('flights.totalFor', '{n, plural, one {Total for # traveller} other {Total for # travellers}}', {
    n: v.adult + v.children + v.infant,
  });
}

export function sortLabel(t: Translate, sort: FlightSort): string {
  if (sort === 'fastest') return t('flights.sort.fastest', 'Fastest');
  if (sort === 'earliest') return t('flights.sort.earliest', 'Earliest');
  return t('flights.sort.cheapest', 'Cheapest');
}

export function stopsLabel(t: Translate, stops: number): string {
  return stops === 0
    ? t('flights.stops.direct', 'Direct')
    : t('flights.stops.count', '{n, plural, one {# stop} other {# stops}}', { n: stops });
}

/** The stops filter's buckets: direct, one stop, two or more. */
export function stopsBucketLabel(t: Translate, bucket: number): string {
  if (bucket === 0) return t('flights.stops.direct', 'Direct');
  if (bucket === 1) return t('flights.stops.one', '1 stop');
  return t('flights.stops.twoPlus', '2+ stops');
}

/** "2h 05m" (packages/domain's formatDuration) in the reader's language. */
export function durationLabel(t: Translate, minutes: number): string {
  return t('flights.duration', '{h}h {m}m', {
    h: Math.floor(minutes / 60),
    m: String(minutes % 60).padStart(2, '0'),
  });
}

/** A search form message of packages/domain (spec section 4 texts) in the reader's language. */
export function searchMessage(t: Translate, english: string | undefined): string | undefined {
  switch (english) {
    case undefined:
      return undefined;
    case FLIGHT_MESSAGES.class:
      return t('flights.error.class', 'Please select a flight class before proceeding.');
    case FLIGHT_MESSAGES.from:
      return t('flights.error.from', 'Please select a flight Departure Airport.');
    case FLIGHT_MESSAGES.to:
      return t('flights.error.to', 'Please select a flight Arrival Airport.');
    case FLIGHT_MESSAGES.departureDate:
      return t('flights.error.departureDate', 'Please select the Departure Date.');
    case FLIGHT_MESSAGES.returnDate:
      return t('flights.error.returnDate', 'Please select the Arrival Date.');
    case SAME_AIRPORT_MESSAGE:
      return t('flights.error.sameAirport', 'Departure and arrival airports must be different.');
    default:
      return english;
  }
}

export function passengerTypeLabel(t: Translate, type: FlightPassengerType): string {
  if (type === 'CHD') return t('flights.pax.child', 'Child');
  if (type === 'INF') return t('flights.pax.infant', 'Infant');
  return t('flights.pax.adult', 'Adult');
}

/**
 * A traveller or contact message of packages/domain (TRAVELLER_MESSAGES, COMMON_MESSAGES, the age
 * band and passport validity messages) in the reader's language; any other text (a server's) as it is.
 */
export function bookingMessage(t: Translate, english: string | undefined): string | undefined {
  if (english === undefined) return undefined;
  const known: Record<string, () => string> = {
    [TRAVELLER_MESSAGES.gender]: () => t('flights.check.gender', 'Select the gender.'),
    [TRAVELLER_MESSAGES.firstName]: () =>
      t('flights.check.firstName', 'Enter the first name as in the passport.'),
    [TRAVELLER_MESSAGES.lastName]: () =>
      t('flights.check.lastName', 'Enter the last name as in the passport.'),
    [TRAVELLER_MESSAGES.latin]: () => t('flights.check.latin', 'Use Latin letters only, as in the passport.'),
    [TRAVELLER_MESSAGES.nationality]: () => t('flights.check.nationality', 'Select the nationality.'),
    [TRAVELLER_MESSAGES.passportNumber]: () =>
      t('flights.check.passportNumber', 'Enter the passport number.'),
    [TRAVELLER_MESSAGES.passportFormat]: () =>
      t('flights.check.passportFormat', 'Passport number: 5 to 20 letters and digits.'),
    [TRAVELLER_MESSAGES.birthDate]: () => t('flights.check.birthDate', 'Select the date of birth.'),
    [TRAVELLER_MESSAGES.notADate]: () => t('flights.check.notADate', 'This date does not exist.'),
    [TRAVELLER_MESSAGES.bornInFuture]: () =>
      t('flights.check.bornInFuture', 'The date of birth cannot be in the future.'),
    [TRAVELLER_MESSAGES.passportExpiry]: () =>
      t('flights.check.passportExpiry', 'Select the passport expiry date.'),
    [COMMON_MESSAGES.phoneCode]: () => t('flights.check.phoneCode', 'Select the phone code.'),
    [COMMON_MESSAGES.email]: () => t('flights.check.email', 'Enter the e-mail address.'),
    [COMMON_MESSAGES.emailFormat]: () =>
      t('flights.check.emailFormat', 'Enter a valid e-mail address, for example name@agency.com.'),
    [COMMON_MESSAGES.contactNo]: () => t('flights.check.contactNo', 'Enter the contact number.'),
    [COMMON_MESSAGES.contactFormat]: () =>
      t(
        'flights.check.contactFormat',
        'Contact number: 5 to 16 digits (spaces, dashes and brackets allowed).',
      ),
  };
  const message = known[english];
  if (message) return message();
  const band =
    /^(An adult must be 12 years or older|A child must be 2 to 11 years old|An infant must be under 2 years old) on (\d\d\/\d\d\/\d{4})\.$/.exec(
      english,
    );
  if (band) {
    const date = band[2];
    if (band[1]!.startsWith('An adult'))
      return t('flights.check.adultAge', 'An adult must be 12 years or older on {date}.', { date });
    if (band[1]!.startsWith('A child'))
      return t('flights.check.childAge', 'A child must be 2 to 11 years old on {date}.', { date });
    return t('flights.check.infantAge', 'An infant must be under 2 years old on {date}.', { date });
  }
  const passport = /^The passport must be valid after (\d\d\/\d\d\/\d{4})\.$/.exec(english);
  if (passport)
    return t('flights.check.passportValid', 'The passport must be valid after {date}.', {
      date: passport[1],
    });
  return english;
}
