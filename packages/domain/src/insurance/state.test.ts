import { describe, expect, it } from 'vitest';
import {
  addBeneficiary,
  clearInsurance,
  deleteBeneficiary,
  editBeneficiary,
  initialInsuranceState,
  setGeneralField,
  setSingleBeneficiary,
} from './state.ts';
import { person } from './test-fixtures.ts';

describe('insurance state (spec sections 3, 4 and 9)', () => {
  it('starts with residence UAE and travel type SG, no beneficiaries', () => {
    const s = initialInsuranceState();
    expect(s.genaralData).toEqual({
      plan: '',
      residence: 'AE',
      destination: '',
      travelFrom: '',
      travelTo: '',
      travelType: 'SG',
    });
    expect(s.beneficiaryData).toEqual([]);
  });

  it('sets a general field by name and value', () => {
    const s = setGeneralField(initialInsuranceState(), 'destination', 'FR');
    expect(s.genaralData.destination).toBe('FR');
    expect(setGeneralField(s, 'travelType', 'FM').genaralData.travelType).toBe('FM');
  });

  it('adds, edits all five fields and deletes by index', () => {
    let s = addBeneficiary(initialInsuranceState(), person());
    s = addBeneficiary(s, person({ firstName: 'Omar' }));
    s = editBeneficiary(s, 1, 'firstName', 'Yusuf');
    s = editBeneficiary(s, 1, 'lastName', 'Saleh');
    s = editBeneficiary(s, 1, 'gender', 'male');
    s = editBeneficiary(s, 1, 'dateOfBirth', '2015-02-03');
    s = editBeneficiary(s, 1, 'passportNumber', 'Z999');
    expect(s.beneficiaryData[1]).toEqual({
      firstName: 'Yusuf',
      lastName: 'Saleh',
      gender: 'male',
      dateOfBirth: '2015-02-03',
      passportNumber: 'Z999',
    });
    s = deleteBeneficiary(s, 0);
    expect(s.beneficiaryData.map((b) => b.firstName)).toEqual(['Yusuf']);
  });

  it('ignores indexes outside the list', () => {
    const s = addBeneficiary(initialInsuranceState(), person());
    expect(deleteBeneficiary(s, 3)).toBe(s);
    expect(deleteBeneficiary(s, -1)).toBe(s);
    expect(editBeneficiary(s, 2, 'firstName', 'X')).toBe(s);
  });

  it('single-beneficiary mode replaces the first or adds', () => {
    let s = setSingleBeneficiary(initialInsuranceState(), person({ firstName: 'First' }));
    expect(s.beneficiaryData.map((b) => b.firstName)).toEqual(['First']);
    s = addBeneficiary(s, person({ firstName: 'Second' }));
    s = setSingleBeneficiary(s, person({ firstName: 'Replaced' }));
    expect(s.beneficiaryData.map((b) => b.firstName)).toEqual(['Replaced', 'Second']);
  });

  it('Clear resets the general data with travel type empty and residence UAE', () => {
    let s = setGeneralField(initialInsuranceState(), 'residence', 'IN');
    s = setGeneralField(s, 'plan', 'X');
    s = addBeneficiary(s, person());
    const cleared = clearInsurance(s);
    expect(cleared.genaralData).toEqual({
      plan: '',
      residence: 'AE',
      destination: '',
      travelFrom: '',
      travelTo: '',
      travelType: '',
    });
    expect(cleared.beneficiaryData).toHaveLength(1);
  });

  it('never mutates the state it is given', () => {
    const s = Object.freeze(addBeneficiary(initialInsuranceState(), person()));
    expect(() => editBeneficiary(s, 0, 'firstName', 'B')).not.toThrow();
    expect(s.beneficiaryData[0]?.firstName).toBe('Amal');
  });
});
