import type {
  RecoveryCodesAnswer,
  SessionsAnswer,
  TwoFactorEnrolment,
  TwoFactorProofBody,
  TwoFactorStatus,
} from '@portal/contracts';
import { API_PATH } from '../../../lib/api-path';
import type { BearerSession } from '../../../lib/api';
import { readStorage } from '../../../lib/storage';

/** A call's answer in RTK Query's shape (lib/api.ts `errorMessage` reads its error). */
export type Answer<T> = { data: T } | { error: { status: number | 'FETCH_ERROR'; data?: unknown } };

/**
 * Two-factor sign-in and sessions of the person signed in, the same calls for an agency user
 * (b2b/resellers/auth) and a member of staff (admin/auth), each with its own session's token. A 401 ends
 * that session (its event), as lib/api.ts does.
 */
export interface SecurityClient {
  status: () => Promise<Answer<TwoFactorStatus>>;
  enrol: () => Promise<Answer<TwoFactorEnrolment>>;
  confirm: (code: string) => Promise<Answer<RecoveryCodesAnswer>>;
  regenerate: (proof: TwoFactorProofBody) => Promise<Answer<RecoveryCodesAnswer>>;
  disable: (proof: TwoFactorProofBody) => Promise<Answer<{ message: string }>>;
  sessions: () => Promise<Answer<SessionsAnswer>>;
  endSession: (id: string) => Promise<Answer<{ message: string }>>;
}

/** A JSON call with the session's token; a 401 ends that session (its event), as lib/api.ts does. */
export function bearerCall(session: BearerSession) {
  return async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const token = readStorage(session.tokenKey);
    try {
      const res = await fetch(`${API_PATH}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      const data: unknown = text ? JSON.parse(text) : undefined;
      if (res.status === 401 && token) window.dispatchEvent(new Event(session.unauthorizedEvent));
      return res.ok ? { data: data as T } : { error: { status: res.status, data } };
    } catch {
      return { error: { status: 'FETCH_ERROR' } };
    }
  };
}

export function securityClient(
  base: 'b2b/resellers/auth' | 'admin/auth',
  session: BearerSession,
): SecurityClient {
  const bearer = bearerCall(session);
  const call = <T>(method: string, path: string, body?: unknown) =>
    bearer<T>(method, `${base}/${path}`, body);
  return {
    status: () => call('GET', 'two-factor'),
    enrol: () => call('POST', 'two-factor/enrol', {}),
    confirm: (code) => call('POST', 'two-factor/confirm', { code }),
    regenerate: (proof) => call('POST', 'two-factor/recovery-codes', proof),
    disable: (proof) => call('POST', 'two-factor/disable', proof),
    sessions: () => call('GET', 'sessions'),
    endSession: (id) => call('DELETE', `sessions/${encodeURIComponent(id)}`),
  };
}
