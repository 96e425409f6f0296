import { badRequest, notFound } from '../../lib/app-error.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './home.repository.ts';
import { invalidateInitialData } from './home.service.ts';

export const BASE_CURRENCY = 'AED';
export const ADMIN_RATE_SOURCE = 'admin command line';
/** The source of a rate set by staff in the back office (PUT /admin/rates/:isocode). */
export const BACK_OFFICE_RATE_SOURCE = 'back office';
/** fx_rates.rate is numeric(18, 8): ten integer digits, eight decimals. */
const RATE_PATTERN = /^\d{1,10}(\.\d{1,8})?$/;

export interface RateChange {
  isocode: string;
  name: string;
  previous: { rate: number; source: string; time: Date } | null;
  rate: number;
  time: Date;
}

/**
 * Records a new conversion rate (units of the currency for 1 AED). Rates are history: a new row
 * is inserted and the newest one is used, so earlier rates stay visible for audits.
 */
export async function setRate(
  deps: AppDeps,
  isocodeInput: string,
  rateInput: string,
  source: string = ADMIN_RATE_SOURCE,
): Promise<RateChange> {
  const isocode = isocodeInput.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(isocode)) throw badRequest(`"${isocodeInput}" is not a three-letter currency code`);
  if (isocode === BASE_CURRENCY) throw badRequest('AED is the base currency; its rate is always 1');
  const text = rateInput.trim();
  const rate = Number(text);
  if (!RATE_PATTERN.test(text) || !(rate > 0)) {
    throw badRequest(
      `"${rateInput}" is not a valid rate: give a positive number with at most 8 decimals (units of ${isocode} for 1 AED)`,
    );
  }
  const { db } = deps.database;
  const currency = await repo.findCurrency(db, isocode);
  if (!currency) throw notFound(`Currency ${isocode}`);
  const time = deps.clock.now();
  const previous = await db.transaction(async (tx) => {
    const [current] = (await repo.listCurrenciesWithLatestRate(tx, { activeOnly: false })).filter(
      (c) => c.isocode === isocode,
    );
    await repo.insertRate(tx, { isocode, rate, source, fetchedAt: time });
    return current?.rate != null && current.source !== null && current.fetchedAt !== null
      ? { rate: current.rate, source: current.source, time: current.fetchedAt }
      : null;
  });
  invalidateInitialData(deps.database);
  return { isocode, name: currency.name, previous, rate, time };
}

export async function listRates(deps: AppDeps) {
  return repo.listCurrenciesWithLatestRate(deps.database.db, { activeOnly: false });
}

/** A page of every currency with its latest rate (the back office's rates table). */
export async function ratesPage(deps: AppDeps, skip: number, limit: number) {
  const all = await listRates(deps);
  return { rates: all.slice(skip, skip + limit), total: all.length };
}
