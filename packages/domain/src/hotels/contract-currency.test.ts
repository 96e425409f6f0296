import { describe, expect, it } from 'vitest';
import { contractInBaseCurrency } from './contract-currency.ts';
import { contract, offers, pricingInput } from './test-fixtures.ts';
import { priceContract } from './contract-pricing.ts';

const withFlatFee = {
  ...contract,
  cancellation: [{ daysBefore: 3, charge: { type: 'flat' as const, amount: 27_230 } }],
};

describe('contractInBaseCurrency', () => {
  it('keeps a base-currency contract as it is', () => {
    expect(contractInBaseCurrency(contract, 'AED', null)).toBe(contract);
  });

  it('refuses a currency without a usable rate (the contract does not sell)', () => {
    expect(contractInBaseCurrency(contract, 'USD', null)).toBeNull();
    expect(contractInBaseCurrency(contract, 'USD', 0)).toBeNull();
    expect(contractInBaseCurrency(contract, 'USD', Number.NaN)).toBeNull();
  });

  it('divides every amount by the rate (units per AED), rounded to the fils', () => {
    const converted = contractInBaseCurrency(withFlatFee, 'USD', 0.2723)!;
    expect(converted.seasons[0]).toMatchObject({ roomPrice: 367_242, extraAdult: 110_173, extraBed: 36_724 });
    expect(converted.childBands).toEqual([
      { minAge: 0, maxAge: 1, pricePerNight: 0 },
      { minAge: 2, maxAge: 11, pricePerNight: 73_448 },
    ]);
    expect(converted.mealSupplements[0]).toEqual({
      boardCode: 'BB',
      adultPerNight: 18_362,
      childPerNight: 9_181,
    });
    expect(converted.cancellation[0]!.charge).toEqual({ type: 'flat', amount: 100_000 });
    // Rules, ids and dates are untouched; the input is not mutated.
    expect(converted.seasons[1]!.minStay).toBe(3);
    expect(withFlatFee.seasons[0]!.roomPrice).toBe(100_000);
  });

  it('never rounds a positive price down to nothing', () => {
    const tiny = { ...contract, seasons: [{ ...contract.seasons[0]!, roomPrice: 1 }] };
    expect(contractInBaseCurrency(tiny, 'IDR', 4_300)!.seasons[0]!.roomPrice).toBe(1);
  });

  it('prices through the pipeline in the base currency', () => {
    const aed = offers()[0]!;
    const result = priceContract(pricingInput({ contract: contractInBaseCurrency(contract, 'EUR', 0.25)! }));
    if (!result.ok) throw new Error(result.rejection.message);
    expect(result.offers[0]!.net).toBe(aed.net * 4);
  });
});
