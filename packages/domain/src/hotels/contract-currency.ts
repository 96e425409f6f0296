import { BASE_CURRENCY, type Minor } from '../money.ts';
import type { HotelContract } from './types.ts';

/**
 * A contract's rates are entered in its own currency (issue 34); the pricing pipeline prices in the
 * base currency. `ratePerBase` is the portal's rate for that currency: units of it for one AED, the
 * rate agents see in the currency picker (fx_rates' latest row). Every amount of the contract is
 * divided by it and rounded to the fils; a positive price never rounds down to nothing.
 */
export function amountInBase(amount: Minor, ratePerBase: number): Minor {
  return amount > 0 ? Math.max(1, Math.round(amount / ratePerBase)) : 0;
}

/** A usable rate of `currency` against the base currency (1 for the base itself), or null. */
export function usableRate(currency: string, ratePerBase: number | null): number | null {
  if (currency === BASE_CURRENCY) return 1;
  return ratePerBase !== null && Number.isFinite(ratePerBase) && ratePerBase > 0 ? ratePerBase : null;
}

export function contractInBaseCurrency(
  contract: HotelContract,
  currency: string,
  ratePerBase: number | null,
): HotelContract | null {
  if (currency === BASE_CURRENCY) return contract;
  const rate = usableRate(currency, ratePerBase);
  if (rate === null) return null;
  const toBase = (amount: Minor): Minor => amountInBase(amount, rate);
  return {
    ...contract,
    seasons: contract.seasons.map((s) => ({
      ...s,
      roomPrice: toBase(s.roomPrice),
      extraAdult: toBase(s.extraAdult),
      extraBed: toBase(s.extraBed),
    })),
    childBands: contract.childBands.map((b) => ({ ...b, pricePerNight: toBase(b.pricePerNight) })),
    mealSupplements: contract.mealSupplements.map((m) => ({
      ...m,
      adultPerNight: toBase(m.adultPerNight),
      childPerNight: toBase(m.childPerNight),
    })),
    cancellation: contract.cancellation.map((c) =>
      c.charge.type === 'flat' ? { ...c, charge: { type: 'flat', amount: toBase(c.charge.amount) } } : c,
    ),
  };
}
