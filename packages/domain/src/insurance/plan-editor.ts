import type { FieldProblem } from '../hotels/extranet.ts';
import { priceTableProblem } from './rules.ts';
import type { CoverageLine, PriceTable, TravelType } from './types.ts';

/**
 * What the back office may save as an insurance plan (issue 34), checked as the quote path prices it:
 * the premium table must price every trip length and age the plan accepts (personPremium finds a band
 * for each), cover limits are whole and medical cover is given. Answers the first problem with its field.
 */
export interface EditablePlan {
  coverage: CoverageLine[];
  maxTripDays: number;
  maxAge: number;
  travelTypes: TravelType[];
  priceTable: PriceTable;
}

const problem = (field: string, message: string): FieldProblem => ({ field, message });
const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;

export function insurancePlanProblem(plan: EditablePlan): FieldProblem | null {
  const kinds = new Set<string>();
  for (const [i, line] of plan.coverage.entries()) {
    if (kinds.has(line.kind)) return problem(`coverage[${i}].kind`, 'Each cover is listed once');
    kinds.add(line.kind);
    if (!whole(line.limit))
      return problem(`coverage[${i}].limit`, 'A cover limit is a whole amount, 0 or more');
    if (!whole(line.excess))
      return problem(`coverage[${i}].excess`, 'An excess is a whole amount, 0 or more');
    if (line.limit > 0 && line.excess > line.limit)
      return problem(`coverage[${i}].excess`, 'The excess cannot exceed the cover limit');
  }
  if (!plan.coverage.some((l) => l.kind === 'medical' && l.limit > 0))
    return problem('coverage', 'A plan covers emergency medical expenses');
  if (!Number.isInteger(plan.maxTripDays) || plan.maxTripDays < 1)
    return problem('maxTripDays', 'A plan covers trips of at least 1 day');
  if (!Number.isInteger(plan.maxAge) || plan.maxAge < 1)
    return problem('maxAge', 'Give the oldest insured age');
  if (plan.travelTypes.length === 0) return problem('travelTypes', 'Choose at least one travel type');
  if (new Set(plan.travelTypes).size !== plan.travelTypes.length)
    return problem('travelTypes', 'Each travel type once');
  const table = priceTableProblem(plan.priceTable);
  if (table) return problem('priceTable', table);
  if (plan.priceTable.tripDays.at(-1)! < plan.maxTripDays)
    return problem(
      'priceTable.tripDays',
      `The day bands must reach the longest trip (${plan.maxTripDays} days)`,
    );
  if (plan.priceTable.ages.at(-1)! < plan.maxAge)
    return problem('priceTable.ages', `The age bands must reach the oldest insured age (${plan.maxAge})`);
  if (plan.priceTable.tripDays[0]! < 1 || plan.priceTable.ages[0]! < 0)
    return problem('priceTable', 'Bands start at 1 day and age 0 or more');
  return null;
}
