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

describe('SuggestionIndex.matchRanked', () => {
  // Ranking order: as loaded (by property count, say).
  const ranked = new SuggestionIndex(
    [
      'al marjan island',
      'dubai marina',
      'umm suqeim',
      'marina bay',
      'ras al khaimah',
      'jumeirah',
      'omar hotel',
    ],
    (name) => name,
  );

  it('puts names starting with the text first, then a word starting with it, then the rest, each in ranking order', () => {
    expect(ranked.matchRanked('mar', 10)).toEqual([
      'marina bay',
      'al marjan island',
      'dubai marina',
      'omar hotel',
    ]);
    expect(ranked.matchRanked('al', 10)).toEqual(['al marjan island', 'ras al khaimah']);
  });

  it('cuts at the limit after ranking', () => {
    expect(ranked.matchRanked('mar', 2)).toEqual(['marina bay', 'al marjan island']);
    expect(ranked.matchRanked('mar', 1)).toEqual(['marina bay']);
    expect(ranked.matchRanked('ina', 3)).toEqual(['dubai marina', 'marina bay']);
    expect(ranked.matchRanked('zzz', 3)).toEqual([]);
  });
});
