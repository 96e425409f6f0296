import type { Beneficiary, InsuranceGeneralData, TravelType } from './types.ts';

/** The UAE, by its ISO code: default residence (spec sections 3 and 9). */
export const DEFAULT_RESIDENCE = 'AE';
/** Spec section 9: travelType SG. */
export const DEFAULT_TRAVEL_TYPE: TravelType = 'SG';

export interface InsuranceState {
  genaralData: InsuranceGeneralData;
  beneficiaryData: Beneficiary[];
}

export const EMPTY_BENEFICIARY: Readonly<Beneficiary> = Object.freeze({
  firstName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  passportNumber: '',
});

export function initialInsuranceState(): InsuranceState {
  return {
    genaralData: {
      plan: '',
      residence: DEFAULT_RESIDENCE,
      destination: '',
      travelFrom: '',
      travelTo: '',
      travelType: DEFAULT_TRAVEL_TYPE,
    },
    beneficiaryData: [],
  };
}

/** Spec section 4: a general field is set by name and value. */
export function setGeneralField<K extends keyof InsuranceGeneralData>(
  state: InsuranceState,
  name: K,
  value: InsuranceGeneralData[K],
): InsuranceState {
  return { ...state, genaralData: { ...state.genaralData, [name]: value } };
}

export function addBeneficiary(state: InsuranceState, person: Beneficiary): InsuranceState {
  return { ...state, beneficiaryData: [...state.beneficiaryData, { ...person }] };
}

/** Deletes by index; an index outside the list changes nothing. */
export function deleteBeneficiary(state: InsuranceState, index: number): InsuranceState {
  if (index < 0 || index >= state.beneficiaryData.length) return state;
  return { ...state, beneficiaryData: state.beneficiaryData.filter((_, i) => i !== index) };
}

/** Edits any of the five fields of the person at `index`; outside the list changes nothing. */
export function editBeneficiary<K extends keyof Beneficiary>(
  state: InsuranceState,
  index: number,
  field: K,
  value: Beneficiary[K],
): InsuranceState {
  const current = state.beneficiaryData[index];
  if (!current) return state;
  const next = [...state.beneficiaryData];
  next[index] = { ...current, [field]: value };
  return { ...state, beneficiaryData: next };
}

/** Single-beneficiary mode (SG): replaces the first person, or adds it when the list is empty. */
export function setSingleBeneficiary(state: InsuranceState, person: Beneficiary): InsuranceState {
  const rest = state.beneficiaryData.slice(1);
  return { ...state, beneficiaryData: [{ ...person }, ...rest] };
}

/** Spec section 4: Clear resets the general data with travelType empty and residence UAE. */
export function clearInsurance(state: InsuranceState): InsuranceState {
  return {
    ...state,
    genaralData: { ...initialInsuranceState().genaralData, travelType: '' },
  };
}
