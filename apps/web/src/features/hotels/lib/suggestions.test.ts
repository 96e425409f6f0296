import { describe, expect, it } from 'vitest';
import { NO_SUGGESTIONS_TEXT, placeLine, suggestionGroups, wantsSuggestions } from './suggestions';

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
      stateName: 'Dubai',
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

  it('names the emirate of a hotel or area outside its own emirate city (HOT-015)', () => {
    const alAin = {
      cities: [],
      areas: [
        {
          areaId: 'a2',
          areaName: 'Al Jimi',
          cityName: 'Al Ain',
          stateName: 'Abu Dhabi',
          countryName: 'United Arab Emirates',
          propertyCount: 3,
          suggestionType: 'AREA' as const,
        },
      ],
      hotels: [
        {
          hotelId: 'h2',
          hotelName: 'Al Ain Rotana',
          cityName: 'Al Ain',
          stateName: 'Abu Dhabi',
          countryName: 'United Arab Emirates',
          suggestionType: 'HOTEL' as const,
        },
      ],
    };
    const details = suggestionGroups(alAin, popular, false).flatMap((g) => g.options.map((o) => o.detail));
    expect(details).toEqual([
      'Al Ain, Abu Dhabi, United Arab Emirates',
      'Al Ain, Abu Dhabi, United Arab Emirates',
    ]);
    // Dubai's emirate is Dubai: said once.
    expect(suggestionGroups(answer, popular, false)[1]?.options[0]?.detail).toBe(
      'Dubai, United Arab Emirates',
    );
    expect(placeLine('', 'Jumeirah', null, 'Dubai', 'dubai', 'United Arab Emirates')).toBe(
      'Jumeirah, Dubai, United Arab Emirates',
    );
  });

  it('has the spec text for no matches', () => {
    expect(NO_SUGGESTIONS_TEXT).toBe('No Query found with this data');
  });
});
