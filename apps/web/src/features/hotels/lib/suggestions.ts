import type { HotelSuggestionsAnswer, PopularCityDto, SuggestionType } from '@portal/contracts';

/** Spec section 8, verbatim. */
export const NO_SUGGESTIONS_TEXT = 'No Query found with this data';
/** Spec section 9: suggestion debounce. */
export const SUGGESTION_DEBOUNCE_MS = 800;

/** Suggestions are requested only for text longer than 2 characters; shorter shows top destinations. */
export const wantsSuggestions = (text: string) => text.trim().length > 2;

export interface SuggestionOption {
  id: string;
  type: SuggestionType;
  /** What the destination box shows once chosen. */
  label: string;
  name: string;
  detail: string;
  count: number | null;
}

export interface SuggestionGroup {
  title: string;
  options: SuggestionOption[];
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/**
 * The groups the list shows: top destinations (popular hotel cities of the initial data) below 3
 * characters, otherwise Cities, Areas and Hotels of the answer; empty groups are left out.
 */
export function suggestionGroups(
  answer: HotelSuggestionsAnswer | null | undefined,
  popular: readonly PopularCityDto[],
  showTop: boolean,
): SuggestionGroup[] {
  if (showTop) {
    const options = popular.map((c) => ({
      id: c._id,
      type: 'CITY' as const,
      label: c.cityName,
      name: c.cityName,
      detail: join(c.stateName !== c.cityName ? c.stateName : null, c.countryName),
      count: c.propertyCount,
    }));
    return options.length > 0 ? [{ title: 'Top destinations', options }] : [];
  }
  if (!answer) return [];
  const groups: SuggestionGroup[] = [
    {
      title: 'Cities',
      options: answer.cities.map((c) => ({
        id: c.cityId,
        type: 'CITY',
        label: c.cityName,
        name: c.cityName,
        detail: join(c.stateName !== c.cityName ? c.stateName : null, c.countryName),
        count: c.propertyCount,
      })),
    },
    {
      title: 'Areas',
      options: answer.areas.map((a) => ({
        id: a.areaId,
        type: 'AREA',
        label: a.areaName,
        name: a.areaName,
        detail: join(a.cityName, a.countryName),
        count: a.propertyCount,
      })),
    },
    {
      title: 'Hotels',
      options: answer.hotels.map((h) => ({
        id: h.hotelId,
        type: 'HOTEL',
        label: h.hotelName,
        name: h.hotelName,
        detail: join(h.cityName, h.countryName),
        count: null,
      })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}
