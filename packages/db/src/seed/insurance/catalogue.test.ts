import { describe, expect, it } from 'vitest';
import { priceTableProblem, PLAN_REGIONS } from '@portal/domain';
import { SEED_INSURANCE_PLANS } from './catalogue.ts';

describe('seeded insurance plans', () => {
  it('covers every region with a usable price table', () => {
    expect(new Set(SEED_INSURANCE_PLANS.map((p) => p.region))).toEqual(new Set(PLAN_REGIONS));
    for (const plan of SEED_INSURANCE_PLANS) {
      expect(priceTableProblem(plan.priceTable), plan.code).toBeNull();
      // Every allowed trip and age has a price: the bands reach the plan's limits.
      expect(plan.priceTable.tripDays.at(-1), plan.code).toBe(plan.maxTripDays);
      expect(plan.priceTable.ages.at(-1), plan.code).toBeGreaterThanOrEqual(plan.maxAge);
      expect(plan.coverage.map((c) => c.kind)).toEqual([
        'medical',
        'evacuation',
        'cancellation',
        'baggage',
        'delay',
      ]);
    }
  });
});
