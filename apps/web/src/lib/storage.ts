/** Browser storage keys of spec section 9 (names not given by the spec are ours). */
export const STORAGE_KEYS = {
  token: 'agent-string',
  currency: 'currency',
  cart: 'agentExcursionCart',
  favourites: 'agentFavourites',
  flightSearches: 'flightSearches',
  a2aEnquiry: 'a2aEnquiry',
  firstVisit: 'firstVisit',
  /** The back office's staff session (its own key: an agent and a member of staff may share a browser). */
  adminToken: 'admin-string',
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage full or blocked: the state still lives in memory */
  }
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = readStorage(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
