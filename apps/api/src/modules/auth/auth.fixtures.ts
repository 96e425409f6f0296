import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { admins, agentConfigurations, agents } from '@portal/db';
import type { StaffRole } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { appClocks } from '../../testing/app-clocks.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AgentRow, FlagName } from './agents.repository.ts';

/** Test helpers for any module's integration tests: agents, admins, sign-in, multipart bodies. */
export const TEST_PASSWORD = 'Test#2026pass';
let testHash: Promise<string> | null = null;
const passwordHashOf = (password: string) =>
  password === TEST_PASSWORD ? (testHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password);

export interface TestAgentOptions extends Partial<typeof agents.$inferInsert> {
  /** Module flags (all on by default); null creates no configuration row. */
  flags?: Partial<Record<FlagName, boolean>> | null;
  password?: string;
}

export async function createTestAgent(deps: AppDeps, options: TestAgentOptions = {}): Promise<AgentRow> {
  const { flags = {}, password = TEST_PASSWORD, ...values } = options;
  const unique = randomBytes(4).toString('hex');
  const [row] = await deps.database.db
    .insert(agents)
    .values({
      email: `agent-${unique}@example.test`,
      companyName: `Test Travels ${unique}`,
      address: 'Office 1, Test Street',
      countryIsocode: 'AE',
      city: 'Dubai',
      name: 'Test Agent',
      designation: 'Manager',
      phoneNumber: '+971 50 000 0000',
      whatsappNumber: '+971 50 000 0001',
      randomString: randomBytes(24).toString('hex'),
      status: 'ok',
      whatsappDetails: { hotels: { phoneNumber: '+971 50 111 2201' } },
      ...values,
      passwordHash: await passwordHashOf(password),
    })
    .returning();
  if (!row) throw new Error('test agent not created');
  if (flags !== null)
    await deps.database.db.insert(agentConfigurations).values({ agentId: row.id, ...flags });
  return row;
}

export async function createTestAdmin(deps: AppDeps, password = TEST_PASSWORD, roles?: string[]) {
  const email = `admin-${randomBytes(4).toString('hex')}@example.test`;
  const [row] = await deps.database.db
    .insert(admins)
    .values({
      email,
      name: 'Test Admin',
      passwordHash: await passwordHashOf(password),
      ...(roles ? { roles } : {}),
    })
    .returning();
  if (!row) throw new Error('test admin not created');
  return row;
}

/** A member of staff with only `role` (e.g. content, finance), signed in: answers its bearer token. */
export async function signInStaffWithRole(
  t: { app: FastifyInstance; deps: AppDeps },
  role: StaffRole,
): Promise<string> {
  const admin = await createTestAdmin(t.deps, TEST_PASSWORD, [role]);
  return signInAdmin(t.app, admin.email);
}

async function signInThrough(
  app: FastifyInstance,
  url: string,
  what: string,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url, payload: { email, password } });
  const body = res.json<{ jwtToken?: string }>();
  if (res.statusCode !== 200 || !body.jwtToken) throw new Error(`${what} failed: ${res.body}`);
  return body.jwtToken;
}

/** Signs an agent in through the real login route and answers its bearer token. */
export const signInAgent = (app: FastifyInstance, email: string, password = TEST_PASSWORD) =>
  signInThrough(app, '/api/v1/b2b/resellers/auth/login', 'sign-in', email, password);

/**
 * The second factor of each member of staff the tests signed in (staff whose roles move money must use
 * two-factor sign-in, issue 33): its secret and unused recovery codes, so a later sign-in can answer.
 */
export const testSecondFactors = new Map<string, { secret: string; recoveryCodes: string[] }>();

/**
 * Signs a member of staff in through the real routes and answers its bearer token. A member of staff who
 * must use two-factor sign-in and has not set it up enrols on the way (the code computed from the secret it
 * is shown); one who has answers with a recovery code (a TOTP code could be the last one used).
 */
export const signInAdmin = (app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> =>
  signInStaffThrough(
    async (url, payload) => {
      const res = await app.inject({ method: 'POST', url, payload });
      return { status: res.statusCode, body: res.json(), text: res.body };
    },
    email,
    password,
    appClocks.get(app)?.now() ?? new Date(),
  );

/** A POST of the staff sign-in routes, by app.inject or over HTTP (tests with several processes). */
export type StaffPost = (
  url: string,
  payload: Record<string, string>,
) => Promise<{ status: number; body: unknown; text: string }>;

export async function signInStaffThrough(
  post: StaffPost,
  email: string,
  password: string,
  /** The server's time now (its code is computed for it). */
  now: Date = new Date(),
): Promise<string> {
  const res = await post('/api/v1/admin/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.text}`);
  const body = res.body as { jwtToken?: string; step?: string; challengeToken?: string };
  if (body.jwtToken) return body.jwtToken;
  const challengeToken = body.challengeToken ?? '';
  const verify = async (code: string) => {
    const done = await post('/api/v1/admin/auth/two-factor/challenge/verify', { challengeToken, code });
    const answer = done.body as { jwtToken?: string; recoveryCodes?: string[] };
    if (done.status !== 200 || !answer.jwtToken) throw new Error(`admin second step failed: ${done.text}`);
    return { jwtToken: answer.jwtToken, recoveryCodes: answer.recoveryCodes ?? [] };
  };
  if (body.step === 'enrol') {
    const enrol = await post('/api/v1/admin/auth/two-factor/challenge/enrol', { challengeToken });
    const { secret } = enrol.body as { secret: string };
    const answer = await verify(await generate({ secret, epoch: Math.floor(now.getTime() / 1000) }));
    testSecondFactors.set(email, { secret, recoveryCodes: answer.recoveryCodes });
    return answer.jwtToken;
  }
  const code = testSecondFactors.get(email)?.recoveryCodes.shift();
  if (!code) throw new Error(`no recovery code left for ${email} in the tests`);
  return (await verify(code)).jwtToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TestFilePart {
  field: string;
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body for app.inject. */
export function multipart(parts: TestFilePart[], fields: Record<string, string> = {}) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Smallest real files of each type (detected by magic bytes). */
export const SAMPLE_FILES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
  // A real 1x1 baseline JPEG: uploads read the image size from its frame header.
  jpg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  text: Buffer.from('This is plain text pretending to be a PDF document.\n'),
};
