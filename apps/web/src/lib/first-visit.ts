import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Spec sections 2.1 and 2.2: a first visit until the stored flag says false. */
export function isFirstVisit(): boolean {
  return readStorage(STORAGE_KEYS.firstVisit) !== 'false';
}

export function markVisited(): void {
  writeStorage(STORAGE_KEYS.firstVisit, 'false');
}
