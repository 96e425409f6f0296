import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addPickUp,
  addStayHotel,
  addStay,
  clearEmptyHotels,
  clearPickUps,
  initialQuotationDraft,
  removePickUp,
  removeStayHotel,
  removeStay,
  selectExcursion,
  setQuotationAdults,
  setAirport,
  setPickUp,
  setQuotationChildAge,
  setQuotationChildren,
  setExcursionVehicles,
  setQuotationDates,
  setSectionDisabled,
  setTransferType,
  setTransferVehicles,
  unselectExcursion,
  updateStayHotel,
  withVehicleCount,
  withoutVehicle,
  type DraftAirport,
  type DraftPickUp,
  type DraftStayHotel,
  type ExcursionListName,
  type ExcursionOptionRef,
  type ExcursionType,
  type QuotationFormDraft,
  type QuotationSection,
  type QuotationStatus,
  type QuotationTransferType,
  type QuotationVehicleCount,
} from '@portal/domain';
import type { RootState } from '../../app/store';
import { registerQuotationReducer } from './quotation-state';

/**
 * The "quotation" state area of spec section 3: the draft being built (rules of spec section 4 in
 * packages/domain/src/quotations/draft-state.ts), and the status and amendmentId settable.
 */
export interface QuotationState {
  draft: QuotationFormDraft;
  status: QuotationStatus | null;
  amendmentId: string | null;
  /** The amendment whose draft the form holds (the edit page); null for a new quotation. */
  editing: string | null;
}

/** Fields set as they are typed or picked; the others change through their own rules. */
export type PlainDraftField =
  | 'clientName'
  | 'agentQuotationNumber'
  | 'nationality'
  | 'quotationCurrency'
  | 'hotelDisabledRemark'
  | 'visa'
  | 'isCustomMarkup'
  | 'customMarkupType'
  | 'customMarkup';

const initialState = (): QuotationState => ({
  draft: initialQuotationDraft(),
  status: null,
  amendmentId: null,
  editing: null,
});

type Slot = { stay: number; slot: number };
type Change<T> = PayloadAction<T>;

export const quotationSlice = createSlice({
  name: 'quotation',
  initialState,
  reducers: {
    /** Spec section 4 "Full reset". */
    reset: (state) => ({ ...initialState(), status: state.status, amendmentId: state.amendmentId }),
    /** The edit page loads an amendment's draft (spec section 3: the amendment is the source for editing). */
    loaded: (state, action: Change<{ draft: QuotationFormDraft; amendmentId: string }>) => {
      state.draft = action.payload.draft;
      state.editing = action.payload.amendmentId;
    },
    statusSet: (state, action: Change<{ status: QuotationStatus | null; amendmentId: string | null }>) => {
      state.status = action.payload.status;
      state.amendmentId = action.payload.amendmentId;
    },
    fieldSet: <K extends PlainDraftField>(
      state: QuotationState,
      action: Change<{ name: K; value: QuotationFormDraft[K] }>,
    ) => {
      state.draft = { ...state.draft, [action.payload.name]: action.payload.value };
    },
    adultsSet: (state, action: Change<number>) => {
      state.draft = setQuotationAdults(state.draft, action.payload);
    },
    childrenSet: (state, action: Change<number>) => {
      state.draft = setQuotationChildren(state.draft, action.payload);
    },
    childAgeSet: (state, action: Change<{ index: number; age: number }>) => {
      state.draft = setQuotationChildAge(state.draft, action.payload.index, action.payload.age);
    },
    datesSet: (state, action: Change<{ checkInDate?: string; checkOutDate?: string }>) => {
      state.draft = setQuotationDates(state.draft, action.payload);
    },
    sectionSet: (state, action: Change<{ section: QuotationSection; off: boolean }>) => {
      state.draft = setSectionDisabled(state.draft, action.payload.section, action.payload.off);
    },
    airportSet: (state, action: Change<{ end: 'arrival' | 'departure'; airport: DraftAirport | null }>) => {
      state.draft = setAirport(state.draft, action.payload.end, action.payload.airport);
    },
    stayAdded: (state) => {
      state.draft = addStay(state.draft);
    },
    stayRemoved: (state, action: Change<number>) => {
      state.draft = removeStay(state.draft, action.payload);
    },
    hotelAdded: (state, action: Change<number>) => {
      state.draft = addStayHotel(state.draft, action.payload);
    },
    hotelRemoved: (state, action: Change<{ stay: number; hotel: number }>) => {
      state.draft = removeStayHotel(state.draft, action.payload.stay, action.payload.hotel);
    },
    hotelUpdated: (
      state,
      action: Change<{ stay: number; hotel: number; patch: Partial<DraftStayHotel> }>,
    ) => {
      const { stay, hotel, patch } = action.payload;
      state.draft = updateStayHotel(state.draft, stay, hotel, patch);
    },
    emptyHotelsCleared: (state) => {
      state.draft = clearEmptyHotels(state.draft);
    },
    transferTypeSet: (
      state,
      action: Change<Slot & { type: QuotationTransferType; vehicles?: QuotationVehicleCount[] }>,
    ) => {
      const { stay, slot, type, vehicles } = action.payload;
      state.draft = setTransferType(state.draft, stay, slot, type, vehicles);
    },
    transferVehicleSet: (state, action: Change<Slot & QuotationVehicleCount>) => {
      const { stay, slot, vehicle, count } = action.payload;
      state.draft = setTransferVehicles(state.draft, stay, slot, (l) => withVehicleCount(l, vehicle, count));
    },
    transferVehicleRemoved: (state, action: Change<Slot & { vehicle: string }>) => {
      const { stay, slot, vehicle } = action.payload;
      state.draft = setTransferVehicles(state.draft, stay, slot, (l) => withoutVehicle(l, vehicle));
    },
    excursionSelected: (
      state,
      action: Change<{ list: ExcursionListName; option: ExcursionOptionRef; type?: ExcursionType }>,
    ) => {
      const { list, option, type } = action.payload;
      state.draft = selectExcursion(state.draft, list, option, type);
    },
    excursionUnselected: (state, action: Change<{ list: ExcursionListName; activityId: string }>) => {
      state.draft = unselectExcursion(state.draft, action.payload.list, action.payload.activityId);
    },
    excursionVehicleSet: (
      state,
      action: Change<{ list: ExcursionListName; activityId: string } & QuotationVehicleCount>,
    ) => {
      const { list, activityId, vehicle, count } = action.payload;
      state.draft = setExcursionVehicles(state.draft, list, activityId, (l) =>
        withVehicleCount(l, vehicle, count),
      );
    },
    excursionVehicleRemoved: (
      state,
      action: Change<{ list: ExcursionListName; activityId: string; vehicle: string }>,
    ) => {
      const { list, activityId, vehicle } = action.payload;
      state.draft = setExcursionVehicles(state.draft, list, activityId, (l) => withoutVehicle(l, vehicle));
    },
    pickUpAdded: (state) => {
      state.draft = addPickUp(state.draft);
    },
    pickUpSet: (state, action: Change<{ index: number } & Partial<DraftPickUp>>) => {
      const { index, ...change } = action.payload;
      state.draft = setPickUp(state.draft, index, change);
    },
    pickUpRemoved: (state, action: Change<number>) => {
      state.draft = removePickUp(state.draft, action.payload);
    },
    pickUpsCleared: (state) => {
      state.draft = clearPickUps(state.draft);
    },
  },
});

registerQuotationReducer(quotationSlice.reducer);

export const quotationActions = quotationSlice.actions;

/** fieldSet with the value's type following the field (createSlice drops the reducer's type parameter). */
export const setDraftField = <K extends PlainDraftField>(name: K, value: QuotationFormDraft[K]) =>
  quotationActions.fieldSet({ name, value });

const INITIAL = initialState();

/** The area is null until this chunk registers its reducer: the initial state stands in (a stable object). */
export const selectQuotation = (state: RootState): QuotationState => state.quotation ?? INITIAL;
export const selectQuotationDraft = (state: RootState): QuotationFormDraft => selectQuotation(state).draft;
