import { describe, expect, it } from 'vitest';
import {
  canMoveVisaTraveller,
  visaApplicationStatusOf,
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
  });
});
