import type { FlightCreateBookingBody, FlightDetailsAnswer, FlightPaymentMethod } from '@portal/contracts';
import {
  addOnsTotals,
  commonDetailsErrors,
  composePartsDate,
  travellerRowErrors,
  type FlightCommonDetails,
  type FlightTravelDates,
  type FlightTravellerDetail,
  type SelectedAddOns,
  type TravellerErrors,
} from '@portal/domain';

/** The passenger key of the add-on lists (spec section 3 seatKeys, mealKeys, baggageKeys) is the paxId. */
export const paxKey = (paxId: number) => String(paxId);

/** Meals and bags per passenger and segment: the booking contract takes 1 to 3 of each. */
export const MAX_ADDON_COUNT = 3;

export interface BookingFormErrors {
  travellers: TravellerErrors[];
  common: Partial<Record<keyof FlightCommonDetails, string>>;
  count: number;
}

export function travelDatesOf(details: FlightDetailsAnswer, today: string): FlightTravelDates {
  return { departure: details.firstTravelDate, lastTravel: details.lastTravelDate, today };
}

/** Every field message of the booking form (shown after a first attempt to pay). */
export function bookingFormErrors(
  travellers: readonly FlightTravellerDetail[],
  common: FlightCommonDetails,
  dates: FlightTravelDates,
): BookingFormErrors {
  const rows = travellers.map((t) => travellerRowErrors(t, dates));
  const commonErrors = commonDetailsErrors(common);
  const count = rows.reduce((n, r) => n + Object.keys(r).length, 0) + Object.keys(commonErrors).length;
  return { travellers: rows, common: commonErrors, count };
}

/** The add-ons in the contract's shape: one entry per passenger (and count) per segment. */
export function addonsInput(addOns: SelectedAddOns): NonNullable<FlightCreateBookingBody['addons']> {
  return {
    seats: addOns.seats.flatMap((s) =>
      s.seatKeys.map((k) => ({ segmentKey: s.segmentKey, paxId: Number(k), seatNumber: s.seatNumber })),
    ),
    meals: addOns.meal.flatMap((m) =>
      (m.mealKeys ?? []).map((k) => ({
        segmentKey: m.segmentKey,
        paxId: Number(k.key),
        mealCode: m.mealCode,
        count: k.count,
      })),
    ),
    baggage: addOns.luggage.flatMap((b) =>
      b.baggageKeys.map((k) => ({
        segmentKey: b.segmentKey,
        paxId: Number(k.key),
        baggageCode: b.baggageCode,
        count: k.count,
      })),
    ),
  };
}

/** What the agent pays now: the re-priced fare plus the add-ons (AED minor units). */
export function bookingTotal(fareAgentPrice: number, addOns: SelectedAddOns): number {
  return fareAgentPrice + addOnsTotals(addOns).total;
}

export interface BookingBodyInput {
  tbId: string;
  fareAgentPrice: number;
  priceChangeAccepted: boolean;
  travellers: readonly FlightTravellerDetail[];
  common: FlightCommonDetails;
  addOns: SelectedAddOns;
  paymentMethod: FlightPaymentMethod;
  agentReferenceNumber: string;
}

/** The create body; dates come from the day/month/year parts (only a year gives 01-01). */
export function bookingBody(input: BookingBodyInput): FlightCreateBookingBody {
  const reference = input.agentReferenceNumber.trim();
  return {
    tbId: input.tbId,
    travellers: input.travellers.map((t) => ({
      paxId: t.paxId,
      gender: t.gender as 'male' | 'female',
      firstName: t.firstName.trim(),
      lastName: t.lastName.trim(),
      nationality: t.nationality,
      passengerType: t.passengerType,
      passportNumber: t.passportNumber.trim(),
      birthDate: composePartsDate(t.birthDate) ?? '',
      passportExpiry: composePartsDate(t.passportExpiry) ?? '',
    })),
    commonDetails: {
      phoneCode: input.common.phoneCode.trim(),
      email: input.common.email.trim(),
      contactNo: input.common.contactNo.trim(),
    },
    addons: addonsInput(input.addOns),
    paymentMethod: input.paymentMethod,
    expectedPrice: bookingTotal(input.fareAgentPrice, input.addOns),
    acceptPriceChange: input.priceChangeAccepted,
    ...(reference ? { agentReferenceNumber: reference } : {}),
  };
}

/** Server field errors (`travellers.0.birthDate`, `commonDetails.email`) onto the form's fields. */
export function serverFieldErrors(
  fields: Record<string, string[]>,
  travellerCount: number,
): { travellers: TravellerErrors[]; common: BookingFormErrors['common']; other: string[] } {
  const travellers: TravellerErrors[] = Array.from({ length: travellerCount }, () => ({}));
  const common: BookingFormErrors['common'] = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (!message) continue;
    const t = /^travellers\.(\d+)\.(\w+)$/.exec(key);
    const c = /^commonDetails\.(phoneCode|email|contactNo)$/.exec(key);
    if (t && travellers[Number(t[1])]) {
      (travellers[Number(t[1])] as Record<string, string>)[t[2]!] = message;
    } else if (c) {
      common[c[1] as keyof FlightCommonDetails] = message;
    } else other.push(message);
  }
  return { travellers, common, other };
}
