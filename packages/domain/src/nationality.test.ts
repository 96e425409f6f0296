import { describe, expect, it } from 'vitest';
import { NATIONALITY_WORDS, nationalityOf, nationalityOptions } from './nationality.ts';

describe('nationalityOf', () => {
  it('says the nationality word of a code, whatever its case', () => {
    expect(nationalityOf('AE')).toBe('Emirati');
    expect(nationalityOf('in')).toBe('Indian');
    expect(nationalityOf('GB')).toBe('British');
    expect(nationalityOf('US')).toBe('American');
    expect(nationalityOf('WF')).toBe('Wallisian and Futunan');
  });

  it('never answers a bare code: an unknown code takes the fallback, a word stays a word', () => {
    expect(nationalityOf('ZZ', 'Nowhere')).toBe('Nowhere');
    expect(nationalityOf('Emirati')).toBe('Emirati');
    expect(nationalityOf('')).toBe('');
    expect(nationalityOf(null)).toBe('');
  });

  it('has a word, not a country name, for every code the portal seeds', async () => {
    const { countries } = await import('countries-list');
    for (const [code, country] of Object.entries(countries)) {
      const word = NATIONALITY_WORDS[code];
      expect(word, code).toBeTruthy();
      if (!['IO'].includes(code)) expect(word, code).not.toBe(country.name);
    }
  });
});

describe('nationalityOptions', () => {
  it('labels countries with their nationality and sorts by it', () => {
    const options = nationalityOptions([
      { isocode: 'IN', countryName: 'India' },
      { isocode: 'AE', countryName: 'United Arab Emirates' },
      { isocode: 'ZZ', countryName: 'Nowhere' },
    ]);
    expect(options).toEqual([
      { value: 'AE', label: 'Emirati' },
      { value: 'IN', label: 'Indian' },
      { value: 'ZZ', label: 'Nowhere' },
    ]);
  });
});
