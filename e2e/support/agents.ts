import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleFlag } from '@portal/domain';
import { e2eDataDir, runAdmin } from './admin';
import { signupBodyFor, uniqueEmail } from './api';

export interface TestAgent {
  email: string;
  password: string;
  name: string;
  companyName: string;
  agentCode: number;
}

export type FlagValues = Partial<Record<ModuleFlag, boolean>>;

export interface CreateAgentOptions {
  /** Part of the e-mail address, to tell agents apart in server logs. */
  label?: string;
  /** Module flags (unlisted flags on, as after a sign-up). */
  flags?: FlagValues;
  /** No configuration (`--none`): the agent is entry-denied. */
  noConfiguration?: boolean;
  /** Leave the agent pending (not approved). */
  pending?: boolean;
  /** A sub-agent of this reseller (its e-mail address). */
  parent?: string;
}

const flagWords = (flags: FlagValues) =>
  Object.entries(flags).map(([flag, on]) => `${flag}=${on ? 'on' : 'off'}`);

/** `agents:flags <email> showVisa=off ...` through the admin command line. */
export async function setFlags(email: string, flags: FlagValues): Promise<string> {
  return runAdmin(['agents:flags', email, ...flagWords(flags)]);
}

/**
 * A new agent with the status and module flags asked for, opened by the operator's `agents:create`.
 * Never through the public sign-up: that is limited per client address (every test runs from
 * 127.0.0.1) and the suite must not depend on staying under a production limit. The sign-up flow
 * itself is tested through the form in auth.spec.ts.
 */
export async function createApprovedAgent(options: CreateAgentOptions = {}): Promise<TestAgent> {
  const label = options.label ?? 'agent';
  const email = uniqueEmail(label);
  const body = signupBodyFor(email, { companyName: `E2E ${label} Travel LLC` });
  const output = await runAdmin([
    'agents:create',
    email,
    '--company',
    body.companyName,
    '--name',
    body.name,
    '--address',
    body.address,
    '--country',
    body.country,
    '--city',
    body.city,
    '--designation',
    body.designation,
    '--phone',
    body.phoneNumber,
    '--whatsapp',
    body.whatsappNumber,
    '--password',
    body.password,
    ...(options.pending ? ['--status', 'pending'] : []),
    ...(options.parent ? ['--parent', options.parent] : []),
    ...(options.noConfiguration ? ['--none'] : flagWords(options.flags ?? {})),
  ]);
  const agentCode = Number(/^Agent (\d+) /.exec(output)?.[1]);
  if (!Number.isInteger(agentCode))
    throw new Error(`agents:create answered without an agent code: ${output}`);
  return { email, password: body.password, name: body.name, companyName: body.companyName, agentCode };
}

/** Every module flag set to the same value. */
export function allFlags(on: boolean): Record<ModuleFlag, boolean> {
  return {
    showHotel: on,
    showAttraction: on,
    showFlight: on,
    showVisa: on,
    showA2a: on,
    showQuotaion: on,
    showInsurance: on,
  };
}

const cacheFile = () => join(e2eDataDir(), 'e2e-agents.json');

function readCache(): Record<string, TestAgent> {
  if (!existsSync(cacheFile())) return {};
  return JSON.parse(readFileSync(cacheFile(), 'utf8')) as Record<string, TestAgent>;
}

/**
 * An agent shared by the tests of one file, created once per run and database. Playwright starts a new
 * worker after a failed test and runs beforeAll again; the agents are looked up here instead of being
 * created again.
 * The key must describe the options: the same key always means the same agent.
 */
export async function sharedAgent(key: string, options: CreateAgentOptions = {}): Promise<TestAgent> {
  const known = readCache()[key];
  if (known) return known;
  const agent = await createApprovedAgent({ label: key, ...options });
  writeFileSync(cacheFile(), JSON.stringify({ ...readCache(), [key]: agent }));
  return agent;
}
