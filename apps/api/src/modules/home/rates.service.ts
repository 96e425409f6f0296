import { recordAudit, systemActor, type ActingAs } from '../../audit/index.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
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
  /** The reason given with a confirmed large change; null otherwise. */
  reason: string | null;
}

export interface RateConfirmation {
  /** The second confirmation of a change beyond RATE_CHANGE_CONFIRM_PERCENT. */
  confirm?: boolean | undefined;
  reason?: string | null | undefined;
}

/** How far a new rate moves from the last one, in percent of the last one (always positive). */
export function rateMovePercent(previous: number, next: number): number {
  return (Math.abs(next - previous) / previous) * 100;
}

/**
 * Records a new conversion rate (units of the currency for 1 AED). Rates are history: a new row
 * is inserted (with the rate it replaced, who set it and why) and the newest one is used, so every
 * earlier rate stays visible. A move beyond RATE_CHANGE_CONFIRM_PERCENT (default 5 %) from the last
 * rate is refused with 409 unless it comes with `confirm` and a reason (issue 33); the change is
 * audited in the same transaction. The currency row is locked, so two changes never both read the
 * same "last" rate.
 */
export async function setRate(
  deps: AppDeps,
  isocodeInput: string,
  rateInput: string,
  source: string = ADMIN_RATE_SOURCE,
  who: ActingAs = systemActor(ADMIN_RATE_SOURCE),
  confirmation: RateConfirmation = {},
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
  const reasonText = confirmation.reason?.trim() || null;
  if (reasonText && reasonText.length > 500)
    throw badRequest('The reason is at most 500 characters', { reason: ['At most 500 characters'] });
  const { db } = deps.database;
  const currency = await repo.findCurrency(db, isocode);
  if (!currency) throw notFound(`Currency ${isocode}`);
  const time = deps.clock.now();
  const threshold = deps.env.RATE_CHANGE_CONFIRM_PERCENT;
  const { previous, reason } = await db.transaction(async (tx) => {
    await repo.lockCurrency(tx, isocode);
    const [current] = (await repo.listCurrenciesWithLatestRate(tx, { activeOnly: false })).filter(
      (c) => c.isocode === isocode,
    );
    const last = current?.rate ?? null;
    let kept: string | null = null;
    if (last !== null && rateMovePercent(last, rate) > threshold) {
      const move = rateMovePercent(last, rate).toFixed(1);
      if (confirmation.confirm !== true || !reasonText) {
        throw new AppError(
          'CONFLICT',
          `${isocode} moves ${move}% from ${last} to ${rate}, more than ${threshold}%: confirm the change and give a reason`,
          {
            fieldErrors: {
              ...(confirmation.confirm === true ? {} : { confirm: ['Confirm the change'] }),
              ...(reasonText ? {} : { reason: ['Give the reason for this change'] }),
            },
          },
        );
      }
      kept = reasonText;
    }
    const setBy = who.actor.kind === 'staff' ? who.actor.adminId : null;
    await repo.insertRate(tx, {
      isocode,
      rate,
      source,
      fetchedAt: time,
      previousRate: last,
      setBy,
      reason: kept,
    });
    await recordAudit(tx, who, {
      kind: 'rate.set',
      object: { type: 'currency-rate', id: isocode },
      before: last === null ? null : { rate: last },
      after: { rate },
      reason: kept,
    });
    return {
      previous:
        current?.rate != null && current.source !== null && current.fetchedAt !== null
          ? { rate: current.rate, source: current.source, time: current.fetchedAt }
          : null,
      reason: kept,
    };
  });
  invalidateInitialData(deps.database);
  return { isocode, name: currency.name, previous, rate, time, reason };
}

export async function listRates(deps: AppDeps) {
  return repo.listCurrenciesWithLatestRate(deps.database.db, { activeOnly: false });
}

/** A page of every currency with its latest rate (the back office's rates table). */
export async function ratesPage(deps: AppDeps, skip: number, limit: number) {
  const all = await listRates(deps);
  return { rates: all.slice(skip, skip + limit), total: all.length };
}

/** The history of one currency's rate, newest first: who, when, old, new, reason. */
export async function rateHistory(deps: AppDeps, isocodeInput: string, limit: number) {
  const isocode = isocodeInput.trim().toUpperCase();
  const currency = await repo.findCurrency(deps.database.db, isocode);
  if (!currency) throw notFound(`Currency ${isocode}`);
  const rows = await repo.rateHistory(deps.database.db, isocode, limit);
  return { isocode, name: currency.name, rows };
}
