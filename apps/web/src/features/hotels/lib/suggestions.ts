import type { HotelSuggestionsAnswer, PopularCityDto, SuggestionType } from '@portal/contracts';

/** Spec section 8, verbatim. */
export const NO_SUGGESTIONS_TEXT = 'No Query found with this data';
/** A failed lookup (the list offers "Try again"). */
export const SUGGESTIONS_FAILED_TEXT = 'Suggestions could not be loaded.';
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

/**
 * A place as the portal writes it, smallest first ("Al Ain, Abu Dhabi, United Arab Emirates"): empty
 * parts and a part equal to the one before (the emirate of Dubai is Dubai) are left out.
 */
export function placeLine(...parts: (string | null | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && text.toLowerCase() !== kept[kept.length - 1]?.toLowerCase()) kept.push(text);
  }
  return kept.join(', ');
}

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
      detail: placeLine(c.stateName !== c.cityName ? c.stateName : null, c.countryName),
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
        detail: placeLine(c.stateName !== c.cityName ? c.stateName : null, c.countryName),
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
        detail: placeLine(a.cityName, a.stateName, a.countryName),
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
        detail: placeLine(h.cityName, h.stateName, h.countryName),
        count: null,
      })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}
