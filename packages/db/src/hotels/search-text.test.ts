import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-text.ts';

describe('normalizeSearchText', () => {
  it('drops accents and case', () => {
    expect(normalizeSearchText('Mövenpick Résidence')).toBe('movenpick residence');
    expect(normalizeSearchText('ABU DHABI')).toBe('abu dhabi');
  });

  it('removes apostrophes and turns other punctuation into single spaces', () => {
    expect(normalizeSearchText('Jumeirah Mina A\u2019Salam')).toBe('jumeirah mina asalam');
    expect(normalizeSearchText("Mina A'Salam")).toBe('mina asalam');
    expect(normalizeSearchText('One&Only  The Palm')).toBe('one only the palm');
    expect(normalizeSearchText(' The Ritz-Carlton, Dubai ')).toBe('the ritz carlton dubai');
  });

  it('keeps letters of other scripts', () => {
    expect(normalizeSearchText('فندق دبي')).toBe('فندق دبي');
  });
});
