import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, previewWith } from './markup-input';

describe('markup input', () => {
  it('reads flat markups in AED as minor units and percentages as they are', () => {
    expect(checkDraft({ type: 'flat', text: '12.50' })).toEqual({ ok: true, type: 'flat', value: 1250 });
    expect(checkDraft({ type: 'percentage', text: '7.5' })).toEqual({
      ok: true,
      type: 'percentage',
      value: 7.5,
    });
    expect(checkDraft({ type: 'flat', text: '0' })).toEqual({ ok: true, type: 'flat', value: 0 });
  });

  it('refuses negative, empty, non-numeric and oversized markups with a message', () => {
    for (const text of ['-1', '', 'abc']) {
      const check = checkDraft({ type: 'flat', text });
      expect(check.ok).toBe(false);
    }
    const negative = checkDraft({ type: 'percentage', text: '-5' });
    expect(negative).toEqual({ ok: false, message: 'The markup cannot be negative' });
    expect(checkDraft({ type: 'percentage', text: '5000' }).ok).toBe(false);
  });

  it('previews the price with the markup on the unit price', () => {
    expect(previewWith(10_000, checkDraft({ type: 'flat', text: '15' }))).toBe(11_500);
    expect(previewWith(10_000, checkDraft({ type: 'percentage', text: '10' }))).toBe(11_000);
    expect(previewWith(10_001, checkDraft({ type: 'percentage', text: '2.5' }))).toBe(10_251);
    expect(previewWith(10_000, checkDraft({ type: 'flat', text: '-3' }))).toBe(10_000);
  });

  it('fills the field from a stored markup', () => {
    expect(draftOf(null)).toEqual({ type: 'flat', text: '' });
    expect(draftOf({ markupType: 'percentage', markup: 12 })).toEqual({ type: 'percentage', text: '12' });
  });
});
