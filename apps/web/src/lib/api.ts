import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ErrorEnvelope } from '@portal/contracts';
import { readStorage, STORAGE_KEYS } from './storage';
import { envelopeMessage } from './error-envelope';

export const API_BASE = '/api/v1/';

/** Fired on any 401 so the session can log out and go to /login (spec sections 6 and 8). */
export const UNAUTHORIZED_EVENT = 'portal:unauthorized';

/** Where a signed-in session keeps its token and what a 401 to one of its calls announces. */
export interface BearerSession {
  tokenKey: string;
  unauthorizedEvent: string;
}

/** The agent's session (spec section 9: storage key agent-string). */
export const AGENT_SESSION: BearerSession = {
  tokenKey: STORAGE_KEYS.token,
  unauthorizedEvent: UNAUTHORIZED_EVENT,
};

/**
 * A base query that adds the session's bearer token; a 401 on a call that carried a token ends that
 * session (its event). A 401 without a token (e.g. wrong password at sign-in) stays with its caller.
 */
export function bearerBaseQuery(
  session: BearerSession,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const raw = fetchBaseQuery({
    baseUrl: API_BASE,
    prepareHeaders: (headers) => {
      const token = readStorage(session.tokenKey);
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  });
  return async (args, api, extra) => {
    const result = await raw(args, api, extra);
    const sentToken = result.meta?.request.headers.has('authorization') ?? false;
    if (result.error?.status === 401 && sentToken) window.dispatchEvent(new Event(session.unauthorizedEvent));
    return result;
  };
}

/** The agent portal's base query (the session logs out and goes to /login on a 401, spec sections 6 and 8). */
export const baseQuery = bearerBaseQuery(AGENT_SESSION);

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
    'Notifications',
    'NotificationSettings',
  ],
  endpoints: () => ({}),
});

/** The server's message from an RTK Query error in the reader's language, or a fallback. */
export const errorMessage = envelopeMessage;

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
