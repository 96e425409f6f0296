import { afterAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { formatInstant } from './instants';

describe('formatInstant (issue "Hotels I", issue 35)', () => {
  afterAll(async () => {
    vi.stubGlobal('document', { documentElement: {} });
    await setLanguage('en', { remember: false });
    vi.unstubAllGlobals();
  });

  it('says an instant DD/MM/YYYY HH:mm in the hotel zone in English, by month name in Arabic', async () => {
    const iso = '2026-03-12T10:00:00.000Z';
    // The zone's short name is the runtime's (a browser says "GMT+4", Node's ICU "GST").
    expect(formatInstant(iso, 'Asia/Dubai')).toMatch(/^12\/03\/2026 14:00 \S+$/);
    expect(formatInstant(iso, 'Europe/London')).toBe('12/03/2026 10:00 GMT');
    expect(formatInstant('not a date', 'Asia/Dubai')).toBe('');
    vi.stubGlobal('document', { documentElement: {} });
    await setLanguage('ar', { remember: false });
    const arabic = formatInstant(iso, 'Asia/Dubai');
    expect(arabic).toContain('مارس');
    expect(arabic).toContain('14:00');
    expect(arabic).not.toContain('/03/');
  });
});
