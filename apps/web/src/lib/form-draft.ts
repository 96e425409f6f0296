import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'form-draft:';

function read(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the draft still lives in the form */
  }
}

/**
 * What an agent typed into a checkout survives a reload and a card top-up round trip (issue 30):
 * the form's values are kept in this tab's session storage under the page's address, put back when
 * the page opens again, and dropped once the order is placed (call the returned `discard`).
 * Session storage is per tab and ends with it, so a traveller's details do not outlive the tab.
 */
export function useFormDraft<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>,
): () => void {
  const { pathname, search } = useLocation();
  const key = pathname + search;
  useEffect(() => {
    const saved = read(key);
    if (saved && typeof saved === 'object')
      form.reset({ ...form.getValues(), ...saved }, { keepDefaultValues: true });
    const subscription = form.watch((values) => write(key, values));
    return () => subscription.unsubscribe();
  }, [form, key]);
  return useCallback(() => write(key, null), [key]);
}

/**
 * The same for a checkout whose fields live in component or Redux state (flights, insurance): `value` is
 * kept in this tab's session storage under `name` and the page's address on every change, and handed to
 * `restore` once, when the page opens again and `ready` (the form it restores into exists). Call the
 * returned `discard` once the order is placed.
 */
export function useStateDraft<T>(
  name: string,
  value: T,
  restore: (saved: T) => void,
  ready = true,
): () => void {
  const { pathname, search } = useLocation();
  const key = `${name}:${pathname}${search}`;
  const restoredFor = useRef<string | null>(null);
  const skipWrite = useRef(false);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });
  useEffect(() => {
    if (!ready || restoredFor.current === key) return;
    restoredFor.current = key;
    const saved = read(key);
    if (saved === null) return;
    skipWrite.current = true;
    restoreRef.current(saved as T);
  }, [key, ready]);
  useEffect(() => {
    // Nothing is written before the saved draft was put back (nor in the same pass, before the restored
    // values render), so opening the page never erases it.
    if (restoredFor.current !== key) return;
    if (skipWrite.current) {
      skipWrite.current = false;
      return;
    }
    write(key, value);
  }, [key, value]);
  return useCallback(() => write(key, null), [key]);
}
