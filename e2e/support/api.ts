import type { AgentRecord, LoginResult, SignupBody } from '@portal/contracts';
import { E2E_BASE_URL } from './env';

/** Calls the suite's server directly (set-up steps that are not under test go through the API). */
export async function callApi<T>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; expectStatus?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${E2E_BASE_URL}/api/v1/${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const expected = options.expectStatus ?? 200;
  if (response.status !== expected) {
    throw new Error(`${method} /api/v1/${path}: expected ${expected}, got ${response.status}: ${text}`);
  }
  return (text ? JSON.parse(text) : null) as T;
}

let sequence = 0;

/** An address no other test (or earlier run against a reused data directory) has used. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return `e2e-${label}-${stamp}@example.test`.toLowerCase();
}

/** A password that satisfies the sign-up strength rule. */
export const AGENT_PASSWORD = 'Agent#2026pass';

/** The fields of a sign-up form (agents:create takes the same ones). */
export function signupBodyFor(email: string, overrides: Partial<SignupBody> = {}): SignupBody {
  return {
    companyName: 'Oasis Journeys LLC',
    address: 'Office 12, Sheikh Zayed Road, Dubai',
    country: 'AE',
    city: 'Dubai',
    name: 'Layla Test',
    designation: 'Travel Consultant',
    email,
    phoneNumber: '+971 50 123 4567',
    whatsappNumber: '+971 50 765 1111',
    password: AGENT_PASSWORD,
    ...overrides,
  };
}

export const loginViaApi = (email: string, password: string) =>
  callApi<LoginResult>('POST', 'b2b/resellers/auth/login', { body: { email, password } });

/** Signs in an approved agent and returns its bearer token. */
export async function tokenFor(email: string, password: string): Promise<string> {
  const answer = await loginViaApi(email, password);
  if (!('jwtToken' in answer)) throw new Error(`${email} is not approved yet (login answered pending)`);
  return answer.jwtToken;
}

/** The demo member of staff (seeded with DEMO_PASSWORD): the back office's sign-in. */
export const DEMO_ADMIN = 'admin@demo.test';

let staffSignIn: Promise<string> | null = null;

/**
 * The demo member of staff's token (POST /admin/auth/login), signed in once per worker: staff sign-ins
 * are rate limited like agents'. A test that signs staff out signs in through the form instead.
 */
export function staffToken(): Promise<string> {
  // An administrator uses two-factor sign-in: staff-two-factor.ts enrols it once and answers its codes.
  staffSignIn ??= import('./staff-two-factor').then((m) => m.staffSignIn(DEMO_ADMIN, 'Demo#2026pass'));
  return staffSignIn;
}

export const logoutViaApi = (token: string) =>
  callApi<unknown>('POST', 'b2b/resellers/auth/logout', { token });

export const getReseller = (token: string) =>
  callApi<AgentRecord>('GET', 'b2b/resellers/auth/getReseller', { token });

export interface CompanyConfigView {
  companyShortName: string;
  favicon: string;
  licenceNumber: string;
  whatsappNumber: string;
  appStoreUrl: string;
  whatsappDetails: Record<string, { phoneNumber: string }>;
}

export const companyConfig = () => callApi<CompanyConfigView>('GET', 'company/config');
