import { describe, expect, it } from 'vitest';
import { fontRuns, hasArabic, isArabicChar, isolate, visualRuns, visualText } from './bidi.ts';

const NAME = 'محمد العلي';

describe('PDF bidi helper', () => {
  it('tells Arabic letters from Latin ones', () => {
    expect(isArabicChar('م')).toBe(true);
    expect(isArabicChar('١')).toBe(true);
    expect(isArabicChar('M')).toBe(false);
    expect(isArabicChar(' ')).toBe(false);
    expect(hasArabic('Mr محمد')).toBe(true);
    expect(hasArabic('Mr Smith (adult, 35)')).toBe(false);
  });

  it('puts an Arabic name in an English line right to left, word order reversed as a whole', () => {
    const reversed = [...NAME].reverse().join('');
    expect(visualText(`Mr ${NAME}, adult`, 'ltr')).toBe(`Mr ${reversed}, adult`);
    // A number after Arabic letters joins the right-to-left run (as in a browser) unless the name is isolated.
    expect(visualText(`Mr ${NAME} (35)`, 'ltr')).toBe(`Mr (35) ${reversed}`);
    expect(visualText(`Mr ${isolate(NAME)} (35)`, 'ltr')).toBe(`Mr ${reversed} (35)`);
  });

  it('keeps Latin words and numbers left to right inside an Arabic line', () => {
    // Read from the right: "الغرفة 1: Mr Smith" → on paper (left to right): "Mr Smith :1 ةفرغلا"
    expect(visualText('الغرفة 1: Mr Smith', 'rtl')).toBe('Mr Smith :1 ةفرغلا');
    expect(visualText('المجموع AED 1,200.00', 'rtl')).toBe('AED 1,200.00 عومجملا');
  });

  it('mirrors brackets that run right to left', () => {
    expect(visualText('(طفل)', 'rtl')).toBe('(لفط)');
  });

  it('answers runs pdfkit draws left to right: Latin in visual order, each Arabic word in logical order', () => {
    expect(visualRuns(`Mr ${NAME}`, 'ltr')).toEqual([
      { text: 'Mr ', arabic: false },
      { text: 'العلي', arabic: true },
      { text: ' ', arabic: false },
      { text: 'محمد', arabic: true },
    ]);
    expect(visualRuns(`الاسم: ${NAME}`, 'rtl').map((r) => r.text)).toEqual([
      'العلي',
      ' ',
      'محمد',
      ' :',
      'الاسم',
    ]);
  });

  it('splits logical text into same-font runs for measuring', () => {
    expect(fontRuns('Room 1: محمد')).toEqual([
      { text: 'Room 1: ', arabic: false },
      { text: 'محمد', arabic: true },
    ]);
  });
});
