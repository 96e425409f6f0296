import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ErrorEnvelope } from '@portal/contracts';
import { readStorage, STORAGE_KEYS } from './storage';

export const API_BASE = '/api/v1/';

/** Fired on any 401 so the session can log out and go to /login (spec sections 6 and 8). */
export const UNAUTHORIZED_EVENT = 'portal:unauthorized';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  prepareHeaders: (headers) => {
    const token = readStorage(STORAGE_KEYS.token);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * The one base query: adds the bearer token, and a 401 on a call that carried a token logs the agent out.
 * A 401 without a token (e.g. wrong password at sign-in) has no session to end and stays with its caller.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const result = await rawBaseQuery(args, api, extra);
  const sentToken = result.meta?.request.headers.has('authorization') ?? false;
  if (result.error?.status === 401 && sentToken) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  return result;
};

/** Modules add their endpoints with api.injectEndpoints in features/<module>/api/. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Agent',
    'Wallet',
    'Transactions',
    'Deposits',
    'Withdrawals',
    'Resellers',
    'Markups',
    'Orders',
    'Certificates',
    'Quotations',
  ],
  endpoints: () => ({}),
});

/** The server's message from an RTK Query error, or a fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong, please try again'): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: Partial<ErrorEnvelope> }).data;
    if (data && typeof data.error === 'string' && data.error) return data.error;
  }
  return fallback;
}

/** The server's error code (e.g. INSUFFICIENT_FUNDS) from an RTK Query error, or null. */
export function errorCode(error: unknown): string | null {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: Partial<ErrorEnvelope> }).data;
    if (data && typeof data.code === 'string') return data.code;
  }
  return null;
}

/** Field errors of a 400 answer, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: Partial<ErrorEnvelope> }).data;
    if (data?.fieldErrors) return data.fieldErrors;
  }
  return {};
}
