import { describe, expect, it } from 'vitest';
import { telHref } from './contact-links';

describe('telHref', () => {
  it('keeps the leading plus and the digits', () => {
    expect(telHref('+971 4 123 4567')).toBe('tel:+97141234567');
  });
  it('drops punctuation and inner plus signs', () => {
    expect(telHref(' (04) 123-45+67 ')).toBe('tel:041234567');
  });
});
