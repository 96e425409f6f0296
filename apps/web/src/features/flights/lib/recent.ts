import { parseRecentSearches, pushRecentSearch, type RecentSearch } from '@portal/domain';
import { readJson, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/** Spec sections 3 and 9: the recent flight searches (at most 4) in local storage. */
export function loadRecentSearches(): RecentSearch[] {
  return parseRecentSearches(readJson<unknown>(STORAGE_KEYS.flightSearches, []));
}

export function saveRecentSearch(search: RecentSearch): RecentSearch[] {
  const list = pushRecentSearch(loadRecentSearches(), search);
  writeStorage(STORAGE_KEYS.flightSearches, JSON.stringify(list));
  return list;
}
