import { describe, expect, it } from 'vitest';
import { isolateValues } from './i18n';

describe('values inside Arabic messages (issue 35)', () => {
  it('sets text values apart right to left, leaving counts and select keywords alone', () => {
    expect(
      isolateValues(
        { time: '31/12/2026 20:00 UTC', hotel: 'Atlantis The Palm', n: 2, noun: 'booking' },
        'ar',
      ),
    ).toEqual({
      time: '\u206831/12/2026 20:00 UTC\u2069',
      hotel: '\u2068Atlantis The Palm\u2069',
      n: 2,
      noun: 'booking',
    });
  });

  it('changes nothing in English', () => {
    const values = { time: '31/12/2026 20:00 UTC' };
    expect(isolateValues(values, 'en')).toBe(values);
  });
});
