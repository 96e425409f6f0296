import { z } from 'zod';
import {
  quotationDraftInput,
  type QuotationAmendmentDto,
  type QuotationDraftInput,
  type QuotationInitialAnswer,
} from '@portal/contracts';
import {
  clearEmptyHotels,
  hotelsIncluded,
  initialQuotationDraft,
  rebuildTransfers,
  removeStay,
  type QuotationFormDraft,
} from '@portal/domain';

/**
 * The request body of a draft (POST /quotations/create, PATCH /quotations/update, the preview): the
 * form-only fields left out, and nothing sent for a section that is switched off.
 */
export function toDraftInput(d: QuotationFormDraft, fallbackNationality: string): QuotationDraftInput {
  const hotelsOn = hotelsIncluded(d);
  return {
    clientName: d.clientName,
    agentQuotationNumber: d.agentQuotationNumber,
    noOfAdults: d.noOfAdults,
    noOfChildren: d.noOfChildren,
    childrenAges: d.childrenAges,
    paxType: d.paxType,
    checkInDate: d.checkInDate,
    checkOutDate: d.checkOutDate,
    nationality: d.nationality || fallbackNationality,
    quotationCurrency: d.quotationCurrency,
    isArrivalAirportDisabled: d.isArrivalAirportDisabled,
    arrivalAirport: d.isArrivalAirportDisabled ? null : d.arrivalAirport,
    isDepartureAirportDisabled: d.isDepartureAirportDisabled,
    departureAirport: d.isDepartureAirportDisabled ? null : d.departureAirport,
    isAlreadyBooked: d.isAlreadyBooked,
    hotelDisabledRemark: hotelsOn ? '' : d.hotelDisabledRemark,
    isHotelQuotationDisabled: d.isHotelQuotationDisabled,
    stays: hotelsOn
      ? d.stays.map((stay) => ({
          hotels: stay.hotels.map((h) => ({
            hotelId: h.hotelId,
            roomTypeId: h.roomTypeId,
            boardTypeCode: h.boardTypeCode,
            ...(h.rateType ? { rateType: h.rateType } : {}),
            checkInDate: h.checkInDate,
            checkOutDate: h.checkOutDate,
          })),
        }))
      : [],
    isTransferQuotationDisabled: d.isTransferQuotationDisabled,
    transfer: d.isTransferQuotationDisabled ? [] : d.transfer,
    isExcursionQuotationDisabled: d.isExcursionQuotationDisabled,
    excursions: d.isExcursionQuotationDisabled ? [] : d.excursions,
    isSupplimentQuotationDisabled: d.isSupplimentQuotationDisabled,
    supplements: d.isSupplimentQuotationDisabled ? [] : d.supplements,
    isVisaQuotaionsDisabled: d.isVisaQuotaionsDisabled,
    visa: d.isVisaQuotaionsDisabled ? null : d.visa,
    // A pick-up row without a place yet is the agent still choosing: left out, not refused.
    pickUpPlaces: d.pickUpPlaces.filter((p) => p.placeId),
    isCustomMarkup: d.isCustomMarkup,
    customMarkupType: d.customMarkupType,
    customMarkup: d.isCustomMarkup ? d.customMarkup : 0,
  };
}

/** The contract's fields without its cross-field rules. */
const fieldsOnly = z.object(quotationDraftInput.shape);

/**
 * The contract's check of a draft. Its cross-field rules read the dates as dates and throw on one
 * that is not (yet) a date, so a draft that makes them throw is checked field by field.
 */
function check(input: QuotationDraftInput) {
  try {
    return quotationDraftInput.safeParse(input);
  } catch {
    return fieldsOnly.safeParse(input);
  }
}

/** The contract's own rules (field checks and its superRefine), as messages keyed by dotted path. */
export function draftErrors(input: QuotationDraftInput): Record<string, string> {
  const result = check(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * What the running price is asked for: the draft without hotel rows not chosen yet and stay options
 * left empty, once that passes the contract; null while it is not complete enough.
 */
export function previewInput(d: QuotationFormDraft, fallbackNationality: string): QuotationDraftInput | null {
  let cleaned = clearEmptyHotels(d);
  if (hotelsIncluded(cleaned))
    for (let s = cleaned.stays.length - 1; s >= 0; s -= 1)
      if (cleaned.stays[s]?.hotels.length === 0 && cleaned.stays.length > 1) cleaned = removeStay(cleaned, s);
  const input = toDraftInput(cleaned, fallbackNationality);
  return check(input).success ? input : null;
}

/**
 * The form's draft from an amendment (spec section 3: the amendment is the source for editing). Hotel
 * names and cities come from the amendment's priced stays; transfers are rebuilt to match the stays.
 */
export function fromAmendment(
  a: QuotationAmendmentDto,
  cities: QuotationInitialAnswer['cities'],
): QuotationFormDraft {
  const src = a.draft;
  const cityId = new Map(cities.map((c) => [c.cityName.toLowerCase(), c._id]));
  const airport = (x: { iata: string; terminalCode?: string | null | undefined } | null | undefined) =>
    x ? { iata: x.iata, terminalCode: x.terminalCode ?? null } : null;
  const draft: QuotationFormDraft = {
    ...initialQuotationDraft(),
    clientName: src.clientName,
    agentQuotationNumber: src.agentQuotationNumber,
    noOfAdults: src.noOfAdults,
    noOfChildren: src.noOfChildren,
    childrenAges: [...src.childrenAges],
    paxType: src.paxType,
    checkInDate: src.checkInDate,
    checkOutDate: src.checkOutDate,
    nationality: src.nationality,
    quotationCurrency: src.quotationCurrency,
    isArrivalAirportDisabled: src.isArrivalAirportDisabled,
    arrivalAirport: airport(src.arrivalAirport),
    isDepartureAirportDisabled: src.isDepartureAirportDisabled,
    departureAirport: airport(src.departureAirport),
    isAlreadyBooked: src.isAlreadyBooked,
    hotelDisabledRemark: src.hotelDisabledRemark,
    isHotelQuotationDisabled: src.isHotelQuotationDisabled,
    stays: src.stays.map((stay, s) => {
      const priced = a.costing.stays.find((p) => p.stayNo === s + 1) ?? a.costing.stays[s];
      return {
        hotels: stay.hotels.map((h, i) => {
          const hotel = priced?.hotels[i];
          const same = hotel?.hotelId === h.hotelId;
          return {
            hotelId: h.hotelId,
            hotelName: same ? hotel.hotelName : '',
            cityId: same ? (cityId.get(hotel.cityName.toLowerCase()) ?? '') : '',
            roomTypeId: h.roomTypeId ?? null,
            boardTypeCode: h.boardTypeCode ?? null,
            rateType: h.rateType ?? null,
            checkInDate: h.checkInDate,
            checkOutDate: h.checkOutDate,
          };
        }),
      };
    }),
    isTransferQuotationDisabled: src.isTransferQuotationDisabled,
    transfer: src.transfer.map((t) => ({
      stayNo: t.stayNo,
      stays: t.stays.map((slot) => ({
        transferType: slot.transferType,
        vehicleTypes: [...slot.vehicleTypes],
      })),
    })),
    isExcursionQuotationDisabled: src.isExcursionQuotationDisabled,
    excursions: src.excursions.map((e) => ({ ...e, vehicleType: [...e.vehicleType] })),
    isSupplimentQuotationDisabled: src.isSupplimentQuotationDisabled,
    supplements: src.supplements.map((e) => ({ ...e, vehicleType: [...e.vehicleType] })),
    isVisaQuotaionsDisabled: src.isVisaQuotaionsDisabled,
    visa: src.visa ? { visaId: src.visa.visaId, nationalityId: src.visa.nationalityId } : null,
    pickUpPlaces: (src.pickUpPlaces ?? []).map((p) => ({ placeId: p.placeId, note: p.note })),
    isCustomMarkup: src.isCustomMarkup,
    customMarkupType: src.customMarkupType,
    customMarkup: src.customMarkup,
  };
  return rebuildTransfers(draft);
}
