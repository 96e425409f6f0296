import { describe, expect, it } from 'vitest';
import {
  canMoveVisaTraveller,
  visaApplicationStatusOf,
  visaOutcomeOf,
  visaMoveProblem,
  visaReapplyProblem,
} from './status.ts';

describe('visa traveller status', () => {
  it('moves submitted -> in process -> approved or rejected, nothing back', () => {
    expect(canMoveVisaTraveller('submitted', 'in_process')).toBe(true);
    expect(canMoveVisaTraveller('in_process', 'approved')).toBe(true);
    expect(canMoveVisaTraveller('in_process', 'rejected')).toBe(true);
    expect(canMoveVisaTraveller('approved', 'rejected')).toBe(false);
    expect(canMoveVisaTraveller('rejected', 'approved')).toBe(false);
    expect(visaMoveProblem('initiated', 'approved')).toMatch(/not paid/);
    expect(visaMoveProblem('approved', 'approved')).toMatch(/already approved/);
  });

  it('reapplies rejected travellers only', () => {
    expect(visaReapplyProblem('rejected')).toBeNull();
    expect(visaReapplyProblem('approved')).toMatch(/Only a rejected traveller/);
  });

  it('derives the application status', () => {
    expect(visaApplicationStatusOf(['initiated', 'initiated'])).toBe('initiated');
    expect(visaApplicationStatusOf(['submitted', 'submitted'])).toBe('submitted');
    expect(visaApplicationStatusOf(['approved', 'submitted'])).toBe('in_process');
    expect(visaApplicationStatusOf(['approved', 'approved'])).toBe('approved');
    expect(visaApplicationStatusOf(['rejected'])).toBe('rejected');
    expect(visaApplicationStatusOf(['approved', 'rejected'])).toBe('rejected');
    expect(visaApplicationStatusOf(['approved', 'cancelled'])).toBe('approved');
  });

  it('says the outcome per traveller when they differ, and asks for a reapply after a rejection', () => {
    expect(visaOutcomeOf(['approved', 'rejected'])).toBe('1 approved, 1 rejected - reapply');
    expect(visaOutcomeOf(['approved', 'approved', 'in_process'])).toBe('2 approved, 1 in process');
    expect(visaOutcomeOf(['approved', 'approved'])).toBe('Approved');
    expect(visaOutcomeOf(['rejected'])).toBe('Rejected - reapply');
    expect(visaOutcomeOf(['initiated', 'initiated'])).toBe('Awaiting payment');
  });
});
