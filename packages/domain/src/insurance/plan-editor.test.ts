import { describe, expect, it } from 'vitest';
import { insurancePlanProblem, type EditablePlan } from './plan-editor.ts';

const plan: EditablePlan = {
  coverage: [
    { kind: 'medical', limit: 5_000_000, excess: 0 },
    { kind: 'baggage', limit: 100_000, excess: 5_000 },
  ],
  maxTripDays: 30,
  maxAge: 75,
  travelTypes: ['SG', 'FM'],
  priceTable: {
    tripDays: [7, 30],
    ages: [17, 75],
    prices: [
      [1_000, 2_000],
      [3_000, 4_000],
    ],
  },
};

describe('insurance plan rules', () => {
  it('accepts a plan whose bands price every trip and age it accepts', () => {
    expect(insurancePlanProblem(plan)).toBeNull();
  });

  it('names the field of the first problem', () => {
    expect(insurancePlanProblem({ ...plan, maxTripDays: 31 })?.field).toBe('priceTable.tripDays');
    expect(insurancePlanProblem({ ...plan, maxAge: 80 })?.field).toBe('priceTable.ages');
    expect(insurancePlanProblem({ ...plan, coverage: [plan.coverage[1]!] })?.field).toBe('coverage');
    expect(insurancePlanProblem({ ...plan, coverage: [...plan.coverage, plan.coverage[0]!] })?.field).toBe(
      'coverage[2].kind',
    );
    expect(
      insurancePlanProblem({
        ...plan,
        priceTable: {
          ...plan.priceTable,
          prices: [
            [1_000, 0],
            [3_000, 4_000],
          ],
        },
      })?.field,
    ).toBe('priceTable');
    expect(insurancePlanProblem({ ...plan, travelTypes: ['SG', 'SG'] })?.field).toBe('travelTypes');
  });
});
