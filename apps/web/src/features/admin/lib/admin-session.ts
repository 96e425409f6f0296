import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/**
 * The staff token of the back office, kept in its own storage key: signing in or out as staff never
 * touches an agent's session in the same browser. Components follow it with useAdminToken().
 */
const listeners = new Set<() => void>();

export function readAdminToken(): string | null {
  return readStorage(STORAGE_KEYS.adminToken);
}

export function saveAdminToken(token: string | null): void {
  writeStorage(STORAGE_KEYS.adminToken, token);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.adminToken) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, readAdminToken, () => null);
}

/**
 * Why the staff sign-in shows up (a token the back office refused, e.g. an agent's): read once by the
 * sign-in page.
 */
let signInNotice: string | null = null;
export function setStaffSignInNotice(text: string | null): void {
  signInNotice = text;
}
export function takeStaffSignInNotice(): string | null {
  const text = signInNotice;
  signInNotice = null;
  return text;
}
