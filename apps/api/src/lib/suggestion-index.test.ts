import { describe, expect, it } from 'vitest';
import { SuggestionIndex } from './suggestion-index.ts';

const index = new SuggestionIndex(
  ['Dubai Frame', 'Burj Khalifa', 'Abu Dhabi City Tour', '100% Fun_Park', 'dubai creek cruise'].map(
    (name, i) => ({
      i,
      name,
    }),
  ),
  (e) => e.name,
);
const names = (text: string, limit = 10) => index.match(text, limit).map((e) => e.name);

describe('SuggestionIndex', () => {
  it('matches a case-insensitive substring and keeps the ranking order', () => {
    expect(names('DUBAI')).toEqual(['Dubai Frame', 'dubai creek cruise']);
    expect(names('bu')).toEqual(['Burj Khalifa', 'Abu Dhabi City Tour']);
  });

  it('stops at the limit, in ranking order', () => {
    expect(names('a', 2)).toEqual(['Dubai Frame', 'Burj Khalifa']);
    expect(names('', 3)).toEqual(['Dubai Frame', 'Burj Khalifa', 'Abu Dhabi City Tour']);
  });

  it('takes SQL wildcards literally', () => {
    expect(names('%')).toEqual(['100% Fun_Park']);
    expect(names('_')).toEqual(['100% Fun_Park']);
    expect(names('b%i')).toEqual([]);
  });
});
