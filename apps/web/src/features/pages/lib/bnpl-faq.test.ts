import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { bnplFaq, bnplSteps } from './bnpl-faq';

describe('buy-now-pay-later page content', () => {
  const faq = bnplFaq(t);

  it('has the four questions of spec section 4', () => {
    expect(faq.map((entry) => entry.id)).toEqual(['who', 'limits', 'fees', 'refunds']);
  });

  it('names the five countries and the age limit', () => {
    const who = faq[0]!.answer.join(' ');
    expect(who).toContain('UAE, KSA, Qatar, Bahrain and Kuwait');
    expect(who).toContain('18 years of age or older');
  });

  it('splits purchases into 4 interest-free payments', () => {
    expect(
      bnplSteps(t)
        .map((step) => step.text)
        .join(' '),
    ).toContain('4 interest-free payments');
  });
});
