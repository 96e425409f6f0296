import { countries, type DbOrTx } from '@portal/db';
import { validateHotelDates, type FieldError, type PriceType, type RoomPax } from '@portal/domain';
import { AppError } from '../../lib/app-error.ts';

/** What every hotel search shares (list and single hotel), after the contracts' shape checks. */
export interface StayCriteria {
  fromDate: string;
  toDate: string;
  rooms: RoomPax[];
  nationality: string;
  priceType: PriceType;
}

const knownCountries = new WeakMap<object, { at: number; codes: Promise<Set<string>> }>();

/** ISO codes of the countries table, kept a minute per process (reference data). */
async function countryCodes(db: DbOrTx): Promise<Set<string>> {
  const held = knownCountries.get(db);
  if (held && Date.now() - held.at < 60_000) return held.codes;
  const codes = db
    .select({ code: countries.isocode })
    .from(countries)
    .then((rows) => new Set(rows.map((r) => r.code)));
  knownCountries.set(db, { at: Date.now(), codes });
  codes.catch(() => knownCountries.delete(db));
  return codes;
}

export function fieldErrorsOf(errors: readonly FieldError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) (out[e.field] ??= []).push(e.message);
  return out;
}

export function invalid(errors: readonly FieldError[]): AppError {
  const first = errors[0];
  return new AppError('VALIDATION', first ? first.message : 'Invalid search', {
    fieldErrors: fieldErrorsOf(errors),
  });
}

/**
 * The rules the contracts cannot check alone: dates against today (domain validateHotelDates, the
 * company's zone) and a nationality that is a known country. Throws 400 with fieldErrors.
 */
export async function checkStay(db: DbOrTx, criteria: StayCriteria, now: Date): Promise<void> {
  const errors: FieldError[] = validateHotelDates(criteria, now);
  if (!(await countryCodes(db)).has(criteria.nationality)) {
    errors.push({ field: 'nationality', message: `Unknown nationality: ${criteria.nationality}` });
  }
  if (errors.length > 0) throw invalid(errors);
}
