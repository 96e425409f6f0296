import { describe, expect, it } from 'vitest';
import { EMPTY_BENEFICIARY } from '@portal/domain';
import {
  addBeneficiary,
  clearInsuranceForm,
  deleteBeneficiary,
  editBeneficiary,
  insuranceSlice,
  setGeneral,
  setSingleBeneficiary,
} from './insurance.slice';

const reduce = insuranceSlice.reducer;
const person = { ...EMPTY_BENEFICIARY, firstName: 'Amal' };

describe('insurance slice (spec sections 3 and 4)', () => {
  it('starts with residence UAE and travel type SG', () => {
    const s = reduce(undefined, { type: 'init' });
    expect(s.genaralData.residence).toBe('AE');
    expect(s.genaralData.travelType).toBe('SG');
    expect(s.beneficiaryData).toEqual([]);
  });

  it('runs every transition', () => {
    let s = reduce(undefined, setGeneral({ name: 'destination', value: 'FR' }));
    s = reduce(s, addBeneficiary(person));
    s = reduce(s, addBeneficiary({ ...person, firstName: 'Omar' }));
    s = reduce(s, editBeneficiary({ index: 1, field: 'passportNumber', value: 'X1' }));
    expect(s.beneficiaryData[1]?.passportNumber).toBe('X1');
    s = reduce(s, setSingleBeneficiary({ ...person, firstName: 'Lina' }));
    expect(s.beneficiaryData.map((b) => b.firstName)).toEqual(['Lina', 'Omar']);
    s = reduce(s, deleteBeneficiary(0));
    expect(s.beneficiaryData.map((b) => b.firstName)).toEqual(['Omar']);
    s = reduce(s, clearInsuranceForm());
    expect(s.genaralData).toMatchObject({ travelType: '', residence: 'AE', destination: '' });
  });
});
