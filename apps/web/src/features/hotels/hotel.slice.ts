import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addRoom,
  chooseNights,
  defaultHotelDates,
  defaultRoom,
  pickCheckIn,
  pickCheckOut,
  removeLastRoom,
  setAdults,
  setChildAge,
  setChildren,
  setRoomCount,
  type PriceType,
  type RoomPax,
  type StarCategory,
} from '@portal/domain';
import type { SuggestionType } from '@portal/contracts';
import type { RootState } from '../../app/store';
import { registerHotelReducer } from './hotel-state';
import type { HotelSearchCriteria } from './lib/search-params';

/**
 * The "hotel" state area of spec section 3: the search form being filled in (enquiry, room rows,
 * traveller details). Criteria of a search that ran live in the URL; results in the RTK Query cache.
 * The reducer registers when the hotel chunk loads (hotel-state.ts), so "/" does not carry it up front.
 */
export interface HotelEnquiry {
  /** Id of the chosen city, area or hotel; '' until a suggestion is chosen. */
  locality: string;
  /** The text in the destination box. */
  localityValue: string;
  suggestionType: SuggestionType | null;
  fromDate: string;
  toDate: string;
}

export interface TravellerDetail {
  /** Which room (0-based) the guest stays in; the booking form fills it. */
  roomId?: number;
  title: string;
  firstName: string;
  lastName: string;
  age: number | null;
  gender: string;
  type: 'adult' | 'child';
}

export interface HotelState {
  enquiry: HotelEnquiry;
  /** One per room: 1 adult and 0 children by default; a child without a chosen age has none in childrenAges. */
  rows: RoomPax[];
  numOfRooms: number;
  /** ISO code; '' until the agent's default (its own country, else AE) is applied. */
  nationality: string;
  priceType: PriceType;
  starCategory: StarCategory | '';
  travellerDetails: TravellerDetail[];
}

export const blankTraveller = (): TravellerDetail => ({
  title: '',
  firstName: '',
  lastName: '',
  age: null,
  gender: '',
  type: 'adult',
});

export const initialHotelState = (now: Date = new Date()): HotelState => ({
  enquiry: { locality: '', localityValue: '', suggestionType: null, ...defaultHotelDates(now) },
  rows: [defaultRoom()],
  numOfRooms: 1,
  nationality: '',
  priceType: 'all',
  starCategory: '',
  travellerDetails: [],
});

type RoomIndex = { room: number };

/**
 * The domain's form rules refuse values outside the limits (RangeError); the form only offers valid
 * ones, so such an action (e.g. from a stale control) leaves the state as it was.
 */
function apply<T>(rule: () => T, set: (value: T) => void): void {
  try {
    set(rule());
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
}

function setRows(state: HotelState, rows: RoomPax[]): void {
  state.rows = rows;
  state.numOfRooms = rows.length;
}

/** The form as first shown; the store's area is null until the first hotel action. */
const INITIAL = initialHotelState();

export const hotelSlice = createSlice({
  name: 'hotel',
  initialState: INITIAL,
  reducers: {
    /** Typing replaces a chosen destination: Search waits for a new choice. */
    destinationTyped(state, action: PayloadAction<string>) {
      state.enquiry.localityValue = action.payload;
      state.enquiry.locality = '';
      state.enquiry.suggestionType = null;
    },
    /** Choosing a suggestion sets the locality and the text; a hotel makes the search hotel-specific. */
    destinationChosen(state, action: PayloadAction<{ id: string; label: string; type: SuggestionType }>) {
      state.enquiry.locality = action.payload.id;
      state.enquiry.localityValue = action.payload.label;
      state.enquiry.suggestionType = action.payload.type;
    },
    /** A check-in on or after the check-out moves the check-out to check-in + 3 days. */
    checkInPicked(state, action: PayloadAction<string>) {
      apply(
        () => pickCheckIn(state.enquiry, action.payload),
        (d) => Object.assign(state.enquiry, d),
      );
    },
    checkOutPicked(state, action: PayloadAction<string>) {
      apply(
        () => pickCheckOut(state.enquiry, action.payload),
        (d) => Object.assign(state.enquiry, d),
      );
    },
    /** Nights 1-90 set the check-out to check-in plus that many days. */
    nightsPicked(state, action: PayloadAction<number>) {
      apply(
        () => chooseNights(state.enquiry, action.payload),
        (d) => Object.assign(state.enquiry, d),
      );
    },
    /** 1-4: existing rows kept, new rows get defaults; numOfRooms follows. */
    roomCountChanged(state, action: PayloadAction<number>) {
      apply(
        () => setRoomCount(state.rows, action.payload),
        (rows) => setRows(state, rows),
      );
    },
    roomAdded(state) {
      setRows(state, addRoom(state.rows));
    },
    /** Only the last row can be removed, and one room always stays. */
    lastRoomRemoved(state) {
      setRows(state, removeLastRoom(state.rows));
    },
    adultsChanged(state, action: PayloadAction<RoomIndex & { count: number }>) {
      apply(
        () => setAdults(state.rows, action.payload.room, action.payload.count),
        (rows) => setRows(state, rows),
      );
    },
    /** Truncates the room's ages to the new count; a new child's age is asked for. */
    childrenChanged(state, action: PayloadAction<RoomIndex & { count: number }>) {
      apply(
        () => setChildren(state.rows, action.payload.room, action.payload.count),
        (rows) => setRows(state, rows),
      );
    },
    childAgeChanged(state, action: PayloadAction<RoomIndex & { child: number; age: number }>) {
      const { room, child, age } = action.payload;
      apply(
        () => setChildAge(state.rows, room, child, age),
        (rows) => setRows(state, rows),
      );
    },
    nationalityChanged(state, action: PayloadAction<string>) {
      state.nationality = action.payload.toUpperCase();
    },
    priceTypeChanged(state, action: PayloadAction<PriceType>) {
      state.priceType = action.payload;
    },
    starCategoryChanged(state, action: PayloadAction<StarCategory | ''>) {
      state.starCategory = action.payload;
    },
    /** Blank entries for a given count (the booking step fills them). */
    travellerDetailsReset(state, action: PayloadAction<number>) {
      state.travellerDetails = Array.from({ length: Math.max(0, action.payload) }, blankTraveller);
    },
    /** The booking form's guests as typed (kept while the agent moves between the booking pages). */
    travellerDetailsChanged(state, action: PayloadAction<TravellerDetail[]>) {
      state.travellerDetails = action.payload;
    },
    /**
     * A results or details page opened from a URL: the sidebar form shows that search. Fields the
     * URL does not carry (destination on the details page) keep what the form had.
     */
    searchLoaded(state, action: PayloadAction<Partial<HotelSearchCriteria>>) {
      const c = action.payload;
      if (c.fromDate && c.toDate) {
        state.enquiry.fromDate = c.fromDate;
        state.enquiry.toDate = c.toDate;
      }
      if (c.locality !== undefined && c.suggestionType !== undefined) {
        state.enquiry.locality = c.locality;
        state.enquiry.suggestionType = c.suggestionType;
        state.enquiry.localityValue = c.localityValue ?? state.enquiry.localityValue;
      }
      if (c.rooms) {
        state.rows = c.rooms.map((r) => ({ ...r, childrenAges: [...r.childrenAges] }));
        state.numOfRooms = state.rows.length;
      }
      if (c.nationality) state.nationality = c.nationality;
      if (c.priceType) state.priceType = c.priceType;
      if (c.starCategory !== undefined) state.starCategory = c.starCategory;
    },
  },
});

registerHotelReducer(hotelSlice.reducer);

export const hotelActions = hotelSlice.actions;
/** The search form's state (the initial form while the area is still null). */
export const selectHotelForm = (state: RootState): HotelState => state.hotel ?? INITIAL;
