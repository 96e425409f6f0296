import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addBeneficiary as addPerson,
  clearInsurance,
  deleteBeneficiary as deletePerson,
  editBeneficiary as editPerson,
  initialInsuranceState,
  setGeneralField,
  setSingleBeneficiary as setSingle,
  type Beneficiary,
  type InsuranceGeneralData,
  type InsuranceState,
} from '@portal/domain';
import type { RootState } from '../../app/store';
import { registerInsuranceReducer } from './insurance-state';

/**
 * The insurance state of spec section 3: `genaralData` (spelt so) and `beneficiaryData`, with the
 * transitions of section 4 (the rules live in packages/domain/src/insurance/state.ts).
 */
export const insuranceSlice = createSlice({
  name: 'insurance',
  initialState: initialInsuranceState,
  reducers: {
    setGeneral: <K extends keyof InsuranceGeneralData>(
      state: InsuranceState,
      action: PayloadAction<{ name: K; value: InsuranceGeneralData[K] }>,
    ) => setGeneralField(state, action.payload.name, action.payload.value),
    addBeneficiary: (state, action: PayloadAction<Beneficiary>) => addPerson(state, action.payload),
    deleteBeneficiary: (state, action: PayloadAction<number>) => deletePerson(state, action.payload),
    editBeneficiary: <K extends keyof Beneficiary>(
      state: InsuranceState,
      action: PayloadAction<{ index: number; field: K; value: Beneficiary[K] }>,
    ) => editPerson(state, action.payload.index, action.payload.field, action.payload.value),
    setSingleBeneficiary: (state, action: PayloadAction<Beneficiary>) => setSingle(state, action.payload),
    clear: (state) => clearInsurance(state),
    /** What the agent had typed before a reload (form-draft useStateDraft). */
    restored: (_state, action: PayloadAction<InsuranceState>) => action.payload,
  },
});

registerInsuranceReducer(insuranceSlice.reducer);

export const {
  setGeneral,
  addBeneficiary,
  deleteBeneficiary,
  editBeneficiary,
  setSingleBeneficiary,
  clear: clearInsuranceForm,
  restored: insuranceRestored,
} = insuranceSlice.actions;

const INITIAL = initialInsuranceState();

/** The area is null until this chunk registers its reducer: the initial state stands in (a stable object). */
export const selectInsurance = (state: RootState): InsuranceState => state.insurance ?? INITIAL;
