import { describe, expect, it } from 'vitest';
import { flagCode, flagLetters, flagUrl } from './flag-url';

describe('flag images', () => {
  it('reads the country code from a flag emoji', () => {
    expect(flagLetters('🇦🇪')).toBe('AE');
    expect(flagLetters('🇺🇸')).toBe('US');
    expect(flagLetters('AE')).toBe('AE');
    expect(flagLetters('')).toBe('');
  });

  it('prefers the country code, falls back to the emoji, and refuses anything else', () => {
    expect(flagCode('in', '🇦🇪')).toBe('IN');
    expect(flagCode(null, '🇬🇧')).toBe('GB');
    expect(flagCode(undefined, '🏳️')).toBeNull();
    expect(flagCode('', '')).toBeNull();
    expect(flagCode('USA')).toBeNull();
    expect(flagCode('../x')).toBeNull();
  });

  it('points at the per-country SVG served with the app', () => {
    expect(flagUrl('AE')).toBe('/flags/AE.svg');
  });
});
