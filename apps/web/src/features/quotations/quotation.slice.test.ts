import { describe, expect, it } from 'vitest';
import { quotationActions as q, quotationSlice } from './quotation.slice';
import { quotationListActions as list, quotationListSlice } from './quotation-list.slice';

const reduce = quotationSlice.reducer;
const option = { _id: 'e1', excursionType: 'ticket' as const, sharedTransfer: false, privateVehicles: [] };

describe('quotation slice (spec sections 3 and 4)', () => {
  it('starts with the defaults and no status', () => {
    const s = reduce(undefined, { type: 'init' });
    expect(s).toMatchObject({ status: null, amendmentId: null, editing: null });
    expect(s.draft).toMatchObject({
      clientName: 'Sir / Madam',
      noOfAdults: 2,
      noOfChildren: 0,
      quotationCurrency: 'AED',
    });
  });

  it('runs the draft rules and keeps status and amendmentId through a reset', () => {
    let s = reduce(undefined, q.childrenSet(2));
    expect(s.draft.childrenAges).toEqual([4, 4]);
    s = reduce(s, q.childAgeSet({ index: 1, age: 9 }));
    s = reduce(s, q.hotelAdded(0));
    s = reduce(
      s,
      q.transferTypeSet({ stay: 0, slot: 1, type: 'private', vehicles: [{ vehicle: 'van', count: 1 }] }),
    );
    s = reduce(s, q.transferVehicleSet({ stay: 0, slot: 1, vehicle: 'van', count: 2 }));
    expect(s.draft.transfer[0]?.stays[1]).toEqual({
      transferType: 'private',
      vehicleTypes: [{ vehicle: 'van', count: 2 }],
    });
    s = reduce(s, q.transferTypeSet({ stay: 0, slot: 1, type: 'shared' }));
    expect(s.draft.transfer[0]?.stays[1]?.vehicleTypes).toEqual([]);
    s = reduce(s, q.excursionSelected({ list: 'excursions', option }));
    s = reduce(s, q.sectionSet({ section: 'excursion', off: true }));
    expect(s.draft.excursions).toEqual([]);
    s = reduce(s, q.fieldSet({ name: 'clientName', value: 'Mr Omar' }));
    s = reduce(s, q.statusSet({ status: 'confirmed', amendmentId: 'a1' }));
    s = reduce(s, q.reset());
    expect(s).toMatchObject({ status: 'confirmed', amendmentId: 'a1', editing: null });
    expect(s.draft).toMatchObject({
      clientName: 'Sir / Madam',
      childrenAges: [],
      isExcursionQuotationDisabled: false,
    });
    expect(s.draft.stays).toHaveLength(1);
  });
});

describe('quotation list slice', () => {
  it('a filter change resets skip to 0; Clear sets limit 10 and skip 0', () => {
    const reduceList = quotationListSlice.reducer;
    let s = reduceList(undefined, list.pageChanged(30));
    expect(s).toMatchObject({ skip: 30, limit: 10 });
    s = reduceList(s, list.filtersChanged({ dateTo: '2027-02-01' }));
    expect(s).toMatchObject({ dateTo: '2027-02-01', skip: 0 });
    s = reduceList(reduceList(s, list.pageChanged(10)), list.filtersCleared());
    expect(s).toEqual({ dateFrom: '', dateTo: '', quotationNumber: '', skip: 0, limit: 10 });
  });
});
