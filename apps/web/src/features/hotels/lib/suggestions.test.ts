import { describe, expect, it } from 'vitest';
import { NO_SUGGESTIONS_TEXT, suggestionGroups, wantsSuggestions } from './suggestions';

const popular = [
  {
    _id: 'c1',
    cityName: 'Dubai',
    stateName: 'Dubai',
    countryName: 'United Arab Emirates',
    propertyCount: 700,
    suggestionType: 'CITY' as const,
  },
];
const answer = {
  cities: [],
  areas: [
    {
      areaId: 'a1',
      areaName: 'Dubai Marina',
      cityName: 'Dubai',
      countryName: 'United Arab Emirates',
      propertyCount: 80,
      suggestionType: 'AREA' as const,
    },
  ],
  hotels: [
    {
      hotelId: 'h1',
      hotelName: 'Marina Byblos',
      cityName: 'Dubai',
      stateName: 'Dubai',
      countryName: 'United Arab Emirates',
      suggestionType: 'HOTEL' as const,
    },
  ],
};

describe('hotel suggestions list', () => {
  it('looks up only text longer than 2 characters', () => {
    expect(wantsSuggestions('du')).toBe(false);
    expect(wantsSuggestions('  du ')).toBe(false);
    expect(wantsSuggestions('dub')).toBe(true);
  });

  it('shows top destinations below 3 characters', () => {
    expect(suggestionGroups(answer, popular, true)).toEqual([
      {
        title: 'Top destinations',
        options: [
          {
            id: 'c1',
            type: 'CITY',
            label: 'Dubai',
            name: 'Dubai',
            detail: 'United Arab Emirates',
            count: 700,
          },
        ],
      },
    ]);
  });

  it('groups Cities, Areas and Hotels and leaves empty groups out', () => {
    const groups = suggestionGroups(answer, popular, false);
    expect(groups.map((g) => g.title)).toEqual(['Areas', 'Hotels']);
    expect(groups[1]?.options[0]).toMatchObject({
      id: 'h1',
      type: 'HOTEL',
      label: 'Marina Byblos',
      count: null,
    });
    expect(suggestionGroups({ cities: [], areas: [], hotels: [] }, popular, false)).toEqual([]);
  });

  it('has the spec text for no matches', () => {
    expect(NO_SUGGESTIONS_TEXT).toBe('No Query found with this data');
  });
});
