import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addLeg,
  chooseSeat,
  clearAddOns,
  emptyAddOns,
  emptyCommonDetails,
  initialFlightSearch,
  keepPassengers,
  keepSegments,
  plainDateIn,
  releaseSeat,
  removeLeg,
  removePassengerSeats,
  resizeTravellerRows,
  setBaggageCount,
  setDepartureDate,
  setFlightTravellers,
  setMealCount,
  setReturnDate,
  setRowField,
  setTravellerDatePart,
  setTravellerField,
  switchTripType,
  type AirportRef,
  type BaggageChoice,
  type DatePart,
  type FlightClass,
  type FlightCommonDetails,
  type FlightSearchState,
  type FlightTravellerDetail,
  type FlightTravellerKind,
  type FlightTravellers,
  type MealChoice,
  type RecentSearch,
  type SeatChoice,
  type SelectedAddOns,
  type TravellerDateField,
  type TravellerTextField,
  type TripType,
} from '@portal/domain';
import type { RootState } from '../../app/store';
import { registerFlightReducer } from './flight-state';

/**
 * The "flight" state area of spec section 3: the search being filled in (tripType, flightsData rows,
 * travellers, the submitted flag) and the booking of a selected fare (selectedFlight, flightFullData,
 * travellerDetails, commonDetails, the selected add-ons, orderDetails). Every change goes through the
 * pure rules of packages/domain/src/flights. Server answers stay in the RTK Query cache; the slice
 * keeps only what the booking form needs of them.
 */
export interface SelectedFlight {
  tbId: string;
}

/** What the booking form needs of the priced itinerary: its counts and its segment keys. */
export interface FlightFullData {
  tbId: string;
  travellers: FlightTravellers;
  segmentKeys: string[];
}

export interface FlightOrderDetails {
  bookingId: string;
  status: string;
}

export interface FlightState extends FlightSearchState {
  submitted: boolean;
  selectedFlight: SelectedFlight | null;
  flightFullData: FlightFullData | null;
  travellerDetails: FlightTravellerDetail[];
  commonDetails: FlightCommonDetails;
  addOns: SelectedAddOns;
  orderDetails: FlightOrderDetails | null;
}

const today = () => plainDateIn(new Date());

export const initialFlightState = (day: string = today()): FlightState => ({
  ...initialFlightSearch(day),
  submitted: false,
  selectedFlight: null,
  flightFullData: null,
  travellerDetails: [],
  commonDetails: emptyCommonDetails(),
  addOns: emptyAddOns(),
  orderDetails: null,
});

type Search = Pick<FlightState, 'tripType' | 'flightsData' | 'travellers'>;
const searchOf = (s: FlightState): FlightSearchState => ({
  tripType: s.tripType,
  flightsData: s.flightsData,
  travellers: s.travellers,
});
const applySearch = (s: FlightState, next: Search) => {
  s.tripType = next.tripType;
  s.flightsData = next.flightsData;
  s.travellers = next.travellers;
};

/** Who may hold an add-on: a traveller of the booking (a seat: one who is not an infant on a lap). */
const holds = (s: FlightState, passengerKey: string, seat = false) =>
  s.travellerDetails.some((t) => String(t.paxId) === passengerKey && !(seat && t.passengerType === 'INF'));

type RowValue =
  | { index: number; field: 'cityFrom' | 'cityTo'; value: AirportRef | null }
  | { index: number; field: 'class'; value: FlightClass | null };

export const flightSlice = createSlice({
  name: 'flight',
  initialState: () => initialFlightState(),
  reducers: {
    /** A fresh search form: one way, economy, departure today, one adult. */
    resetSearch(s, a: PayloadAction<{ today: string }>) {
      applySearch(s, initialFlightSearch(a.payload.today));
      s.submitted = false;
    },
    /** Spec section 4: a recent-search card (or "Modify search") restores flightsData, travellers, tripType. */
    restoreSearch(s, a: PayloadAction<RecentSearch>) {
      applySearch(s, {
        tripType: a.payload.tripType,
        travellers: { ...a.payload.travellers },
        flightsData: a.payload.flightsData.map((r) => ({ ...r })),
      });
      s.submitted = false;
    },
    setTripType(s, a: PayloadAction<TripType>) {
      applySearch(s, switchTripType(searchOf(s), a.payload));
    },
    addLeg(s) {
      applySearch(s, addLeg(searchOf(s)));
    },
    removeLeg(s, a: PayloadAction<number>) {
      applySearch(s, removeLeg(searchOf(s), a.payload));
    },
    /** A class is always chosen: clearing it is ignored (the search would only refuse). */
    setRow(s, a: PayloadAction<RowValue>) {
      const p = a.payload;
      if (p.field === 'class' && p.value === null) return;
      applySearch(
        s,
        p.field === 'class'
          ? setRowField(searchOf(s), p.index, 'class', p.value)
          : setRowField(searchOf(s), p.index, p.field, p.value),
      );
    },
    /** Swaps a row's origin and destination (each side through the row rules). */
    swapRow(s, a: PayloadAction<number>) {
      const row = s.flightsData[a.payload];
      if (!row) return;
      const { cityFrom, cityTo } = row;
      const swapped = setRowField(
        setRowField(searchOf(s), a.payload, 'cityFrom', cityTo),
        a.payload,
        'cityTo',
        cityFrom,
      );
      applySearch(s, swapped);
    },
    setDepartureDate(s, a: PayloadAction<{ index: number; date: string; today: string }>) {
      applySearch(s, setDepartureDate(searchOf(s), a.payload.index, a.payload.date, a.payload.today));
    },
    /** An earlier return is ignored (the page logs the note); a return date switches to return mode. */
    setReturnDate(s, a: PayloadAction<{ date: string; today: string }>) {
      applySearch(s, setReturnDate(searchOf(s), a.payload.date, a.payload.today).state);
    },
    setTravellers(s, a: PayloadAction<{ kind: FlightTravellerKind; count: number }>) {
      s.travellers = setFlightTravellers(s.travellers, a.payload.kind, a.payload.count);
    },
    setSubmitted(s, a: PayloadAction<boolean>) {
      s.submitted = a.payload;
    },

    /** A fare chosen on the results page: a new booking starts (nothing of an earlier one carries over). */
    selectFlight(s, a: PayloadAction<SelectedFlight>) {
      if (s.selectedFlight?.tbId === a.payload.tbId) return;
      s.selectedFlight = a.payload;
      s.flightFullData = null;
      s.travellerDetails = [];
      s.addOns = emptyAddOns();
      s.orderDetails = null;
    },
    /**
     * The priced itinerary arrived: traveller rows from its counts (extra rows for infants), typed
     * values kept; add-ons of segments it no longer has are dropped.
     */
    setFlightFullData(s, a: PayloadAction<FlightFullData>) {
      const data = a.payload;
      if (s.selectedFlight?.tbId !== data.tbId) {
        s.selectedFlight = { tbId: data.tbId };
        s.travellerDetails = [];
        s.addOns = emptyAddOns();
        s.orderDetails = null;
      }
      s.flightFullData = data;
      s.travellerDetails = resizeTravellerRows(s.travellerDetails, data.travellers);
      s.addOns = keepPassengers(
        keepSegments(s.addOns, data.segmentKeys),
        s.travellerDetails.map((t) => String(t.paxId)),
      );
    },
    /** What the agent had typed before a reload (form-draft useStateDraft), fitted to the itinerary's rows. */
    draftRestored(
      s,
      a: PayloadAction<{ travellerDetails: FlightTravellerDetail[]; commonDetails: FlightCommonDetails }>,
    ) {
      if (!s.flightFullData) return;
      s.travellerDetails = resizeTravellerRows(a.payload.travellerDetails, s.flightFullData.travellers);
      s.commonDetails = { ...s.commonDetails, ...a.payload.commonDetails };
    },
    setTravellerField(s, a: PayloadAction<{ index: number; field: TravellerTextField; value: string }>) {
      const p = a.payload;
      s.travellerDetails = setTravellerField(s.travellerDetails, p.index, p.field, p.value);
    },
    setTravellerDatePart(
      s,
      a: PayloadAction<{ index: number; field: TravellerDateField; part: DatePart; value: string }>,
    ) {
      const p = a.payload;
      s.travellerDetails = setTravellerDatePart(s.travellerDetails, p.index, p.field, p.part, p.value);
    },
    setCommonDetail(s, a: PayloadAction<{ field: keyof FlightCommonDetails; value: string }>) {
      s.commonDetails[a.payload.field] = a.payload.value;
    },

    /** Add-ons go only to travellers of the booking (a seat not to an infant); others are ignored.
     * Taking one away is always allowed. */
    chooseSeat(s, a: PayloadAction<{ seat: SeatChoice; passengerKey: string }>) {
      if (!holds(s, a.payload.passengerKey, true)) return;
      s.addOns = chooseSeat(s.addOns, a.payload.seat, a.payload.passengerKey);
    },
    releaseSeat(s, a: PayloadAction<{ segmentKey: string; passengerKey: string }>) {
      s.addOns = releaseSeat(s.addOns, a.payload.segmentKey, a.payload.passengerKey);
    },
    /** Spec section 4: the passenger's key goes from every seat entry. */
    removePassengerSeats(s, a: PayloadAction<string>) {
      s.addOns = removePassengerSeats(s.addOns, a.payload);
    },
    setMealCount(s, a: PayloadAction<{ meal: MealChoice; passengerKey: string; count: number }>) {
      if (a.payload.count > 0 && !holds(s, a.payload.passengerKey)) return;
      s.addOns = setMealCount(s.addOns, a.payload.meal, a.payload.passengerKey, a.payload.count);
    },
    setBaggageCount(s, a: PayloadAction<{ bag: BaggageChoice; passengerKey: string; count: number }>) {
      if (a.payload.count > 0 && !holds(s, a.payload.passengerKey)) return;
      s.addOns = setBaggageCount(s.addOns, a.payload.bag, a.payload.passengerKey, a.payload.count);
    },
    /** Spec section 4: the three lists emptied together (no payload) or one alone. */
    clearAddOns(s, a: PayloadAction<keyof SelectedAddOns | undefined>) {
      s.addOns = clearAddOns(s.addOns, a.payload);
    },
    setOrderDetails(s, a: PayloadAction<FlightOrderDetails>) {
      s.orderDetails = a.payload;
    },
    /** After a booking: the form is done with; the search stays for the next one. */
    clearBooking(s) {
      s.selectedFlight = null;
      s.flightFullData = null;
      s.travellerDetails = [];
      s.commonDetails = emptyCommonDetails();
      s.addOns = emptyAddOns();
    },
  },
});

registerFlightReducer(flightSlice.reducer);

export const flightActions = flightSlice.actions;

let fallback: FlightState | null = null;
/** Until the first action runs through the registered reducer the area is null: one stable default. */
export const selectFlightState = (state: RootState): FlightState =>
  state.flight ?? (fallback ??= initialFlightState());
