import { API_PATH } from './api-path';

/** A failed call in RTK Query's error shape, so lib/server-errors.ts reads both alike. */
export interface PlainRequestError {
  status: number | 'FETCH_ERROR';
  data?: unknown;
}

/**
 * POSTs JSON to the API without the data layer (the sign-in form: Redux Toolkit loads after the page).
 * Answers `{ data }` or `{ error }` like an RTK Query mutation; never throws.
 */
export async function postJson<T>(
  path: string,
  body: unknown,
): Promise<{ data: T } | { error: PlainRequestError }> {
  try {
    const res = await fetch(`${API_PATH}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    return res.ok ? { data: data as T } : { error: { status: res.status, data } };
  } catch {
    return { error: { status: 'FETCH_ERROR' } };
  }
}
