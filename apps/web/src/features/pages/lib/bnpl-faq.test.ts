import { describe, expect, it } from 'vitest';
import { BNPL_FAQ, BNPL_STEPS } from './bnpl-faq';

describe('buy-now-pay-later page content', () => {
  it('has the four questions of spec section 4', () => {
    expect(BNPL_FAQ.map((entry) => entry.id)).toEqual(['who', 'limits', 'fees', 'refunds']);
  });

  it('names the five countries and the age limit', () => {
    const who = BNPL_FAQ[0]!.answer.join(' ');
    expect(who).toContain('UAE, KSA, Qatar, Bahrain and Kuwait');
    expect(who).toContain('18 years of age or older');
  });

  it('splits purchases into 4 interest-free payments', () => {
    expect(BNPL_STEPS.map((step) => step.text).join(' ')).toContain('4 interest-free payments');
  });
});
