import type { BoardCode } from '../hotels/types.ts';
import type { MarkupType } from '../pricing/markup.ts';
import {
  type ExcursionType,
  type QuotationCurrency,
  type QuotationRateType,
  type QuotationTransferType,
} from './constants.ts';

/**
 * The quotation draft as the form holds it (spec section 3 "Quotation draft") and the transitions of
 * spec section 4 "Quotation". It follows the contract's QuotationDraftInput field for field, with a few
 * form-only fields (hotel names, the city a hotel was picked from) the request leaves out.
 */
export interface QuotationVehicleCount {
  vehicle: string;
  count: number;
}
export interface DraftAirport {
  iata: string;
  terminalCode: string | null;
}
export interface DraftStayHotel {
  /** '' until a hotel is chosen (an "empty hotel"). */
  hotelId: string;
  hotelName: string;
  cityId: string;
  /** null: the cheapest room type, the cheapest board. */
  roomTypeId: string | null;
  boardTypeCode: BoardCode | null;
  /** null: the cheapest rate, refundable or not. */
  rateType?: QuotationRateType | null;
  checkInDate: string;
  checkOutDate: string;
}
export interface DraftStay {
  hotels: DraftStayHotel[];
}
export interface DraftTransferSlot {
  transferType: QuotationTransferType;
  vehicleTypes: QuotationVehicleCount[];
}
export interface DraftStayTransfer {
  stayNo: number;
  stays: DraftTransferSlot[];
}
export interface DraftExcursion {
  activityId: string;
  selectedExcursionType: ExcursionType;
  vehicleType: QuotationVehicleCount[];
}

export interface DraftPickUp {
  placeId: string;
  note: string;
}

export interface QuotationFormDraft {
  clientName: string;
  agentQuotationNumber: string;
  noOfAdults: number;
  noOfChildren: number;
  childrenAges: number[];
  paxType: 'FIT' | 'GROUP';
  checkInDate: string;
  checkOutDate: string;
  /** ISO code; '' until chosen (the form shows the agent's country meanwhile). */
  nationality: string;
  quotationCurrency: QuotationCurrency;
  isArrivalAirportDisabled: boolean;
  arrivalAirport: DraftAirport | null;
  isDepartureAirportDisabled: boolean;
  departureAirport: DraftAirport | null;
  isAlreadyBooked: boolean;
  hotelDisabledRemark: string;
  isHotelQuotationDisabled: boolean;
  stays: DraftStay[];
  isTransferQuotationDisabled: boolean;
  /** Always built from the stays: one entry per stay, one slot more than its hotels. */
  transfer: DraftStayTransfer[];
  isExcursionQuotationDisabled: boolean;
  excursions: DraftExcursion[];
  isSupplimentQuotationDisabled: boolean;
  supplements: DraftExcursion[];
  isVisaQuotaionsDisabled: boolean;
  visa: { visaId: string; nationalityId: string } | null;
  /** Where excursions collect the travellers: a hotel id or airport code of the quotation, and a note. */
  pickUpPlaces: DraftPickUp[];
  isCustomMarkup: boolean;
  customMarkupType: MarkupType;
  customMarkup: number;
}

export const emptyStayHotel = (checkInDate = '', checkOutDate = ''): DraftStayHotel => ({
  hotelId: '',
  hotelName: '',
  cityId: '',
  roomTypeId: null,
  boardTypeCode: null,
  rateType: null,
  checkInDate,
  checkOutDate,
});
export const emptyDraftStay = (d: Pick<QuotationFormDraft, 'checkInDate' | 'checkOutDate'>): DraftStay => ({
  hotels: [emptyStayHotel(d.checkInDate, d.checkOutDate)],
});
export const noTransferSlot = (): DraftTransferSlot => ({ transferType: 'without', vehicleTypes: [] });
export const clampCount = (n: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.trunc(n) || 0));

export const hotelsIncluded = (d: QuotationFormDraft) => !d.isHotelQuotationDisabled && !d.isAlreadyBooked;
export const quotationTravellers = (d: QuotationFormDraft) => d.noOfAdults + d.noOfChildren;
