import { z } from 'zod';
import {
  BOARD_CODES,
  EXCURSION_TYPES,
  MARKUP_TYPES,
  QUOTATION_CURRENCIES,
  QUOTATION_DEFAULTS,
  QUOTATION_LIMITS as L,
  QUOTATION_RATE_TYPES,
  QUOTATION_TRANSFER_TYPES,
  daysBetween,
} from '@portal/domain';

const date = (what: string) => z.iso.date({ error: `Choose the ${what}` });
const flag = z.boolean().default(false);

export const vehicleCountInput = z.object({
  vehicle: z.string().trim().min(1, 'Choose a vehicle').max(64),
  count: z
    .number({ error: 'Enter how many vehicles' })
    .int()
    .min(1, 'At least one vehicle')
    .max(L.maxVehicleCount, `At most ${L.maxVehicleCount} vehicles of a kind`),
});

export const quotationAirportInput = z.object({
  iata: z
    .string({ error: 'Choose the airport' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Choose the airport')
    .transform((s) => s.toUpperCase()),
  terminalCode: z.string().trim().max(10).nullish(),
});

/** One hotel of a stay option; no room type, board or rate type: the cheapest rate the hotel offers. */
export const stayHotelInput = z.object({
  hotelId: z.uuid({ error: 'Choose the hotel' }),
  roomTypeId: z.uuid().nullish(),
  boardTypeCode: z.enum(BOARD_CODES).nullish(),
  rateType: z.enum(QUOTATION_RATE_TYPES).nullish(),
  checkInDate: date('hotel check-in date'),
  checkOutDate: date('hotel check-out date'),
});
export const stayInput = z.object({
  hotels: z
    .array(stayHotelInput)
    .min(1, 'Add a hotel to the stay')
    .max(L.maxHotelsPerStay, `At most ${L.maxHotelsPerStay} hotels in a stay`),
});

/**
 * One transfer slot of a stay. The slots are derived from the stay (arrival airport to the first
 * hotel, hotel to hotel, last hotel to the departure airport: one more than the hotels), so the input
 * carries only the choice per slot, in that order.
 */
export const transferSlotInput = z.object({
  transferType: z.enum(QUOTATION_TRANSFER_TYPES, { error: 'Choose the transfer type' }),
  vehicleTypes: z.array(vehicleCountInput).max(5).default([]),
});
export const stayTransferInput = z.object({
  stayNo: z.number().int().min(1),
  stays: z.array(transferSlotInput).max(L.maxHotelsPerStay + 1),
});

export const excursionInput = z.object({
  activityId: z.uuid({ error: 'Choose the excursion' }),
  selectedExcursionType: z.enum(EXCURSION_TYPES, { error: 'Choose how the excursion is taken' }),
  /** Private transfer vehicles (the activity's own vehicle ids); empty: the cheapest seating the party. */
  vehicleType: z.array(vehicleCountInput).max(5).default([]),
});

export const pickUpPlaceInput = z.object({
  placeId: z.string({ error: 'Choose the pick-up place' }).trim().min(1, 'Choose the pick-up place').max(64),
  note: z.string().trim().max(300, 'The pick-up note is too long').default(''),
});

/** `visaId` is the visa type (spec selectedVisaId), as `/quotations/initial/all` lists them. */
export const quotationVisaInput = z.object({
  visaId: z.uuid({ error: 'Choose the visa' }),
  nationalityId: z.uuid({ error: 'Choose the nationality' }),
});

/** POST /quotations/create and PATCH /quotations/update/:quotationNumber (spec section 3 draft). */
export const quotationDraftInput = z
  .object({
    clientName: z
      .string()
      .trim()
      .max(80, 'The client name is too long')
      .transform((s) => s || QUOTATION_DEFAULTS.clientName)
      .default(QUOTATION_DEFAULTS.clientName),
    agentQuotationNumber: z.string().trim().max(40, 'The reference is too long').default(''),
    noOfAdults: z
      .number({ error: 'Enter the number of adults' })
      .int()
      .min(1, 'At least one adult')
      .max(L.maxAdults, `At most ${L.maxAdults} adults`),
    noOfChildren: z.number().int().min(0).max(L.maxChildren, `At most ${L.maxChildren} children`).default(0),
    childrenAges: z
      .array(z.number().int().min(0, 'Choose each child’s age').max(L.maxChildAge, 'Children are 0 to 11'))
      .default([]),
    paxType: z.enum(['FIT', 'GROUP']).default('FIT'),
    checkInDate: date('arrival date'),
    checkOutDate: date('departure date'),
    /** The guests' nationality (ISO code): hotel contracts are sold per market. */
    nationality: z
      .string({ error: 'Choose the nationality' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Choose the nationality')
      .transform((s) => s.toUpperCase()),
    quotationCurrency: z.enum(QUOTATION_CURRENCIES).default(QUOTATION_DEFAULTS.currency),
    isArrivalAirportDisabled: flag,
    arrivalAirport: quotationAirportInput.nullish(),
    isDepartureAirportDisabled: flag,
    departureAirport: quotationAirportInput.nullish(),
    /** The client already holds the hotel: no hotel section, land services only. */
    isAlreadyBooked: flag,
    hotelDisabledRemark: z.string().trim().max(300).default(''),
    isHotelQuotationDisabled: flag,
    stays: z.array(stayInput).max(L.maxStays, `At most ${L.maxStays} stay options`).default([]),
    isTransferQuotationDisabled: flag,
    transfer: z.array(stayTransferInput).default([]),
    isExcursionQuotationDisabled: flag,
    excursions: z.array(excursionInput).max(L.maxExcursions).default([]),
    isSupplimentQuotationDisabled: flag,
    supplements: z.array(excursionInput).max(L.maxExcursions).default([]),
    isVisaQuotaionsDisabled: flag,
    visa: quotationVisaInput.nullish(),
    /**
     * Where the excursions collect the travellers (spec section 3 pickUpPlaces): a hotel of the
     * quotation (its id) or an airport of it (its IATA code), with a note for the driver.
     */
    pickUpPlaces: z.array(pickUpPlaceInput).max(6, 'At most 6 pick-up places').default([]),
    /** An ad-hoc margin of this quotation, per person (flat in major units of the quotation currency). */
    isCustomMarkup: flag,
    customMarkupType: z.enum(MARKUP_TYPES).default('flat'),
    customMarkup: z.number().min(0, 'The markup cannot be negative').max(100_000).default(0),
  })
  .superRefine((d, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (Array.isArray(d.childrenAges) && d.childrenAges.length !== d.noOfChildren)
      issue(['childrenAges'], 'Choose the age of every child');
    // Zod runs this even when a field failed: date rules only on dates that parsed.
    const isDate = (v: unknown) =>
      typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
    const nights =
      isDate(d.checkInDate) && isDate(d.checkOutDate) ? daysBetween(d.checkInDate, d.checkOutDate) : 1;
    if (nights < 1) issue(['checkOutDate'], 'The departure date must be after the arrival date');
    if (nights > L.maxNights) issue(['checkOutDate'], `A quotation covers at most ${L.maxNights} nights`);
    if (!d.isArrivalAirportDisabled && !d.arrivalAirport)
      issue(['arrivalAirport'], 'Choose the arrival airport');
    if (!d.isDepartureAirportDisabled && !d.departureAirport)
      issue(['departureAirport'], 'Choose the departure airport');
    const hotelsOn = !d.isHotelQuotationDisabled && !d.isAlreadyBooked;
    if (!hotelsOn && !d.isTransferQuotationDisabled)
      issue(
        ['isTransferQuotationDisabled'],
        'Transfers run to and from the hotels: add a stay or switch transfers off',
      );
    if (hotelsOn && !d.stays?.length) issue(['stays'], 'Add at least one stay option, or switch hotels off');
    (Array.isArray(d.stays) ? d.stays : []).forEach((stay, s) =>
      (Array.isArray(stay?.hotels) ? stay.hotels : []).forEach((h, i) => {
        const path = ['stays', s, 'hotels', i];
        if (!isDate(h.checkInDate) || !isDate(h.checkOutDate)) return;
        if (daysBetween(h.checkInDate, h.checkOutDate) < 1)
          issue([...path, 'checkOutDate'], 'The hotel check-out must be after its check-in');
        if (h.checkInDate < d.checkInDate || h.checkOutDate > d.checkOutDate)
          issue([...path, 'checkInDate'], 'The hotel dates must fall within the arrival and departure dates');
      }),
    );
    if (!d.isVisaQuotaionsDisabled && !d.visa) issue(['visa'], 'Choose the visa, or switch visas off');
    const anything =
      hotelsOn ||
      !d.isTransferQuotationDisabled ||
      (!d.isExcursionQuotationDisabled && (d.excursions?.length ?? 0) > 0) ||
      !d.isVisaQuotaionsDisabled;
    if (!anything) issue(['isHotelQuotationDisabled'], 'A quotation needs at least one service');
  });
export type QuotationDraftInput = z.input<typeof quotationDraftInput>;
export type QuotationDraft = z.output<typeof quotationDraftInput>;
